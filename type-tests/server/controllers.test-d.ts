/**
 * createRequestHandler with controllers written inline (the natural form): each handler's
 * context is typed from the routes — no implicit any, params per route, helpers typed.
 */
import { expectTypeOf } from 'expect-type'
import { defineRoutes } from '../../src/index'
import { createRequestHandler, respond } from '../../src/server/index'

const routes = defineRoutes({ resources: { posts: { only: ['index', 'show'], resources: { comments: { only: ['create'] } } } } } as const)

createRequestHandler(routes, {
  posts: {
    index: (ctx) => {
      expectTypeOf(ctx.params.action).toEqualTypeOf<'index'>()
      // @ts-expect-error: the index route has no id
      ctx.params.id
      return respond.ok(ctx, [], 'posts')
    },
    show: (ctx) => {
      expectTypeOf(ctx.params.id).toEqualTypeOf<string>()
      expectTypeOf(ctx.helpers.post_path).toBeFunction()
      return respond.ok(ctx, { id: ctx.params.id }, 'post')
    },
  },
  comments: {
    create: (ctx) => {
      expectTypeOf(ctx.params.post_id).toEqualTypeOf<string>()
      return respond.head(201)
    },
  },
})

// A handler for an action removed by `only` is a compile error…
createRequestHandler(routes, {
  posts: {
    index: () => respond.head(),
    show: () => respond.head(),
    // @ts-expect-error: posts#destroy is not routed
    destroy: () => respond.head(),
  },
  comments: { create: () => respond.head() },
})

// …and so is a missing handler for a routed action.
// @ts-expect-error: comments#create has no handler
createRequestHandler(routes, { posts: { index: () => respond.head(), show: () => respond.head() }, comments: {} })
