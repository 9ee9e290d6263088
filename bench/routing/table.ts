/**
 * The benchmark's input: a seeded 300-resource declaration (≈5,000 routes counting format
 * variants) and a seeded mix of 10,000 requests — 80% hits with ids and formats, 10% wrong
 * verb, 10% misses — derived from the route table the runtime builds.
 */
import type { Route } from '../../src/routing/route'

/** mulberry32: a small seeded PRNG, so every run (and every router) sees the same input. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORDS = ['alpha', 'bravo', 'cargo', 'delta', 'ember', 'fable', 'gamma', 'harbor', 'indigo', 'jasper', 'kiosk', 'lumen', 'meadow', 'nectar', 'orbit', 'pixel', 'quartz', 'raven', 'summit', 'tundra', 'umber', 'vessel', 'willow', 'xenon', 'yonder', 'zephyr']
const MEMBER = ['approve', 'archive', 'close', 'preview', 'publish', 'restore', 'toggle']
const COLLECTION = ['search', 'recent', 'export', 'stats']
const VERBS = ['get', 'post', 'put', 'delete'] as const

/**
 * A declaration with `count` top-level resources: every fifth one is a parent with 4 nested
 * children (so `count` resources in all), member and collection actions sprinkled in, a few
 * with `only`/`except`. Names are unique plurals (`alpha_items`, ...).
 */
export function generateDeclaration(count: number, seed = 42): Record<string, unknown> {
  const rnd = prng(seed)
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!
  const resources: Record<string, Record<string, unknown>> = {}
  let made = 0
  let n = 0
  const name = (): string => `${WORDS[n % WORDS.length]}${Math.floor(n++ / WORDS.length)}_items`
  const options = (): Record<string, unknown> => {
    const o: Record<string, unknown> = {}
    if (rnd() < 0.4) o['member'] = { [pick(MEMBER)]: pick(VERBS) }
    if (rnd() < 0.3) o['collection'] = { [pick(COLLECTION)]: 'get' }
    const r = rnd()
    if (r < 0.1) o['only'] = ['index', 'show']
    else if (r < 0.2) o['except'] = ['destroy']
    return o
  }
  while (made < count) {
    const top = options()
    made++
    if (made % 5 === 0 && made + 4 <= count) {
      delete top['only']
      delete top['except']
      const children: Record<string, unknown> = {}
      for (let i = 0; i < 4; i++) children[name()] = options()
      made += 4
      top['resources'] = children
    }
    resources[name()] = top
  }
  return { resources }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
export interface BenchRequest {
  method: Method
  path: string
}

const verbsOf = (route: Route): Method[] =>
  route.verb === 'ANY' ? ['GET', 'POST', 'PUT', 'DELETE'] : typeof route.verb === 'string' ? [route.verb] : [...route.verb]

/** Fills a route's path with numeric ids and, a third of the time, a format. */
function fill(route: Route, rnd: () => number): string {
  const path = route.path.replace(/:(\w+)/g, (m, p: string) => (p === 'format' ? m : String(1 + Math.floor(rnd() * 9999))))
  const f = rnd()
  const format = f < 0.15 ? '.xml' : f < 0.3 ? '.json' : ''
  return path.replace('(.:format)', format)
}

/** The seeded request mix over `routes` (see the module doc). */
export function generateRequests(routes: readonly Route[], count = 10_000, seed = 7): BenchRequest[] {
  const rnd = prng(seed)
  const out: BenchRequest[] = []
  // Paths and the verbs any route accepts there, to make sure a wrong-verb request is wrong.
  const allowed = new Map<string, Set<Method>>()
  for (const r of routes) {
    const key = r.path
    const set = allowed.get(key) ?? new Set<Method>()
    for (const v of verbsOf(r)) set.add(v)
    allowed.set(key, set)
  }
  while (out.length < count) {
    const route = routes[Math.floor(rnd() * routes.length)]!
    const kind = rnd()
    if (kind < 0.8) {
      const verbs = verbsOf(route)
      out.push({ method: verbs[Math.floor(rnd() * verbs.length)]!, path: fill(route, rnd) })
    } else if (kind < 0.9) {
      const ok = allowed.get(route.path)!
      const wrong = (['GET', 'POST', 'PUT', 'DELETE'] as const).filter((v) => !ok.has(v))
      if (wrong.length === 0) continue
      out.push({ method: wrong[Math.floor(rnd() * wrong.length)]!, path: fill(route, rnd) })
    } else {
      const path = fill(route, rnd)
      out.push({ method: 'GET', path: rnd() < 0.5 ? `/nowhere${path}` : `${path.replace(/\.(xml|json)$/, '')}/extra/deep` })
    }
  }
  return out
}
