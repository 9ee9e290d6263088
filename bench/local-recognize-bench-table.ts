// Quick local profile target (not the project benchmark): `match` alone on the benchmark's table and requests.
import { defineRoutes } from '../src/index'
import { generateDeclaration, generateRequests } from './routing/table'

const routes = defineRoutes(generateDeclaration(300) as never) as any
const requests = generateRequests(routes.routes, 10_000)
const m = routes.match
let sink = 0
let best = 0
for (let k = 0; k < 40; k++) {
  const t0 = performance.now()
  for (let i = 0; i < requests.length; i++) { const r = m(requests[i]!.path, requests[i]); if (r.params) sink++ }
  best = Math.max(best, requests.length / (performance.now() - t0) / 1000)
}
console.log(`match: ${best.toFixed(2)} M/s (best of 40)`, sink > 0)
