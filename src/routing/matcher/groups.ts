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
import { compiledTrieEntry, complexEntry, trieEntry, type ComplexEntry } from './entry'
import { PlainPaths, trieShape, type TrieShape } from './shape'
import { addToTrie, finishNode, hashTable, newNode, type Node } from './trie'
import { verbMask } from './verbs'

/** Route indexes sharing a first path word (or, for the any-group, routes without one). */
export interface Group {
  /** Trie below the first word (the any-group: the root, depth 0); undefined without trie routes. */
  node: Node | undefined
  ready: boolean
  /** The first word ('' for the any-group). */
  word: string
  /** The routes, ascending; cleared once compiled. */
  indexes: number[]
  /** Complex routes, ascending. */
  complex: ComplexEntry[]
}

const newGroup = (word: string): Group => ({ node: undefined, ready: false, word, indexes: [], complex: [] })

export class RouteGroups {
  /** Routes without a static first word: compiled on the first request. */
  readonly any = newGroup('')
  readonly complexPatterns: ComplexPatterns
  /**
   * The words as an open-addressing table of pairs (hash as `Recognition.hash`, group index + 1),
   * read without slicing the path; a group's word is read only when its hash matches.
   */
  private readonly slots: Int32Array
  private readonly wordGroups: Group[]
  private readonly shapes = new Map<CompiledPath, TrieShape | null>()
  private readonly plainPaths = new PlainPaths()

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
        if (group === undefined) byWord.set(word, (group = newGroup(word)))
      }
      group.indexes.push(index)
      lastWord = word
      lastGroup = group
    }
    this.wordGroups = [...byWord.values()]
    this.slots = hashTable([...byWord.keys()], 0x3fffffff)
  }

  /** The group of the path's first word (`path` from 1 to `keyEnd`, hashed `hash` as `hashSlice` does), if any route starts with it. */
  groupOf(path: string, keyEnd: number, hash: number): Group | undefined {
    const slots = this.slots
    const mask = (slots.length >> 1) - 1
    const len = keyEnd - 1
    for (let at = hash & mask, g = slots[at * 2 + 1]!; g !== 0; at = (at + 1) & mask, g = slots[at * 2 + 1]!) {
      if (slots[at * 2] === hash) {
        const group = this.wordGroups[g - 1]!
        const word = group.word
        if (word.length === len && path.startsWith(word, 1)) return group
      }
    }
    return undefined
  }

  /**
   * Compiles a group's routes: trie routes into its trie (below its word), the others in order.
   * A resource route's shape is read from its path text (shape.ts: `PlainPaths`); any other
   * route's path is compiled. (Index loops and few objects per route: a word's routes are
   * compiled once, by its first request, in cold code.)
   */
  compile(group: Group): void {
    const depth0 = group === this.any ? 0 : 1
    const indexes = group.indexes
    const plain = this.plainPaths
    for (let i = 0; i < indexes.length; i++) {
      const index = indexes[i]!
      const route = this.routes[index]!
      const keys = this.useTrie ? plain.read(route) : undefined
      if (keys !== undefined) {
        const entry = trieEntry(index, verbMask(route), plain.hasFormat, keys, route.controller, route.action, undefined, undefined)
        addToTrie((group.node ??= newNode()), plain.words, depth0 + 1, entry)
        continue
      }
      const c = this.compiledOf(index)
      let shape = this.shapes.get(c)
      if (shape === undefined) this.shapes.set(c, (shape = this.useTrie ? (trieShape(c) ?? null) : null))
      const conditions = customConditions(route)
      if (shape && conditions === undefined) {
        addToTrie((group.node ??= newNode()), shape.statics, depth0, compiledTrieEntry(index, route, c, shape.keys, shape.hasFormat))
      } else {
        const entry = complexEntry(index, route, c, conditions)
        this.complexPatterns.prepare(entry, c, this.useTrie)
        group.complex.push(entry)
      }
    }
    if (group.node !== undefined) finishNode(group.node)
    group.indexes = []
    group.ready = true
  }
}
