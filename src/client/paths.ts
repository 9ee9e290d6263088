/**
 * Paths of a resource class: the prefix template and its variables (base.rb `prefix=`,
 * `prefix_parameters`, `split_options`), element and collection paths, and query strings written
 * as Rails 2.3's `to_query` writes them (activesupport core_ext/object/conversions.rb,
 * core_ext/array/conversions.rb, core_ext/hash/conversions.rb).
 */
import { cgiEscape as cgiEscapeUrl, escapeSegment as escapeUrlSegment, toParam as toParamUrl, toQuery as toQueryUrl } from '../url/index'
import { ArgumentError } from './errors'
import { isPlainObject, setOwn } from './safe'

/** Prefix (and query) values: a scalar, or a record whose `toParam()` / `to_param()` / `id` gives one. */
export type ParamValue =
  string | number | bigint | boolean | null | undefined | Date | { toParam(): unknown } | { to_param(): unknown } | { readonly id: unknown }

/** Query values: scalars, arrays and nested objects (Rack-style `a[b][]=1`). */
export type QueryValue = ParamValue | readonly QueryValue[] | { readonly [key: string]: QueryValue }

/** Params of a request: keys are any string; prefix variables of the site are taken out first. */
export type Params = Readonly<Record<string, unknown>>

/** Runs a src/url function, reporting its TypeError / URIError as an ArgumentError about `what`. */
function asArgumentError<T>(what: string, write: () => T): T {
  try {
    return write()
  } catch (error) {
    if (error instanceof TypeError || error instanceof URIError) throw new ArgumentError(`${what}: ${error.message}`)
    throw error
  }
}

/**
 * Escapes a value for one path segment as Rails 2.3 routing does (src/url `escapeSegment`):
 * `- _ . ! ~ * ' ( ) : @ & = + $ , ;` and alphanumerics stay, space is `%20`,
 * `/ ? # %` and non-ASCII are percent-encoded.
 * @throws ArgumentError for a string with a lone surrogate (it has no UTF-8 form).
 */
export function escapeSegment(text: string): string {
  return asArgumentError('path segment', () => escapeUrlSegment(text))
}

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i

/**
 * `text`, when it is not a dot segment (`.`, `..`, or their `%2e` forms): URL resolution (fetch)
 * removes those, so `/posts/../comments.json` would reach `/comments.json`.
 * @throws ArgumentError naming `what`.
 */
export function checkSegment(text: string, what: string): string {
  if (DOT_SEGMENT.test(text))
    throw new ArgumentError(
      `${what}: ${JSON.stringify(text)} is a dot segment, which URL resolution removes (the request would reach another path)`,
    )
  return text
}

/**
 * Ruby's `CGI.escape` (src/url): everything but `A-Z a-z 0-9 _ . -` percent-encoded (UTF-8), space as `+`.
 * @throws ArgumentError for a string with a lone surrogate.
 */
export function cgiEscape(text: string): string {
  return asArgumentError('query text', () => cgiEscapeUrl(text))
}

/**
 * Rails' `to_param` (src/url `toParam`): strings as is, numbers and booleans as text, `null` as
 * `''`, dates as ISO 8601, records by `to_param()`, `toParam()` or `id`.
 * @throws ArgumentError for a value with no param form (a function, a symbol, an object that is no record).
 */
export function toParam(value: unknown, what: string): string {
  return asArgumentError(what, () => toParamUrl(value))
}

/**
 * Rails 2.3's `Hash#to_query` (src/url `toQuery`): Rack-style nesting with the brackets escaped
 * (`a%5Bb%5D=1`, `a%5B%5D=1&a%5B%5D=2`), each level's pairs sorted, arrays in order, spaces as
 * `+`, `null` as `key=`; `undefined` values are absent (JavaScript's "no value").
 * @example toQuery({ name: ['bob', 'your uncle+me', null, false] })
 * // 'name%5B%5D=bob&name%5B%5D=your+uncle%2Bme&name%5B%5D=&name%5B%5D=false'
 * @throws ArgumentError for a value with no param form or a lone surrogate.
 */
export function toQuery(params: Params): string {
  return asArgumentError('query parameters', () => toQueryUrl(params))
}

/** `?` + {@link toQuery}, or `''` when there are no params (Rails' `query_string`). */
export function queryString(params: Params | null | undefined): string {
  if (params === null || params === undefined) return ''
  const query = toQuery(params)
  return query === '' ? '' : `?${query}`
}

const PREFIX_VARIABLE = /:(\w+)/g

/** The variables of a prefix template, `/accounts/:account_id/` → `['account_id']`. */
export function prefixParameters(template: string): string[] {
  return [...template.matchAll(PREFIX_VARIABLE)].map((m) => m[1] as string)
}

/**
 * Fills a prefix template's variables from `options` (values escaped as path segments).
 * @throws ArgumentError naming the variable when one has no value (Rails would write an empty
 * segment, `/people//addresses`, and send a request that cannot be meant) or is `.` / `..`.
 */
export function fillPrefix(template: string, options: Params, owner: string): string {
  if (!template.includes(':')) return template // no variables (`/`, `/api/`): nothing to fill
  return template.replace(PREFIX_VARIABLE, (_, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(options, name) ? options[name] : undefined
    if (value === undefined || value === null || value === '') {
      throw new ArgumentError(`${owner}: the prefix ${template} needs a value for :${name} (pass it in params or prefix options)`)
    }
    return escapeSegment(checkSegment(toParam(value, `${owner} prefix parameter ${name}`), `${owner} prefix parameter ${name}`))
  })
}

/**
 * Splits params into prefix options (the template's variables) and query options (the rest),
 * Rails' `split_options`.
 * @throws ArgumentError for an empty key.
 */
export function splitOptions(
  params: Params | null | undefined,
  prefixVariables: readonly string[],
  owner: string,
): [prefix: Record<string, unknown>, query: Record<string, unknown>] {
  const prefix: Record<string, unknown> = {}
  const query: Record<string, unknown> = {}
  if (params === null || params === undefined) return [prefix, query]
  if (!isPlainObject(params)) throw new ArgumentError(`${owner}: params must be a plain object, got ${String(params)}`)
  for (const key of Object.keys(params)) {
    if (key === '') throw new ArgumentError(`${owner}: a parameter has an empty name`)
    setOwn(prefixVariables.includes(key) ? prefix : query, key, params[key])
  }
  return [prefix, query]
}
