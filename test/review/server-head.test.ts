/**
 * Review: HEAD is answered as GET without a body (README, server) — also when the answer is an
 * error the handler core writes itself (404 no route, 405 wrong verb, 404 no action, 500), not
 * only for what a controller returns. Checked through the web-standard handler, where no
 * `node:http` strips the body.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'
import { createRequestHandler, respond } from '../../src/server/index'

const routes = defineRoutes({ resources: { posts: { only: ['index', 'show', 'create'] } } } as const)
const handler = createRequestHandler(
  routes,
  {
    posts: {
      index: (ctx) => respond.ok(ctx, [], 'posts'),
      show: (ctx) => {
        if (ctx.params.id === '500') throw new Error('boom')
        return respond.ok(ctx, { id: Number(ctx.params.id) }, 'post')
      },
      create: () => respond.head(201),
    },
  },
  { onError: () => {} },
)

async function head(path: string, accept?: string) {
  const response = await handler(new Request(`http://example.com${path}`, { method: 'HEAD', headers: accept ? { accept } : {} }))
  return { status: response.status, allow: response.headers.get('allow'), body: await response.text() }
}

describe('HEAD responses have no body', () => {
  it('a routed GET', async () => {
    expect(await head('/posts/1.xml')).toEqual({ status: 200, allow: null, body: '' })
  })
  it('no route: 404', async () => {
    expect(await head('/nope')).toEqual({ status: 404, allow: null, body: '' })
    expect(await head('/nope.json')).toEqual({ status: 404, allow: null, body: '' })
  })
  it('a path routed for other verbs only: 405 with Allow', async () => {
    const routesPostOnly = defineRoutes({ resources: { posts: { only: ['create'] } } } as const)
    const h = createRequestHandler(routesPostOnly, { posts: { create: () => respond.head(201) } })
    const response = await h(new Request('http://example.com/posts', { method: 'HEAD' }))
    expect([response.status, response.headers.get('allow'), await response.text()]).toEqual([405, 'POST', ''])
  })
  it('a handler that throws: 500', async () => {
    expect(await head('/posts/500', 'application/json')).toEqual({ status: 500, allow: null, body: '' })
  })
})
