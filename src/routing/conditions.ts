/**
 * Custom recognition conditions: the `conditions` keys other than `method`
 * (`conditions: { subdomain: 'admin' }`, `{ host: /\.example\.com$/ }`). A route with them is
 * recognized only for a request whose context holds every one of those keys with a value the
 * condition takes: equal to a string, matched by a RegExp (anywhere in the value, as Ruby's
 * `Regexp#===`), or one of a list of strings. A context without the key never matches; a
 * mismatch is a plain miss, never a 405. Rails 2.3 itself knows only `:method`; these are the
 * request conditions of its routing plugins (request_routing), with Rails' request values
 * (`request.host`, `request.domain`, `request.subdomains`, `request.port`, `request.protocol`).
 */
import type { Route } from './route'

/**
 * The request as custom conditions see it, given to `recognizePath` / `match` as `request`
 * (the server fills `host`, `domain`, `subdomain`, `port` and `protocol` from each request).
 * Any other key may be given for a condition of that name. A number is compared as its decimal text.
 */
export interface RequestContext {
  /** The host name, lower-case, without the port (`admin.example.com`). */
  readonly host?: string | undefined
  /** The last two labels of a host name (`example.com`); absent for an IP address (Rails 2.3 `request.domain`). */
  readonly domain?: string | undefined
  /** The labels before the domain, joined by `.` (`admin`, `a.b`; `''` for none): Rails' `request.subdomains.join('.')`. */
  readonly subdomain?: string | undefined
  /** The port (`8080`; the scheme's default, 80 or 443, when the Host header names none). */
  readonly port?: string | number | undefined
  /** The scheme, `'http'` or `'https'` (Rails' `'https://'` form is read too). */
  readonly protocol?: string | undefined
  readonly [key: string]: string | number | undefined
}

/** A route's custom conditions, each key with what its value must be. */
export type CompiledConditions = readonly (readonly [key: string, test: string | RegExp | readonly string[]])[]

/** `https://` → `https`: a protocol is compared as its scheme. */
const scheme = (value: string): string => (value.endsWith('://') ? value.slice(0, -3) : value.endsWith(':') ? value.slice(0, -1) : value)

/**
 * The custom conditions of a route (its `conditions` without `method`), or `undefined` when it
 * has none — the common case, which recognition then never looks at again.
 */
export function customConditions(route: Route): CompiledConditions | undefined {
  const conditions = route.conditions
  if (conditions === undefined) return undefined
  let out: [string, string | RegExp | readonly string[]][] | undefined
  for (const key of Object.keys(conditions)) {
    if (key === 'method') continue
    const value = conditions[key]
    if (value === undefined) continue
    let test: string | RegExp | readonly string[]
    if (value instanceof RegExp) test = value.global || value.sticky ? new RegExp(value.source, value.flags.replace(/[gy]/g, '')) : value
    else if (typeof value === 'string') test = key === 'protocol' ? scheme(value) : value
    else test = key === 'protocol' ? value.map(scheme) : value
    ;(out ??= []).push([key, test])
  }
  return out
}

/** Whether `request` meets every condition of `conditions` (no request: none is met). */
export function conditionsMet(conditions: CompiledConditions, request: RequestContext | undefined): boolean {
  if (request === undefined) return false
  for (const [key, test] of conditions) {
    if (!Object.hasOwn(request, key)) return false
    const raw = request[key]
    if (raw == null) return false
    const value = typeof raw === 'string' ? (key === 'protocol' ? scheme(raw) : raw) : String(raw)
    if (typeof test === 'string' ? value !== test : test instanceof RegExp ? !test.test(value) : !test.includes(value)) return false
  }
  return true
}
