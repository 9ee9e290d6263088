/**
 * Duplicate plain route names and non-segment defaults: the types follow the runtime (a later
 * named connect route takes the name from an earlier one, and the types must agree with the
 * runtime on such names too; `defaults` keys that are not segments are recognized).
 */
import { expectTypeOf } from 'expect-type'
import { defineRoutes } from '../../src/index'

// In one connect list: the later `thing` (path `b`, no params) holds the name.
const list = defineRoutes({
  connect: [
    { name: 'thing', path: 'a/:x', controller: 'a', action: 'b' },
    { name: 'thing', path: 'b', controller: 'c', action: 'd' },
  ],
} as const)
expectTypeOf(list.helpers.thing_path()).toEqualTypeOf<string>()
// @ts-expect-error: the earlier `thing` (a/:x) lost the name; the later takes no params
list.helpers.thing_path(1)

// Across a declaration array: the same rule.
const scopes = defineRoutes([
  { connect: [{ name: 'x', path: 'p/:id', controller: 'p', action: 'show' }] },
  { resources: { posts: {} } },
  { connect: [{ name: 'x', path: 'q', controller: 'q', action: 'index' }] },
] as const)
expectTypeOf(scopes.helpers.x_path()).toEqualTypeOf<string>()
// @ts-expect-error: x now routes to q, which has no params
scopes.helpers.x_path(1)

// And the earlier one still holds its name when nothing later takes it.
const single = defineRoutes({ connect: [{ name: 'thing', path: 'a/:x', controller: 'a', action: 'b' }] } as const)
expectTypeOf(single.helpers.thing_path(1)).toEqualTypeOf<string>()
// @ts-expect-error: x is required
single.helpers.thing_path()

// Non-segment defaults are recognized: null kept, values as their strings.
const feed = defineRoutes({
  connect: [{ name: 'feed', path: 'feed/:date', controller: 'f', action: 'show', defaults: { date: null, kind: 'raw', page: 1, n: null } }],
} as const)
const r = feed.recognizePath('/feed')
expectTypeOf(r.kind).toEqualTypeOf<'raw'>()
expectTypeOf(r.page).toEqualTypeOf<'1'>()
expectTypeOf(r.n).toEqualTypeOf<null>()
expectTypeOf(r.date).toEqualTypeOf<string | undefined>()
// @ts-expect-error: no such param
r.other

// A named plain route takes a resource route's name (Rails 2.3: `named_routes[name] = route`
// replaces): the `post` helpers are the plain route's (no id), in snake_case and camelCase alike,
// and the resource's other helpers stay.
const held = [{ resources: { posts: {} } }, { connect: [{ name: 'post', path: 'latest', controller: 'posts', action: 'latest' }] }] as const
const snakeHeld = defineRoutes(held)
expectTypeOf(snakeHeld.helpers.post_path()).toEqualTypeOf<string>()
// @ts-expect-error: `post` is the plain route's, which takes no id
snakeHeld.helpers.post_path(1)
expectTypeOf(snakeHeld.helpers.edit_post_path(1)).toEqualTypeOf<string>()
const camelHeld = defineRoutes(held, { camelCase: true })
expectTypeOf(camelHeld.helpers.postPath()).toEqualTypeOf<string>()
// @ts-expect-error: the same under camelCase
camelHeld.helpers.postPath(1)
expectTypeOf(camelHeld.helpers.editPostPath(1)).toEqualTypeOf<string>()
