// ActiveResource 2.3 test/connection_test.rb, ported, against HttpMock and a real loopback
// node:http server: the status table, time-outs, TLS failures, network failures, proxy, logging,
// redirect: 'manual', and no header leakage between classes or concurrent requests.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  BadRequest,
  ClientError,
  ConnectionError,
  ForbiddenAccess,
  MethodNotAllowed,
  Redirection,
  Resource,
  ResourceConflict,
  ResourceGone,
  ResourceInvalid,
  ResourceNotFound,
  SSLError,
  STATUS_ERRORS,
  ServerError,
  TimeoutError,
  UnauthorizedAccess,
  encodeXml,
  type FetchInit,
  type FetchLike,
} from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'

const matzXml = encodeXml({ id: 1, name: 'Matz' }, { root: 'person' })

// ---------------------------------------------------------------------------------------------
// A loopback server
// ---------------------------------------------------------------------------------------------

interface Seen {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}
const seen: Seen[] = []
const sockets = new Set<Socket>()

function handler(req: IncomingMessage, res: ServerResponse): void {
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

let server: Server
let origin: string
let port: number

function listen(s: Server): Promise<number> {
  s.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)))
}

beforeAll(async () => {
  server = createServer(handler)
  port = await listen(server)
  origin = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  seen.length = 0
  HttpMock.reset()
})

const live = (name: string, settings: Partial<Record<'site' | 'timeout' | 'user' | 'password', unknown>> = {}): typeof Resource => {
  const cls = { [name]: class extends Resource {} }[name] as typeof Resource
  cls.site = origin
  for (const [k, v] of Object.entries(settings)) (cls as unknown as Record<string, unknown>)[k] = v
  return cls
}

// ---------------------------------------------------------------------------------------------
// The status table
// ---------------------------------------------------------------------------------------------

describe('handle_response (HttpMock)', () => {
  class Person extends Resource {
    static override site = 'http://localhost'
  }
  Person.fetch = HttpMock.fetch

  const expectStatus = async (code: number, errorClass: (new (...args: never[]) => Error) | null): Promise<void> => {
    HttpMock.respondTo((m) => m.get(`/people/${code}.xml`, {}, '', code))
    const result = await Person.send('GET', `/people/${code}.xml`).catch((e: unknown) => e)
    if (errorClass === null) {
      expect(result, String(code)).toMatchObject({ status: code })
    } else {
      expect(result, String(code)).toBeInstanceOf(errorClass)
      expect((result as ConnectionError).response?.status, String(code)).toBe(code)
      expect(result?.constructor, String(code)).toBe(errorClass)
    }
  }

  it('treats 2xx and 3xx (but 301 and 302) as success', async () => {
    for (const code of [200, 201, 204, 299, 300, 303, 304, 307, 399]) await expectStatus(code, null)
  })

  it('maps each error status to its class', async () => {
    const table: [number, new (...args: never[]) => Error][] = [
      [301, Redirection],
      [302, Redirection],
      [400, BadRequest],
      [401, UnauthorizedAccess],
      [403, ForbiddenAccess],
      [404, ResourceNotFound],
      [405, MethodNotAllowed],
      [409, ResourceConflict],
      [410, ResourceGone],
      [422, ResourceInvalid],
      [402, ClientError],
      [499, ClientError],
      [500, ServerError],
      [503, ServerError],
      [599, ServerError],
      [199, ConnectionError],
      [600, ConnectionError],
    ]
    for (const [code, errorClass] of table) await expectStatus(code, errorClass)
    expect([...STATUS_ERRORS.keys()]).toEqual([301, 302, 400, 401, 403, 404, 405, 409, 410, 422])
  })

  it('names unknown statuses and writes Rails messages', async () => {
    HttpMock.respondTo((m) => {
      m.get('/a.xml', {}, '', 600)
      m.get('/b.xml', {}, '', '404 Missing')
      m.get('/c.xml', {}, '', 302, { Location: 'http://elsewhere/x' })
    })
    await expect(Person.send('GET', '/a.xml')).rejects.toThrow('Unknown response code: 600')
    await expect(Person.send('GET', '/b.xml')).rejects.toThrow('Failed.  Response code = 404.  Response message = Missing.')
    await expect(Person.send('GET', '/c.xml')).rejects.toThrow(
      'Failed.  Response code = 302.  Response message = Found. => http://elsewhere/x',
    )
  })

  it('gives the allowed methods of a 405', async () => {
    HttpMock.respondTo((m) => m.get('/people/1.xml', {}, '', 405, { Allow: 'get, post' }))
    const error = (await Person.find(1).catch((e: unknown) => e)) as MethodNotAllowed
    expect(error).toBeInstanceOf(MethodNotAllowed)
    expect(error.allowedMethods).toEqual(['GET', 'POST'])
  })

  it('carries the conflicting record on a 409', async () => {
    HttpMock.respondTo((m) => m.put('/people/1.xml', {}, matzXml, 409, { 'Content-Type': 'application/xml' }))
    const error = (await new Person({ id: 1 }).save().catch((e: unknown) => e)) as ResourceConflict
    expect(error.response?.body).toBe(matzXml)
    expect(error.response?.headers.get('content-type')).toBe('application/xml')
  })

  it('decodes collections of one and of none', async () => {
    HttpMock.respondTo((m) => {
      m.get('/people_single_elements.xml', {}, encodeXml([{ id: 1, name: 'Matz' }], { root: 'people-single-elements' }))
      m.get('/people_empty_elements.xml', {}, encodeXml([], { root: 'people-empty-elements' }))
    })
    const single = await Person.find('all', { from: '/people_single_elements.xml' })
    expect(single.map((p) => p['name'])).toEqual(['Matz'])
    expect(await Person.find('all', { from: '/people_empty_elements.xml' })).toEqual([])
  })

  it('HEAD gives a blank body', async () => {
    HttpMock.respondTo((m) => m.head('/people/1.xml', {}, null, 200))
    const response = await Person.send('HEAD', '/people/1.xml')
    expect([response.status, response.body]).toEqual([200, ''])
  })
})

