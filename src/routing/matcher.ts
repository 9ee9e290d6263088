/**
 * Route[] → recognition: `recognizePath` and its non-throwing twin `match`, with Rails 2.3's
 * semantics (routing/route_set.rb, recognition_optimisation.rb): routes are tried in declaration
 * order and the first match wins; HEAD is recognized as GET; a POST carrying `_method` put/delete
 * is that verb; a path that some route matches for other verbs only is a MethodNotAllowed with
 * the verbs in Rails' order (GET, POST, PUT, DELETE).
 *
 * Speed: routes are filed by the static word their path starts with and compiled per word on
 * first use (matcher/groups.ts). Routes made only of whole static / default-param segments (plus
 * the optional format) — nearly every resource route — go into a segment trie (matcher/trie.ts,
 * walked by matcher/walk.ts); every other route keeps Rails' whole-path RegExp and is tried, in
 * order, only where it could win (matcher/complex.ts).
 */
import type { RequestContext } from './conditions'
import { MethodNotAllowed, RoutingError } from './errors'
import type { HttpVerb, Route } from './route'
import type { CompiledPath } from './segments'
import type { ComplexEntry } from './matcher/entry'
import { RouteGroups } from './matcher/groups'
import type { RecognizedParams } from './matcher/params'
import { allowedVerbs, requestMask } from './matcher/verbs'
import { Recognition } from './matcher/walk'

export type { RecognizedParams }

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

/** A compiled recognizer over one route table. */
export interface Matcher {
  match(path: string, options?: RecognizeOptions): MatchResult
  recognizePath(path: string, options?: RecognizeOptions): RecognizedParams
}

const NOT_FOUND: MatchResult = Object.freeze({ error: 'not_found' as const })
const NO_ENTRIES: ComplexEntry[] = []

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
  const groups = new RouteGroups(routes, compiledOf, useTrie)
  const any = groups.any
  const complexRoutes = groups.complexPatterns
  const state = new Recognition()

  function match(path: string, options?: RecognizeOptions): MatchResult {
    state.begin(
      path,
      options === undefined ? 1 : requestMask(options.method, options.params),
      options === undefined ? undefined : options.request,
    )
    const keyEnd = state.keyEnd
    const group = keyEnd > 1 && path.charCodeAt(0) === 47 ? groups.groupOf(path, keyEnd, state.hash) : undefined
    if (group !== undefined && !group.ready) groups.compile(group)
    if (!any.ready) groups.compile(any)
    if (path.length <= 1) {
      if (any.node !== undefined && (path.length === 0 || path === '/')) state.accept(any.node.end)
    } else if (state.trie) {
      // (The first word is the trie's first segment too: no '?', and a dot only before the format.)
      const node = group === undefined ? undefined : group.node
      if (node !== undefined && node.min < state.best) {
        if (state.last === 0) state.accept(node.end)
        else state.walk(node, 1)
      }
      if (any.node !== undefined) state.walk(any.node, 0)
    }
    const complex = group === undefined ? NO_ENTRIES : group.complex
    if (complex.length > 0 || any.complex.length > 0) {
      const r = complexRoutes.search(state, complex, any.complex, false)
      if (r !== undefined) return { params: r }
    }
    const e = state.bestEntry
    if (e !== undefined) return { params: state.params(e) }
    // No match: the trie walk saw every route matching the path (nothing pruned it); the
    // complex routes skipped for their verb are tried now.
    if (complex.length > 0 || any.complex.length > 0) complexRoutes.search(state, complex, any.complex, true)
    const verbs = state.allowed === 0 ? undefined : allowedVerbs(state.allowed)
    return verbs === undefined ? NOT_FOUND : { error: 'method_not_allowed', allowedMethods: verbs }
  }

  function recognizePath(path: string, options?: RecognizeOptions): RecognizedParams {
    const r = match(path, options)
    if (r.params) return r.params
    if (r.error === 'method_not_allowed') {
      throw new MethodNotAllowed(`Only ${r.allowedMethods.join(', ')} requests are allowed for ${JSON.stringify(path)}`, r.allowedMethods)
    }
    throw new RoutingError(`No route matches ${JSON.stringify(path)} with method ${options?.method ?? 'GET'}`)
  }

  return { match, recognizePath }
}
