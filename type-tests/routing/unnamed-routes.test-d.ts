/**
 * Unnamed routes (a connect route without `name`, a resource route whose name an earlier route
 * holds): their descriptor's `name` is `never`, so they add no helper and no route name, and a
 * named route's params are not mixed with theirs.
 */
import { expectTypeOf } from 'expect-type'
import { defineRoutes, type Expand, type Param, type RouteName, type RouteParams } from '../../src/index'

const decl = {
  connect: [
    { path: 'files/*path', controller: 'files', action: 'show' },
    { name: 'archive', path: 'archive/:path', controller: 'archives', action: 'show' },
    ':controller/:action/:id',
  ],
} as const
type Plain = Extract<Expand<typeof decl>, { readonly kind: 'plain' }>

// Three plain routes, one named.
expectTypeOf<Plain['controller']>().toEqualTypeOf<'files' | 'archives' | string>()
expectTypeOf<Extract<Plain, { readonly controller: 'files' }>['name']>().toEqualTypeOf<never>()
expectTypeOf<RouteName<typeof decl>>().toEqualTypeOf<'archive'>()
// The named route's params are its own: its `:path` takes a param, not a glob as the unnamed route's `*path`.
expectTypeOf<RouteParams<typeof decl, 'archive'>>().toEqualTypeOf<{ readonly path: Param }>()

const routes = defineRoutes(decl)
expectTypeOf(routes.helpers.archive_path('2024')).toEqualTypeOf<string>()
// @ts-expect-error — a list is a glob's value, not a param's
routes.helpers.archive_path({ path: ['2024', '05'] })
expectTypeOf<keyof typeof routes.helpers>().toEqualTypeOf<
  'archive_path' | 'archive_url' | 'hash_for_archive_path' | 'hash_for_archive_url'
>()

// A resource route whose name an earlier scope's route holds is routed unnamed: no second helper.
export const taken = [
  { resources: { posts: {} } },
  { namespace: { admin: { resources: { posts: {} } } } },
  { resources: { posts: { only: ['show'] } } },
] as const
type Show = Extract<Expand<typeof taken>, { readonly action: 'show' | 'update' | 'destroy' }>
expectTypeOf<Show['name']>().toEqualTypeOf<'post' | 'admin_post'>()
expectTypeOf<Extract<Expand<typeof taken>, { readonly action: 'show'; readonly controller: 'posts' }>['name']>().toEqualTypeOf<never>()