// ---------------------------------------------------------------------------------------------
// The transport
// ---------------------------------------------------------------------------------------------

describe('fetch', () => {
  it('is called with the URL, method, headers, body and redirect: "manual"', async () => {
    const calls: [string, FetchInit][] = []
    const spy: FetchLike = (input, init) => {
      calls.push([input, init])
      return Promise.resolve(new Response(null, { status: 204 }))
    }
    class Spied extends Resource {
      static override site = 'http://api.example.com:8080/'
      static override headers = { 'X-Api-Key': 'k' }
    }
    Spied.fetch = spy
    await Spied.put('promote', { position: 'Manager' })
    expect(calls).toEqual([
      [
        'http://api.example.com:8080/spieds/promote.xml?position=Manager',
        {
          method: 'PUT',
          headers: { 'Content-Type': 'application/xml', 'X-Api-Key': 'k' },
          body: '',
          redirect: 'manual',
          signal: expect.any(AbortSignal),
        },
      ],
    ])
  })

  it('uses the global fetch by default (a real loopback server)', async () => {
    const People = live('Person')
    const matz = await People.find(1)
    expect(matz['name']).toBe('Matz')
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/people/1.xml' })
    expect(seen[0]?.headers['accept']).toBe('application/xml')
  })

  it('reaches 301 responses instead of following them', async () => {
    const People = live('Person')
    const error = await People.find('one', { from: '/moved.xml' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Redirection)
    expect((error as Error).message).toMatch(/Response code = 301\..*=> \/people\/1\.xml$/)
    expect(seen.map((s) => s.url)).toEqual(['/moved.xml'])
  })

  it('maps real statuses, with Allow of a 405', async () => {
    const People = live('Person')
    await expect(People.send('GET', '/status/404.xml')).rejects.toBeInstanceOf(ResourceNotFound)
    await expect(People.send('GET', '/status/502.xml')).rejects.toBeInstanceOf(ServerError)
    const error = (await People.send('DELETE', '/status/405.xml').catch((e: unknown) => e)) as MethodNotAllowed
    expect(error.allowedMethods).toEqual(['GET', 'POST'])
    expect(error.response?.body).toBe('status 405')
    expect((await People.send('GET', '/status/204.xml')).status).toBe(204)
  })

  it('accepts a transport whose response headers are not a Headers instance', async () => {
    class Duck extends Resource {
      static override site = 'http://duck.example'
    }
    Duck.fetch = () =>
      Promise.resolve({
        status: 201,
        statusText: 'Created',
        headers: {
          get: (n: string) => (n.toLowerCase() === 'location' ? '/ducks/9.xml' : null),
          forEach: (cb: (v: string, n: string) => void) => cb('/ducks/9.xml', 'location'),
        },
        text: () => Promise.resolve(''),
      })
    const d = new Duck()
    expect(await d.save()).toBe(true)
    expect(d.id).toBe('9')
  })
})

describe('failures', () => {
  it('times out after `timeout` seconds waiting for the response', async () => {
    const Slow = live('Slow', { timeout: 0.2 })
    const started = performance.now()
    const error = await Slow.find('one', { from: '/slow.xml' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as TimeoutError).response).toBeNull()
    expect((error as Error).message).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/slow\.xml timed out after 0\.2s/)
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('times out while reading a slow body', async () => {
    const Slow = live('Slow', { timeout: 0.2 })
    await expect(Slow.find('one', { from: '/slowbody.xml' })).rejects.toBeInstanceOf(TimeoutError)
  })

  it('times out even with a transport that ignores the signal', async () => {
    class Stuck extends Resource {
      static override site = 'http://stuck.example'
      static override timeout = 0.05
    }
    Stuck.fetch = () => new Promise(() => undefined)
    await expect(Stuck.find(1)).rejects.toThrow(/GET http:\/\/stuck\.example\/stucks\/1\.xml timed out after 0\.05s/)
  })

  it("turns a transport's DOMException named TimeoutError (AbortSignal.timeout()) into a TimeoutError", async () => {
    class Timed extends Resource {
      static override site = 'http://timed.example'
    }
    Timed.fetch = () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))
    const error = await Timed.find(1).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as Error).message).toBe('GET http://timed.example/timeds/1.xml timed out: The operation was aborted due to timeout')
    expect((error as TimeoutError).cause).toBeInstanceOf(DOMException)
  })

  it("turns the platform's own AbortSignal.timeout() expiring inside the transport into a TimeoutError", async () => {
    class Hurried extends Resource {
      static override site = origin
    }
    Hurried.fetch = (url, init) =>
      globalThis.fetch(url, { ...init, signal: AbortSignal.timeout(50) } as RequestInit) as ReturnType<FetchLike>
    await expect(Hurried.find('one', { from: '/slow.xml' })).rejects.toBeInstanceOf(TimeoutError)
  })

  it('keeps another DOMException (an abort) a ConnectionError', async () => {
    class Aborted extends Resource {
      static override site = 'http://aborted.example'
    }
    Aborted.fetch = () => Promise.reject(new DOMException('The operation was aborted', 'AbortError'))
    const error = await Aborted.find(1).catch((e: unknown) => e)
    expect(error?.constructor).toBe(ConnectionError)
  })

  it('does not time out without a timeout or within it', async () => {
    const Quick = live('Person', { timeout: 5 })
    expect((await Quick.find(1))['name']).toBe('Matz')
  })

  it('turns a refused connection into a ConnectionError naming it', async () => {
    const closed = createServer()
    const closedPort = await listen(closed)
    await new Promise((resolve) => closed.close(resolve))
    class Gone extends Resource {
      static override site = `http://127.0.0.1:${closedPort}`
    }
    const error = await Gone.find(1).catch((e: unknown) => e)
    expect(error?.constructor).toBe(ConnectionError)
    expect((error as Error).message).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/gones\/1\.xml failed: .*ECONNREFUSED/)
    expect((error as ConnectionError).response).toBeNull()
  })

  it('turns a TLS failure into an SSLError', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tr-tls-'))
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
        ],
        { stdio: 'ignore' },
      )
      const tls = createHttpsServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, handler)
      const tlsPort = await listen(tls)
      try {
        class Secure extends Resource {
          static override site = `https://127.0.0.1:${tlsPort}`
        }
        const error = await Secure.find(1).catch((e: unknown) => e)
        expect(error).toBeInstanceOf(SSLError)
        expect((error as Error).message).toMatch(/TLS failure/)
        expect(seen).toHaveLength(0)
      } finally {
        tls.closeAllConnections()
        await new Promise((resolve) => tls.close(resolve))
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses a class without site before sending', async () => {
    class Nowhere extends Resource {}
    Nowhere.fetch = HttpMock.fetch
    await expect(Nowhere.find(1)).rejects.toThrow('Nowhere.site is not set')
    expect(HttpMock.requests).toHaveLength(0)
  })
})

