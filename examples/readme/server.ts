/**
 * The README's server example, compiled by `npm test` (tsc -p .) so it cannot drift.
 * Run it: `npx tsx examples/readme/server.ts`, then `curl http://127.0.0.1:3001/posts/1.json`.
 */
import { createServer } from 'node:http'
import { defineRoutes } from '../../src/index'
import { createRequestHandler, respond, toNodeListener } from '../../src/server/index'

const routes = defineRoutes({ resources: { posts: { only: ['index', 'show', 'create'] } } } as const)
const posts = new Map<number, { id: number; title: string }>([[1, { id: 1, title: 'Hello' }]])

const handler = createRequestHandler(routes, {
  posts: {
    index: (ctx) => respond.ok(ctx, [...posts.values()], 'posts'),
    show: (ctx) => {
      const post = posts.get(Number(ctx.params.id)) // ctx.params: { controller: 'posts', action: 'show', id: string, format?: string }
      return post ? respond.ok(ctx, post, 'post') : respond.notFound(ctx, `Couldn't find Post with ID=${ctx.params.id}`)
    },
    create: (ctx) => {
      const attrs = (ctx.body as { post?: { title?: string } }).post ?? {}
      if (!attrs.title) return respond.invalid(ctx, { title: ["can't be blank"] })
      const post = { id: posts.size + 1, title: attrs.title }
      posts.set(post.id, post)
      return respond.created(ctx, post, 'post', ctx.helpers.post_path(post.id))
    },
  },
})

if (import.meta.url === `file://${process.argv[1]}`) {
  createServer(toNodeListener(handler)).listen(3001, '127.0.0.1')
}
export { handler }
