/**
 * Compiles one Route's path into segments, with Rails 2.3's rules: how a path is cut into
 * segments, which segments are optional, the whole-path recognition RegExp, and the segment
 * escaping used on generation and undone on recognition.
 *
 * Rails 2.3 sources (facts, not code): actionpack/lib/action_controller/routing/builder.rb
 * (`segment_for`, `assign_route_options`, `assign_default_route_options`,
 * `ensure_required_segments`), segments.rb (`build_pattern`, `regexp_chunk`, escaping with
 * `UNSAFE_PCHAR`), routing_ext.rb (`Regexp.optionalize` / `unoptionalize`).
 */
import { escapeSegment as escapeUrlSegment, unescapeSegment } from '../url/index'
import { RoutingError } from './errors'
import { caseFold, escapeRegExp, jsSource } from './regexp-source'
import type { Route } from './route'

/** Segment kinds. */
export const DIVIDER = 0
export const STATIC = 1
export const PARAM = 2
export const CONTROLLER = 3
export const GLOB = 4
export const FORMAT = 5

/** One segment of a compiled path. */
export interface Segment {
  /** One of DIVIDER, STATIC, PARAM, CONTROLLER, GLOB, FORMAT. */
  kind: number
  /** Static text (DIVIDER / STATIC). */
  text: string
  /** The param name (PARAM / CONTROLLER / GLOB / FORMAT), else ''. */
  key: string
  optional: boolean
  /** The requirement on a dynamic segment. */
  regexp: RegExp | undefined
  /** The default of a dynamic segment (`null`: optional without a value). */
  dflt: string | null | undefined
  /** A source usable inside a JS RegExp for `regexp` (case-insensitivity spelled out). */
  source: string | undefined
}

/** A compiled path: segments plus what recognition and generation need from them. */
export interface CompiledPath {
  segments: Segment[]
  /** Dynamic segment keys, path order (format included). */
  keys: string[]
  /** Keys of the segments that must be given to generate (path order, format never). */
  required: string[]
}

/**
 * Compiles every route of a table (routes sharing path, requirements and defaults share one
 * CompiledPath, which is never mutated after compilation).
 */
export function compileAll(routes: readonly Route[], controllers: readonly string[]): CompiledPath[] {
  const compiledOf = pathCompiler(routes, () => controllers)
  return routes.map((_, i) => compiledOf(i))
}

/** How a path's text is read into segments: {@link parsePath} or {@link parsePathByChars} (same segments). */
export type PathReader = (path: string) => Segment[]

/**
 * Route i → its CompiledPath, compiled on first request and kept (routes sharing path,
 * requirements and defaults share one). Nothing is compiled up front: building a table stays
 * linear in cheap work, and recognition or generation compiles only the routes it meets.
 * `controllers` is asked for once, when a path with a `:controller` segment is compiled.
 * `read` is {@link parsePathByChars} unless the caller passes {@link parsePath}: `defineRoutes`
 * does (its first requests compile many paths); an app that only generates from a table
 * (`routesFromTable`) keeps the char reader alone, so its bundle carries one reader.
 */
export function pathCompiler(
  routes: readonly Route[],
  controllers: () => readonly string[],
  read: PathReader = parsePathByChars,
): (index: number) => CompiledPath {
  const byIndex: (CompiledPath | undefined)[] = new Array(routes.length)
  // By path, the routes compiled with it, each followed by its CompiledPath: a route shares the
  // CompiledPath of one with the same requirements and defaults (the routes of a resource share
  // those objects).
  const byPath = new Map<string, (Route | CompiledPath)[]>()
  let names: readonly string[] | undefined
  return (index) => {
    let c = byIndex[index]
    if (c !== undefined) return c
    const route = routes[index]!
    let same = byPath.get(route.path)
    if (same === undefined) byPath.set(route.path, (same = []))
    for (let i = 0; i < same.length; i += 2) {
      const other = same[i] as Route
      if (sameRules(other.requirements, route.requirements) && sameRules(other.defaults, route.defaults)) {
        c = same[i + 1] as CompiledPath
        break
      }
    }
    if (c === undefined) {
      c = compilePath(route, route.path.includes(':controller') ? (names ??= controllers()) : [], read)
      same.push(route, c)
    }
    byIndex[index] = c
    return c
  }
}

/** Whether two requirement or default maps hold the same keys and values (RegExps by source and flags). */
function sameRules(
  first: Readonly<Record<string, RegExp | string | null>> | undefined,
  second: Readonly<Record<string, RegExp | string | null>> | undefined,
): boolean {
  if (first === second) return true
  const a = first ?? {}
  const b = second ?? {}
  const aKeys = Object.keys(a)
  if (aKeys.length !== Object.keys(b).length) return false
  for (const k of aKeys) {
    if (!Object.hasOwn(b, k)) return false
    const x = a[k]
    const y = b[k]
    if (x instanceof RegExp ? !(y instanceof RegExp && x.source === y.source && x.flags === y.flags) : x !== y) return false
  }
  return true
}

