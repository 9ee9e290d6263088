/**
 * Route[] → generation: named-route helpers (`<name>_path`, `<name>_url`, `hash_for_<name>_path`,
 * `hash_for_<name>_url`, or their camelCase forms), `urlFor(hash)` and `formFor(name, record)`.
 *
 * Rails 2.3 sources (facts, not code): routing/segments.rb (`extraction_code`, `value_check`,
 * `string_structure`: optional segments dropped from the end, requirements checked against the
 * whole value), route.rb (`generation_requirements`, significant keys, extra keys to the query
 * string), route_set.rb (`define_url_helper`: positional args fill the segment keys;
 * `routes_for_controller_and_action_and_keys`: fewest unused keys first), url_rewriter.rb
 * (`rewrite_url`: protocol, host, port, anchor via `CGI.escape`).
 */
import { RoutingError } from './errors'
import type { Route } from './route'
import type { ResourceDescription } from './resource-description'
import { buildQueryString, cgiEscape, recordParam, toParam } from '../url/index'
import { CONTROLLER, DIVIDER, FORMAT, GLOB, PARAM, STATIC, escapeSegment, jsSource, type CompiledPath, type Segment } from './segments'
import { checkedHost, checkedPort, schemePrefix, truthy } from './url-options'

/** URL options understood by every helper (docs/helpers-and-types.md); other keys go to the query string. */
export interface UrlOptions {
  format?: string | null | undefined
  anchor?: string | number | null | undefined
  host?: string | undefined
  protocol?: string | undefined
  port?: string | number | undefined
  only_path?: boolean | undefined
  [key: string]: unknown
}

/** Generation config: `defaultUrlOptions` (host, protocol, port) and `camelCase` helper names. */
export interface GeneratorConfig {
  defaultUrlOptions?: { host?: string | undefined; protocol?: string | undefined; port?: string | number | undefined } | undefined
  camelCase?: boolean | undefined
}

/** Options consumed by URL building, never part of the query (Rails' RESERVED_OPTIONS + use_route). */
const RESERVED = new Set([
  'anchor',
  'params',
  'only_path',
  'host',
  'protocol',
  'port',
  'trailing_slash',
  'skip_relative_url_root',
  'use_route',
  '_options',
])

/** One route compiled for generation. */
export interface GenRoute {
  route: Route
  index: number
  path: CompiledPath
  /** Rails' `route.defaults`: controller, action, segment defaults, non-segment defaults. */
  defaults: Record<string, string | null>
  /** Segment keys + requirement keys + controller/action: keys that never go to the query. */
  significant: Set<string>
  /** Required params, path order, then the optional ones (what positional args fill). */
  positional: string[]
  /**
   * Non-segment checks (Rails 2.3 route.rb `generation_requirements`): key → RegExp (must be
   * present and match) or value (must equal; `null`: absent or null). The helpers meet the value
   * ones through {@link GenRoute.defaults}; `urlFor` only when its hash holds them.
   */
  checks: [string, RegExp | string | null][]
  /** Anchored requirement per segment key (Rails' `value_regexp`). */
  anchored: Map<string, RegExp>
}

/** Compiles a route for generation. */
export function compileForGeneration(route: Route, index: number, path: CompiledPath): GenRoute {
  const keys = new Set(path.keys)
  const defaults: Record<string, string | null> = {}
  const checks: [string, RegExp | string | null][] = []
  const significant = new Set(path.keys)
  for (const s of path.segments) if (s.kind >= PARAM && s.dflt != null) defaults[s.key] = s.dflt
  if (route.controller != null && !keys.has('controller')) {
    defaults['controller'] = route.controller
    checks.push(['controller', route.controller])
  }
  if (route.action != null && !keys.has('action')) {
    defaults['action'] = route.action
    checks.push(['action', route.action])
  }
  significant.add('controller').add('action')
  for (const [k, v] of Object.entries(route.defaults ?? {})) {
    if (keys.has(k) || k === 'controller' || k === 'action') continue
    defaults[k] = v
    checks.push([k, v])
    significant.add(k)
  }
  for (const [k, re] of Object.entries(route.requirements)) {
    if (keys.has(k)) continue
    checks.push([k, anchor(re)])
    significant.add(k)
  }
  const anchored = new Map<string, RegExp>()
  for (const s of path.segments) if (s.kind >= PARAM && s.regexp) anchored.set(s.key, anchor(s.regexp))
  const positional = [...path.required, ...path.keys.filter((k) => !path.required.includes(k))]
  return { route, index, path, defaults, significant, positional, checks, anchored }
}

