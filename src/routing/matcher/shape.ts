/**
 * Which routes the trie holds: a path made only of whole static / default-param segments, each
 * after a '/', ending in an optional '/' or an optional `.:format` without default (Rails 2.3's
 * resource routes, `/posts/:post_id/comments/:id(.:format)`), read as the static word or param
 * key at each depth.
 */
import { jsSource } from '../regexp-source'
import type { Route } from '../route'
import { DEFAULT_SOURCE, DIVIDER, FORMAT, PARAM, STATIC, type CompiledPath } from '../segments'

/** A trie route's path: the static word or param key per depth, and whether a format may follow. */
export interface TrieShape {
  keys: (string | undefined)[]
  statics: (string | undefined)[]
  hasFormat: boolean
}

/** The route's trie shape (keys per depth) when it fits the trie, else undefined. */
export function trieShape(c: CompiledPath): TrieShape | undefined {
  const s = c.segments
  const keys: (string | undefined)[] = []
  const statics: (string | undefined)[] = []
  // Root: a single optional divider.
  if (s.length === 1 && s[0]!.kind === DIVIDER && s[0]!.text === '/') return { keys, statics, hasFormat: false }
  if (s[0]?.kind !== DIVIDER || s[0].text !== '/' || s[0].optional) return undefined
  let i = 1
  for (;;) {
    const t = s[i]
    if (!t) return undefined
    if (t.kind === STATIC && !t.optional) {
      keys.push(undefined)
      statics.push(t.text)
    } else if (t.kind === PARAM && !t.optional && (t.source === undefined || t.source === DEFAULT_SOURCE)) {
      keys.push(t.key)
      statics.push(undefined)
    } else return undefined
    const d = s[i + 1]
    if (!d) return undefined
    // A format with a default (a plain route's `defaults: { format }`) needs the RegExp path's extraction.
    if (d.kind === FORMAT && i + 2 === s.length) return d.dflt == null ? { keys, statics, hasFormat: true } : undefined
    if (d.kind === DIVIDER && d.text === '/') {
      if (i + 2 === s.length) return d.optional ? { keys, statics, hasFormat: false } : undefined
      if (d.optional) return undefined
      i += 2
      continue
    }
    return undefined
  }
}

/**
 * A path the trie holds as written: pieces between slashes that are words of `\w` and `-` chars
 * or `:` and a `\w` name, then an optional `(.:format)` — every resource route's path.
 */
const PLAIN_PATH = /^(?:\/(?:[\w-]+|:\w+))+(?:\(\.:format\))?$/

/**
 * Reads a trie route's shape from its own path text, without compiling the path's segments,
 * for the routes whose compiled path would have exactly that shape: a plain path, params other
 * than `:controller`, `:action` and `:format` (which compilation may make optional or special),
 * an `:id` only with a requirement, requirements that are all Rails' default `[^/.?]+`, no
 * defaults, no condition but the method, a fixed controller and action — Rails 2.3's resource
 * routes. Any other route is left to `trieShape` over its compiled path (the same answers, a
 * test compares the two on the vector tables). The checks on a route's requirements and
 * defaults are kept by object (a table's routes share a few).
 */
export class PlainPaths {
  private plainRequirements: object | undefined
  private otherRequirements: object | undefined
  private noDefaults: object | undefined

  /**
   * After `read`: the route's path split at '/', each param piece replaced by undefined and the
   * format cut off the last piece (the static word of depth k, or undefined, is at k + 1).
   */
  words: (string | undefined)[] = []
  /** After `read`: whether the path ends with `(.:format)`. */
  hasFormat = false

  /** The route's param key per depth (undefined: a static word), or undefined when its path must be compiled. */
  read(route: Route): (string | undefined)[] | undefined {
    if (route.controller == null || route.action == null || !this.plainRules(route)) return undefined
    const path = route.path
    if (!PLAIN_PATH.test(path)) return undefined
    const words: (string | undefined)[] = path.split('/')
    const last = words.length - 1
    const hasFormat = path.charCodeAt(path.length - 1) === 41
    if (hasFormat) words[last] = words[last]!.slice(0, -10)
    const keys: (string | undefined)[] = []
    for (let i = 1; i <= last; i++) {
      const word = words[i]!
      if (word.charCodeAt(0) !== 58) {
        keys.push(undefined)
        continue
      }
      const key = word.slice(1)
      if (
        key === 'controller' ||
        key === 'action' ||
        key === 'format' ||
        (key === 'id' && (route.requirements == null || !Object.hasOwn(route.requirements, 'id')))
      )
        return undefined
      keys.push(key)
      words[i] = undefined
    }
    this.words = words
    this.hasFormat = hasFormat
    return keys
  }

  /** Whether the route's requirements are all Rails' default, it has no defaults and no condition but the method. */
  private plainRules(route: Route): boolean {
    const requirements = route.requirements
    if (requirements !== this.plainRequirements) {
      if (requirements === this.otherRequirements) return false
      for (const key in requirements) {
        if (Object.hasOwn(requirements, key) && jsSource(requirements[key]!) !== DEFAULT_SOURCE) {
          this.otherRequirements = requirements
          return false
        }
      }
      this.plainRequirements = requirements
    }
    const defaults = route.defaults
    if (defaults !== this.noDefaults) {
      if (defaults != null) for (const key in defaults) if (Object.hasOwn(defaults, key)) return false
      this.noDefaults = defaults
    }
    const conditions = route.conditions
    if (conditions !== undefined)
      for (const key in conditions) if (key !== 'method' && Object.hasOwn(conditions, key) && conditions[key] !== undefined) return false
    return true
  }
}