describe('proxy', () => {
  it('sends requests through an HTTP proxy (undici ProxyAgent)', async () => {
    const tunnels: string[] = []
    const pipes: Socket[] = []
    const proxy = createServer((req, res) => {
      tunnels.push(`absolute ${req.url}`)
      res.writeHead(502).end()
    })
    proxy.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
      tunnels.push(`CONNECT ${req.url}`)
      const [host, targetPort] = (req.url ?? '').split(':')
      pipes.push(client)
      const upstream = connect(Number(targetPort), host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
        upstream.write(head)
        upstream.pipe(client)
        client.pipe(upstream)
      })
      pipes.push(upstream)
      upstream.on('error', () => client.destroy())
      client.on('error', () => upstream.destroy())
    })
    const proxyPort = await listen(proxy)
    try {
      const Proxied = live('Person')
      Proxied.proxy = `http://127.0.0.1:${proxyPort}`
      const matz = await Proxied.find(1)
      expect(matz['name']).toBe('Matz')
      expect(tunnels.length).toBe(1)
      expect(tunnels[0]).toMatch(new RegExp(`(CONNECT 127\\.0\\.0\\.1:${port}|absolute http://127\\.0\\.0\\.1:${port}/people/1\\.xml)`))
    } finally {
      for (const pipe of pipes) pipe.destroy()
      proxy.closeAllConnections()
      await new Promise((resolve) => proxy.close(resolve))
    }
  })
})