function anchor(re: RegExp): RegExp {
  return new RegExp('^(?:' + jsSource(re) + ')$')
}

/**
 * A param's text (Rails' `to_param`, src/url): records via to_param()/toParam()/id, arrays joined by `/`.
 * @throws RoutingError for a value with no param form or no UTF-8 form.
 */
function paramText(value: unknown): string {
  return asRoutingError(() => toParam(value))
}

/** Runs a src/url function, reporting its TypeError / URIError as a RoutingError. */
function asRoutingError(write: () => string): string {
  try {
    return write()
  } catch (error) {
    if (error instanceof TypeError || error instanceof URIError) throw new RoutingError(error.message)
    throw error
  }
}

/**
 * A record's value (its to_param() / toParam(), else its id), any other value as it is: a record
 * that gives null or undefined (a new record) is a missing param, as in Rails 2.3
 * (`hash[:id] && hash[:id].to_param` is nil).
 */
function unwrap(value: unknown): unknown {
  return recordParam(value)
}

/** Why a route does not generate: absent required params, a refused value, or a path that would start with `//`. */
export type Failure = { missing: string[] } | { invalid: string } | { rootless: string }

/**
 * Generates the path (with query string, without anchor) of `g` for `hash`, or returns the keys
 * that stop it: `{ missing }` for absent required params, `{ invalid }` for a value its
 * requirement refuses (Rails: the route does not generate), `{ rootless }` for a param whose
 * empty value would make the path start with `//` or `/\` (a browser reads that as another
 * host: a deliberate difference from Rails 2.3, which writes it).
 */
export function generatePath(g: GenRoute, hash: Readonly<Record<string, unknown>>): string | Failure {
  for (const [k, want] of g.checks) {
    const v = unwrap(hash[k])
    if (want instanceof RegExp) {
      // A requirement on a param outside the path (a shallow member keeps its parent's): absent is missing.
      if (v == null) return { missing: [k] }
      if (!want.test(paramText(v))) return { invalid: k }
    } else if (v == null ? want !== null : paramText(v) !== want) return { invalid: k }
  }
  const segs = g.path.segments
  const values: (string | undefined)[] = new Array(segs.length)
  const missing: string[] = []
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i]!
    if (s.kind < PARAM) continue
    const raw = s.kind === GLOB ? hash[s.key] : unwrap(hash[s.key])
    let v: string | undefined
    if (s.kind === FORMAT) v = raw == null ? undefined : String(raw).toLowerCase()
    else if (s.kind === CONTROLLER) v = raw == null ? s.dflt?.toLowerCase() : controllerText(String(raw))
    else if (s.kind === GLOB) v = raw == null ? '' : (Array.isArray(raw) ? raw : [raw]).map((c) => escapeSegment(paramText(c))).join('/')
    else v = raw == null ? (s.dflt ?? undefined) : paramText(raw)
    const re = g.anchored.get(s.key)
    if (v === undefined) {
      if (!s.optional) missing.push(s.key)
    } else if (re && !re.test(v)) return { invalid: s.key }
    values[i] = v
  }
  if (missing.length > 0) return { missing }
  // Rails' string_structure: drop optional segments from the end while they hold their default.
  let last = segs.length - 1
  while (last >= 0) {
    const s = segs[last]!
    if (!s.optional) break
    if (s.kind >= PARAM && values[last] !== (s.kind === GLOB ? '' : (s.dflt ?? undefined))) break
    last--
  }
  let out = ''
  for (let i = 0; i <= last; i++) {
    const s = segs[i]!
    const v = values[i]
    if (s.kind === DIVIDER) out += s.text
    else if (s.kind === STATIC) out += escapeSegment(s.text)
    else if (v === undefined) return { missing: [s.key] }
    else out += chunk(s, v)
  }
  if (out === '') out = '/'
  else if (out.charCodeAt(1) === 47 || out.charCodeAt(1) === 92) return { rootless: segs.find((s) => s.kind >= PARAM)?.key ?? '' }
  const query = queryOf(g, hash)
  return query === '' ? out : out + '?' + query
}

/**
 * A controller value in a path: lower-cased, each `/`-separated name escaped as a segment (Rails
 * 2.3 writes it unescaped: `?` or `#` in it would end the path).
 */
