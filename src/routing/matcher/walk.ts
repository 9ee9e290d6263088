/**
 * One recognition's state and the trie walk: the request path, where its trie part ends, its
 * format, the request's verb mask, the best (lowest) matching route index so far and the value
 * positions of that match. Recognition is synchronous, so a matcher keeps one of these and
 * resets it per request.
 */
import type { RequestContext } from '../conditions'
import { unescapeSegment } from '../segments'
import type { Entry } from './entry'
import { genericParams, type RecognizedParams } from './params'
import { NONE, hashSlice, type Node } from './trie'

export class Recognition {
  path = ''
  /** Where the trie part of the path ends (before a trailing '/' or the '.format'). */
  end = 0
  /** The format's dot, or -1. */
  fmtAt = -1
  /** The request's verb mask. */
  want = 0
  request: RequestContext | undefined = undefined
  /** The lowest matching route index so far (NONE: none yet). */
  best = NONE
  bestEntry: Entry | undefined = undefined
  /** Verbs of the routes that matched the path but not the verb (for 405). */
  allowed = 0
  /** Value positions per depth on the current branch, and those of the best match. */
  readonly starts: number[] = []
  readonly ends: number[] = []
  readonly bestStarts: number[] = []
  readonly bestEnds: number[] = []

  begin(path: string, want: number, request: RequestContext | undefined): void {
    this.path = path
    this.want = want
    this.request = request
    this.best = NONE
    this.bestEntry = undefined
    this.allowed = 0
  }

  /**
   * Sets where the trie part of the path ends (`end`, before a trailing '/' or the format) and
   * the format's dot (`fmtAt`); false when no trie route can match the path's shape.
   */
  bounds(): boolean {
    const path = this.path
    const len = path.length
    if (path.charCodeAt(0) !== 47 || path.indexOf('?') >= 0) return false
    let end = len
    const trailing = path.charCodeAt(len - 1) === 47
    if (trailing) {
      end--
      if (end === 1) return false
    }
    const dot = path.indexOf('.')
    this.fmtAt = -1
    if (dot >= 0) {
      // A dot is only possible as the format separator in the last segment.
      if (trailing) return false
      const slash = path.indexOf('/', dot)
      if (slash >= 0) return false
      if (dot + 1 === end || path.indexOf('.', dot + 1) >= 0) return false
      this.fmtAt = dot
      end = dot
    }
    this.end = end
    return true
  }

  /** Takes the first route of `list` (ascending) that beats the best match and fits the format and verb. */
  accept(list: Entry[], depth: number): void {
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
      for (let k = 0; k < depth; k++) {
        this.bestStarts[k] = this.starts[k]!
        this.bestEnds[k] = this.ends[k]!
      }
      return
    }
  }

  /** Walks the trie from `node` with the path segment starting at `pos` (depth `depth`). */
  walk(node: Node, pos: number, depth: number): void {
    const path = this.path
    const end = this.end
    for (;;) {
      if (node.min >= this.best) return
      let segEnd = path.indexOf('/', pos)
      if (segEnd < 0 || segEnd > end) segEnd = end
      if (segEnd === pos) return
      const last = segEnd === end
      let st: Node | undefined
      const words = node.words
      if (words !== undefined) {
        const len = segEnd - pos
        const slots = node.slots
        if (slots === undefined) {
          const c0 = path.charCodeAt(pos)
          for (let w = 0; w < words.length; w++) {
            const word = words[w]!
            if (word.length === len && word.charCodeAt(0) === c0 && path.startsWith(word, pos)) {
              st = node.wordNodes![w]
              break
            }
          }
        } else {
          const mask = slots.length - 1
          let at = hashSlice(path, pos, segEnd) & mask
          for (let w = slots[at]!; w !== 0; w = slots[(at = (at + 1) & mask)]!) {
            const word = words[w - 1]!
            if (word.length === len && path.startsWith(word, pos)) {
              st = node.wordNodes![w - 1]
              break
            }
          }
        }
      }
      const pm = node.param
      let next: Node
      if (pm !== undefined) {
        this.starts[depth] = pos
        this.ends[depth] = segEnd
        if (st !== undefined) {
          // Both branches can match: the one holding the lower route index first.
          const a = pm.min < st.min ? pm : st
          const b = a === pm ? st : pm
          if (last) {
            this.accept(a.end, depth + 1)
            this.accept(b.end, depth + 1)
          } else {
            this.walk(a, segEnd + 1, depth + 1)
            this.walk(b, segEnd + 1, depth + 1)
          }
          return
        }
        next = pm
      } else if (st !== undefined) next = st
      else return
      if (last) {
        this.accept(next.end, depth + 1)
        return
      }
      node = next
      pos = segEnd + 1
      depth++
    }
  }

  /** The params of the best trie match. */
  params(e: Entry): RecognizedParams {
    const path = this.path
    const format = this.fmtAt >= 0 ? unescapeSegment(path.slice(this.fmtAt + 1)) : undefined
    if (e.make !== undefined) return e.make(path, this.bestStarts, this.bestEnds, unescapeSegment, format, e.shellValues)
    return genericParams(e.shellKeys, e.shellValues, e.keys, path, this.bestStarts, this.bestEnds, format)
  }
}