/**
 * The static word every match of a path starts with (`/posts/:id(.:format)` → `posts`): the
 * path's first segment when it is static text followed by `/` or `.` in {@link parsePath}'s
 * reading, so that a matching request path is `/` + that word + `/`, `.` or its end.
 * Undefined for a first segment that is a param, a glob, optional or empty.
 */
export function firstWord(path: string): string | undefined {
  // parsePath's reading (a leading '/' added, a trailing '/' appended, '(.:format)' at the end
  // read as '.:format') without building it: the word ends at the first '/', '.' or '?', the
  // '(' of a final '(.:format)', or the path's end. One RegExp search: the table's build reads
  // every route's path once, mostly before the JIT has compiled anything, where a native search
  // costs a small fraction of a loop over the chars.
  const from = path.charCodeAt(0) === 47 ? 1 : 0
  WORD_END.lastIndex = from
  const end = WORD_END.exec(path)!.index
  if (end === from || path.charCodeAt(end) === 63) return undefined
  // A param or glob (`:id`, `*path`) is no word; a ':' or '*' before no name is.
  const c = path.charCodeAt(from)
  if ((c === 58 || c === 42) && end > from + 1 && isWord(path.charCodeAt(from + 1))) return undefined
  return path.slice(from, end)
}

/** Where a path's first word ends (see {@link firstWord}); `g` for `lastIndex`. */
const WORD_END = /[/.?]|\(\.:format\)$|$/g

/** The controllers a `:controller` segment recognizes: the routes' controllers, in order of first appearance. */
export function controllersOf(routes: readonly Route[]): string[] {
  const seen = new Set<string>()
  for (const r of routes) if (r.controller != null) seen.add(r.controller)
  return [...seen]
}

/** Rails' default segment requirement: `[^/.?]+`. */
export const DEFAULT_SOURCE = '[^/.?]+'

/**
 * Cuts a path (in `rake routes` form, or as declared) into segments, Rails 2.3's way: a leading
 * `/` is added, a trailing `/` appended (an optional divider), and `.:format` (or `(.:format)`) at
 * the end becomes the optional format segment.
 */
export function parsePath(path: string): Segment[] {
  return parseBySlashes(path) ?? parsePathByChars(path)
}

/**
 * {@link parsePath} for a path without `.` or `?` (but in a final `(.:format)`) and without empty
 * pieces between its slashes — every resource route path: one native `split` instead of a loop
 * over the chars (a route's path is compiled once, in cold code, where a char loop costs many
 * times a native call). Undefined for any other path, which `parsePathByChars` reads.
 */
function parseBySlashes(path: string): Segment[] | undefined {
  const format = path.endsWith('(.:format)')
  const body = format ? path.slice(0, -10) : path
  if (body.indexOf('.') >= 0 || body.indexOf('?') >= 0) return undefined
  const pieces = body.split('/')
  // parsePath's reading: '/' before every piece (a leading '/' gives an empty first piece, and
  // is added when missing), then the format or the '/' it appends when the path does not end
  // with one (an empty last piece: the path ends with '/', or is empty).
  const first = pieces[0] === '' ? 1 : 0
  let last = pieces.length - 1
  const endsWithSlash = pieces[last] === ''
  if (endsWithSlash) last--
  const out: Segment[] = []
  for (let i = first; i <= last; i++) {
    const piece = pieces[i]!
    if (piece === '') return undefined
    out.push(SLASH)
    const c = piece.charCodeAt(0)
    if ((c === 58 || c === 42) && piece.length > 1 && isWord(piece.charCodeAt(1))) {
      // A param or glob takes the whole piece, or the piece is read by chars (`:id-x`).
      if (!WORD_TAIL.test(piece)) return undefined
      const key = piece.slice(1)
      out.push(c === 42 ? seg(GLOB, '', key, true) : seg(key === 'controller' ? CONTROLLER : PARAM, '', key, false))
    } else out.push(seg(STATIC, piece, '', false))
  }
  // The format takes the '/' after it (parsePath's `.:format/`).
  if (!format || endsWithSlash) out.push(SLASH)
  if (format) out.push(seg(FORMAT, '', 'format', true))
  return out
}

/**
 * The `/` divider as parsePath reads it (optional) and as compilePath may make it (required when
 * a required segment follows): shared by the paths read by pieces, frozen (compilePath replaces
 * `SLASH` with `REQUIRED_SLASH` instead of changing it). Most segments of a resource path are
 * dividers: one object each was a third of a route's compilation.
 */
