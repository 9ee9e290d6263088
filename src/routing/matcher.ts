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
  compilePath,
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

/** The request of `recognizePath` / `match`: method (default GET) and request params (`_method`). */
export interface RecognizeOptions {
  method?: string
  params?: { _method?: string | undefined } & Record<string, unknown>
}

const VERBS: readonly HttpVerb[] = ['GET', 'POST', 'PUT', 'DELETE']
const MASK: Record<string, number> = { GET: 1, HEAD: 1, POST: 2, PUT: 4, DELETE: 8 }

interface Entry {
  index: number
  mask: number
  /** Constant params (controller, action, non-segment defaults), in Rails' parameter_shell. */
  shell: [string, string | null][]
  /** Simple routes: param key per request segment depth (undefined = static). */
  keys: (string | undefined)[]
  hasFormat: boolean
  /** Complex routes: the whole-path RegExp and its capture → segment map. */
  pattern: RegExp | undefined
  extract: ((m: RegExpExecArray, params: RecognizedParams) => void) | undefined
}

interface Node {
  statics: Map<string, Node> | undefined
  param: Node | undefined
  /** Routes ending here, by index. */
  end: Entry[]
  min: number
}

const newNode = (): Node => ({ statics: undefined, param: undefined, end: [], min: Infinity })

/** A compiled recognizer over one route table. */
export interface Matcher {
  match(path: string, options?: RecognizeOptions): MatchResult
  recognizePath(path: string, options?: RecognizeOptions): RecognizedParams
}

function verbMask(route: Route): number {
  const v = route.verb
  if (v === 'ANY') return 15
  if (typeof v === 'string') return MASK[v] ?? 0
  let m = 0
  for (const x of v) m |= MASK[x] ?? 0
  return m
}

/** Rails' parameter_shell: controller, action and non-segment defaults of a route. */
function shellOf(route: Route, c: CompiledPath): [string, string | null][] {
  const shell: [string, string | null][] = []
  const inPath = new Set(c.keys)
  if (route.controller != null && !inPath.has('controller')) shell.push(['controller', route.controller])
  if (route.action != null && !inPath.has('action')) shell.push(['action', route.action])
  for (const [k, v] of Object.entries(route.defaults ?? {})) {
    if (!inPath.has(k) && k !== 'controller' && k !== 'action') shell.push([k, v])
  }
  return shell
}

