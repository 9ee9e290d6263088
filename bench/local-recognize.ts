// Quick local timing while designing (not the project benchmark): 300 resources, 10k requests,
// interleaved with memoirist (no format / 405 emulation: an optimistic upper bound for it).
import { defineRoutes } from '../src/index'
import { Memoirist } from 'memoirist'
import { addRoute, createRouter, findRoute } from 'rou3'

const names = Array.from({ length: 300 }, (_, i) => `res${i}s`)
const resources: Record<string, object> = {}
for (const n of names) resources[n] = { member: { preview: 'get' }, collection: { search: 'get' } }
let t0 = performance.now()
const routes = defineRoutes({ resources } as any)
console.log('build ms', (performance.now() - t0).toFixed(1), 'routes', routes.routes.length)

let seed = 42
const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff)
const reqs: { method: string; path: string }[] = []
for (let i = 0; i < 10000; i++) {
  const n = names[Math.floor(rnd() * names.length)]!
  const r = rnd()
  const id = String(Math.floor(rnd() * 1000))
  if (r < 0.8) {
    const k = Math.floor(rnd() * 6)
    const p = [`/${n}`, `/${n}/${id}`, `/${n}/${id}/edit`, `/${n}/new`, `/${n}/${id}.json`, `/${n}/search.xml`][k]!
    reqs.push({ method: 'GET', path: p })
  } else if (r < 0.9) reqs.push({ method: 'POST', path: `/${n}/${id}` })
  else reqs.push({ method: 'GET', path: `/nope${id}/${id}` })
}
const OTHER = ['GET', 'POST', 'PUT', 'DELETE']
const mem = new Memoirist<number>()
routes.routes.forEach((r, i) => {
  const verbs = r.verb === 'ANY' ? ['GET', 'POST', 'PUT', 'DELETE'] : typeof r.verb === 'string' ? [r.verb] : r.verb
  const p = r.path.replace('(.:format)', '')
  for (const v of verbs) { try { mem.add(v, p, i) } catch {} }
})
const rou = createRouter<number>()
routes.routes.forEach((r, i) => {
  const verbs = r.verb === 'ANY' ? ['GET', 'POST', 'PUT', 'DELETE'] : typeof r.verb === 'string' ? [r.verb] : r.verb
  for (const v of verbs) addRoute(rou, v, r.path.replace('(.:format)', ''), i)
})
const rouFind = (method: string, path: string) => {
  let r = findRoute(rou, method, path)
  if (r === undefined) {
    const dot = path.lastIndexOf('.')
    if (dot > path.lastIndexOf('/')) {
      r = findRoute(rou, method, path.slice(0, dot))
      if (r !== undefined) return r
    }
    for (const v of OTHER) if (v !== method && findRoute(rou, v, path) !== undefined) return 405
  }
  return r
}
const m = routes.match
let sink = 0
const REPS = 30
const ours = () => { for (let rep = 0; rep < REPS; rep++) for (const q of reqs) { const r = m(q.path, q); if (r.params) sink++ } }
// Cheapest faithful emulation: format stripped and retried; 405 by asking the other verbs.
const memFind = (method: string, path: string) => {
  let r = mem.find(method, path)
  if (r === null) {
    const dot = path.lastIndexOf('.')
    if (dot > path.lastIndexOf('/')) {
      r = mem.find(method, path.slice(0, dot))
      if (r !== null) return r
    }
    for (const v of OTHER) if (v !== method && mem.find(v, path) !== null) return 405
  }
  return r
}
const theirs = () => { for (let rep = 0; rep < REPS; rep++) for (const q of reqs) { const r = memFind(q.method, q.path); if (r) sink++ } }
const rou3 = () => { for (let rep = 0; rep < REPS; rep++) for (const q of reqs) { const r = rouFind(q.method, q.path); if (r) sink++ } }
const best = { ours: 0, theirs: 0, rou3: 0 }
for (let k = 0; k < 8; k++) {
  for (const [name, f] of [['ours', ours], ['theirs', theirs], ['rou3', rou3]] as const) {
    t0 = performance.now(); f(); const rate = (reqs.length * REPS) / (performance.now() - t0) / 1000
    best[name] = Math.max(best[name], rate)
  }
}
console.log(`typed-resources ${best.ours.toFixed(2)} M/s, memoirist ${best.theirs.toFixed(2)} M/s, rou3 ${best.rou3.toFixed(2)} M/s; ratio to the fastest ${(best.ours / Math.max(best.theirs, best.rou3)).toFixed(2)}`, sink > 0)
