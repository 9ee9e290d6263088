/**
 * The verbs of recognition (Rails 2.3 route_set.rb, `extract_request_environment` and the 405 of
 * routing.rb): a route takes the verbs of its method condition, a request brings one verb, both
 * as bit masks; HEAD is recognized as GET, a POST carrying `_method` put/delete is that verb, and
 * a path that some route matches for other verbs only is answered with those verbs in Rails'
 * order (GET, POST, PUT, DELETE).
 */
import type { HttpVerb, Route } from '../route'

const VERBS: readonly HttpVerb[] = ['GET', 'POST', 'PUT', 'DELETE']
const MASK: Record<string, number> = { GET: 1, HEAD: 1, POST: 2, PUT: 4, DELETE: 8 }
/** Any other method (OPTIONS, PATCH, …): only routes without a method condition (mask 31) take it. */
const OTHER_METHOD = 16

/** The verbs a route takes, as a mask: GET 1, POST 2, PUT 4, DELETE 8; no condition: 31 (any method). */
export function verbMask(route: Route): number {
  const v = route.verb
  if (v === 'ANY') return 31
  if (typeof v === 'string') return MASK[v] ?? 0
  let m = 0
  for (const x of v) m |= MASK[x] ?? 0
  return m
}

/**
 * A request's verb as a mask (one bit): `method` (default GET, any case), or for a POST the
 * `_method` param when it names PUT or DELETE.
 */
export function requestMask(method: string | undefined, params: { _method?: string | undefined } | null | undefined): number {
  const want =
    method === undefined || method === 'GET'
      ? 1
      : method === 'POST'
        ? 2
        : method === 'PUT'
          ? 4
          : method === 'DELETE'
            ? 8
            : (MASK[method] ?? MASK[method.toUpperCase()] ?? OTHER_METHOD)
  if (want === 2 && params != null) {
    const o = params._method
    if (typeof o === 'string') {
      const verb = o.toUpperCase()
      if (verb === 'PUT' || verb === 'DELETE') return MASK[verb]!
    }
  }
  return want
}

/** The allowed verbs per verb mask, in Rails' order. */
const ALLOWED: readonly (readonly HttpVerb[])[] = Array.from({ length: 16 }, (_, mask) => VERBS.filter((_, i) => mask & (1 << i)))

/** The verbs of a 405 answer for the verbs of the routes that matched the path (a fresh array), or undefined for none. */
export function allowedVerbs(mask: number): HttpVerb[] | undefined {
  const verbs = ALLOWED[mask & 15]!
  return verbs.length === 0 ? undefined : verbs.slice()
}
