/**
 * `routes.urlFor(hash)`: a plain route's non-segment default is a generation requirement (Rails 2.3
 * route.rb `generation_requirements`), so a hash is accepted for that route only with that value
 * (`null`: absent or null), as the runtime generates (test/routing/generation/plain-routes.test.ts).
 */
import { expectTypeOf } from 'expect-type'
import { defineRoutes } from '../../src/index'

const routes = defineRoutes({
  connect: [
    { path: 'files/:id/raw/*path', controller: 'files', action: 'entry', defaults: { format: 'raw' } },
    { path: 'files/:id/entry/*path', controller: 'files', action: 'entry' },
    { path: 'docs/:id/print', controller: 'docs', action: 'show', defaults: { layout: 'print' } },
    { path: 'plain/:id', controller: 'plain', action: 'show', defaults: { layout: null, page: 2 } },
  ],
} as const)

// Both files#entry routes take a hash without format (the second one generates it) or with 'raw'.
expectTypeOf(routes.urlFor({ controller: 'files', action: 'entry', id: 1, path: ['a', 'b'], only_path: true })).toEqualTypeOf<string>() // '/files/1/entry/a/b'
expectTypeOf(
  routes.urlFor({ controller: 'files', action: 'entry', id: 1, path: 'a', format: 'raw', only_path: true }),
).toEqualTypeOf<string>() // '/files/1/raw/a'

// docs#show has one route, which needs layout: 'print'.
expectTypeOf(routes.urlFor({ controller: 'docs', action: 'show', id: 1, layout: 'print', only_path: true })).toEqualTypeOf<string>()
// @ts-expect-error — without layout: 'print' no docs#show route generates (runtime: No route matches)
routes.urlFor({ controller: 'docs', action: 'show', id: 1, only_path: true })
// @ts-expect-error — another layout: no route generates
routes.urlFor({ controller: 'docs', action: 'show', id: 1, layout: 'wide', only_path: true })

// A number default is met by the number or its text; a null default by an absent or null key.
expectTypeOf(routes.urlFor({ controller: 'plain', action: 'show', id: 1, page: 2, only_path: true })).toEqualTypeOf<string>()
expectTypeOf(
  routes.urlFor({ controller: 'plain', action: 'show', id: 1, page: '2', layout: null, only_path: true }),
).toEqualTypeOf<string>()
// @ts-expect-error — page must be 2
routes.urlFor({ controller: 'plain', action: 'show', id: 1, page: 3, only_path: true })
// @ts-expect-error — layout must be absent or null
routes.urlFor({ controller: 'plain', action: 'show', id: 1, page: 2, layout: 'x', only_path: true })
