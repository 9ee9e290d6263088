/**
 * The segment trie of the routes made only of whole static / default-param segments (plus the
 * optional format) — nearly every resource route. Each node knows the lowest route index below
 * it, so a walk visits only the branches that can still beat the best match found.
 */
import type { Entry } from './entry'
import type { TrieShape } from './shape'

export interface Node {
  statics: Map<string, Node> | undefined
  /** The static children as parallel arrays, compared in place (no slicing); many: hashed. */
  words: string[] | undefined
  wordNodes: Node[] | undefined
  /** For many static children: open-addressing table of word index + 1, by `hashSlice`. */
  slots: Int32Array | undefined
  param: Node | undefined
  /** Routes ending here, by index. */
  end: Entry[]
  min: number
}

/** No route: above every route index (a small integer, so every comparison stays on small integers). */
export const NONE = 0x3fffffff

export const newNode = (): Node => ({
  statics: undefined,
  words: undefined,
  wordNodes: undefined,
  slots: undefined,
  param: undefined,
  end: [],
  min: NONE,
})

/** FNV-1a over `text.slice(from, to)`, without slicing. */
export function hashSlice(text: string, from: number, to: number): number {
  let h = 0x811c9dc5
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** Up to this many static children are compared in place; more go through a hash table. */
const FEW = 8

/** Freezes the lookup form of every node: a few static children as arrays, else hashed. */
export function finishNode(node: Node): void {
  if (node.statics !== undefined) {
    const words = (node.words = [...node.statics.keys()])
    node.wordNodes = [...node.statics.values()]
    node.statics = undefined
    if (words.length > FEW) {
      let size = 16
      while (size < words.length * 2) size *= 2
      const slots = (node.slots = new Int32Array(size))
      words.forEach((word, i) => {
        let at = hashSlice(word, 0, word.length) & (size - 1)
        while (slots[at] !== 0) at = (at + 1) & (size - 1)
        slots[at] = i + 1
      })
    }
    for (const child of node.wordNodes) finishNode(child)
  }
  if (node.param !== undefined) finishNode(node.param)
}

/** Files a trie route's entry under `root`, from depth `depth0` of its shape (1: below its first word). */
export function addToTrie(root: Node, depth0: number, shape: TrieShape, entry: Entry): void {
  const index = entry.index
  let node = root
  if (index < node.min) node.min = index
  for (let k = depth0; k < shape.statics.length; k++) {
    const text = shape.statics[k]
    let next: Node | undefined
    if (text === undefined) next = node.param ??= newNode()
    else {
      node.statics ??= new Map()
      next = node.statics.get(text)
      if (!next) node.statics.set(text, (next = newNode()))
    }
    node = next
    if (index < node.min) node.min = index
  }
  node.end.push(entry)
}
