/**
 * One recognition's state and the trie walk: the request path, where its trie part ends, its
 * format, the request's verb mask, the best (lowest) matching route index so far and the value
 * positions of that match. Recognition is synchronous, so a matcher keeps one of these and
 * resets it per request.
 */
import type { RequestContext } from '../conditions'
import { unescapeSegment } from '../segments'
import type { TrieEntry } from './entry'
import { trieParams, type RecognizedParams } from './params'
import { NONE, hashSlice, type Node } from './trie'

/** A value without escapes is itself. */
const same = (value: string): string => value

export class Recognition {
  path = ''
  /** Where the path's first word ends ('/', '.', '?' or the end) and its FNV-1a hash (low 30 bits, as `hashSlice`'s). */
  keyEnd = 1
  hash = 0
  /** Whether a trie route may match the path's shape (a leading '/', no '?', a dot only before the format). */
  trie = false
  /** Where each segment of the trie part ends (the next '/', the format's dot or the end), by depth. */
  readonly segEnds: number[] = []
  /** The last segment's depth. */
  last = 0
  /** The format's dot, or -1. */
  fmtAt = -1
  /** Whether the path has a '%' (its values need unescaping). */
  escaped = false
  /** The request's verb mask. */
  want = 0
  request: RequestContext | undefined = undefined
  /** The lowest matching route index so far (NONE: none yet). */
  best = NONE
  bestEntry: TrieEntry | undefined = undefined
  /** Verbs of the routes that matched the path but not the verb (for 405). */
  allowed = 0

  /**
   * Starts a recognition and reads the path once: its first word and hash, then where the
   * segments of the trie part end (before a trailing '/' or the format) and the format's dot.
   */
  begin(path: string, want: number, request: RequestContext | undefined): void {
    this.path = path
    this.want = want
    this.request = request
    this.best = NONE
    this.bestEntry = undefined
    this.allowed = 0
    const len = path.length
    let i = 1
    let hash = 0x811c9dc5 | 0
    let escaped = false
    for (; i < len; i++) {
      const c = path.charCodeAt(i)
      if (c === 47 || c === 46 || c === 63) break
      if (c === 37) escaped = true
      hash = Math.imul(hash ^ c, 0x01000193)
    }
    this.keyEnd = i
    this.hash = hash & 0x3fffffff
    this.fmtAt = -1
    this.escaped = escaped
    let trie = len > 1 && path.charCodeAt(0) === 47
    if (!trie) {
      this.trie = false
      return
    }
    const segEnds = this.segEnds
    let n = 0
    let dot = -1
    for (; i < len; i++) {
      const c = path.charCodeAt(i)
      if (c === 47) {
        // A dot is only possible as the format separator in the last segment.
        if (dot >= 0) {
          trie = false
          break
        }
        segEnds[n++] = i
      } else if (c === 46) {
        if (dot >= 0) {
          trie = false
          break
        }
        dot = i
      } else if (c === 63) {
        trie = false
        break
      } else if (c === 37) escaped = true
    }
    if (trie) {
      // A trailing '/' ends the last segment (recorded above); the path '//' has none.
      if (dot >= 0) {
        if (dot + 1 === len) trie = false
        this.fmtAt = dot
        segEnds[n++] = dot
      } else if (path.charCodeAt(len - 1) !== 47) segEnds[n++] = len
      else if (len === 2) trie = false
    }
    this.trie = trie
    this.last = n - 1
    this.escaped = escaped
  }

  /** Takes the first route of `list` (ascending) that beats the best match and fits the format and verb. */
  accept(list: TrieEntry[]): void {
    const withFormat = this.fmtAt >= 0
    for (let i = 0; i < list.length; i++) {
      const e = list[i]!
      if (e.index >= this.best) return
      if (withFormat && !e.hasFormat) continue
      if ((e.mask & this.want) === 0) {
        this.allowed |= e.mask
        continue
      }
      this.best = e.index
      this.bestEntry = e
      return
    }
  }

  /** Walks the trie from `node` with the path segment at `depth`. */
  walk(node: Node, depth: number): void {
    const path = this.path
    const segEnds = this.segEnds
    const lastDepth = this.last
    for (;;) {
      if (node.min >= this.best) return
      const pos = depth === 0 ? 1 : segEnds[depth - 1]! + 1
      const segEnd = segEnds[depth]!
      if (segEnd === pos) return
      const last = depth === lastDepth
      let st: Node | undefined
      const text = node.wordText
      if (text !== undefined) {
        // Each word is preceded by its length: compared char by char, in one string.
        const len = segEnd - pos
        for (let o = 0, w = 0; o < text.length; w++) {
          const l = text.charCodeAt(o)
          if (l === len) {
            let k = 0
            while (k < len && text.charCodeAt(o + 1 + k) === path.charCodeAt(pos + k)) k++
            if (k === len) {
              st = node.wordNodes![w]
              break
            }
          }
          o += l + 1
        }
      } else {
        const slots = node.slots
        if (slots !== undefined) {
          const mask = (slots.length >> 1) - 1
          const hash = hashSlice(path, pos, segEnd) | 0
          for (let at = hash & mask, w = slots[at * 2 + 1]!; w !== 0; at = (at + 1) & mask, w = slots[at * 2 + 1]!) {
            if (slots[at * 2] === hash) {
              const word = node.words![w - 1]!
              if (word.length === segEnd - pos && path.startsWith(word, pos)) {
                st = node.wordNodes![w - 1]
                break
              }
            }
          }
        }
      }
      const pm = node.param
      let next: Node
      if (pm !== undefined) {
        if (st !== undefined) {
          // Both branches can match: the one holding the lower route index first.
          const a = pm.min < st.min ? pm : st
          const b = a === pm ? st : pm
          if (last) {
            this.accept(a.end)
            this.accept(b.end)
          } else {
            this.walk(a, depth + 1)
            this.walk(b, depth + 1)
          }
          return
        }
        next = pm
      } else if (st !== undefined) next = st
      else return
      if (last) {
        this.accept(next.end)
        return
      }
      node = next
      depth++
    }
  }

  /** The params of the best trie match (its values are the path's segments at their depths). */
  params(e: TrieEntry): RecognizedParams {
    const path = this.path
    const unescape = this.escaped ? unescapeSegment : same
    const format = this.fmtAt >= 0 ? unescape(path.slice(this.fmtAt + 1)) : undefined
    return trieParams(e, path, this.segEnds, unescape, format)
  }
}
