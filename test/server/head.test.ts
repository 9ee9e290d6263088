/**
 * HEAD is answered as GET without a body (README, server) — also when the answer is an
 * error the handler core writes itself (404 no route, 405 wrong verb, 404 no action, 500), not
 * only for what a controller returns. Checked through the web-standard handler, where no
 * `node:http` strips the body. The HEAD answer keeps the Content-Length the GET answer would
 * have (Rack::Head), when that body is all there.
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

describe('HEAD responses keep the Content-Length of the GET answer', () => {
  const lengthOf = async (method: string, path: string, accept?: string) => {
    const response = await handler(new Request(`http://example.com${path}`, { method, headers: accept ? { accept } : {} }))
    const body = new Uint8Array(await response.arrayBuffer())
    return { length: response.headers.get('content-length'), bytes: body.byteLength }
  }

  it("for controller answers and the core's own errors", async () => {
    for (const [path, accept] of [
      ['/posts/1.xml'],
      ['/posts.json'],
      ['/posts/%C3%A9t%C3%A9.json'],
      ['/nope'],
      ['/posts/500', 'application/json'],
    ] as const) {
      const get = await lengthOf('GET', path, accept)
      const head = await lengthOf('HEAD', path, accept)
      expect(head.bytes).toBe(0)
      expect(Number(head.length)).toBe(get.bytes)
      expect(get.bytes).toBeGreaterThan(0)
    }
  })

  const streamed = (chunks: string[], then: 'end' | 'wait') =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
        if (then === 'end') controller.close()
      },
    })
  const streaming = createRequestHandler(defineRoutes({ resources: { feeds: { only: ['show'] } } } as const), {
    feeds: {
      show: (ctx) =>
        ctx.params.id === 'sized'
          ? new Response('a fixed body', { headers: { 'content-length': '12' } })
          : new Response(streamed(['héllo ', 'world'], ctx.params.id === 'live' ? 'wait' : 'end')),
    },
  })
  const headOf = (id: string) => streaming(new Request(`http://example.com/feeds/${id}`, { method: 'HEAD' }))

  it('for a stream that is all there: its byte length', async () => {
    const response = await headOf('done')
    expect(response.headers.get('content-length')).toBe(String(new TextEncoder().encode('héllo world').byteLength))
    expect(await response.text()).toBe('')
  })

  it('keeps a Content-Length the controller set', async () => {
    expect((await headOf('sized')).headers.get('content-length')).toBe('12')
  })

  it('gives none for a stream still being produced (sent chunked), without waiting for it', async () => {
    const response = await headOf('live')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBeNull()
    expect(await response.text()).toBe('')
  })
})
