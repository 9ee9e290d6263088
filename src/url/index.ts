/**
 * URLs as Rails 2.3 writes them, one set of rules for routing (helpers, `urlFor`), the client
 * (ActiveResource paths and queries) and the server:
 *
 * - {@link escapeSegment} / {@link unescapeSegment}: a value in a path segment (ActionController
 *   routing's `URI.escape(value, UNSAFE_PCHAR)` / `URI.unescape`);
 * - {@link cgiEscape}: Ruby's `CGI.escape`, for query keys and values and the anchor;
 * - {@link toParam}: the record → param protocol (Rails' `to_param`);
 * - {@link toQuery}: ActiveSupport's `Hash#to_query` (what ActiveResource sends);
 *   {@link buildQueryString}: routing's `RouteSet#build_query_string` (what helpers write);
 * - `parseNestedQuery` / `nestFormData` (./nested-query.ts): Rack's `parse_nested_query`, the way
 *   back (what the server reads from query strings and forms).
 *
 * Where JavaScript has values Ruby has not: `undefined` is "no value" (left out everywhere);
 * a `Date` is written as ISO 8601 (`toISOString()`, as Rails writes times in XML and JSON);
 * a `bigint` with all its digits. A string holding a lone surrogate has no UTF-8 form and cannot
 * be written in a URL: a `URIError` naming the value (routing reports it as a `RoutingError`,
 * the client as an `ArgumentError`).
 */

export { nestFormData, ParamDepthError, ParamsError, parseNestedQuery, UNSAFE_KEYS, type ParamHash, type ParamValue } from './nested-query'

/** A record: an object with `to_param()` or `toParam()`, or an `id` (Rails' `to_param` of a model). */
export type ParamRecord = { to_param(): unknown } | { toParam(): unknown } | { readonly id: unknown }

function lonelySurrogate(value: string): URIError {
  return new URIError(`${JSON.stringify(value)} holds a lone surrogate (no UTF-8 form) and cannot be written in a URL`)
}

function encode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    throw lonelySurrogate(value)
  }
}

const SEGMENT_RESERVED = /%(?:3A|40|26|3D|2B|24|2C|3B)/g
const SEGMENT_SAFE: Readonly<Record<string, string>> = {
  '%3A': ':',
  '%40': '@',
  '%26': '&',
  '%3D': '=',
  '%2B': '+',
  '%24': '$',
  '%2C': ',',
  '%3B': ';',
}

/**
 * Escapes a value for one path segment as Rails 2.3 routing does (`URI.escape(value, UNSAFE_PCHAR)`):
 * letters, digits, `- _ . ! ~ * ' ( )` and `: @ & = + $ , ;` stay; everything else (space, `/`,
 * `?`, `#`, `%`, non-ASCII as UTF-8 bytes) is percent-encoded with upper-case hex.
 * @throws URIError for a string with a lone surrogate.
 */
export function escapeSegment(value: string): string {
  const e = encode(value)
  // most ids (`1`, `abc-2`) need no escape at all: skip the regex
  return e.length === value.length ? e : e.replace(SEGMENT_RESERVED, (m) => SEGMENT_SAFE[m]!)
}

/**
 * Decodes a recognized segment (Rails' `URI.unescape`): every `%XX` becomes its byte, the bytes
 * are read as UTF-8; `+` stays `+`; a `%` not followed by two hex digits stays as it is.
 */
export function unescapeSegment(value: string): string {
  if (value.indexOf('%') < 0) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
      const bytes = new Uint8Array(run.length / 3)
      for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(i * 3 + 1, i * 3 + 3), 16)
      return new TextDecoder().decode(bytes)
    })
  }
}

/**
 * Ruby's `CGI.escape`: letters, digits and `_ . -` stay, a space becomes `+`, every other byte of
 * the UTF-8 form is `%XX` (upper-case hex).
 * @throws URIError for a string with a lone surrogate.
 */
export function cgiEscape(value: string): string {
  const e = encode(value)
  return e.length === value.length && !/[!'()*~]/.test(e)
    ? e
    : e.replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/%20/g, '+')
}

/** True for a record: an object with a `to_param()` / `toParam()` method or an `id`. */
export function isRecord(value: unknown): value is ParamRecord {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const o = value as Record<string, unknown>
  return typeof o['to_param'] === 'function' || typeof o['toParam'] === 'function' || ('id' in o && !(value instanceof Date))
}

