/**
 * Query strings as Rails 2.3 writes them (ActiveSupport's `to_query` and RouteSet's
 * `build_query_string`): Rack-style nesting with the brackets escaped (`a%5Bb%5D=1`,
 * `a%5B%5D=1&a%5B%5D=2`), keys and values escaped with `CGI.escape` (space as `+`), the pairs
 * of each hash sorted, `null` / `undefined` left out.
 */

/**
 * Rails' `CGI.escape`: letters, digits and `_ . -` stay, a space becomes `+`, every other byte
 * of the UTF-8 form is `%XX` (upper-case hex). A lone surrogate (no UTF-8 form) is written as
 * U+FFFD, as TextEncoder does.
 */
export function cgiEscape(value: string): string {
  const e = encodeURIComponent(value.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'))
  return e.length === value.length && !/[!'()*~]/.test(e) ? e : e.replace(/[!'()*~]/g, hexByte).replace(/%20/g, '+')
}

function hexByte(c: string): string {
  return '%' + c.charCodeAt(0).toString(16).toUpperCase()
}

/** A query value's text: records via `to_param()` / `toParam()` / `id`, else `String(value)`. */
export function toParamString(value: unknown): string {
  if (value !== null && typeof value === 'object') {
    const o = value as { to_param?: () => unknown; toParam?: () => unknown; id?: unknown }
    if (typeof o.to_param === 'function') return String(o.to_param())
    if (typeof o.toParam === 'function') return String(o.toParam())
    if ('id' in o) return String(o.id)
  }
  return String(value)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const o = value as Record<string, unknown>
  return typeof o['to_param'] !== 'function' && typeof o['toParam'] !== 'function' && !(value instanceof Date)
}

/** One value under `key` as Rails' `to_query(key)` writes it; '' when nothing is left. */
function element(key: string, value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) {
    const k = key + '[]'
    return value.map((v) => element(k, v)).filter((e) => e !== '').join('&')
  }
  if (isPlainObject(value)) {
    return Object.keys(value)
      .map((k) => element(`${key}[${k}]`, value[k]))
      .filter((e) => e !== '')
      .sort()
      .join('&')
  }
  return cgiEscape(key) + '=' + cgiEscape(toParamString(value))
}

/**
 * Builds a query string (without the leading `?`) from `params`, Rails 2.3's way: each top-level
 * key gives one element (`to_query`), elements sorted, joined with `&`. `null`, `undefined` and
 * (as Rails' `if value = hash[key]` does) a top-level `false` are left out. Returns `''` for none.
 */
export function toQuery(params: Readonly<Record<string, unknown>>, keys: readonly string[] = Object.keys(params)): string {
  const elements: string[] = []
  for (const key of keys) {
    const value = params[key]
    if (value === null || value === undefined || value === false) continue
    const e = element(key, value)
    if (e !== '') elements.push(e)
  }
  return elements.sort().join('&')
}
