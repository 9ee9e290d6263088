import { expand } from '../src/routing/expand'
import { buildRoutes } from '../src/routing/routes'
const resources: Record<string, object> = {}
for (let i = 0; i < 300; i++) resources[`res${i}s`] = { member: { preview: 'get' }, collection: { search: 'get' } }
for (let k = 0; k < 5; k++) {
let t0 = performance.now()
const r = expand({ resources } as any)
let t1 = performance.now()
buildRoutes(r, {})
let t2 = performance.now()
console.log('expand', (t1 - t0).toFixed(1), 'build', (t2 - t1).toFixed(1))
}
