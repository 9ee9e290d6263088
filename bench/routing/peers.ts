/**
 * The peers of the recognition benchmark, each fed the same route table and asked the same
 * question as `routes.match`: which controller/action and params answer (method, path), or
 * not found, or method not allowed (with the allowed verbs).
 *
 * Peers lacking a 405 answer or `.:format` get the cheapest faithful emulation: the format is
 * split off the last path segment before the lookup (`/posts/1.xml` → `/posts/1` + format
 * `xml`), and a miss is retried with the other verbs to find the allowed ones. Where a peer
 * has a faster compiled mode for this question (rou3 `compileRouter`), it is used;
 * find-my-way's `compile()` serves `lookup(req, res)` and slows `find()` down, so it is not.
 */
import { createRequire } from 'node:module'
import { Memoirist } from 'memoirist'
import { addRoute, createRouter, findRoute } from 'rou3'
import { compileRouter } from 'rou3/compiler'
import { match as ptrMatch } from 'path-to-regexp'
import type { Route } from '../../src/routing/route'
import type { Method } from './table'

const require = createRequire(import.meta.url)
const FindMyWay = require('find-my-way') as typeof import('find-my-way')
const MedleyRouter = require('@medley/router') as new () => { register(path: string): Record<string, Target>; find(url: string): { store: Record<string, Target>; params: Record<string, string> } | null }

export type Answer =
  | { params: Record<string, string> }
  | { error: 'not_found' }
  | { error: 'method_not_allowed'; allowedMethods: readonly string[] }

export type Recognizer = (method: Method, path: string) => Answer

interface Target {
  controller: string
  action: string
  /** the route's param names, by position: radix routers need one name per tree position */
  names: readonly string[]
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE']
const NOT_FOUND: Answer = { error: 'not_found' }

const verbsOf = (route: Route): readonly Method[] =>
  route.verb === 'ANY' ? METHODS : typeof route.verb === 'string' ? [route.verb] : route.verb

/** (verb, path-without-format, target) in declaration order, first registration of a pair wins. */
function entries(routes: readonly Route[]): { method: Method; path: string; target: Target }[] {
  const seen = new Set<string>()
  const out: { method: Method; path: string; target: Target }[] = []
  for (const r of routes) {
    const names: string[] = []
    const path = r.path.replace('(.:format)', '').replace(/:(\w+)/g, (_, name: string) => `:p${names.push(name) - 1}`)
    for (const method of verbsOf(r)) {
      const key = `${method} ${path}`
      if (seen.has(key)) continue
      seen.add(key)
      out.push({ method, path, target: { controller: r.controller!, action: r.action!, names } })
    }
  }
  return out
}

/** Rails' flat params hash from a positional match (`p0`, `p1`, ... → the route's names). */
function flat(target: Target, positional: Record<string, string>, format: string | undefined): Record<string, string> {
  const params: Record<string, string> = { controller: target.controller, action: target.action }
  for (let i = 0; i < target.names.length; i++) params[target.names[i]!] = positional[`p${i}`]!
  if (format !== undefined) params['format'] = format
  return params
}

/** Splits `.format` off the last segment: the emulation for routers without `.:format`. */
function splitFormat(path: string): [string, string | undefined] {
  const slash = path.lastIndexOf('/')
  const dot = path.indexOf('.', slash + 1)
  return dot === -1 ? [path, undefined] : [path.slice(0, dot), path.slice(dot + 1)]
}

/** Wraps a plain (method, path) → {target, params} lookup with format and 405 emulation. */
function emulate(find: (method: Method, path: string) => { target: Target; params: Record<string, string> } | null | undefined): Recognizer {
  return (method, fullPath) => {
    const [path, format] = splitFormat(fullPath)
    const hit = find(method, path)
    if (hit) return { params: flat(hit.target, hit.params, format) }
    const allowed = METHODS.filter((m) => m !== method && find(m, path))
    return allowed.length ? { error: 'method_not_allowed', allowedMethods: allowed } : NOT_FOUND
  }
}

export function memoirist(routes: readonly Route[]): Recognizer {
  const router = new Memoirist<Target>()
  for (const e of entries(routes)) router.add(e.method, e.path, e.target)
  return emulate((method, path) => {
    const r = router.find(method, path)
    return r && { target: r.store, params: r.params as Record<string, string> }
  })
}

export function medley(routes: readonly Route[]): Recognizer {
  const router = new MedleyRouter()
  for (const e of entries(routes)) router.register(e.path)[e.method] ??= e.target
  // @medley/router keeps every method of a path in one store: a native 405.
  return (method, fullPath) => {
    const [path, format] = splitFormat(fullPath)
    const r = router.find(path)
    if (!r) return NOT_FOUND
    const target = r.store[method]
    if (!target) return { error: 'method_not_allowed', allowedMethods: METHODS.filter((m) => r.store[m]) }
    return { params: flat(target, r.params, format) }
  }
}

export function findMyWay(routes: readonly Route[]): Recognizer {
  const router = FindMyWay()
  // No compile(): it speeds up lookup(req, res) only; measured here it makes find() ~7× slower.
  for (const e of entries(routes)) router.on(e.method, e.path, () => undefined, e.target)
  return emulate((method, path) => {
    const r = router.find(method, path)
    return r && { target: r.store as Target, params: r.params as Record<string, string> }
  })
}

export function rou3(routes: readonly Route[]): Recognizer {
  const router = createRouter<Target>()
  for (const e of entries(routes)) addRoute(router, e.method, e.path, e.target)
  const find = compileRouter(router)
  return emulate((method, path) => {
    const r = find(method, path)
    return r && { target: r.data, params: (r.params ?? {}) as Record<string, string> }
  })
}

/** rou3's tree walk (`findRoute`), for reference beside its compiled mode. */
export function rou3Tree(routes: readonly Route[]): Recognizer {
  const router = createRouter<Target>()
  for (const e of entries(routes)) addRoute(router, e.method, e.path, e.target)
  return emulate((method, path) => {
    const r = findRoute(router, method, path)
    return r && { target: r.data, params: (r.params ?? {}) as Record<string, string> }
  })
}

/**
 * What Rails 2.3 itself did: every route a regular expression, tried in declaration order
 * (path-to-regexp, with `{.:format}` as the optional format); a path that matched only with
 * other verbs is a 405.
 */
export function linearScan(routes: readonly Route[]): Recognizer {
  const compiled = routes.map((r) => ({
    verbs: verbsOf(r),
    target: { controller: r.controller!, action: r.action!, names: [] },
    match: ptrMatch(r.path.replace('(.:format)', '{.:format}'), { decode: decodeURIComponent }),
  }))
  return (method, path) => {
    let allowed: Method[] | undefined
    for (const c of compiled) {
      const m = c.match(path)
      if (!m) continue
      if (c.verbs.includes(method)) return { params: { controller: c.target.controller, action: c.target.action, ...(m.params as Record<string, string>) } }
      allowed ??= []
      for (const v of c.verbs) if (!allowed.includes(v)) allowed.push(v)
    }
    return allowed ? { error: 'method_not_allowed', allowedMethods: allowed } : NOT_FOUND
  }
}
