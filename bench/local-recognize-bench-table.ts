// Quick local timing (not the project benchmark): `match` vs the benchmark's memoirist and medley
// emulations on the benchmark's table and requests, interleaved, best of N.
import { defineRoutes } from '../src/index'
import * as peers from './routing/peers'
import { generateDeclaration, generateRequests } from './routing/table'

const routes = defineRoutes(generateDeclaration(300) as never) as any
const requests = generateRequests(routes.routes, 10_000)
const ours: peers.Recognizer = (method, path) => routes.match(path, { method })
const contenders: [string, peers.Recognizer][] = [['ours', ours], ['memoirist', peers.memoirist(routes.routes)], ['medley', peers.medley(routes.routes)]]
const best: Record<string, number> = {}
let sink = 0
for (let k = 0; k < 20; k++) {
  for (const [name, f] of contenders) {
    const t0 = performance.now()
    for (let i = 0; i < requests.length; i++) if ('params' in f(requests[i]!.method, requests[i]!.path)) sink++
    best[name] = Math.max(best[name] ?? 0, requests.length / (performance.now() - t0) / 1000)
  }
}
console.log(Object.entries(best).map(([k, v]) => `${k} ${v.toFixed(2)} M/s`).join(', '), `ours/memoirist ${(best['ours']! / best['memoirist']!).toFixed(2)}`, sink > 0)
