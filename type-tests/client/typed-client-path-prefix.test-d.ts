/**
 * The typed client and `path_prefix`. A resource with a path_prefix has its collection
 * (and, unless shallow, its member) routes under that prefix from the root of the URL space,
 * whatever scope declares it (Rails 2.3: the option replaces the nesting and namespace prefix).
 * The runtime client places it there (`api.orgs(3).companies`); the types put it at its scope
 * (`api.companies.find('all')` compiled and was `undefined.find` at run time, and the call with
 * the parent id did not compile). test/client/typed-client/path-prefix.test.ts runs these calls.
 */
import { expectTypeOf } from 'expect-type'
import { defineRoutes } from '../../src/index'
import { client, type Resource } from '../../src/client/index'

const routes = defineRoutes({
  resources: {
    companies: { path_prefix: '/orgs/:org_id', resources: { deps: { only: ['index'] } } },
    widgets: { path_prefix: 'orgs/:org_id', only: ['index'] },
    gadgets: { path_prefix: '/v1', only: ['index', 'show'] },
    sites: {
      path_prefix: '/orgs/:org_id',
      shallow: true,
      only: ['index', 'show', 'create'],
      resources: { pages: { only: ['index', 'show'] } },
    },
  },
  namespace: {
    admin: {
      resources: { users: { path_prefix: '/x/:x_id', only: ['index', 'destroy'] } },
      resource: { conf: { path_prefix: '/c/:c_id', only: ['show'] } },
    },
  },
  resource: { me: { path_prefix: '/u/:u_id', only: ['show'], resources: { notes: { only: ['index'] } } } },
} as const)
const api = client(routes, { site: 'http://api.test/', format: 'json' })

// Where the runtime has them: under the prefix, its :variables as calls (parent ids required).
expectTypeOf(api.orgs(3).companies.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(api.orgs(3).companies.find(4)).resolves.toMatchTypeOf<Resource>()
expectTypeOf(api.orgs(3).companies(4).deps.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(api.orgs(3).widgets.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(api.v1.gadgets.find(1)).resolves.toMatchTypeOf<Resource>()
expectTypeOf(api.orgs(3).sites.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(api.orgs(3).sites.build).toBeFunction()
expectTypeOf(api.sites.find(1)).resolves.toMatchTypeOf<Resource>() // shallow: member at its scope
expectTypeOf(api.sites(1).pages.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(api.pages.find(2)).resolves.toMatchTypeOf<Resource>()
expectTypeOf(api.x(1).users.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(api.x(1).users.delete).toBeFunction()
expectTypeOf(api.c(1).conf.find()).resolves.toMatchTypeOf<Resource>()
expectTypeOf(api.u(1).me.find()).resolves.toMatchTypeOf<Resource>()
expectTypeOf(api.u(1).me.notes.find('all')).resolves.toEqualTypeOf<Resource[]>()

// Not where the runtime has nothing (the positive twins are the calls above).
// @ts-expect-error: companies live under /orgs/:org_id
void api.companies
// @ts-expect-error: the parent id is required
void api.orgs.companies
// @ts-expect-error: a shallow resource's collection is under its prefix only (only index routed here; build is a collection op)
void api.sites.build
// @ts-expect-error: the namespace's users moved to /x/:x_id
void api.admin.users
// @ts-expect-error: the namespace's conf moved to /c/:c_id
void api.admin.conf
// @ts-expect-error: me moved to /u/:u_id
void api.me
// @ts-expect-error: gadgets: only index and show
void api.v1.gadgets.delete

// A prefix starting with a resource's own word: one `orgs(id)` reaches both.
const overlap = client(
  defineRoutes({ resources: { orgs: { resources: { teams: {} } }, companies: { path_prefix: '/orgs/:org_id' } } } as const),
  { site: 'http://api.test/' },
)
expectTypeOf(overlap.orgs.find(1)).resolves.toMatchTypeOf<Resource>()
expectTypeOf(overlap.orgs(1).teams.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(overlap.orgs(1).companies.find('all')).resolves.toEqualTypeOf<Resource[]>()
// @ts-expect-error: nothing else under orgs(id)
void overlap.orgs(1).people
// @ts-expect-error: companies live under /orgs/:org_id
void overlap.companies