const SLASH: Segment = Object.freeze(seg(DIVIDER, '/', '', true))
const REQUIRED_SLASH: Segment = Object.freeze(seg(DIVIDER, '/', '', false))

/** A piece that is one `:key` or `*key` (the char after the ':' or '*' is a word char). */
const WORD_TAIL = /^.\w+$/

/** {@link parsePath} for any path, char by char. */
export function parsePathByChars(path: string): Segment[] {
  let p = path.endsWith('(.:format)') ? path.slice(0, -10) + '.:format' : path
  if (p[0] !== '/') p = '/' + p
  if (p[p.length - 1] !== '/') p += '/'
  const out: Segment[] = []
  let i = 0
  const len = p.length
  while (i < len) {
    const c = p[i]!
    let j = i + 1
    if (c === '.' && (p.startsWith(':format/', j) || p[j] === '/')) {
      out.push(seg(FORMAT, '', 'format', true))
      j = p.indexOf('/', j) + 1
    } else if ((c === ':' || c === '*') && j < len && isWord(p.charCodeAt(j))) {
      while (j < len && isWord(p.charCodeAt(j))) j++
      const key = p.slice(i + 1, j)
      out.push(c === '*' ? seg(GLOB, '', key, true) : seg(key === 'controller' ? CONTROLLER : PARAM, '', key, false))
    } else if (c === '?' && p.indexOf('?', j) > 0) {
      j = p.indexOf('?', j) + 1
      out.push(seg(STATIC, p.slice(i + 1, j - 1), '', true))
    } else if (c === '/' || c === '.' || c === '?') {
      out.push(seg(DIVIDER, c, '', c === '/'))
    } else {
      while (j < len && p[j] !== '/' && p[j] !== '.' && p[j] !== '?') j++
      out.push(seg(STATIC, p.slice(i, j), '', false))
    }
    i = j
  }
  return out
}

/** A `\w` character code (letters, digits, `_`). */
function isWord(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95
}

function seg(kind: number, text: string, key: string, optional: boolean): Segment {
  return { kind, text, key, optional, regexp: undefined, dflt: undefined, source: undefined }
}

/**
 * Compiles a Route: segments with requirements and defaults applied and Rails 2.3's optionality
 * rules (a default makes a segment optional; `:action` defaults to `index` unless its requirement
 * refuses `index`; `:id` without default and requirement — or with one matching `''` — is optional;
 * no optional segment before a required one), then the recognition RegExp.
 * `controllers` are the names a `:controller` segment recognizes; `read` reads the path's text
 * ({@link PathReader}).
 */
export function compilePath(route: Route, controllers: readonly string[] = [], read: PathReader = parsePathByChars): CompiledPath {
  const segments = read(route.path)
  // (Index and for-in loops, no closures: a route is compiled once, in cold code.)
  // A requirement on the format segment is checked when generating only: its recognition chunk
  // is fixed (Rails 2.3 OptionalFormatSegment#regexp_chunk; DynamicSegment#value_check).
  const requirements = route.requirements
  for (const key in requirements) {
    const s = namedSegment(segments, key)
    if (s !== undefined && Object.hasOwn(requirements, key)) {
      s.regexp = requirements[key]
      s.source = jsSource(s.regexp!)
    }
  }
  const defaults = route.defaults
  if (defaults != null) {
    for (const key in defaults) {
      const s = namedSegment(segments, key)
      if (s !== undefined && Object.hasOwn(defaults, key)) {
        s.optional = true
        const d = defaults[key]
        if (d != null) s.dflt = d
      }
    }
  }
  let controller = false
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!
    if (s.kind === CONTROLLER) controller = true
    if (s.kind !== PARAM) continue
    if (s.key === 'action') {
      if (!s.regexp || plain(s.regexp).exec('index')?.[0] === 'index') {
        s.dflt ??= 'index'
        s.optional = true
      }
    } else if (s.key === 'id') {
      if ((s.dflt == null && !s.regexp) || (s.regexp && plain(s.regexp).test(''))) s.optional = true
    }
  }
  let allowOptional = true
  for (let i = segments.length - 1; i >= 0; i--) {
    const s = segments[i]!
    allowOptional &&= s.optional
    if (!allowOptional && s.optional) {
      if (s === SLASH) segments[i] = REQUIRED_SLASH
      else s.optional = false
    } else if (allowOptional && s.dflt != null) s.optional = true
  }
  if (controller) {
    const src = controllers.map(escapeRegExp).join('|')
    for (const s of segments) if (s.kind === CONTROLLER) s.source = caseFold(s.regexp ? s.source! : src)
  }
  const keys: string[] = []
  const required: string[] = []
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!
    if (s.kind < PARAM) continue
    keys.push(s.key)
    if (!s.optional && s.kind !== FORMAT) required.push(s.key)
  }
  return { segments, keys, required }
}

