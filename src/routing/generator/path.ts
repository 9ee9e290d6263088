/**
 * The general path of generation: a compiled route and a params hash → the path and its query
 * string, or why the route does not generate. Rails 2.3 segments.rb (`extraction_code`,
 * `value_check`, `string_structure`: optional segments dropped from the end, requirements checked
 * against the whole value) and route.rb (`generate`: extra keys to the query string,
 * route_set.rb `build_query_string`).
 */
import { buildQueryString, recordParam } from '../../url/index'
import { CONTROLLER, DIVIDER, FORMAT, GLOB, PARAM, STATIC, escapeSegment, type Segment } from '../segments'
import type { GenerationRoute } from './compiled-route'
import { asRoutingError, paramText, type Failure } from './failure'
import { RESERVED } from './options'

/**
 * Generates the path (with query string, without anchor) of `g` for `hash`, or returns the keys
 * that stop it: `{ missing }` for absent required params, `{ invalid }` for a value its
 * requirement refuses (Rails: the route does not generate), `{ rootless }` for a param whose
 * empty value would make the path start with `//` or `/\` (a browser reads that as another
 * host: a deliberate difference from Rails 2.3, which writes it).
 *
 * A record's value is its to_param() / toParam(), else its id: a record that gives null or
 * undefined (a new record) is a missing param, as in Rails 2.3 (`hash[:id] && hash[:id].to_param`
 * is nil).
 */
export function generatePath(g: GenerationRoute, hash: Readonly<Record<string, unknown>>): string | Failure {
  for (const [k, want] of g.checks) {
    const v = recordParam(hash[k])
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
    const raw = s.kind === GLOB ? hash[s.key] : recordParam(hash[s.key])
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

/** The query string of the hash's keys that are neither significant to the route nor reserved options. */
function queryOf(g: GenerationRoute, hash: Readonly<Record<string, unknown>>): string {
  let keys: string[] | undefined
  for (const k in hash) {
    if (g.significant.has(k) || RESERVED.has(k)) continue
    ;(keys ??= []).push(k)
  }
  return keys ? asRoutingError(() => buildQueryString(hash, keys)) : ''
}
