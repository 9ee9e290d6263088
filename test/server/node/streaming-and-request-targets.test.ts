/**
 * ToNodeListener over a real loopback socket.
 * - A streamed response body (a ReadableStream a handler returns) reaches the client as it is
 *   produced, not once the stream has ended (before: the adapter buffered the whole body, so an
 *   event stream or a long download sent nothing until it finished).
 * - A stream that fails after the headers went out cuts the connection (the client sees a broken
 *   body, not a complete one); a client that goes away cancels the stream.
 * - An absolute-form request target (`GET http://host/path HTTP/1.1`, RFC 9112 3.2.2, which
 *   servers must accept) is routed by its path (before: 404 for the whole URL).
 */
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'
import { createRequestHandler, respond, toNodeListener } from '../../../src/server/index'

const routes = defineRoutes({ resources: { events: { only: ['index', 'show'] } } } as const)
let release: () => void = () => {}
let cancelled = false
const handler = createRequestHandler(
  routes,
  {
    events: {
      index: (ctx) => {
        const fail = ctx.query['fail'] === '1'
        let step = 0
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            step++
            if (step === 1) controller.enqueue(new TextEncoder().encode('data: one\n\n'))
            else if (step === 2) {
              await new Promise<void>((resolve) => (release = resolve))
              if (fail) controller.error(new Error('backend went away'))
              else controller.enqueue(new TextEncoder().encode('data: two\n\n'))
            } else controller.close()
          },
          cancel() {
            cancelled = true
          },
        })
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
      },
      show: (ctx) => respond.ok(ctx, { id: Number(ctx.params.id) }, 'event'),
    },
  },
  { onError: () => {} },
)

let server: Server
let base: string
let port: number
beforeAll(async () => {
  server = createServer(toNodeListener(handler))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  base = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  release()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function raw(text: string, wait = 300): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    let out = ''
    socket.on('data', (d) => (out += d))
    socket.on('error', () => {})
    setTimeout(() => (socket.destroy(), resolve(out)), wait)
  })
}

describe('toNodeListener streams response bodies', () => {
  it('the first chunk arrives before the stream ends', async () => {
    const response = await fetch(`${base}/events`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    const reader = response.body!.getReader()
    const first = await Promise.race([
      reader.read().then((r) => new TextDecoder().decode(r.value)),
      new Promise((resolve) => setTimeout(() => resolve('nothing within 1 s'), 1000)),
    ])
    expect(first).toBe('data: one\n\n')
    release()
    let rest = ''
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += new TextDecoder().decode(r.value)
    expect(rest).toBe('data: two\n\n')
  })

  it('a stream failing after the headers cuts the body', async () => {
    const response = await fetch(`${base}/events?fail=1`)
    expect(response.status).toBe(200)
    const text = response.text()
    setTimeout(() => release(), 50)
    await expect(text).rejects.toThrow()
  })

  it('a client going away cancels the stream', async () => {
    cancelled = false
    const controller = new AbortController()
    const response = await fetch(`${base}/events`, { signal: controller.signal })
    await response.body!.getReader().read()
    controller.abort()
    await new Promise((resolve) => setTimeout(resolve, 100))
    release()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(cancelled).toBe(true)
  })

  it('a body known in advance keeps its Content-Length', async () => {
    const response = await fetch(`${base}/events/3.json`)
    expect(response.headers.get('content-length')).toBe(String('{"id":3}'.length))
  })
})

describe('toNodeListener: absolute-form request target', () => {
  it('is routed by its path and query', async () => {
    const out = await raw(`GET http://127.0.0.1:${port}/events/4.json?x=1 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)
    expect(out.split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
    expect(out).toContain('{"id":4}')
  })
})

describe('toNodeListener: a body always ready and endless', () => {
  it('is streamed, not buffered until memory runs out', async () => {
    let pulled = 0
    const endless = createRequestHandler(defineRoutes({ resources: { ticks: { only: ['index'] } } } as const), {
      ticks: {
        index: () =>
          new Response(
            new ReadableStream<Uint8Array>({
              pull(controller) {
                pulled++
                controller.enqueue(new Uint8Array(64 * 1024).fill(120))
              },
            }),
          ),
      },
    })
    const s = createServer(toNodeListener(endless))
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
    try {
      const controller = new AbortController()
      const response = await Promise.race([
        fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/ticks`, { signal: controller.signal }),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000)),
      ])
      expect(response?.status).toBe(200)
      const { value } = await response!.body!.getReader().read()
      expect(value!.length).toBeGreaterThan(0)
      controller.abort()
      expect(pulled).toBeLessThan(1000)
    } finally {
      s.closeAllConnections()
      await new Promise((resolve) => s.close(resolve))
    }
  })
})
