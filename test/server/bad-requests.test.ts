/**
 * What the handler core does when things around a controller go wrong.
 * - A handler that returns a Response-looking plain object (`{ status, headers }`) is a handler
 *   that "did not return a Response": 500 with a body and `onError` told (before: the web handler
 *   passed the object on as its "Response"; under toNodeListener a 500 without a body, onError never
 *   called).
 * - An `onError` that throws does not make the handler reject (its doc: "it never rejects").
 * - Under toNodeListener, a request whose Host header is not `host[:port]` is a 400 before any
 *   handler runs (before: building the web Request threw, the handler's error was lost, 500
 *   empty; then: served with a `ctx.request` on localhost), and a failing handler reaches
 *   `onError` and answers a 500 page.
 */
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'
import { createRequestHandler, respond, toNodeListener } from '../../src/server/index'

const routes = defineRoutes({ resources: { posts: { only: ['index', 'show'] } } } as const)
const errors: unknown[] = []
const handler = createRequestHandler(
  routes,
  {
    posts: {
      index: () => ({ status: 200, headers: {} }) as unknown as Response,
      show: (ctx) => {
        if (ctx.params.id === 'url') return respond.html(new URL(ctx.request.url).pathname)
        throw new Error('original failure')
      },
    },
  },
  { onError: (e) => void errors.push(e) },
)

describe('a handler returning a Response-looking plain object', () => {
  it('is a 500 (web handler), onError told', async () => {
    errors.length = 0
    const response = await handler(new Request('http://example.com/posts.json'))
    expect(response).toBeInstanceOf(Response)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ errors: ["We're sorry, but something went wrong."] })
    expect(String(errors[0])).toContain('posts#index did not return a Response')
  })
})

describe('an onError that throws', () => {
  it('does not make the handler reject', async () => {
    const fragile = createRequestHandler(
      routes,
      { posts: { index: () => respond.head(), show: () => Promise.reject(new Error('boom')) } },
      {
        onError: () => {
          throw new Error('logger down')
        },
      },
    )
    const response = await fragile(new Request('http://example.com/posts/1.xml'))
    expect(response.status).toBe(500)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
  })
})

describe('toNodeListener: a Host header that is not host[:port]', () => {
  let server: Server
  let port: number
  beforeAll(async () => {
    server = createServer(toNodeListener(handler))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  const raw = (text: string): Promise<string> =>
    new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text))
      let out = ''
      socket.on('data', (d) => (out += d))
      socket.on('end', () => resolve(out))
      socket.on('error', () => resolve(out))
    })

  it('is a 400 naming the header, before any handler runs (a Request built from it would carry a wrong URL)', async () => {
    errors.length = 0
    const out = await raw('GET /posts/url HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n')
    expect(out.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request')
    expect(out).toContain('malformed Host header &#34;a b&#34;: expected host[:port]')
    expect(errors).toEqual([])
  })

  it("with a valid Host, a failing handler's error reaches onError; the client gets the 500 page", async () => {
    errors.length = 0
    const out = await raw('GET /posts/1.json HTTP/1.1\r\nHost: example.com\r\nConnection: close\r\n\r\n')
    expect(out.split('\r\n')[0]).toBe('HTTP/1.1 500 Internal Server Error')
    expect(out).toContain(`{"errors":["We're sorry, but something went wrong."]}`)
    expect(errors.map(String)).toEqual(['Error: original failure'])
  })
})