/** The first dynamic segment named `key`. */
function namedSegment(segments: Segment[], key: string): Segment | undefined {
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!
    if (s.kind >= PARAM && s.key === key) return s
  }
  return undefined
}

/** The whole-path recognition RegExp of a compiled path (Rails' `recognition_pattern`). */
export function recognitionPattern(c: CompiledPath, controllerSource?: string): RegExp {
  let pattern = ''
  for (let i = c.segments.length - 1; i >= 0; i--) pattern = buildPattern(c.segments[i]!, pattern, controllerSource)
  return new RegExp('^' + globGuard(c, controllerSource) + pattern + '$')
}

/**
 * For a path with several globs, a lookahead that the path ends with what follows the last
 * glob (`^(?=.*\/y$)` for `*a/x/*b/y`). It changes no answer (every match ends so), but the
 * backtracking does not retry that ending for each way of splitting the earlier globs: two globs
 * recognize in linear time instead of quadratic (a 100 KB path took seconds). Captures in the
 * lookahead are made non-capturing; an ending with a backreference gets no lookahead.
 */
export function globGuard(c: CompiledPath, controllerSource: string | undefined): string {
  let globs = 0
  let last = -1
  for (let i = 0; i < c.segments.length; i++) {
    if (c.segments[i]!.kind === GLOB) {
      globs++
      last = i
    }
  }
  if (globs < 2) return ''
  let tail = ''
  for (let i = c.segments.length - 1; i > last; i--) tail = buildPattern(c.segments[i]!, tail, controllerSource)
  if (tail === '' || /\\(?:[1-9]|k<)/.test(tail)) return ''
  return `(?=.*(?:${nonCapturing(tail)})$)`
}

/** A RegExp source with its capturing groups (named ones too) made non-capturing. */
function nonCapturing(source: string): string {
  let out = ''
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!
    if (c === '\\') {
      out += c + (source[i + 1] ?? '')
      i++
    } else if (inClass) {
      if (c === ']') inClass = false
      out += c
    } else if (c === '[') {
      inClass = true
      out += c
    } else if (c === '(' && source[i + 1] !== '?') out += '(?:'
    else if (c === '(' && source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!') {
      out += '(?:'
      i = source.indexOf('>', i)
    } else out += c
  }
  return out
}

/** `re` without the g / y flags (whose `exec` would write `lastIndex` — on frozen declarations too). */
export function plain(re: RegExp): RegExp {
  return re.global || re.sticky ? new RegExp(re.source, re.flags.replace(/[gy]/g, '')) : re
}

/** One segment's piece of the recognition pattern (Rails' `build_pattern`). */
function buildPattern(s: Segment, pattern: string, controllerSource: string | undefined): string {
  if (s.kind <= STATIC) {
    const escaped = escapeRegExp(s.text)
    if (s.optional && pattern !== '') return `(?:${optionalize(escaped)}$|${escaped}${unoptionalize(pattern)})`
    if (s.optional) return optionalize(escaped)
    return escaped + pattern
  }
  let chunk: string
  if (s.kind === FORMAT) chunk = '/|(\\.[^/?.]+)?'
  else if (s.kind === CONTROLLER) chunk = `(?:(${controllerSource ?? s.source}))`
  // A glob's requirement is wrapped in a group, as for any dynamic segment (Rails 2.3.18
  // DynamicSegment#regexp_chunk; PathSegment only has its own default `(.*)`). Rails counts the
  // requirement's own captures only (PathSegment#number_of_captures): the extractor does the same.
  else if (s.kind === GLOB) chunk = s.source !== undefined ? `(${s.source})` : '(.*)'
  else chunk = `(${s.source !== undefined ? s.source : DEFAULT_SOURCE})`
  const p = chunk + pattern
  return s.optional ? optionalize(p) : p
}

/** Rails' `Regexp.optionalize`. */
function optionalize(pattern: string): string {
  return /^(?:.|\(.*\))$/s.test(unoptionalize(pattern)) ? pattern + '?' : `(?:${pattern})?`
}

/** Rails' `Regexp.unoptionalize`. */
function unoptionalize(pattern: string): string {
  let m = /^\(\?:(.*)\)\?$/s.exec(pattern)
  if (m) return m[1]!
  m = /^(.|\(.*\))\?$/s.exec(pattern)
  return m ? m[1]! : pattern
}

/**
 * Escapes a param value for a path segment as Rails 2.3 does (src/url `escapeSegment`).
 * @throws {RoutingError} for a string with a lone surrogate (it has no UTF-8 form).
 */
export function escapeSegment(value: string): string {
  try {
    return escapeUrlSegment(value)
  } catch (error) {
    if (error instanceof URIError) throw new RoutingError(error.message)
    throw error
  }
}

export { unescapeSegment }
