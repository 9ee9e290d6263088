/**
 * The params hash of a recognized route (Rails' flat params: the route's parameter_shell —
 * controller, action, non-segment defaults — then the path's values by key, then `format`):
 * built by a loop for a route's first uses, then by one generated object literal per route
 * shape where code generation is allowed; for the whole-path RegExp routes, from the captures (Rails 2.3 segments.rb
 * `match_extraction`).
 */
import { unescapeSegment } from '../../url/index'
import type { Route } from '../route'
import { CONTROLLER, DIVIDER, FORMAT, GLOB, PARAM, STATIC, captureCount, type CompiledPath } from '../segments'

/** Recognized params: Rails' flat params hash. */
export type RecognizedParams = Record<string, string | string[] | null>

/**
 * Builds a trie route's params: the value at depth k is the path's k-th segment (from 1 or just
 * after `segEnds[k - 1]` to `segEnds[k]`), `unescape` reads a value, `format` is the path's
 * format (undefined: none), `shell` the shell's values.
 */
export type ParamsFactory = (
  path: string,
  segEnds: readonly number[],
  unescape: (s: string) => string,
  format: string | undefined,
  shell: readonly (string | null)[],
) => RecognizedParams

/**
 * How many times a trie route builds its params with {@link genericParams} before its shape's
 * factory is generated: a route met a few times (most routes, on the first requests of a cold
 * server) never pays for a compiled function, a hot one gets it at once.
 */
export const FACTORY_AFTER = 16

/**
 * The params factories of one route table, by route shape (the shell's keys and the param key at
 * each depth): one generated function per shape, returning `{ controller: 'posts', action:
 * 'show', id: …, format? }` as one object literal (one hidden class per shape, no keyed stores).
 * Where code generation is refused (a Content-Security-Policy without 'unsafe-eval') the first
 * attempt fails and the table builds params with {@link genericParams} from then on.
 */
export class ParamsFactories {
  private codegen = true
  private readonly bySignature = new Map<string, ParamsFactory>()

  /** The factory of a shape; undefined without code generation. */
  get(shellKeys: readonly string[], keys: readonly (string | undefined)[]): ParamsFactory | undefined {
    if (!this.codegen) return undefined
    // Keys are any strings (non-segment defaults, path params): quoted, so that no two lists join alike.
    let sig = ''
    for (const k of keys) sig += k === undefined ? '/' : JSON.stringify(k)
    sig += '|'
    for (const k of shellKeys) sig += JSON.stringify(k)
    const cached = this.bySignature.get(sig)
    if (cached) return cached
    const fields = shellKeys.map((k, i) => `${JSON.stringify(k)}:v[${i}]`)
    keys.forEach((k, i) => {
      if (k !== undefined) fields.push(`${JSON.stringify(k)}:u(p.slice(${i === 0 ? '1' : `e[${i - 1}]+1`},e[${i}]))`)
    })
    const body = `return f===undefined?{${fields.join(',')}}:{${[...fields, 'format:f'].join(',')}}`
    try {
      const f = new Function('p', 'e', 'u', 'f', 'v', body) as ParamsFactory
      this.bySignature.set(sig, f)
      return f
    } catch {
      this.codegen = false
      return undefined
    }
  }
}

/** A trie route's params without a generated factory: the same keys, in the same order, by a loop. */
export function genericParams(
  shellKeys: readonly string[],
  shellValues: readonly (string | null)[],
  keys: readonly (string | undefined)[],
  path: string,
  segEnds: readonly number[],
  unescape: (s: string) => string,
  format: string | undefined,
): RecognizedParams {
  const params: RecognizedParams = {}
  for (let k = 0; k < shellKeys.length; k++) params[shellKeys[k]!] = shellValues[k]!
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
