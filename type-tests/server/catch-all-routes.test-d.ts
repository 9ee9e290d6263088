/**
 * Controllers for routes whose action comes from the path (`:controller/:action/:id`,
 * `pages/:action`). Such a route reaches every action of the controllers it names, so a handler
 * for an action only it routes is not "a handler for an unrouted action" (docs/server.md) and must be
 * accepted; the actions named by other routes are still required, and each handler's params
 * name its own controller (not the union the `:controller` segment recognizes).
 */
import { expectTypeOf } from 'expect-type'
import { defineRoutes } from '../../src/index'
import { createRequestHandler, respond } from '../../src/server/index'

const routes = defineRoutes({
  resources: { posts: { only: ['index'] } },
  connect: [
    ':controller/:action/:id',
    { path: 'hello', controller: 'greet', action: 'hi' },
    { path: 'pages/:action/:slug', controller: 'pages' },
  ],
} as const)

// posts#show is routed by the catch-all (/posts/show/1): its handler is accepted, params typed.
createRequestHandler(routes, {
  posts: {
    index: (ctx) => {
      expectTypeOf(ctx.params.action).toEqualTypeOf<'index'>()
      expectTypeOf(ctx.params.controller).toEqualTypeOf<'posts'>()
      return respond.head()
    },
    show: (ctx) => {
      expectTypeOf(ctx.params.controller).toEqualTypeOf<'posts'>()
      expectTypeOf(ctx.params.action).toEqualTypeOf<string>()
      expectTypeOf(ctx.params.id).toEqualTypeOf<string | undefined>()
      return respond.head()
    },
  },
  greet: { hi: () => respond.head(), wave: () => respond.head() },
  pages: {
    about: (ctx) => {
      expectTypeOf(ctx.params.controller).toEqualTypeOf<'pages'>()
      // the catch-all reaches pages too (/pages/about/1): slug only from pages/:action/:slug
      if ('slug' in ctx.params) expectTypeOf(ctx.params.slug).toEqualTypeOf<string>()
      return respond.head()
    },
  },
})

// The positive twin of the refusal below: the named actions are enough.
createRequestHandler(routes, { posts: { index: () => respond.head() }, greet: { hi: () => respond.head() }, pages: {} })

// A named action is still required although the catch-all reaches every action.
// @ts-expect-error: posts#index has no handler
createRequestHandler(routes, { posts: { show: () => respond.head() }, greet: { hi: () => respond.head() }, pages: {} })

// Without a :controller/:action route, an unrouted action stays a compile error.
const plain = defineRoutes({ resources: { posts: { only: ['index'] } } } as const)
createRequestHandler(plain, { posts: { index: () => respond.head() } })
// @ts-expect-error: posts#show is not routed
createRequestHandler(plain, { posts: { index: () => respond.head(), show: () => respond.head() } })

// A `:controller` route without `:action` routes `<controller>#index` for every controller the
// routes name (`/posts` → posts#index): that handler is required, not refused as unrouted.
const bare = defineRoutes({
  resources: { posts: { only: ['show'] } },
  connect: [':controller', { path: 'p/:id', controller: 'pages', action: 'show' }],
} as const)
createRequestHandler(bare, {
  posts: {
    show: () => respond.head(),
    index: (ctx) => {
      expectTypeOf(ctx.params.controller).toEqualTypeOf<'posts'>()
      expectTypeOf(ctx.params.action).toEqualTypeOf<'index'>()
      return respond.head()
    },
  },
  pages: { show: () => respond.head(), index: () => respond.head() },
})
// @ts-expect-error: posts#index (reached through /posts) has no handler
createRequestHandler(bare, { posts: { show: () => respond.head() }, pages: { show: () => respond.head(), index: () => respond.head() } })
