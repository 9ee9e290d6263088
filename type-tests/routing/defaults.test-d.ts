/**
 * A path param with a default (or a mid-path `:action`, whose default is `index`) that a
 * required param follows stays required positionally (the runtime fills the positional args in
 * path order), but the runtime fills it from its default when it is not given by name: API.md A.2
 * "defaults … makes that segment optional with that default".
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