describe('proxy without undici (an optional peer dependency)', () => {
  afterAll(() => {
    vi.doUnmock('undici')
    vi.resetModules()
  })

  it('fails the request with the install command, before sending anything', async () => {
    vi.resetModules()
    vi.doMock('undici', () => {
      throw Object.assign(new Error("Cannot find package 'undici'"), { code: 'ERR_MODULE_NOT_FOUND' })
    })
    const fresh = await import('../../src/client/index')
    const sent: string[] = []
    class Proxied extends fresh.Resource {}
    Proxied.site = 'http://api.example'
    Proxied.proxy = 'http://proxy.example:8080'
    Proxied.fetch = async (url) => {
      sent.push(url)
      throw new Error('not reached')
    }
    await expect(Proxied.find(1)).rejects.toThrow('a proxy needs the undici package (Node only): npm install undici')
    expect(sent).toEqual([])
  })
})

describe('logging', () => {
  it('logs the request, then status, message, body length and duration', async () => {
    const lines: string[] = []
    const People = live('Person')
    People.logger = { info: (line: string) => lines.push(line) }
    await People.find(1)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe(`GET http://127.0.0.1:${port}/people/1.xml`)
    expect(lines[1]).toMatch(new RegExp(`^--> 200 OK ${Buffer.byteLength(matzXml)} \\(\\d+\\.\\dms\\)$`))
  })

  it('writes the default port, and logs nothing without a logger', async () => {
    const lines: string[] = []
    class Logged extends Resource {
      static override site = 'http://example.com'
    }
    Logged.fetch = HttpMock.fetch
    HttpMock.respondTo((m) => m.get('/loggeds/1.xml', {}, '<logged><name>é</name></logged>', 200))
    await Logged.find(1)
    Logged.logger = { info: (line: string) => lines.push(line) }
    await Logged.find(1)
    expect(lines[0]).toBe('GET http://example.com:80/loggeds/1.xml')
    expect(lines[1]).toMatch(/^--> 200 OK 32 \(\d+\.\dms\)$/)
  })
})

describe('isolation', () => {
  it('sends each class its own headers and credentials, also concurrently', async () => {
    const Alpha = live('Alpha', { user: 'alpha', password: 'a' })
    const Beta = live('Beta')
    Alpha.headers['X-Who'] = 'alpha'
    Beta.headers['X-Who'] = 'beta'
    // later requests are answered first: the server delays each by (12 - i) * 5 ms
    const direct = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const cls = i % 2 === 0 ? Alpha : Beta
        return cls.send('GET', `/echo/${(12 - i) * 5}.json`).then((r) => [cls.name, JSON.parse(r.body) as Record<string, string>] as const)
      }),
    )
    for (const [name, headers] of direct) {
      expect(headers['x-who']).toBe(name.toLowerCase())
      expect(headers['authorization'] !== undefined).toBe(name === 'Alpha')
    }
  })

  it('reads the settings of the moment for every request (nothing cached)', async () => {
    const People = live('Person')
    People.headers['X-Turn'] = '1'
    const first = JSON.parse((await People.send('GET', '/echo.json')).body) as Record<string, string>
    People.headers['X-Turn'] = '2'
    People.user = 'late'
    const second = JSON.parse((await People.send('GET', '/echo.json')).body) as Record<string, string>
    expect([first['x-turn'], first['authorization']]).toEqual(['1', undefined])
    expect([second['x-turn'], second['authorization']]).toEqual(['2', `Basic ${Buffer.from('late:').toString('base64')}`])
  })

  it('lets class headers override the defaults, case-insensitively', async () => {
    const People = live('Person')
    People.headers['accept'] = 'text/plain'
    const echoed = JSON.parse((await People.send('GET', '/echo.json')).body) as Record<string, string>
    expect(echoed['accept']).toBe('text/plain')
  })
})