function controllerText(value: string): string {
  const v = value.toLowerCase()
  return /^[a-z0-9_/]*$/.test(v) ? v : v.split('/').map(escapeSegment).join('/')
}

function chunk(s: Segment, v: string): string {
  if (s.kind === CONTROLLER || s.kind === GLOB) return v
  if (s.kind === FORMAT) return '.' + escapeSegment(v)
  return escapeSegment(v)
}

function queryOf(g: GenRoute, hash: Readonly<Record<string, unknown>>): string {
  let keys: string[] | undefined
  for (const k in hash) {
    if (g.significant.has(k) || RESERVED.has(k)) continue
    ;(keys ??= []).push(k)
  }
  return keys ? asRoutingError(() => buildQueryString(hash, keys)) : ''
}

/**
 * The precompiled form of a helper for its common call: exactly the required params, as strings
 * or numbers, no options. `parts` are the static texts around the `n` params, `tests` each
 * param's requirement ('default' for Rails' `[^/.?]+`). Undefined for routes it does not cover
 * (controller / glob segments, optional segments before the end, non-segment checks other than
 * controller/action).
 */
export interface FastPath {
  n: number
  parts: string[]
  tests: (RegExp | 'default' | undefined)[]
}

/** Compiles the {@link FastPath} of a route, if it has one. */
export function fastPath(g: GenRoute): FastPath | undefined {
  if (g.checks.some(([k]) => k !== 'controller' && k !== 'action')) return undefined
  const segs = g.path.segments
  const parts: string[] = ['']
  const tests: (RegExp | 'default' | undefined)[] = []
  let last = segs.length - 1
  while (last >= 0 && segs[last]!.optional && (segs[last]!.kind === DIVIDER || segs[last]!.kind === FORMAT)) last--
  for (let i = 0; i <= last; i++) {
    const s = segs[i]!
    if (s.optional) return undefined
    if (s.kind === DIVIDER) parts[parts.length - 1] += s.text
    else if (s.kind === STATIC) parts[parts.length - 1] += escapeSegment(s.text)
    else if (s.kind === PARAM) {
      tests.push(
        s.regexp === undefined ? undefined : s.regexp.source === '[^/.?]+' && s.regexp.flags === '' ? 'default' : g.anchored.get(s.key),
      )
      parts.push('')
    } else return undefined
  }
  if (parts.length === 1 && parts[0] === '') parts[0] = '/'
  // A first param right after the leading `/` whose requirement lets it be empty: the general
  // path decides for an empty value (the path would start with `//`).
  if (parts[0] === '/' && tests.length > 0 && tests[0] !== 'default') tests[0] = nonEmpty(tests[0])
  return { n: tests.length, parts, tests }
}

function nonEmpty(test: RegExp | undefined): RegExp {
  return test === undefined ? /^[^]/ : new RegExp('^(?=[^])' + test.source.slice(1), test.flags)
}

/**
 * The characters a path segment keeps as they are (src/url `escapeSegment`: letters, digits,
 * `- _ . ! ~ * ' ( )` and `: @ & = + $ , ;`), by char code below 128: 1 keeps; 2 is `.`, `/` or
 * `?`, which the default requirement `[^/.?]+` refuses (`/` and `?` are escaped where allowed,
 * `.` kept); 0 is escaped.
 */
const SEGMENT_CHARS = ((): Uint8Array => {
  const table = new Uint8Array(128)
  const keep = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_!~*'():@&=+$,;"
  for (let i = 0; i < keep.length; i++) table[keep.charCodeAt(i)] = 1
  table[46] = table[47] = table[63] = 2
  return table
})()

/**
 * A string param under the default requirement: the value itself when every char is one a
 * segment keeps (most ids: one pass over the chars, nothing encoded), escaped when some char
 * needs it, undefined when empty or holding `/`, `.` or `?` (the general path then throws).
 */
function defaultSegText(v: string): string | undefined {
  const n = v.length
  if (n === 0) return undefined
  let plain = true
  for (let i = 0; i < n; i++) {
    const c = v.charCodeAt(i)
    const kind = c < 128 ? SEGMENT_CHARS[c]! : 0
    if (kind === 2) return undefined
    if (kind === 0) plain = false
  }
  return plain ? v : escapeSegment(v)
}

/** A param's segment text: the value itself when every char is one a segment keeps, else escaped. */
function segmentText(v: string): string {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i)
    if (c >= 128 || SEGMENT_CHARS[c] === 0 || c === 47 || c === 63) return escapeSegment(v)
  }
  return v
}

