/**
 * The params hash of a recognized route (Rails' flat params: the route's parameter_shell —
 * controller, action, non-segment defaults — then the path's values by key, then `format`):
 * for a trie route from the segments' positions, for the whole-path RegExp routes from the
 * captures (Rails 2.3 segments.rb `match_extraction`).
 */
import { unescapeSegment } from '../../url/index'
import type { Route } from '../route'
import { CONTROLLER, DIVIDER, FORMAT, GLOB, PARAM, STATIC, type CompiledPath } from '../segments'
import { captureCount } from '../regexp-source'

/** Recognized params: Rails' flat params hash. */
export type RecognizedParams = Record<string, string | string[] | null>

/**
 * How `trieParams` builds a route's params, by its shell and its path's keys (entry.ts:
 * `trieEntry` picks it): Rails' resource routes nearly all have the shell
 * `{ controller, action }` and either no path key or just `id` (a top-level resource's member
 * routes). Those two are built as one object literal each (all keys in one go, in the object
 * itself: no property added to an object that has no room for it, no store whose key changes
 * from route to route, which V8 answers through a global cache of property transitions).
 */
export const SHELL_ONLY = 0
export const SHELL_AND_ID = 1
/** Any other route: the shell (as a literal when it is `{ controller, action }`), then each path key. */
export const ANY_PARAMS = 2

/**
 * A trie route's params: its shell (controller, action, non-segment defaults), then the value
 * at each depth k that has a key (the path's k-th segment: from 1 or just after
 * `segEnds[k - 1]` to `segEnds[k]`, read by `unescape`), then `format` (undefined: none). The
 * two common layouts (`SHELL_ONLY`, `SHELL_AND_ID`) are object literals; any other route gets its keys one by
 * one. One function for every route: no per-route code to compile or to keep in the CPU's
 * caches.
 */
export function trieParams(
  e: {
    layout: number
    idDepth: number
    controllerAction: boolean
    controller: string | null
    action: string | null
    shellKeys: readonly string[]
    shellValues: readonly (string | null)[]
    keys: readonly (string | undefined)[]
  },
  path: string,
  segEnds: readonly number[],
  unescape: (s: string) => string,
  format: string | undefined,
): RecognizedParams {
  const layout = e.layout
  if (layout === SHELL_AND_ID) {
    const k = e.idDepth
    const id = unescape(path.slice(k === 0 ? 1 : segEnds[k - 1]! + 1, segEnds[k]))
    return format === undefined
      ? { controller: e.controller, action: e.action, id }
      : { controller: e.controller, action: e.action, id, format }
  }
  if (layout === SHELL_ONLY) {
    return format === undefined ? { controller: e.controller, action: e.action } : { controller: e.controller, action: e.action, format }
  }
  let params: RecognizedParams
  if (e.controllerAction) params = { controller: e.controller, action: e.action }
  else {
    params = {}
    const shellKeys = e.shellKeys
    const shellValues = e.shellValues
    for (let k = 0; k < shellKeys.length; k++) params[shellKeys[k]!] = shellValues[k]!
  }
  const keys = e.keys
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]
    if (key !== undefined) params[key] = unescape(path.slice(k === 0 ? 1 : segEnds[k - 1]! + 1, segEnds[k]))
  }
  if (format !== undefined) params['format'] = format
  return params
}

/** Rails' parameter_shell: controller, action and non-segment defaults of a route, as keys and values in that order. */
export function shellOf(route: Route, c: CompiledPath): { keys: string[]; values: (string | null)[] } {
  const keys: string[] = []
  const values: (string | null)[] = []
  const inPath = c.keys
  if (route.controller != null && !inPath.includes('controller')) {
    keys.push('controller')
    values.push(route.controller)
  }
  if (route.action != null && !inPath.includes('action')) {
    keys.push('action')
    values.push(route.action)
  }
  const defaults = route.defaults
  for (const k in defaults) {
    if (Object.hasOwn(defaults, k) && !inPath.includes(k) && k !== 'controller' && k !== 'action') {
      keys.push(k)
      values.push(defaults[k]!)
    }
  }
  return { keys, values }
}

/** Capture extraction for a route recognized by its RegExp (Rails' `match_extraction`). */
export function extractor(c: CompiledPath): (m: RegExpExecArray, params: RecognizedParams) => void {
  const plan: { kind: number; key: string; at: number; dflt: string | null | undefined }[] = []
  let at = 1
  for (const s of c.segments) {
    if (s.kind === DIVIDER || s.kind === STATIC) continue
    plan.push({ kind: s.kind, key: s.key, at, dflt: s.dflt })
    if (s.kind === PARAM) at += 1 + (s.source !== undefined ? captureCount(s.source) : 0)
    else if (s.kind === CONTROLLER) at += 1 + captureCount(s.source ?? '')
    else if (s.kind === GLOB) at += s.source !== undefined ? captureCount(s.source) : 1
    else at += 1
  }
  return (m, params) => {
    for (const p of plan) {
      const v = m[p.at]
      if (p.kind === CONTROLLER) {
        if (v) params[p.key] = v.toLowerCase()
        else if (p.dflt != null) params[p.key] = p.dflt
      } else if (p.kind === FORMAT) {
        if (v) params['format'] = unescapeSegment(v.slice(1))
        else if (p.dflt != null) params['format'] = p.dflt
      } else if (p.kind === GLOB) {
        const parts = (v ?? '').split('/')
        while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop()
        params[p.key] = parts.map(unescapeSegment)
      } else {
        const value = v ? unescapeSegment(v) : p.dflt
        if (value != null) params[p.key] = value
      }
    }
  }
}
