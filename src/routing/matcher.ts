/**
 * Route[] → recognition: `recognizePath` and its non-throwing twin `match`, with Rails 2.3's
 * semantics (routing/route_set.rb, recognition_optimisation.rb): routes are tried in declaration
 * order and the first match wins; HEAD is recognized as GET; a POST carrying `_method` put/delete
 * is that verb; a path that some route matches for other verbs only is a MethodNotAllowed with
 * the verbs in Rails' order (GET, POST, PUT, DELETE).
 *
 * Speed: the table is precompiled. Routes made only of whole static / default-param segments
 * (plus the optional format) — nearly every resource route — go into a segment trie whose nodes
 * know the lowest route index below them, so a lookup visits only the branches that can still
 * beat the best match found. Every other route (requirements, `:controller`, globs, optional
 * segments) keeps Rails' whole-path RegExp and is tried, in order, only where it could win.
 */
import { conditionsMet, customConditions, type CompiledConditions, type RequestContext } from './conditions'
import { MethodNotAllowed, RoutingError } from './errors'
import type { HttpVerb, Route } from './route'
import {
  CONTROLLER,
  DEFAULT_SOURCE,
  DIVIDER,
  FORMAT,
  GLOB,
  PARAM,
  STATIC,
  captureCount,
  recognitionPattern,
  caseFold,
  controllersOf,
  escapeRegExp,
  firstWord,
  type CompiledPath,
  unescapeSegment,
} from './segments'

/** Recognized params: Rails' flat params hash. */
export type RecognizedParams = Record<string, string | string[] | null>

/** What `match` answers. */
export type MatchResult =
  | { params: RecognizedParams; error?: undefined }
  | { error: 'not_found'; params?: undefined }
  | { error: 'method_not_allowed'; allowedMethods: HttpVerb[]; params?: undefined }

/**
 * The request of `recognizePath` / `match`: method (default GET), request params (`_method`) and
 * the request context that custom conditions are matched against (`{ subdomain: 'admin' }`;
 * without it, no route with a custom condition matches).
 */
export interface RecognizeOptions {
  method?: string
  params?: { _method?: string | undefined } & Record<string, unknown>
  request?: RequestContext | undefined
}

const VERBS: readonly HttpVerb[] = ['GET', 'POST', 'PUT', 'DELETE']
const MASK: Record<string, number> = { GET: 1, HEAD: 1, POST: 2, PUT: 4, DELETE: 8 }
/** Any other method (OPTIONS, PATCH, …): only routes without a method condition (mask 31) take it. */
const OTHER_METHOD = 16

interface Entry {
  index: number
  mask: number
  /** Constant params (controller, action, non-segment defaults), Rails' parameter_shell (complex routes). */
  shell: Record<string, string | null>
  /** Builds a trie route's params with one object literal (generated code, when allowed). */
  make: ParamsFactory | undefined
  shellKeys: string[]
  shellValues: (string | null)[]
  /** Simple routes: param key per request segment depth (undefined = static). */
  keys: (string | undefined)[]
  hasFormat: boolean
  /** Complex routes: the whole-path RegExp and its capture → segment map. */
  pattern: RegExp | undefined
  extract: ((m: RegExpExecArray, params: RecognizedParams) => void) | undefined
  /**
   * A route starting with a `:controller` segment: instead of its RegExp with every controller
   * in one alternation, one RegExp per controller that leads the path (same captures, tried in
   * the alternation's order — the same first match).
   */
  byController: Map<string, RegExp> | undefined
  compiled: CompiledPath | undefined
  /** Custom request conditions (routes with them are complex routes), checked once the path matched. */
  conditions: CompiledConditions | undefined
}