/**
 * One param of the fast path: its escaped text, or undefined when the general path must decide
 * (not a string or number, or refused by its requirement — the general path then throws).
 */
function segText(v: unknown, t: RegExp | 'default' | undefined): string | undefined {
  if (typeof v === 'string') {
    if (t === 'default') return defaultSegText(v)
    return t === undefined || t.test(v) ? segmentText(v) : undefined
  }
  if (typeof v === 'number') {
    // Digits, '-', '.', 'e', '+', 'Infinity', 'NaN': nothing to escape.
    const text = String(v)
    if (t === 'default') return text.indexOf('.') < 0 ? text : undefined
    return t === undefined || t.test(text) ? text : undefined
  }
  return undefined
}

/** The fast path for up to three params passed as separate arguments (no array, no loop). */
function fastCall(f: FastPath, count: number, a: unknown, b: unknown, c: unknown): string | undefined {
  if (count !== f.n) return undefined
  const p = f.parts
  if (count === 0) return p[0]
  const x = segText(a, f.tests[0])
  if (x === undefined) return undefined
  if (count === 1) return p[0]! + x + p[1]
  const y = segText(b, f.tests[1])
  if (y === undefined) return undefined
  if (count === 2) return p[0]! + x + p[1] + y + p[2]
  const z = segText(c, f.tests[2])
  if (z === undefined) return undefined
  return p[0]! + x + p[1] + y + p[2] + z + p[3]
}

/** The fast path over an argument list (any number of params). */
function fastArgs(f: FastPath, args: readonly unknown[]): string | undefined {
  if (args.length !== f.n) return undefined
  let out = f.parts[0]!
  for (let i = 0; i < f.n; i++) {
    const x = segText(args[i], f.tests[i])
    if (x === undefined) return undefined
    out += x + f.parts[i + 1]
  }
  return out
}

/** Throws the RoutingError of a failed generation. */
function fail(name: string, r: Failure, hash: Readonly<Record<string, unknown>>): never {
  if ('rootless' in r)
    throw new RoutingError(
      `${name} failed to generate: the path would start with "//" (another host to a browser): :${r.rootless} is empty or starts empty`,
    )
  if ('missing' in r)
    throw new RoutingError(
      `${name} failed to generate: missing required param${r.missing.length > 1 ? 's' : ''} ${r.missing.map((k) => `:${k}`).join(', ')}`,
    )
  throw new RoutingError(
    `${name} failed to generate: ${JSON.stringify(paramText(hash[r.invalid] ?? null))} does not satisfy the requirement on :${r.invalid}`,
  )
}

/**
 * Adds `trailing_slash`, prefixes protocol, host and port (unless only_path) and appends the anchor.
 * @param who the helper's name, for errors.
 * @throws {RoutingError} for a missing host, or a protocol, host or port that is not safe (see url-options.ts).
 */
export function finishUrl(
  path: string,
  options: Readonly<Record<string, unknown>>,
  onlyPath: boolean,
  config: GeneratorConfig,
  who: string,
): string {
  const slash = options['trailing_slash']
  if (slash != null && slash !== false) {
    // Rails 2.3 `rewrite_url`: `path.sub(/\?|\z/) { "/" + $& }`, but never after a `/` (the
    // root path would become `//`, another host to a browser).
    const q = path.indexOf('?')
    const end = q < 0 ? path.length : q
    if (path.charCodeAt(end - 1) !== 47) path = path.slice(0, end) + '/' + path.slice(end)
  }
  let url = path
  if (!onlyPath) {
    const d = config.defaultUrlOptions
    const host = options['host'] ?? d?.host
    if (host == null || host === '')
      throw new RoutingError('Missing host to link to! Please provide the host option or set defaultUrlOptions.host')
    const protocol = schemePrefix(options['protocol'] ?? d?.protocol ?? 'http', who)
    const port = 'port' in options ? options['port'] : d?.port
    url = protocol + checkedHost(host, who) + (port != null ? ':' + checkedPort(port, who) : '') + path
  }
  const a = options['anchor']
  if (a != null) url += '#' + asRoutingError(() => cgiEscape(toParam(a)))
  return url
}

/** A record argument: an object with `to_param()`, `toParam()` or `id`. */
function isRecord(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const o = value as Record<string, unknown>
  return 'id' in o || typeof o['to_param'] === 'function' || typeof o['toParam'] === 'function'
}