/**
 * A record's own param value, unconverted: `to_param()`, else `toParam()`, else `id` (Rails'
 * `to_param` of a model is its id). Anything that is not a record is returned as it is.
 */
export function recordParam(value: unknown): unknown {
  if (!isRecord(value)) return value
  const o = value as { to_param?: () => unknown; toParam?: () => unknown; id?: unknown }
  if (typeof o.to_param === 'function') return o.to_param()
  if (typeof o.toParam === 'function') return o.toParam()
  return o.id
}

/**
 * Rails' `to_param` as text: a string as it is; numbers, bigints and booleans as text; `null` and
 * `undefined` as `''` (`nil.to_param.to_s`); a `Date` as ISO 8601; a record by `to_param()`,
 * `toParam()` or `id` (in that order); an array's items joined by `/` (Rails' `Array#to_param`).
 * @throws TypeError for a value with no param form (a function, a symbol, an object that is no record).
 */
export function toParam(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value)
    case 'undefined':
      return ''
    case 'object':
      if (value === null) return ''
      if (value instanceof Date) return value.toISOString()
      if (Array.isArray(value)) return value.map(toParam).join('/')
      if (isRecord(value)) {
        const param = recordParam(value)
        if (param === null || typeof param !== 'object') return toParam(param)
      }
      break
    default:
      break
  }
  throw new TypeError(
    `cannot write ${typeof value === 'object' ? 'this object' : `a ${typeof value}`} as a URL parameter (use a string, number, boolean, null, Date or a record with to_param(), toParam() or id)`,
  )
}

/** A hash of the query: a plain object (`{}` or null prototype) that is no record. */
function isHash(value: unknown): value is Readonly<Record<string, unknown>> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return false
  const o = value as Record<string, unknown>
  return typeof o['to_param'] !== 'function' && typeof o['toParam'] !== 'function'
}

/** `value.to_query(key)`: '' when nothing is written (undefined, an empty array or hash). */
function element(key: string, value: unknown): string {
  if (value === undefined) return ''
  if (Array.isArray(value)) {
    // Array#to_query: each item under `key[]`, in order
    const k = `${key}[]`
    return value
      .map((v) => element(k, v))
      .filter((e) => e !== '')
      .join('&')
  }
  if (isHash(value)) return hashElements(value, `${key}[`, ']').join('&')
  return `${cgiEscape(key)}=${cgiEscape(toParam(value))}`
}

function hashElements(
  hash: Readonly<Record<string, unknown>>,
  open: string,
  close: string,
  keys: readonly string[] = Object.keys(hash),
): string[] {
  const out: string[] = []
  for (const k of keys) {
    const e = element(open + k + close, hash[k])
    if (e !== '') out.push(e)
  }
  return out.sort()
}

/**
 * ActiveSupport 2.3's `Hash#to_query` (what ActiveResource sends): Rack-style nesting with the
 * brackets escaped (`a%5Bb%5D=1`, `a%5B%5D=1&a%5B%5D=2`), each hash's pairs sorted, arrays in
 * order, spaces as `+`, `null` as `key=`, `false` as `key=false`; `undefined` is left out.
 * @example toQuery({ name: ['bob', 'your uncle+me', null, false] })
 * // 'name%5B%5D=bob&name%5B%5D=your+uncle%2Bme&name%5B%5D=&name%5B%5D=false'
 * @throws TypeError / URIError as {@link toParam} and {@link cgiEscape} do.
 */
export function toQuery(params: Readonly<Record<string, unknown>>): string {
  return hashElements(params, '', '').join('&')
}

/**
 * Rails 2.3 routing's `build_query_string` (what URL helpers and `urlFor` write), without the
 * `?`: for each of `keys` whose value is set (`if value = hash[key]`: `null`, `undefined` and
 * `false` are left out at the top level), `value.to_query(key)`; the elements sorted and joined
 * with `&`. Nested values follow {@link toQuery}. `''` when nothing is left.
 */
export function buildQueryString(params: Readonly<Record<string, unknown>>, keys: readonly string[] = Object.keys(params)): string {
  const set = keys.filter((k) => {
    const v = params[k]
    return v !== null && v !== undefined && v !== false
  })
  return hashElements(params, '', '', set).join('&')
}
