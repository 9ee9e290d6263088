/**
 * A real loopback node:http server for the connection tests (ActiveResource 2.3
 * test/connection_test.rb, ported): it records each request it sees and answers fixed paths —
 * `/people/1.xml`, `/echo.json` (the request headers), `/echo/<ms>.json` (the same after a delay),
 * `/slow.xml` and `/slowbody.xml` (3 s), `/moved.xml` (301), `/status/<code>.xml`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { Resource, encodeXml } from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'

export const matzXml = encodeXml({ id: 1, name: 'Matz' }, { root: 'person' })

/** A request the server saw. */
export interface Seen {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

/** The server of one test file: where it listens, what it saw, and classes pointed at it. */
export interface Loopback {
  readonly origin: string
  readonly port: number
  /** The requests seen since the test began. */
  readonly seen: Seen[]
  /** A Resource class named `name` whose site is the server, with `settings` set. */
  live(name: string, settings?: Partial<Record<'site' | 'timeout' | 'user' | 'password', unknown>>): typeof Resource
  /** The server's request listener (records the request in `seen`), for another server to answer as it does. */
  readonly handle: (req: IncomingMessage, res: ServerResponse) => void
  /** Listens on a free loopback port with `s`, its sockets destroyed after the file's tests. */
  listen(s: Server): Promise<number>
}

function handler(seen: Seen[]): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const url = req.url ?? '/'
      if (url === '/people/1.xml') {
        res.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8' }).end(matzXml)
      } else if (url === '/echo.json') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(req.headers))
      } else if (url.startsWith('/echo/')) {
        // echo after a delay given in the path, to interleave concurrent requests
        const delay = Number(url.split('/')[2]?.split('.')[0])
        setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(req.headers)), delay)
      } else if (url === '/slow.xml') {
        const timer = setTimeout(() => res.writeHead(200).end(matzXml), 3000)
        res.on('close', () => clearTimeout(timer))
      } else if (url === '/slowbody.xml') {
        res.writeHead(200, { 'Content-Type': 'application/xml' })
        res.write('<person>')
        const timer = setTimeout(() => res.end('</person>'), 3000)
        res.on('close', () => clearTimeout(timer))
      } else if (url === '/moved.xml') {
        res.writeHead(301, { Location: '/people/1.xml' }).end()
      } else if (url.startsWith('/status/')) {
        const code = Number(url.slice('/status/'.length, url.indexOf('.')))
        res.writeHead(code, code === 405 ? { Allow: 'GET, POST' } : {}).end(code === 204 || code === 304 ? undefined : `status ${code}`)
      } else {
        res.writeHead(404).end()
      }
    })
  }
}

/**
 * Starts the loopback server before the calling file's tests and stops it after them; before each
 * test, forgets the requests seen and resets HttpMock.
 */
export function useLoopbackServer(): Loopback {
  const seen: Seen[] = []
  const sockets = new Set<Socket>()
  const handle = handler(seen)
  const server = createServer(handle)
  let port = 0
  const listen = (s: Server): Promise<number> => {
    s.on('connection', (socket: Socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)))
  }
  beforeAll(async () => {
    port = await listen(server)
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })
  beforeEach(() => {
    seen.length = 0
    HttpMock.reset()
  })
  return {
    get origin() {
      return `http://127.0.0.1:${port}`
    },
    get port() {
      return port
    },
    seen,
    handle,
    live(name, settings = {}) {
      const cls = { [name]: class extends Resource {} }[name] as typeof Resource
      cls.site = this.origin
      for (const [k, v] of Object.entries(settings)) (cls as unknown as Record<string, unknown>)[k] = v
      return cls
    },
    listen,
  }
}
