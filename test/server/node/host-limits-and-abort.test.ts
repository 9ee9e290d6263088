/**
 * toNodeListener over a real loopback socket: the Host header checked (400 for one that is not
 * host[:port], 403 outside `allowedHosts`), the handler's body limit inherited, and
 * `ctx.request.signal` aborted when the client goes away.
 */
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineRoutes } from '../../../src/index'
import { createRequestHandler, respond, toNodeListener } from '../../../src/server/index'
import { listen, type Listening } from '../../support/listen'

const routes = defineRoutes({ resources: { posts: { only: ['index', 'create'] } } } as const)
const onError = vi.fn()
let aborted: Promise<unknown> = Promise.resolve()
let started: () => void = () => {}
/** Resolved by the test once the server has seen the client go (for `?late=1`). */
let clientGone: Promise<void> = Promise.resolve()
let lateSignal: AbortSignal | undefined
const controllers = {
  posts: {
    index: async (ctx: { request: Request; query: Record<string, unknown> }) => {
      if (ctx.query['late'] === '1') {
        // The web Request (and its signal) is built only now, after the client went away.
        started()
        await clientGone
        lateSignal = ctx.request.signal
        return respond.head(200)
      }
      if (ctx.query['wait'] !== '1') return respond.html(new URL(ctx.request.url).host)
      const signal = ctx.request.signal
      aborted = new Promise((resolve) => signal.addEventListener('abort', () => resolve(signal.reason)))
      started()
      return aborted.then(() => respond.head(200))
    },
    create: () => respond.head(201),
  },
}
let open: Listening
let guarded: Listening

beforeAll(async () => {
  open = await listen(toNodeListener(createRequestHandler(routes, controllers as never, { onError, maxBodyBytes: 64 })))
  guarded = await listen(
    toNodeListener(
      createRequestHandler(routes, controllers as never, { onError, allowedHosts: ['example.com', '.example.org', /api[0-9]+\.test/] }),
    ),
  )
})
afterAll(async () => {
  await open.close()
  await guarded.close()
})

/** Sends a raw HTTP/1.1 request and returns the status line's code. */
function raw(url: string, lines: string[]): Promise<number> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(lines.join('\r\n') + '\r\n\r\n'))
    let data = ''
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1')
      const m = /^HTTP\/1\.1 (\d{3})/.exec(data)
      if (m) {
        socket.destroy()
        resolve(Number(m[1]))
      }
    })
    socket.on('error', reject)
  })
}

describe('the Host header', () => {
  it.each(['evil.com/admin?', 'user@example.com', 'a b', 'example.com:99999', 'exa\\mple.com'])(
    '%j is a 400 and onError is not needed',
    async (host) => {
      expect(await raw(open.url, ['GET /posts HTTP/1.1', `Host: ${host}`, 'Connection: close'])).toBe(400)
      expect(onError).not.toHaveBeenCalled()
    },
  )

  it('host[:port] is served, and ctx.request.url carries it', async () => {
    const res = await fetch(`${open.url}/posts`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe(new URL(open.url).host)
    expect(await raw(open.url, ['GET /posts HTTP/1.1', 'Host: [::1]:8080', 'Connection: close'])).toBe(200)
  })

  it('allowedHosts answers 403 for a host outside the list (names, .domain, RegExp)', async () => {
    const status = (host: string) => raw(guarded.url, ['GET /posts HTTP/1.1', `Host: ${host}`, 'Connection: close'])
    expect(await status('example.com')).toBe(200)
    expect(await status('EXAMPLE.com:8080')).toBe(200)
    expect(await status('example.org')).toBe(200)
    expect(await status('www.example.org')).toBe(200)
    expect(await status('api12.test')).toBe(200)
    expect(await status('evil.com')).toBe(403)
    expect(await status('example.com.evil.com')).toBe(403)
    expect(await status('notexample.org')).toBe(403)
    expect(await status('xapi1.test')).toBe(403)
  })
})

describe('limits inherited from the handler', () => {
  it('the handler maxBodyBytes is the adapter one', async () => {
    const res = await fetch(`${open.url}/posts.json`, {
      method: 'POST',
      body: 'x'.repeat(65),
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(413)
    expect(
      (await fetch(`${open.url}/posts.json`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(201)
  })
})

describe('a client going away', () => {
  it('aborts ctx.request.signal', async () => {
    const running = new Promise<void>((resolve) => (started = resolve))
    const { hostname, port } = new URL(open.url)
    const socket = connect(Number(port), hostname, () => socket.write(`GET /posts?wait=1 HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`))
    await running
    socket.destroy()
    expect(await aborted).toBeInstanceOf(Error)
  })

  it('gives a request built after the client went away a signal already aborted', async () => {
    const running = new Promise<void>((resolve) => (started = resolve))
    let markGone: () => void = () => {}
    clientGone = new Promise((resolve) => (markGone = resolve))
    // The server's side of the connection closing (the response's own 'close' runs in the same turn).
    open.server.once('connection', (serverSide) => serverSide.once('close', () => setImmediate(markGone)))
    const { hostname, port } = new URL(open.url)
    const socket = connect(Number(port), hostname, () => socket.write(`GET /posts?late=1 HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`))
    await running
    socket.destroy()
    await clientGone
    await vi.waitFor(() => expect(lateSignal).toBeDefined())
    expect(lateSignal!.aborted).toBe(true)
    expect(lateSignal!.reason).toBeInstanceOf(Error)
  })
})