function isPlainHash(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const o = value as Record<string, unknown>
  return typeof o['to_param'] !== 'function' && typeof o['toParam'] !== 'function'
}

function isOptionsObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  return (value as Record<string, unknown>)['_options'] === true || !isRecord(value)
}

/** URL option keys that make a plain object with `id` the options hash (Rails' hash form), not a record. */
const HASH_FORM_KEYS = new Set(['format', 'anchor', 'host', 'protocol', 'port', 'only_path', 'trailing_slash'])

/**
 * Rails' hash form, `product_path({ id: 1, format: 'json' })`: a plain object (no `to_param()` /
 * `toParam()`, an Object or null prototype) whose own keys are all the route's segment keys or URL
 * options, with at least one URL option, and none of the params the `before` positional arguments
 * fill, is the options object even with an `id`. Any other key makes it a record (its attributes
 * are not query params).
 */
function isHashForm(g: GenRoute, value: unknown, before: number): value is Record<string, unknown> {
  if (!isPlainHash(value)) return false
  const proto = Object.getPrototypeOf(value) as unknown
  if (proto !== Object.prototype && proto !== null) return false
  let option = false
  for (const k of Object.keys(value)) {
    if (HASH_FORM_KEYS.has(k)) option = true
    else if (!g.path.keys.includes(k)) return false
    const at = g.positional.indexOf(k)
    if (at >= 0 && at < before) return false
  }
  return option
}

/**
 * Builds the params hash of a helper call from its arguments (docs/helpers-and-types.md): a trailing options
 * object (rule 1), the named form (rule 2), positional params filling the required params in
 * order, then the optional ones (rule 3).
 * @param helper the helper's name, for the error message.
 * @throws {RoutingError} when more positional params are given than the route has segment keys
 * (nothing is silently dropped; the types refuse such a call too).
 */
export function argsToHash(g: GenRoute, args: readonly unknown[], helper = g.route.name ?? 'route'): Record<string, unknown> {
  let n = args.length
  let opts: Record<string, unknown> | undefined
  const lastArg = args[n - 1]
  if (n > 0 && (isOptionsObject(lastArg) || isHashForm(g, lastArg, n - 1))) {
    opts = lastArg
    n--
  } else if (
    n === 1 &&
    g.path.required.length >= 2 &&
    typeof lastArg === 'object' &&
    lastArg !== null &&
    g.path.required.every((k) => Object.hasOwn(lastArg, k))
  ) {
    opts = lastArg as Record<string, unknown>
    n = 0
  }
  const pos = g.positional
  if (n > pos.length) {
    const takes = pos.length === 0 ? 'no params' : `at most ${pos.length} (${pos.map((k) => `:${k}`).join(', ')})`
    throw new RoutingError(`${helper} failed to generate: ${n} params given, it takes ${takes}`)
  }
  const hash: Record<string, unknown> = { ...g.defaults, ...opts }
  // An option given as undefined is left out (as a query param is): a default keeps its value.
  if (opts !== undefined) for (const k in opts) if (opts[k] === undefined && Object.hasOwn(g.defaults, k)) hash[k] = g.defaults[k]
  const required = g.path.required.length
  for (let i = 0; i < n; i++) {
    const value = args[i]
    // Rails 2.3 fills the optional format positionally too, whatever the value
    // (`article_path(1, { id: 2 })` is `/articles/1.2` there); here only a string is a format:
    // a number or a record in that place is a param too many.
    if (pos[i] === 'format' && i >= required && typeof value !== 'string') {
      const what = typeof value === 'object' && value !== null ? 'a record' : String(value)
      const takes = required === 0 ? 'no params' : `${required} (${g.path.required.map((k) => `:${k}`).join(', ')})`
      throw new RoutingError(
        `${helper} failed to generate: ${n} params given, it takes ${takes}; ${what} is no format (a format is a string, or give it as { format })`,
      )
    }
    hash[pos[i]!] = value
  }
  return hash
}

/**
 * Rails 2.3 url_rewriter.rb `rewrite_path`: `options.update(options[:params])`, then the reserved
 * options are deleted: a reserved key (`host`, `only_path`…) inside `params` is never used.
 */
function mergeParams(hash: Record<string, unknown>): void {
  const extra = hash['params']
  if (extra === null || typeof extra !== 'object') return
  for (const k of Object.keys(extra)) if (!RESERVED.has(k)) hash[k] = (extra as Record<string, unknown>)[k]
}

