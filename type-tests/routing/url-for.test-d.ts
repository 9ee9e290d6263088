/**
 * `routes.urlFor(hash)` takes what `hash_for_*` returns (docs/helpers-and-types.md: urlFor
 * generates from a `hash_for_*` style hash); the runtime generates from it through its `use_route`.
 * (A hash from another declaration's helpers is not refused: `UrlHash` does not carry its route
 * name, which would cost a helper type per route name.)
 */
import { expectTypeOf } from 'expect-type'
import { defineRoutes } from '../../src/index'

const routes = defineRoutes(
  { resources: { threads: { resources: { messages: {} } } }, connect: [{ name: 'about', path: 'about', controller: 'pages' }] } as const,
  {
    defaultUrlOptions: { host: 'example.com' },
  },
)
const h = routes.helpers
expectTypeOf(routes.urlFor(h.hash_for_thread_path(1))).toEqualTypeOf<string>() // '/threads/1'
expectTypeOf(routes.urlFor(h.hash_for_thread_messages_url(1))).toEqualTypeOf<string>() // 'http://example.com/threads/1/messages'
expectTypeOf(routes.urlFor(h.hash_for_thread_message_path({ thread_id: 1, id: 2, format: 'xml' }))).toEqualTypeOf<string>()
expectTypeOf(routes.urlFor(h.hash_for_about_url())).toEqualTypeOf<string>()
expectTypeOf(routes.urlFor({ ...h.hash_for_thread_path(1), format: 'xml' })).toEqualTypeOf<string>()
// A hand-written hash is still checked against the routes.
// @ts-expect-error — no route named thred
routes.urlFor({ use_route: 'thred' })
expectTypeOf(routes.urlFor({ use_route: 'thread', id: 1 })).toEqualTypeOf<string>()
// @ts-expect-error — threads#show needs an id
routes.urlFor({ controller: 'threads', action: 'show' })

// camelCase helpers: the hash names the (snake_case) route.
const camel = defineRoutes({ resources: { threads: {} } } as const, { camelCase: true })
expectTypeOf(camel.urlFor(camel.helpers.hashForThreadPath(1))).toEqualTypeOf<string>()

// A required *glob takes an array in the hash too (runtime: '/files/a/b/edit').
const globs = defineRoutes({ connect: [{ name: 'files', path: 'files/*path/edit', controller: 'files', action: 'edit' }] } as const)
expectTypeOf(globs.urlFor({ controller: 'files', action: 'edit', path: ['a', 'b'], only_path: true })).toEqualTypeOf<string>()
expectTypeOf(globs.urlFor({ controller: 'files', action: 'edit', path: 'a/b', only_path: true })).toEqualTypeOf<string>()
// @ts-expect-error — the glob is required here (Rails 2.3 does not generate without it; this runtime gives '/files//edit')
globs.urlFor({ controller: 'files', action: 'edit', only_path: true })
