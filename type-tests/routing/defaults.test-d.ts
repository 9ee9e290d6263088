/**
 * A path param with a default (or a mid-path `:action`, whose default is `index`) that a
 * required param follows stays required positionally (the runtime fills the positional args in
 * path order), but the runtime fills it from its default when it is not given by name: docs/routing.md,
 * `defaults` makes that segment optional with that default.
 */
import { expectTypeOf } from 'expect-type'
import { defineRoutes } from '../../src/index'

const routes = defineRoutes({
  connect: [
    { name: 'month', path: 'archive/:year/:month', controller: 'archive', defaults: { year: 2020 } },
    { name: 'act', path: 'posts/:action/:id', controller: 'posts', requirements: { id: /\d+/ } },
    { name: 'three', path: 'a/:x/:y/:z', controller: 'a', defaults: { y: 'b' } },
    { name: 'nul', path: 'n/:year/:month', controller: 'n', defaults: { year: null } },
  ],
} as const)
const h = routes.helpers

// By name, the defaulted param may be left out (runtime: '/archive/2020/5').
expectTypeOf(h.month_path({ month: 5 })).toEqualTypeOf<string>()
expectTypeOf(h.month_path({ year: 2021, month: 5 })).toEqualTypeOf<string>()
expectTypeOf(h.hash_for_month_path({ month: 5 })).toEqualTypeOf<import('../../src/index').UrlHash>()
// @ts-expect-error — month has no default
h.month_path({ year: 2021 })
// Positionally it is still the first param (runtime: month_path(5) is missing :month).
expectTypeOf(h.month_path(2021, 5)).toEqualTypeOf<string>()
// @ts-expect-error — one positional param fills :year
h.month_path(5)
// Left out, the object is the options object: a record would fill :year.
// @ts-expect-error — `{ month, id }` is a record
h.month_path({ month: 5, id: 1 })

// A mid-path :action defaults to index (runtime: act_path({ id: 3 }) is '/posts/index/3').
expectTypeOf(h.act_path({ id: 3, _options: true })).toEqualTypeOf<string>()
expectTypeOf(h.act_path({ action: 'show', id: 3 })).toEqualTypeOf<string>()
expectTypeOf(routes.urlFor({ controller: 'posts', id: 3, only_path: true })).toEqualTypeOf<string>()

// By name, y may be left out (runtime: three_path({ x: 1, z: 3 }) is '/a/1/b/3'; Rails' mixed form
// three_path(1, { z: 3 }) gives the same URL at run time, untyped: the types offer positional or named).
expectTypeOf(h.three_path({ x: 1, z: 3 })).toEqualTypeOf<string>()
expectTypeOf(h.three_path({ x: 1, y: 2, z: 3 })).toEqualTypeOf<string>()
// @ts-expect-error — z has no default
h.three_path({ x: 1, y: 2 })
// @ts-expect-error — run time only (the mixed form)
h.three_path(1, { z: 3 })
expectTypeOf(routes.urlFor({ controller: 'a', x: 1, z: 3, only_path: true })).toEqualTypeOf<string>()
// @ts-expect-error — x has no default
routes.urlFor({ controller: 'a', z: 3, only_path: true })

// A null default gives no value: a mid-path one stays required (runtime: missing :year).
// @ts-expect-error — year must be given
h.nul_path({ month: 5 })
expectTypeOf(h.nul_path({ year: 2021, month: 5 })).toEqualTypeOf<string>()

// A non-segment default fixes its option (Rails 2.3 generation_requirements): the helper fills the
// value in and the runtime refuses another (test/routing/generation-defaults.test.ts).
const fixed = defineRoutes({
  connect: [
    { name: 'raw', path: 'files/:id/raw', controller: 'files', action: 'entry', defaults: { format: 'raw' } },
    { name: 'print', path: 'docs/:a/:b/print', controller: 'docs', defaults: { layout: 'print', page: 1, q: null } },
    { name: 'feed', path: 'feed.:format', controller: 'feeds', defaults: { source: 'rss' } },
  ],
} as const).helpers
expectTypeOf(fixed.raw_path(1)).toEqualTypeOf<string>()
expectTypeOf(fixed.raw_path(1, { format: 'raw', anchor: 'a' })).toEqualTypeOf<string>()
expectTypeOf(fixed.raw_path({ id: 1, format: 'raw' })).toEqualTypeOf<string>()
// @ts-expect-error — format is fixed to 'raw' (runtime: RoutingError)
fixed.raw_path(1, { format: 'xml' })
// @ts-expect-error — in the hash form too
fixed.raw_path({ id: 1, format: 'xml' })
expectTypeOf(fixed.print_path(1, 2, { layout: 'print', page: 1, q: null })).toEqualTypeOf<string>()
expectTypeOf(fixed.print_path({ a: 1, b: 2, page: '1' })).toEqualTypeOf<string>()
// @ts-expect-error — another layout, by name too
fixed.print_path({ a: 1, b: 2, layout: 'screen' })
// @ts-expect-error — a null default: absent or null only
fixed.print_path(1, 2, { q: 'x' })
// hash_for_* only builds the hash (Rails checks when generating from it)
expectTypeOf(fixed.hash_for_raw_path(1, { format: 'xml' })).toEqualTypeOf<import('../../src/index').UrlHash>()
// A plain route's optional format, positionally: a string (a number or a record there is a param too many).
expectTypeOf(fixed.feed_path('rss', { source: 'rss' })).toEqualTypeOf<string>()
// @ts-expect-error — a number is no format (runtime: RoutingError; Rails 2.3: /feed.2)
fixed.feed_path(2)
// @ts-expect-error — nor is a record
fixed.feed_path({ id: 2 })
// @ts-expect-error — the fixed option on the optional positional form too
fixed.feed_path('rss', { source: 'atom' })
