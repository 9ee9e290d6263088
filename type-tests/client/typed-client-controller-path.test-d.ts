/**
 * The typed client and a `controller` option with a slash. The path word follows the
 * controller option (docs/migrating-from-rails.md), so `cats: { controller: 'admin/felines' }` routes
 * `/admin/felines/:id`; the runtime client has `api.admin.felines`, the types had `api.felines`
 * (undefined at run time). test/client/typed-client/controller-path.test.ts runs these calls.
 */
import { expectTypeOf } from 'expect-type'
import { defineRoutes } from '../../src/index'
import { client, type Resource } from '../../src/client/index'

const routes = defineRoutes({
  resources: {
    cats: { controller: 'admin/felines', only: ['index', 'show'], resources: { kittens: { only: ['index'] } } },
    dogs: { controller: 'pets/canines', shallow: true, only: ['index', 'show'], resources: { pups: { only: ['index', 'show'] } } },
    birds: { controller: 'pets/avians', only: ['index'] },
  },
  resource: { nest: { controller: 'pets/nests', only: ['show'] } },
  namespace: { admin: { resources: { users: { only: ['index'] } } } },
} as const)
const api = client(routes, { site: 'http://api.test/' })

expectTypeOf(api.admin.felines.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(api.admin.felines.find(1)).resolves.toMatchTypeOf<Resource>()
expectTypeOf(api.admin.felines(1).kittens.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(api.admin.users.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(api.pets.canines.find(1)).resolves.toMatchTypeOf<Resource>()
expectTypeOf(api.pets.canines(1).pups.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(api.pups.find(2)).resolves.toMatchTypeOf<Resource>()
expectTypeOf(api.pets.avians.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(api.pets.nests.find()).resolves.toMatchTypeOf<Resource>()
// @ts-expect-error: routed under /admin/felines (the positive twin is api.admin.felines above)
void api.felines
// @ts-expect-error: routed under /pets/canines
void api.canines
// @ts-expect-error: routed under /pets/nests
void api.nests