/** The helpers object of a route table plus urlFor / formFor. */
export interface Generator {
  /** The helpers object (built on the first call, then the same object). */
  helpers(): Record<string, (...args: any[]) => any>
  urlFor(hash: Readonly<Record<string, unknown>>): string
  formFor(name: string, record: unknown, ...parents: unknown[]): { action: string; method: 'post'; _method?: 'put' }
}

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** One named route's helpers: compiled on the first call. */
interface HelperState {
  name: string
  index: number
  g: GenRoute | undefined
  fast: FastPath | undefined
  /** The fast path also takes a last argument of {@link URL_ONLY_OPTIONS} (no route default reads as one). */
  fastWithOptions: boolean
}

/**
 * Options that only make the path a URL (`finishUrl`: scheme, host, port, anchor, or the path
 * alone): they never change the path or reach the query string.
 */
const URL_ONLY_OPTIONS: ReadonlySet<string> = new Set(['host', 'protocol', 'port', 'anchor', 'only_path'])

/** A plain object (Object or null prototype) whose keys are all {@link URL_ONLY_OPTIONS}. */
function isUrlOnlyOptions(value: unknown): value is Readonly<Record<string, unknown>> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value) as unknown
  if (proto !== Object.prototype && proto !== null) return false
  for (const k in value) if (!URL_ONLY_OPTIONS.has(k)) return false
  return true
}

/**
 * Compiles the route table for generation and builds the named-route helpers. `resources` (the
 * expansion's descriptions, whose actions index `routes`) is what `formFor` reads; without it
 * `formFor` throws.
 */
