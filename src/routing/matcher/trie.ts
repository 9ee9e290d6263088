/**
 * The segment trie of the routes made only of whole static / default-param segments (plus the
 * optional format) — nearly every resource route. Each node knows the lowest route index below
 * it, so a walk visits only the branches that can still beat the best match found.
 *
 * Layout: a request walks a few nodes of a large table, nearly all of them out of the CPU's
 * caches, so a node keeps what a walk reads in as few objects as it can: the lowest index first,
 * a few static children's words in one string (read in one go, instead of one string per word),
 * many children in a hash table that holds each word's hash beside its index (a word's text is
 * read only when its hash matches).
 */
import type { TrieEntry } from './entry'

export interface Node {
  min: number
  /** A few static children: each word preceded by its length (one char), in one string. */
  wordText: string | undefined
  /** The static children's nodes, in the order of `wordText` or `words`. */
  wordNodes: Node[] | undefined
  /** Many static children: open-addressing table of pairs (word hash, word index + 1), by `hashSlice`. */
  slots: Int32Array | undefined
  /** The static children's words (kept by `finishNode` only beside `slots`). */
  words: string[] | undefined
  param: Node | undefined
  /** Routes ending here, by index. */
  end: TrieEntry[]
  /** While routes are added, more than a few static children: their nodes by word (cleared by `finishNode`). */
  statics: Map<string, Node> | undefined
}

/** No route: above every route index (a small integer, so every comparison stays on small integers). */
export const NONE = 0x3fffffff

export const newNode = (): Node => ({
  min: NONE,
  wordText: undefined,
  wordNodes: undefined,
  slots: undefined,
  words: undefined,
  param: undefined,
  end: [],
  statics: undefined,
})

/** FNV-1a over `text.slice(from, to)`, without slicing. */
export function hashSlice(text: string, from: number, to: number): number {
  let h = 0x811c9dc5
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** Up to this many static children are compared in place; more go through a hash table. */
const FEW = 8
/** The longest word `wordText` can hold (its length is one char). */
const LONGEST_IN_TEXT = 0xffff

/**
 * An open-addressing table of pairs (hash of `words[i]` & `hashMask`, i + 1); its size (pairs)
 * is a power of two at least twice the number of words.
 */
export function hashTable(words: readonly string[], hashMask: number): Int32Array {
  let size = 16
  while (size < words.length * 2) size *= 2
  const slots = new Int32Array(size * 2)
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    const hash = hashSlice(word, 0, word.length) & hashMask
    let at = hash & (size - 1)
    while (slots[at * 2 + 1] !== 0) at = (at + 1) & (size - 1)
    slots[at * 2] = hash
    slots[at * 2 + 1] = i + 1
  }
  return slots
}

/**
 * Freezes the lookup form of every node: a few static children as one string, else hashed.
 * (Index loops: a node is finished once, in cold code.)
 */
export function finishNode(node: Node): void {
  const words = node.words
  if (words !== undefined) {
    const nodes = node.wordNodes!
    node.statics = undefined
    let long = words.length > FEW
    for (let i = 0; i < words.length && !long; i++) long = words[i]!.length > LONGEST_IN_TEXT
    if (long) node.slots = hashTable(words, -1)
    else {
      let text = ''
      for (let i = 0; i < words.length; i++) text += String.fromCharCode(words[i]!.length) + words[i]!
      node.wordText = text
      node.words = undefined
    }
    for (let i = 0; i < nodes.length; i++) finishNode(nodes[i]!)
  }
  if (node.param !== undefined) finishNode(node.param)
}

/**
 * Files a trie route's entry under `root`: `words[k]` for k from `from` on is the static word
 * (undefined: a param) of each depth below the root. A node's static children are its `words`
 * and `wordNodes`, found by comparing words while they are few, through `statics` beyond.
 */
export function addToTrie(root: Node, words: readonly (string | undefined)[], from: number, entry: TrieEntry): void {
  const index = entry.index
  let node = root
  if (index < node.min) node.min = index
  for (let k = from; k < words.length; k++) {
    const text = words[k]
    let next: Node | undefined
    if (text === undefined) next = node.param ??= newNode()
    else {
      const known = node.words
      if (known === undefined) {
        node.words = [text]
        node.wordNodes = [(next = newNode())]
      } else {
        const statics = node.statics
        if (statics !== undefined) next = statics.get(text)
        else
          for (let i = 0; i < known.length; i++)
            if (known[i] === text) {
              next = node.wordNodes![i]
              break
            }
        if (next === undefined) {
          known.push(text)
          node.wordNodes!.push((next = newNode()))
          if (statics !== undefined) statics.set(text, next)
          else if (known.length > FEW) {
            const map = new Map<string, Node>()
            for (let i = 0; i < known.length; i++) map.set(known[i]!, node.wordNodes![i]!)
            node.statics = map
          }
        }
      }
    }
    node = next
    if (index < node.min) node.min = index
  }
  node.end.push(entry)
}
