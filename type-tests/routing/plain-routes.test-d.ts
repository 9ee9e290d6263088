/**
 * Plain routes' controller/action as the runtime routes them (src/routing/expand/plain.ts):
 * without an `:action` segment the action is the `action` option, else `index`; with one, the
 * `action` option is only the segment's default, so any action is recognized. `urlFor` takes a
 * hash without `action` for such routes (the runtime reads a missing action as `index`).
 */
import { expectTypeOf } from 'expect-type'
import { defineRoutes, type Recognized } from '../../src/index'

const decl = {
  connect: [
    { name: 'about', path: 'about', controller: 'pages' },
    { name: 'pa', path: 'posts/:action', controller: 'posts', action: 'list' },
  ],
} as const
const routes = defineRoutes(decl)
type R = Recognized<typeof decl>

// A plain route without :action and without an action option routes `index` (recognizePath('/about')).
expectTypeOf<Extract<R, { controller: 'pages' }>['action']>().toEqualTypeOf<'index'>()
// An action option with an :action segment is its default: recognizePath('/posts/show') gives 'show'.
expectTypeOf<Extract<R, { controller: 'posts' }>['action']>().toEqualTypeOf<string>()
const p = routes.recognizePath('/posts/show')
if (p.controller === 'posts') {
  expectTypeOf(p.action).toEqualTypeOf<string>()
}
if (p.controller === 'pages') {
  // @ts-expect-error — /about only routes index
  p.action === 'show'
  expectTypeOf(p.action).toEqualTypeOf<'index'>()
}

// urlFor: the about route is pages#index, so { controller: 'pages' } picks it (runtime: '/about').
expectTypeOf(routes.urlFor({ controller: 'pages', only_path: true })).toEqualTypeOf<string>()
expectTypeOf(routes.urlFor({ controller: 'pages', action: 'index', only_path: true })).toEqualTypeOf<string>()
// @ts-expect-error — pages has no show route
routes.urlFor({ controller: 'pages', action: 'show', only_path: true })
// An :action segment takes any action, and none (runtime: '/posts/index', '/posts/show').
expectTypeOf(routes.urlFor({ controller: 'posts', action: 'show', only_path: true })).toEqualTypeOf<string>()
expectTypeOf(routes.urlFor({ controller: 'posts', only_path: true })).toEqualTypeOf<string>()

// The catch-all: any controller, action optional (runtime: urlFor({ controller: 'foo' }) is '/foo').
const catchAll = defineRoutes({ resources: { posts: {} }, connect: [':controller/:action/:id'] } as const)
expectTypeOf(catchAll.urlFor({ controller: 'foo', only_path: true })).toEqualTypeOf<string>()
expectTypeOf(catchAll.urlFor({ controller: 'foo', action: 'bar', id: 3, only_path: true })).toEqualTypeOf<string>()
// @ts-expect-error — a controller is needed (runtime: 'urlFor needs a controller (or use_route)')
catchAll.urlFor({ action: 'bar', only_path: true })
