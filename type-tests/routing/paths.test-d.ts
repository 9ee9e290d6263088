/**
 * Connect paths cut as the runtime cuts them (src/routing/segments.ts `parsePath`): a
 * `:param` name is its word characters (`:year-:month` is `:year` then the static `-:month`), a
 * `*glob` only starts a piece (`a*b` is static), and a trailing `(.:format)` (the `rake routes`
 * form) or `.:format/` is the optional format.
 */
import { expectTypeOf } from 'expect-type'
import { defineRoutes, type Recognized, type RouteParams } from '../../src/index'

const decl = {
  connect: [
    { name: 'month', path: 'archive/:year-:month', controller: 'archive' },
    { name: 'rake', path: 'rake/:slug(.:format)', controller: 'posts', action: 'show' },
    { name: 'slash', path: 'slash/:a/:b.:format/', controller: 'posts' },
    { name: 'star', path: 'star/a*b/:c', controller: 'posts' },
    { name: 'plain', path: 'plain/:a/:b.:format', controller: 'posts' },
  ],
} as const
const routes = defineRoutes(decl)
const h = routes.helpers
type R = Recognized<typeof decl>

// `:year-:month`: one param, year (runtime: month_path(2024) is '/archive/2024-:month').
expectTypeOf<RouteParams<typeof decl, 'month'>>().toEqualTypeOf<{ readonly year: import('../../src/index').Param }>()
expectTypeOf(h.month_path(2024)).toEqualTypeOf<string>()
// @ts-expect-error — there is no second param
h.month_path(2024, 1)
expectTypeOf<Extract<R, { controller: 'archive' }>>().toEqualTypeOf<{
  readonly controller: 'archive'
  readonly action: 'index'
  readonly year: string
}>()

// `(.:format)`: the optional format (runtime: rake_path(1) is '/rake/1', rake_path(1, 'xml') is '/rake/1.xml').
expectTypeOf(h.rake_path(1)).toEqualTypeOf<string>()
expectTypeOf(h.rake_path(1, 'xml')).toEqualTypeOf<string>()
expectTypeOf(h.rake_path(1, { format: 'xml' })).toEqualTypeOf<string>()
// @ts-expect-error — the slug is required
h.rake_path()
expectTypeOf<Extract<R, { action: 'show' }>>().toEqualTypeOf<{
  readonly controller: 'posts'
  readonly action: 'show'
  readonly slug: string
  readonly format?: string
}>()

// `.:format/`: the format stays optional (runtime: slash_path(1, 2) is '/slash/1/2').
expectTypeOf(h.slash_path(1, 2)).toEqualTypeOf<string>()
expectTypeOf(h.plain_path(1, 2)).toEqualTypeOf<string>()
// @ts-expect-error — a and b are required
h.slash_path(1)

// `a*b` is static: no glob param b (runtime: recognizePath('/star/a*b/3') is { c: '3' }).
type Star = Extract<R, { readonly c: string }>
expectTypeOf<keyof Star>().toEqualTypeOf<'controller' | 'action' | 'c'>()
expectTypeOf(h.star_path(3)).toEqualTypeOf<string>()
// @ts-expect-error — one param
h.star_path(3, 4)
