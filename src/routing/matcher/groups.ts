/**
 * The route table by first path word. Building only files each route index under the static
 * word its path starts with (read from the path text); a word's routes are compiled — trie
 * routes into the word's trie, the others in order as complex routes — when the first request
 * starting with that word arrives, so a table's build is linear in cheap work and a request
 * pays for its own word's routes once.
 */
import { customConditions } from '../conditions'
import type { Route } from '../route'
import { firstWord, type CompiledPath } from '../segments'
import { ComplexPatterns } from './complex'
import { entryOf, type Entry } from './entry'
import { trieShape, type TrieShape } from './shape'
import { addToTrie, finishNode, hashSlice, newNode, type Node } from './trie'

/** Route indexes sharing a first path word (or, for the any-group, routes without one). */
export interface Group {
  /** The routes, ascending; cleared once compiled. */
  indexes: number[]
  ready: boolean
  /** Trie below the first word (the any-group: the root, depth 0); undefined without trie routes. */
  node: Node | undefined
  /** Complex routes, ascending. */
  complex: Entry[]
}

const newGroup = (): Group => ({ indexes: [], ready: false, node: undefined, complex: [] })

export class RouteGroups {
  /** Routes without a static first word: compiled on the first request. */
  readonly any = newGroup()
  readonly complexPatterns: ComplexPatterns
  /** The words as an open-addressing table (word index + 1 by hash), read without slicing the path. */
  private readonly words: string[]
  private readonly wordGroups: Group[]
  private readonly slots: Int32Array
  private readonly slotMask: number
  private readonly shapes = new Map<CompiledPath, TrieShape | null>()

  constructor(
    private readonly routes: readonly Route[],
    private readonly compiledOf: (index: number) => CompiledPath,
    private readonly useTrie: boolean,
  ) {
    this.complexPatterns = new ComplexPatterns(routes)
    const byWord = new Map<string, Group>()
    // A table lists a resource's routes together: a path that is '/' + the previous route's word
    // + '/' starts with that word (the word holds no '/', '.' or '?'), without reading it again.
    let lastWord: string | undefined
    let lastGroup = this.any
    for (let index = 0; index < routes.length; index++) {
      const path = routes[index]!.path
      if (
        lastWord !== undefined &&
        path.charCodeAt(lastWord.length + 1) === 47 &&
        path.charCodeAt(0) === 47 &&
        path.startsWith(lastWord, 1)
      ) {
        lastGroup.indexes.push(index)
        continue
      }
      const word = useTrie ? firstWord(path) : undefined
      let group = this.any
      if (word !== undefined) {
        group = byWord.get(word)!
        if (group === undefined) byWord.set(word, (group = newGroup()))
      }
      group.indexes.push(index)
      lastWord = word
      lastGroup = group
    }
    const words = (this.words = [...byWord.keys()])
    this.wordGroups = [...byWord.values()]
    let size = 16
    while (size < words.length * 2) size *= 2
    const slots = (this.slots = new Int32Array(size))
    const slotMask = (this.slotMask = size - 1)
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!
      let at = hashSlice(word, 0, word.length) & slotMask
      while (slots[at] !== 0) at = (at + 1) & slotMask
      slots[at] = i + 1
    }
  }

  /** The group of the path's first word (`path` from 1 to `keyEnd`, hashed `hash` as `hashSlice` does), if any route starts with it. */
  groupOf(path: string, keyEnd: number, hash: number): Group | undefined {
    const slots = this.slots
    const slotMask = this.slotMask
    let at = hash & slotMask
    const len = keyEnd - 1
    for (let w = slots[at]!; w !== 0; w = slots[(at = (at + 1) & slotMask)]!) {
      const word = this.words[w - 1]!
      if (word.length === len && path.startsWith(word, 1)) return this.wordGroups[w - 1]
    }
    return undefined
  }

  /** Compiles a group's routes: trie routes into its trie (below its word), the others in order. */
  compile(group: Group): void {
    const depth0 = group === this.any ? 0 : 1
    for (const index of group.indexes) {
      const route = this.routes[index]!
      const c = this.compiledOf(index)
      let shape = this.shapes.get(c)
      if (shape === undefined) this.shapes.set(c, (shape = this.useTrie ? (trieShape(c) ?? null) : null))
      const conditions = customConditions(route)
      if (conditions !== undefined) shape = null
      const entry = entryOf(index, route, c, shape, conditions)
      if (shape) addToTrie((group.node ??= newNode()), depth0, shape, entry)
      else {
        this.complexPatterns.prepare(entry, c, this.useTrie)
        group.complex.push(entry)
      }
    }
    if (group.node !== undefined) finishNode(group.node)
    group.indexes = []
    group.ready = true
  }
}
