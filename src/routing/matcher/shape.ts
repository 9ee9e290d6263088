/**
 * Which routes the trie holds: a path made only of whole static / default-param segments, each
 * after a '/', ending in an optional '/' or an optional `.:format` without default (Rails 2.3's
 * resource routes, `/posts/:post_id/comments/:id(.:format)`), read as the static word or param
 * key at each depth.
 */
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