interface Node {
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

type ParamsFactory = (
  path: string,
  starts: number[],
  ends: number[],
  unescape: (s: string) => string,
  format: string | undefined,
  shell: readonly (string | null)[],
) => RecognizedParams

let codegen = true
const factories = new Map<string, ParamsFactory>()
/**
 * A function returning `{ controller: 'posts', action: 'show', id: …, format? }` as one object
 * literal (one hidden class per route, no keyed stores). Undefined where code generation is
 * refused (a Content-Security-Policy without 'unsafe-eval'): the generic loop is used instead.
 */
function paramsFactory(
  shell: [string, string | null][],
  keys: readonly (string | undefined)[],
  keysSig: string,
): ParamsFactory | undefined {
  if (!codegen) return undefined
  let sig = keysSig
  // Shell keys are any strings (non-segment defaults): quoted, so that no two lists join alike.
  for (const [k] of shell) sig += JSON.stringify(k)
  const cached = factories.get(sig)
  if (cached) return cached
  const fields = shell.map(([k], i) => `${JSON.stringify(k)}:v[${i}]`)
  keys.forEach((k, i) => {
    if (k !== undefined) fields.push(`${JSON.stringify(k)}:u(p.slice(s[${i}],e[${i}]))`)
  })
  const body = `return f===undefined?{${fields.join(',')}}:{${[...fields, 'format:f'].join(',')}}`
  try {
    const f = new Function('p', 's', 'e', 'u', 'f', 'v', body) as ParamsFactory
    factories.set(sig, f)
    return f
  } catch {
    codegen = false
    return undefined
  }
}

const NOT_FOUND: MatchResult = Object.freeze({ error: 'not_found' as const })

/** The allowed verbs per verb mask, in Rails' order (copied into each 405 answer). */
const ALLOWED: readonly (readonly HttpVerb[])[] = Array.from({ length: 16 }, (_, mask) => VERBS.filter((_, i) => mask & (1 << i)))

/** No route: above every route index (a small integer, so every comparison stays on small integers). */
const NONE = 0x3fffffff
const NO_ENTRIES: Entry[] = []

const newNode = (): Node => ({
  statics: undefined,
  words: undefined,
  wordNodes: undefined,
  slots: undefined,
  param: undefined,
  end: [],
  min: NONE,
})

/** FNV-1a over `text.slice(from, to)`, without slicing. */
function hashSlice(text: string, from: number, to: number): number {
  let h = 0x811c9dc5
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** Up to this many static children are compared in place; more go through a Map lookup. */
const FEW = 8

/** Freezes the lookup form of every node: a few static children as arrays, else the Map. */
function finishNode(node: Node): void {
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

/** A compiled recognizer over one route table. */
export interface Matcher {
  match(path: string, options?: RecognizeOptions): MatchResult
  recognizePath(path: string, options?: RecognizeOptions): RecognizedParams
}

function verbMask(route: Route): number {
  const v = route.verb
  if (v === 'ANY') return 31
  if (typeof v === 'string') return MASK[v] ?? 0
  let m = 0
  for (const x of v) m |= MASK[x] ?? 0
  return m
}

/** Rails' parameter_shell: controller, action and non-segment defaults of a route. */
function shellOf(route: Route, c: CompiledPath): [string, string | null][] {
  const shell: [string, string | null][] = []
  const inPath = c.keys
  if (route.controller != null && !inPath.includes('controller')) shell.push(['controller', route.controller])
  if (route.action != null && !inPath.includes('action')) shell.push(['action', route.action])
  for (const [k, v] of Object.entries(route.defaults ?? {})) {
    if (!inPath.includes(k) && k !== 'controller' && k !== 'action') shell.push([k, v])
  }
  return shell
}

/** Keys per depth when the route fits the trie, else undefined. */
function trieShape(c: CompiledPath): TrieShape | undefined {
  const shape = trieShapeOf(c)
  if (shape) shape.sig = shape.keys.join('/')
  return shape
}

/** A trie route's path: the static word or param key per depth, and whether a format may follow. */
interface TrieShape {
  keys: (string | undefined)[]
  statics: (string | undefined)[]
  hasFormat: boolean
  /** The param keys as one string (the params factories' cache key). */
  sig: string
}

function trieShapeOf(c: CompiledPath): TrieShape | undefined {
  const s = c.segments
  const keys: (string | undefined)[] = []
  const statics: (string | undefined)[] = []
  let i = 0
  // Root: a single optional divider.
  if (s.length === 1 && s[0]!.kind === DIVIDER && s[0]!.text === '/') return { keys, statics, hasFormat: false, sig: '' }
  if (s[0]?.kind !== DIVIDER || s[0].text !== '/' || s[0].optional) return undefined
  i = 1
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
    if (d.kind === FORMAT && i + 2 === s.length) return d.dflt == null ? { keys, statics, hasFormat: true, sig: '' } : undefined
    if (d.kind === DIVIDER && d.text === '/') {
      if (i + 2 === s.length) return d.optional ? { keys, statics, hasFormat: false, sig: '' } : undefined
      if (d.optional) return undefined
      i += 2
      continue
    }
    return undefined
  }
}

/** Capture extraction for a route recognized by its RegExp (Rails' `match_extraction`). */
function extractor(c: CompiledPath): (m: RegExpExecArray, params: RecognizedParams) => void {
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

/**
 * Route indexes sharing a first path word (or, for the any-group, routes without one), compiled
 * for recognition on the first request that can reach them.
 */
interface Group {
  /** The routes, ascending; cleared once compiled. */
  indexes: number[]
  ready: boolean
  /** Trie below the first word (the any-group: the root, depth 0); undefined without trie routes. */
  node: Node | undefined
  /** Complex routes, ascending. */
  complex: Entry[]
}

const newGroup = (): Group => ({ indexes: [], ready: false, node: undefined, complex: [] })

/**
 * Compiles a route table for recognition. `compiled(i)` (or `compiled[i]`) is route i's compiled
 * path (its `:controller` segments know the controllers they recognize). `useTrie: false` gives
 * the plain Rails 2.3 matcher — every route's RegExp, in order — which the tests compare the trie
 * against.
 *
 * Building only sorts route indexes by the static word their path starts with (read from the
 * path text); a word's routes are compiled when the first request starting with that word
 * arrives, so a table's build is linear in cheap work and a request pays for its own word's
 * routes once.
 */
export function createMatcher(
  routes: readonly Route[],
  compiled: readonly CompiledPath[] | ((index: number) => CompiledPath),
  useTrie = true,
): Matcher {
  const compiledOf = typeof compiled === 'function' ? compiled : (i: number) => compiled[i]!
  /** Routes whose path starts with a static word, by that word; the any-group holds the rest. */
  const byWord = new Map<string, Group>()
  const any = newGroup()
  for (let index = 0; index < routes.length; index++) {
    const word = useTrie ? firstWord(routes[index]!.path) : undefined
    let group = any
    if (word !== undefined) {
      group = byWord.get(word)!
      if (group === undefined) byWord.set(word, (group = newGroup()))
    }
    group.indexes.push(index)
  }
  // The words as an open-addressing table (word index + 1 by hash), read without slicing the path.
  const words = [...byWord.keys()]
  const wordGroups = [...byWord.values()]
  let size = 16
  while (size < words.length * 2) size *= 2
  const slots = new Int32Array(size)
  const slotMask = size - 1
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    let at = hashSlice(word, 0, word.length) & slotMask
    while (slots[at] !== 0) at = (at + 1) & slotMask
    slots[at] = i + 1
  }

  const shapes = new Map<CompiledPath, TrieShape | null>()
  const patterns = new Map<CompiledPath, { pattern: RegExp; extract: Entry['extract'] }>()

  /** Compiles a group's routes: trie routes into its trie (below its word), the others in order. */
  function compileGroup(group: Group): void {
    const depth0 = group === any ? 0 : 1
    for (const index of group.indexes) {
      const route = routes[index]!
      const c = compiledOf(index)
      let shape = shapes.get(c)
      if (shape === undefined) shapes.set(c, (shape = useTrie ? (trieShape(c) ?? null) : null))
      const conditions = customConditions(route)
      if (conditions !== undefined) shape = null
      const shell = shellOf(route, c)
      const entry: Entry = {
        index,
        mask: verbMask(route),
        shell: shape ? {} : Object.fromEntries(shell),
        shellKeys: shell.map((x) => x[0]),
        shellValues: shell.map((x) => x[1]),
        keys: shape ? shape.keys : [],
        hasFormat: shape ? shape.hasFormat : false,
        pattern: undefined,
        extract: undefined,
        make: shape ? paramsFactory(shell, shape.keys, shape.sig) : undefined,
        byController: undefined,
        compiled: undefined,
        conditions,
      }
      if (shape) {
        let node = (group.node ??= newNode())
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
        continue
      }
      let p = patterns.get(c)
      if (!p) patterns.set(c, (p = { pattern: recognitionPattern(c), extract: extractor(c) }))
      entry.pattern = p.pattern
      entry.extract = p.extract
      const s = c.segments
      if (
        useTrie &&
        s[1]?.kind === CONTROLLER &&
        s[1].regexp === undefined &&
        (s[2] === undefined || (s[2].kind === DIVIDER && s[2].text === '/'))
      ) {
        entry.compiled = c
        entry.byController = new Map()
      }
      group.complex.push(entry)
    }
    if (group.node !== undefined) finishNode(group.node)
    group.indexes = []
    group.ready = true
  }

  let controllerOrder: Map<string, number> | undefined
  let controllerSlashes = 0
  const candidates: string[] = []

  /** The known controllers (lower-case) leading the path, then '/' or its end, in alternation order. */
  function leadingControllers(): string[] {
    if (controllerOrder === undefined) {
      controllerOrder = new Map()
      for (const name of controllersOf(routes)) {
        const lower = name.toLowerCase()
        if (!controllerOrder.has(lower)) controllerOrder.set(lower, controllerOrder.size)
        controllerSlashes = Math.max(controllerSlashes, name.split('/').length - 1)
      }
    }
    const order = controllerOrder
    candidates.length = 0
    if (path.charCodeAt(0) !== 47) return candidates
    let from = 1
    for (let k = 0; k <= controllerSlashes; k++) {
      const slash = path.indexOf('/', from)
      const name = path.slice(1, slash < 0 ? path.length : slash).toLowerCase()
      if (order.has(name)) candidates.push(name)
      if (slash < 0) break
      from = slash + 1
    }
    if (candidates.length > 1) candidates.sort((a, b) => order.get(a)! - order.get(b)!)
    return candidates
  }

  // Per-request scratch (recognition is synchronous): the path, where its trie part ends
  // (before a trailing '/' or the '.format'), the format, and the value positions per depth.
  let path = ''
  let end = 0
  let fmtAt = -1
  let want = 0
  let request: RequestContext | undefined
  /** The lowest matching route index so far (NONE: none yet). */
  let best = NONE
  let bestEntry: Entry | undefined
  /** Verbs of the routes that matched the path but not the verb (for 405). */
  let allowed = 0
  const starts: number[] = []
  const ends: number[] = []
  const bestStarts: number[] = []
  const bestEnds: number[] = []

  function accept(list: Entry[], depth: number): void {
    const withFormat = fmtAt >= 0
    for (let i = 0; i < list.length; i++) {
      const e = list[i]!
      if (e.index >= best) return
      if (withFormat && !e.hasFormat) continue
      if ((e.mask & want) === 0) {
        allowed |= e.mask
        continue
      }
      best = e.index
      bestEntry = e
      for (let k = 0; k < depth; k++) {
        bestStarts[k] = starts[k]!
        bestEnds[k] = ends[k]!
      }
      return
    }
  }

  /** Walks the trie from `node` with the path segment starting at `pos` (depth `depth`). */
  function walk(node: Node, pos: number, depth: number): void {
    for (;;) {
      if (node.min >= best) return
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
        starts[depth] = pos
        ends[depth] = segEnd
        if (st !== undefined) {
          // Both branches can match: the one holding the lower route index first.
          const a = pm.min < st.min ? pm : st
          const b = a === pm ? st : pm
          if (last) {
            accept(a.end, depth + 1)
            accept(b.end, depth + 1)
          } else {
            walk(a, segEnd + 1, depth + 1)
            walk(b, segEnd + 1, depth + 1)
          }
          return
        }
        next = pm
      } else if (st !== undefined) next = st
      else return
      if (last) {
        accept(next.end, depth + 1)
        return
      }
      node = next
      pos = segEnd + 1
      depth++
    }
  }

  /**
   * Where the trie part of the path ends (`end`, before a trailing '/' or the format) and the
   * format's dot (`fmtAt`); false when no trie route can match the path's shape.
   */
  function trieBounds(): boolean {
    const len = path.length
    if (path.charCodeAt(0) !== 47 || path.indexOf('?') >= 0) return false
    end = len
    const trailing = path.charCodeAt(len - 1) === 47
    if (trailing) {
      end--
      if (end === 1) return false
    }
    const dot = path.indexOf('.')
    fmtAt = -1
    if (dot >= 0) {
      // A dot is only possible as the format separator in the last segment.
      if (trailing) return false
      const slash = path.indexOf('/', dot)
      if (slash >= 0) return false
      if (dot + 1 === end || path.indexOf('.', dot + 1) >= 0) return false
      fmtAt = dot
      end = dot
    }
    return true
  }

  /** Tries one complex route (RegExp); a path match for other verbs only goes to `allowed`. */
  function tryComplex(e: Entry, collect: boolean): RecognizedParams | undefined {
    if (!collect && (e.mask & want) === 0) return undefined
    let m: RegExpExecArray | null = null
    if (e.byController !== undefined) {
      for (const name of leadingControllers()) {
        let re = e.byController.get(name)
        if (re === undefined) e.byController.set(name, (re = recognitionPattern(e.compiled!, caseFold(escapeRegExp(name)))))
        if ((m = re.exec(path)) !== null) break
      }
    } else m = e.pattern!.exec(path)
    if (!m) return undefined
    // A custom condition the request does not meet: a plain miss, never a 405.
    if (e.conditions !== undefined && !conditionsMet(e.conditions, request)) return undefined
    if (collect || (e.mask & want) === 0) {
      allowed |= e.mask
      return undefined
    }
    const params: RecognizedParams = { ...e.shell }
    e.extract!(m, params)
    return params
  }

  /** Complex candidates below `best`, in index order (merging the word's and the any-group's). */
  function searchComplex(a: Entry[], collect: boolean): RecognizedParams | undefined {
    const b = any.complex
    let i = 0
    let j = 0
    for (;;) {
      const ea = a[i]
      const eb = b[j]
      const e = ea !== undefined && (eb === undefined || ea.index < eb.index) ? ea : eb
      if (e === undefined || e.index >= best) return undefined
      if (e === ea) i++
      else j++
      const r = tryComplex(e, collect)
      if (r !== undefined) return r
    }
  }

  function trieParams(e: Entry): RecognizedParams {
    const format = fmtAt >= 0 ? unescapeSegment(path.slice(fmtAt + 1)) : undefined
    if (e.make !== undefined) return e.make(path, bestStarts, bestEnds, unescapeSegment, format, e.shellValues)
    const params: RecognizedParams = {}
    const sk = e.shellKeys
    for (let k = 0; k < sk.length; k++) params[sk[k]!] = e.shellValues[k]!
    const keys = e.keys
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]
      if (key !== undefined) params[key] = unescapeSegment(path.slice(bestStarts[k], bestEnds[k]))
    }
    if (format !== undefined) params['format'] = format
    return params
  }

  /** The group of the path's first word (`path` from 1 to `keyEnd`, hashed `hash`), if any route starts with it. */
  function groupOf(keyEnd: number, hash: number): Group | undefined {
    let at = hash & slotMask
    const len = keyEnd - 1
    for (let w = slots[at]!; w !== 0; w = slots[(at = (at + 1) & slotMask)]!) {
      const word = words[w - 1]!
      if (word.length === len && path.startsWith(word, 1)) return wordGroups[w - 1]
    }
    return undefined
  }

  function match(requestPath: string, options?: RecognizeOptions): MatchResult {
    let method = options === undefined ? undefined : options.method
    want =
      method === undefined || method === 'GET'
        ? 1
        : method === 'POST'
          ? 2
          : method === 'PUT'
            ? 4
            : method === 'DELETE'
              ? 8
              : (MASK[method] ?? MASK[method.toUpperCase()] ?? OTHER_METHOD)
    if (want === 2 && options !== undefined && options.params != null) {
      const o = options.params._method
      if (typeof o === 'string') {
        method = o.toUpperCase()
        if (method === 'PUT' || method === 'DELETE') want = MASK[method]!
      }
    }
    path = requestPath
    request = options === undefined ? undefined : options.request
    best = NONE
    bestEntry = undefined
    allowed = 0
    const len = requestPath.length
    // The first word: '/' then up to '/', '.', '?' or the end (hashed as hashSlice does).
    let keyEnd = 1
    let hash = 0x811c9dc5
    while (keyEnd < len) {
      const c = requestPath.charCodeAt(keyEnd)
      if (c === 47 || c === 46 || c === 63) break
      hash = Math.imul(hash ^ c, 0x01000193)
      keyEnd++
    }
    const group = keyEnd > 1 && requestPath.charCodeAt(0) === 47 ? groupOf(keyEnd, hash) : undefined
    if (group !== undefined && !group.ready) compileGroup(group)
    if (!any.ready) compileGroup(any)
    if (len <= 1) {
      fmtAt = -1
      if (any.node !== undefined && (len === 0 || requestPath === '/')) accept(any.node.end, 0)
    } else if (trieBounds()) {
      // (keyEnd is where the trie's first segment ends too: no '?', and a dot only before the format.)
      const node = group === undefined ? undefined : group.node
      if (node !== undefined && node.min < best) {
        if (keyEnd === end) accept(node.end, 1)
        else walk(node, keyEnd + 1, 1)
      }
      if (any.node !== undefined) walk(any.node, 1, 0)
    }
    const complex = group === undefined ? NO_ENTRIES : group.complex
    if (complex.length > 0 || any.complex.length > 0) {
      const r = searchComplex(complex, false)
      if (r !== undefined) return { params: r }
    }
    const e = bestEntry as Entry | undefined
    if (e !== undefined) return { params: trieParams(e) }
    // No match: the trie walk saw every route matching the path (nothing pruned it); the
    // complex routes skipped for their verb are tried now.
    if (complex.length > 0 || any.complex.length > 0) searchComplex(complex, true)
    if (allowed === 0) return NOT_FOUND
    const verbs = ALLOWED[allowed & 15]!
    return verbs.length === 0 ? NOT_FOUND : { error: 'method_not_allowed', allowedMethods: verbs.slice() }
  }

  function recognizePath(requestPath: string, options?: RecognizeOptions): RecognizedParams {
    const r = match(requestPath, options)
    if (r.params) return r.params
    if (r.error === 'method_not_allowed') {
      throw new MethodNotAllowed(
        `Only ${r.allowedMethods.join(', ')} requests are allowed for ${JSON.stringify(requestPath)}`,
        r.allowedMethods,
      )
    }
    throw new RoutingError(`No route matches ${JSON.stringify(requestPath)} with method ${options?.method ?? 'GET'}`)
  }

  return { match, recognizePath }
}