/** Keys per depth when the route fits the trie, else undefined. */
function trieShape(c: CompiledPath): { keys: (string | undefined)[]; statics: (string | undefined)[]; hasFormat: boolean } | undefined {
  const s = c.segments
  const keys: (string | undefined)[] = []
  const statics: (string | undefined)[] = []
  let i = 0
  // Root: a single optional divider.
  if (s.length === 1 && s[0]!.kind === DIVIDER && s[0]!.text === '/') return { keys, statics, hasFormat: false }
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
    if (d.kind === FORMAT && i + 2 === s.length) return { keys, statics, hasFormat: true }
    if (d.kind === DIVIDER && d.text === '/') {
      if (i + 2 === s.length) return d.optional ? { keys, statics, hasFormat: false } : undefined
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
 * Compiles a route table for recognition. `controllers` are the names a `:controller` segment
 * recognizes (Rails scanned app/controllers; here the controllers the routes name).
 */
export function createMatcher(routes: readonly Route[], controllers: readonly string[]): Matcher {
  const root = newNode()
  /** Complex routes bucketed by their first static path word ('' = any first word). */
  const complexByWord = new Map<string, Entry[]>()
  const complexAny: Entry[] = []
  const all: Entry[] = []

  routes.forEach((route, index) => {
    const c = compilePath(route, controllers)
    const shape = trieShape(c)
    const entry: Entry = {
      index,
      mask: verbMask(route),
      shell: shellOf(route, c),
      keys: shape ? shape.keys : [],
      hasFormat: shape ? shape.hasFormat : false,
      pattern: shape ? undefined : c.pattern,
      extract: shape ? undefined : extractor(c),
    }
    all.push(entry)
    if (shape) {
      let node = root
      node.min = Math.min(node.min, index)
      for (const text of shape.statics) {
        let next: Node | undefined
        if (text === undefined) next = node.param ??= newNode()
        else {
          node.statics ??= new Map()
          next = node.statics.get(text)
          if (!next) node.statics.set(text, (next = newNode()))
        }
        node = next
        node.min = Math.min(node.min, index)
      }
      node.end.push(entry)
    } else {
      const s = c.segments
      const first = s[0]?.kind === DIVIDER && !s[0].optional && s[1]?.kind === STATIC && !s[1].optional && s[2]?.kind === DIVIDER && s[2].text === '/' ? s[1].text : undefined
      if (first === undefined) complexAny.push(entry)
      else {
        let list = complexByWord.get(first)
        if (!list) complexByWord.set(first, (list = []))
        list.push(entry)
      }
    }
  })

  // Per-request state (recognition is synchronous, so module-level scratch is safe).
  let segs: string[] = []
  let n = 0
  let fmtBase = ''
  let fmt: string | undefined
  let trailing = false
  let want = 0
  let best = Infinity
  let bestEntry: Entry | undefined
  let bestVals: string[] = []
  const vals: string[] = []
  /** 405 mode: collect the verbs of every matching route instead. */
  let collect = false
  let allowed = 0

  function accept(list: Entry[], withFormat: boolean, depth: number): void {
    for (const e of list) {
      if (e.index >= best) return
      if (withFormat && !e.hasFormat) continue
      if (collect) {
        allowed |= e.mask
        continue
      }
      if ((e.mask & want) === 0) continue
      best = e.index
      bestEntry = e
      bestVals = vals.slice(0, depth)
      return
    }
  }

  function walk(node: Node, i: number): void {
    if (node.min >= best) return
    if (i === n) {
      accept(node.end, false, i)
      return
    }
    const last = i === n - 1 && fmt !== undefined
    const s = last ? fmtBase : segs[i]!
    if (s === '' || (!last && s.indexOf('.') >= 0)) return
    const st = node.statics?.get(s)
    const pm = node.param
    if (st && pm && pm.min < st.min) {
      vals[i] = s
      if (last) accept(pm.end, true, i + 1)
      else walk(pm, i + 1)
      if (last) accept(st.end, true, i + 1)
      else walk(st, i + 1)
      return
    }
    if (st) {
      if (last) accept(st.end, true, i + 1)
      else walk(st, i + 1)
    }
    if (pm) {
      vals[i] = s
      if (last) accept(pm.end, true, i + 1)
      else walk(pm, i + 1)
    }
  }

  /** Splits the path for the trie; false when no trie route can match it. */
  function prepare(path: string): boolean {
    if (path === '') {
      segs = []
      n = 0
      fmt = undefined
      trailing = false
      return true
    }
    if (path.charCodeAt(0) !== 47 || path.indexOf('?') >= 0) return false
    let body = path.slice(1)
    trailing = body.length > 0 && body.charCodeAt(body.length - 1) === 47
    if (trailing) {
      body = body.slice(0, -1)
      if (body === '') return false
    }
    segs = body === '' ? [] : body.split('/')
    n = segs.length
    fmt = undefined
    if (n > 0 && !trailing) {
      const lastSeg = segs[n - 1]!
      const dot = lastSeg.indexOf('.')
      if (dot >= 0) {
        const ext = lastSeg.slice(dot + 1)
        if (ext === '' || ext.indexOf('.') >= 0) return false
        fmtBase = lastSeg.slice(0, dot)
        fmt = ext
      }
    }
    return true
  }

  /** Tries one complex route (RegExp); in 405 mode records its verbs instead. */
  function tryComplex(e: Entry, path: string): RecognizedParams | undefined {
    if (!collect && (e.mask & want) === 0) return undefined
    const m = e.pattern!.exec(path)
    if (!m) return undefined
    if (collect) {
      allowed |= e.mask
      return undefined
    }
    const params = shellParams(e)
    e.extract!(m, params)
    return params
  }

  function firstWord(path: string): string {
    const end = path.indexOf('/', 1)
    return end < 0 ? path.slice(1) : path.slice(1, end)
  }

  function run(path: string): RecognizedParams | undefined {
    best = Infinity
    bestEntry = undefined
    if (prepare(path)) walk(root, 0)
    let result: RecognizedParams | undefined
    if (complexAny.length > 0 || complexByWord.size > 0) {
      // Complex candidates below `best`, in index order: merge the word bucket and the any list.
      const a = complexByWord.get(firstWord(path))
      const b = complexAny
      let i = 0
      let j = 0
      while (true) {
        const ea = a?.[i]
        const eb = b[j]
        const e = ea && (!eb || ea.index < eb.index) ? ea : eb
        if (!e || e.index >= best) break
        if (e === ea) i++
        else j++
        const r = tryComplex(e, path)
        if (r) {
          result = r
          break
        }
      }
    }
    if (result) return result
    // (assigned inside walk(); TypeScript cannot see that)
    const e = bestEntry as Entry | undefined
    if (collect || !e) return undefined
    const params = shellParams(e)
    const keys = e.keys
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]
      if (key !== undefined) params[key] = unescapeSegment(bestVals[k]!)
    }
    if (fmt !== undefined) params['format'] = unescapeSegment(fmt)
    return params
  }

  function shellParams(e: Entry): RecognizedParams {
    const params: RecognizedParams = {}
    for (const [k, v] of e.shell) params[k] = v
    return params
  }

  function match(path: string, options?: RecognizeOptions): MatchResult {
    let method = options?.method ? options.method.toUpperCase() : 'GET'
    if (method === 'POST') {
      const o = options?.params?._method
      if (typeof o === 'string') {
        const u = o.toUpperCase()
        if (u === 'PUT' || u === 'DELETE') method = u
      }
    }
    want = MASK[method] ?? 0
    collect = false
    const params = run(path)
    if (params) return { params }
    collect = true
    allowed = 0
    run(path)
    collect = false
    if (allowed === 0) return { error: 'not_found' }
    const allowedMethods: HttpVerb[] = []
    for (let i = 0; i < 4; i++) if (allowed & (1 << i)) allowedMethods.push(VERBS[i]!)
    return { error: 'method_not_allowed', allowedMethods }
  }

  function recognizePath(path: string, options?: RecognizeOptions): RecognizedParams {
    const r = match(path, options)
    if (r.params) return r.params
    const env = `${options?.method ?? 'GET'}`
    if (r.error === 'method_not_allowed') {
      throw new MethodNotAllowed(`Only ${r.allowedMethods.join(', ')} requests are allowed for ${JSON.stringify(path)}`, r.allowedMethods)
    }
    throw new RoutingError(`No route matches ${JSON.stringify(path)} with method ${env}`)
  }

  return { match, recognizePath }
}
