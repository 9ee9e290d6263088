// Quick local timing while designing (not the project benchmark): expand vs runtime build, 300 resources.
import { expand } from '../src/routing/expand'
import { buildRoutes } from '../src/routing/routes'
const resources: Record<string, object> = {}
for (let i = 0; i < 300; i++) resources[`res${i}s`] = { member: { preview: 'get' }, collection: { search: 'get' }, resources: { notes: {} } }
for (let k = 0; k < 8; k++) {
  const t0 = performance.now()
  const r = expand({ resources } as any)
  const t1 = performance.now()
  buildRoutes(r, {})
  const t2 = performance.now()
  console.log('routes', r.length, 'expand ms', (t1 - t0).toFixed(1), 'build ms', (t2 - t1).toFixed(1))
}
