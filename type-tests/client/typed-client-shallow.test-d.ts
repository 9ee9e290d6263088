/**
 * The typed client and shallow chains. A shallow chain
 * through a singleton (`threads` shallow → `owner` singleton → `badges`; or a shallow singleton
 * `profile` → `links`) routes the nested resource's members at the top (`/badges/:id`,
 * `/links/:id`); the runtime client has `api.badges.find(id)` / `api.links.find(id)`, the types had
 * no such property (test/client/typed-client/shallow.test.ts runs these calls).
 */
import { expectTypeOf } from 'expect-type'
import { defineRoutes } from '../../src/index'
import { client, type Resource, type ResourceResponse } from '../../src/client/index'

const routes = defineRoutes({
  resources: {
    threads: {
      shallow: true,
      only: ['show'],
      resource: { owner: { only: ['show'], resources: { badges: { only: ['index', 'show', 'destroy'] } } } },
    },
  },
  resource: { profile: { shallow: true, only: ['show'], resources: { links: { only: ['index', 'show'] } } } },
} as const)
const api = client(routes, { site: 'http://api.test/', format: 'json' })

expectTypeOf(api.threads(1).owner.badges.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(api.badges.find(2)).resolves.toMatchTypeOf<Resource>()
expectTypeOf(api.badges.delete(2)).resolves.toEqualTypeOf<ResourceResponse>()
expectTypeOf(api.profile.links.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(api.links.find(3)).resolves.toMatchTypeOf<Resource>()
// links: only index and show (the positive twin is api.badges.delete above)
// @ts-expect-error: links#destroy is not routed
void api.links.delete
// @ts-expect-error: the collection stays nested
void api.badges.create

// A shallow nested collection is not callable: what nests in it is under its member location
// (`/messages/:message_id/votes` → api.messages(1).votes); `api.threads(1).messages(1)` was typed
// and is a TypeError at run time.
const deep = client(
  defineRoutes({
    resources: { threads: { shallow: true, resources: { messages: { resources: { votes: { only: ['index'] } } } } } },
  } as const),
  { site: 'http://api.test/' },
)
expectTypeOf(deep.messages(1).votes.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(deep.threads(1).messages.find('all')).resolves.toEqualTypeOf<Resource[]>()
// @ts-expect-error: not callable (the positive twin is deep.messages(1) above)
void deep.threads(1).messages(1)

// Shallow starting below the top (`issues` shallow under a plain `projects`): its members and
// what nests in it are lifted too (`/issues/:id`, `/issues/:issue_id/comments`, `/comments/:id`);
// and a child that sets `shallow: false` stays nested (`api.pets(1)` was typed, undefined at run time).
const mixed = client(
  defineRoutes({
    resources: {
      projects: {
        only: ['index'],
        resources: { issues: { shallow: true, only: ['index', 'show'], resources: { comments: { only: ['index', 'show'] } } } },
      },
      people: {
        shallow: true,
        only: [],
        resources: { pets: { only: ['index'], shallow: false, resources: { fleas: { only: ['index', 'show'] } } } },
      },
    },
  } as const),
  { site: 'http://api.test/' },
)
expectTypeOf(mixed.projects(1).issues.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(mixed.issues.find(1)).resolves.toMatchTypeOf<Resource>()
expectTypeOf(mixed.issues(1).comments.find('all')).resolves.toEqualTypeOf<Resource[]>()
expectTypeOf(mixed.comments.find(2)).resolves.toMatchTypeOf<Resource>()
expectTypeOf(mixed.people(1).pets(2).fleas.find(3)).resolves.toMatchTypeOf<Resource>()
// @ts-expect-error: pets are not shallow (the positive twin is mixed.people(1).pets(2) above)
void mixed.pets
// @ts-expect-error: fleas live under people(1).pets(2)
void mixed.fleas