export function createGenerator(
  routes: readonly Route[],
  pathOf: (index: number) => CompiledPath,
  config: GeneratorConfig,
  resources: readonly ResourceDescription[] | undefined,
): Generator {
  // Generation data is compiled on first use, per route: building the table stays cheap.
  const cache: (GenRoute | undefined)[] = new Array(routes.length)
  const gen = (i: number): GenRoute => (cache[i] ??= compileForGeneration(routes[i]!, i, pathOf(i)))
  let all: GenRoute[] | undefined
  const compiledAll = (): GenRoute[] => (all ??= routes.map((_, i) => gen(i)))
  /** Route index by name (the first holder), read on first use: building the table skips it. */
  let byName: Map<string, number> | undefined
  const namedIndex = (): Map<string, number> => {
    if (byName === undefined) {
      byName = new Map()
      for (let i = 0; i < routes.length; i++) {
        const name = routes[i]!.name
        if (name !== undefined && !byName.has(name)) byName.set(name, i)
      }
    }
    return byName
  }
  const named = {
    get: (name: string): GenRoute | undefined => {
      const i = namedIndex().get(name)
      return i === undefined ? undefined : gen(i)
    },
  }
  const d = config.defaultUrlOptions
  const origin = d?.host
    ? `${schemePrefix(d.protocol ?? 'http', 'defaultUrlOptions')}${checkedHost(d.host, 'defaultUrlOptions')}${d.port != null ? ':' + checkedPort(d.port, 'defaultUrlOptions') : ''}`
    : undefined
  /** Compiles a helper's route on its first call. */
  const init = (st: HelperState): GenRoute => {
    if (st.g === undefined) {
      st.g = gen(st.index)
      st.fast = fastPath(st.g)
      st.fastWithOptions = st.fast !== undefined && !Object.keys(st.g.defaults).some((k) => URL_ONLY_OPTIONS.has(k) || RESERVED.has(k))
    }
    return st.g
  }
  /** Every call the fast path does not take: the argument rules, options, errors. */
  const general = (st: HelperState, url: boolean, args: unknown[]): string => {
    const route = init(st)
    if (st.fast !== undefined && (!url || origin !== undefined)) {
      const p = fastArgs(st.fast, args)
      if (p !== undefined) return url ? origin + p : p
    }
    const helper = `${st.name}_${url ? 'url' : 'path'}`
    // The params, then options that only dress the path (`{ host }`, `{ only_path: true }`):
    // the fast path, then the same URL checks and rules as below.
    const last = args[args.length - 1]
    if (st.fastWithOptions && args.length > 0 && isUrlOnlyOptions(last)) {
      const p = fastArgs(st.fast!, args.slice(0, -1))
      if (p !== undefined) {
        const given = last['only_path']
        return finishUrl(p, last, url ? truthy(given) : given !== false, config, helper)
      }
    }
    const hash = argsToHash(route, args, helper)
    mergeParams(hash)
    const r = generatePath(route, hash)
    if (typeof r !== 'string') fail(helper, r, hash)
    // Rails 2.3: a helper's options merge over its hash_for_* defaults, so `only_path` given wins
    // either way, read with Ruby's truthiness. A `_path` helper gives a URL only for a real
    // `false` (request input, all strings, never is), a `_url` helper a path for any true value.
    const given = hash['only_path']
    const onlyPath = url ? truthy(given) : given !== false
    return finishUrl(r, hash, onlyPath, config, helper)
  }
  // Rails' hash_for_* take one options hash (an `id` in it is a param, not a record);
  // positional params are accepted too, as the path helpers take them.
  const hashFor = (st: HelperState, onlyPath: boolean, args: unknown[]): Record<string, unknown> => {
    const route = init(st)
    const only = args.length === 1 && isPlainHash(args[0]) ? args[0] : undefined
    const hash = only ? { ...route.defaults, ...only } : argsToHash(route, args, `hash_for_${st.name}_${onlyPath ? 'path' : 'url'}`)
    delete hash['_options']
    return { ...hash, use_route: st.name, only_path: 'only_path' in hash ? hash['only_path'] : onlyPath }
  }
  /** The helpers object, built on first use (recognition-only users never pay for it). */
  let helpers: Record<string, (...args: any[]) => any> | undefined
  const buildHelpers = (): Record<string, (...args: any[]) => any> => {
    helpers = {}
    for (const [name, index] of namedIndex()) {
      const st: HelperState = { name, index, g: undefined, fast: undefined, fastWithOptions: false }
      // Plain functions reading `arguments`: the common call (up to three params) allocates nothing.
      const path = function (a?: unknown, b?: unknown, c?: unknown): string {
        const n = arguments.length
        if (st.fast !== undefined && n <= 3) {
          const p = fastCall(st.fast, n, a, b, c)
          if (p !== undefined) return p
        }
        return general(st, false, Array.prototype.slice.call(arguments))
      }
      const url = function (a?: unknown, b?: unknown, c?: unknown): string {
        const n = arguments.length
        if (st.fast !== undefined && origin !== undefined && n <= 3) {
          const p = fastCall(st.fast, n, a, b, c)
          if (p !== undefined) return origin + p
        }
        return general(st, true, Array.prototype.slice.call(arguments))
      }
      const hashForPath = (...args: unknown[]) => hashFor(st, true, args)
      const hashForUrl = (...args: unknown[]) => hashFor(st, false, args)
      if (config.camelCase) {
        const c = camel(name)
        helpers[c + 'Path'] = path
        helpers[c + 'Url'] = url
        helpers['hashFor' + c[0]!.toUpperCase() + c.slice(1) + 'Path'] = hashForPath
        helpers['hashFor' + c[0]!.toUpperCase() + c.slice(1) + 'Url'] = hashForUrl
      } else {
        helpers[name + '_path'] = path
        helpers[name + '_url'] = url
        helpers['hash_for_' + name + '_path'] = hashForPath
        helpers['hash_for_' + name + '_url'] = hashForUrl
      }
    }
    return helpers
  }

  function matchesControllerAndAction(g: GenRoute, controller: string, action: string): boolean {
    return fits(g, 'controller', controller) && fits(g, 'action', action)
  }
  function fits(g: GenRoute, key: string, value: string): boolean {
    const fixed = g.route[key as 'controller' | 'action']
    const seg = g.path.segments.find((s) => s.kind >= PARAM && s.key === key)
    if (!seg) return fixed === value
    return !seg.regexp || g.anchored.get(key)!.test(value)
  }

  function urlFor(input: Readonly<Record<string, unknown>>): string {
    const hash: Record<string, unknown> = { ...input }
    mergeParams(hash)
    const onlyPath = truthy(hash['only_path'])
    const useRoute = hash['use_route']
    if (useRoute != null) {
      const g = named.get(String(useRoute))
      if (!g) throw new RoutingError(`urlFor: no route named ${String(useRoute)}`)
      const full = { ...g.defaults, ...hash }
      const r = generatePath(g, full)
      if (typeof r !== 'string') fail(`urlFor(use_route: ${String(useRoute)})`, r, full)
      return finishUrl(r, full, onlyPath, config, 'urlFor')
    }
    let controller = hash['controller']
    if (typeof controller !== 'string') throw new RoutingError('urlFor needs a controller (or use_route)')
    if (controller.startsWith('/')) controller = controller.slice(1)
    hash['controller'] = controller
    const action = hash['action'] == null ? 'index' : String(hash['action'])
    hash['action'] = action
    const keys = Object.keys(hash).filter((k) => !RESERVED.has(k))
    const candidates = compiledAll()
      .filter((g) => matchesControllerAndAction(g, controller as string, action))
      .map((g) => ({ g, unused: keys.filter((k) => !g.significant.has(k)).length }))
      .sort((a, b) => a.unused - b.unused || a.g.index - b.g.index)
    // Rails 2.3 route_set.rb `generate`: the hash (not the route's defaults) must meet a route's
    // non-segment requirements, so `defaults: { format: 'raw' }` is chosen only for `format: 'raw'`.
    for (const { g } of candidates) {
      const r = generatePath(g, hash)
      if (typeof r === 'string') return finishUrl(r, hash, onlyPath, config, 'urlFor')
    }
    throw new RoutingError(`No route matches ${JSON.stringify(input)}`)
  }

  /** The resource each resource route belongs to, by route index (built on formFor's first call). */
  let owners: (ResourceDescription | undefined)[] | undefined
  const ownerOf = (index: number): ResourceDescription | undefined => {
    if (resources === undefined) {
      throw new RoutingError(
        'formFor needs the resource model beside the route table: write the table module again with `typed-resources table`',
      )
    }
    if (owners === undefined) {
      owners = new Array(routes.length)
      for (const r of resources) for (const a of r.actions) owners[a.route] = r
    }
    return owners[index]
  }

  /**
   * The form of a record for the resource whose route is named `name` (any of its routes: the
   * collection's, the member's): a new record POSTs to its create route, a persisted one PUTs
   * to its member route (update, else show or destroy: one path).
   */
  function formFor(name: string, record: unknown, ...parents: unknown[]): { action: string; method: 'post'; _method?: 'put' } {
    const index = namedIndex().get(name)
    if (index === undefined) throw new RoutingError(`formFor: no route named ${name}`)
    const resource = ownerOf(index)
    if (resource === undefined) throw new RoutingError(`formFor: the route named ${name} is not a resource's route`)
    const routeOf = (...actions: string[]): GenRoute | undefined => {
      for (const action of actions) {
        const found = resource.actions.find((a) => a.action === action)
        if (found !== undefined) return gen(found.route)
      }
      return undefined
    }
    // The parents a route needs are the innermost ones given (a shallow member needs none).
    const innermost = (count: number) => (count > 0 ? parents.slice(Math.max(0, parents.length - count)) : [])
    if (isNewRecord(record)) {
      // Only the create route is needed (an index route's is on its own path).
      const create = routeOf('create')
      if (create === undefined) throw new RoutingError(`formFor: no create route for ${name}`)
      const r = generatePath(create, argsToHash(create, [...innermost(create.path.required.length), {}]))
      if (typeof r !== 'string') fail(`formFor(${name})`, r, {})
      return { action: r, method: 'post' }
    }
    // Only the member route is needed (a resource without create still has its edit form).
    const member = routeOf('update', 'show', 'destroy')
    if (member === undefined) throw new RoutingError(`formFor: no member route for ${name}`)
    const required = member.path.required
    const withId = required.includes('id')
    const hash = argsToHash(member, [...innermost(required.length - (withId ? 1 : 0)), {}])
    if (withId) hash['id'] = record
    const r = generatePath(member, hash)
    if (typeof r !== 'string') fail(`formFor(${name})`, r, hash)
    return { action: r, method: 'post', _method: 'put' }
  }

  return { helpers: () => helpers ?? buildHelpers(), urlFor, formFor }
}

/** A record is new when `isNew()` / `newRecord()` says so, else when it has no id / to_param. */
function isNewRecord(record: unknown): boolean {
  if (record === null || record === undefined) return true
  if (typeof record !== 'object') return false
  const o = record as Record<string, unknown>
  if (typeof o['isNew'] === 'function') return Boolean((o['isNew'] as () => unknown).call(o))
  if (typeof o['newRecord'] === 'function') return Boolean((o['newRecord'] as () => unknown).call(o))
  if (typeof o['to_param'] === 'function') return (o['to_param'] as () => unknown).call(o) == null
  if (typeof o['toParam'] === 'function') return (o['toParam'] as () => unknown).call(o) == null
  return o['id'] == null
}
