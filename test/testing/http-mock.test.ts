/** HttpMock: declared responses matched on method, path, headers and body; recorded requests. */
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource } from '../../src/client/index'
import { HttpMock, InvalidRequestError } from '../../src/testing/index'

// ActiveResource 2.3 test/http_mock_test.rb, ported to HttpMock.fetch; plus body matching,
// request recording, usability as a class or global transport, and the InvalidRequestError listing.
const FORMAT_HEADER = { GET: 'Accept', PUT: 'Content-Type', POST: 'Content-Type', DELETE: 'Accept', HEAD: 'Accept' } as const
type Method = keyof typeof FORMAT_HEADER
const METHODS: Method[] = ['POST', 'PUT', 'GET', 'DELETE', 'HEAD']
const declare = (method: Method) => (method === 'DELETE' ? 'delete' : (method.toLowerCase() as 'get' | 'post' | 'put' | 'head'))

const request = (method: Method, path: string, headers: Record<string, string> = {}, body?: string): Promise<Response> => {
  const init: RequestInit = { method, headers }
  if (body !== undefined) init.body = body
  return HttpMock.fetch(`http://example.com${path}`, init)
}

beforeEach(() => HttpMock.reset())

describe.each(METHODS)('%s', (method) => {
  const header = FORMAT_HEADER[method]

  it('responds to a simple request', async () => {
    HttpMock.respondTo((mock) => mock[declare(method)]('/people/1', { [header]: 'application/xml' }, 'Response'))
    expect(await (await request(method, '/people/1', { [header]: 'application/xml' })).text()).toBe('Response')
  })

  it('responds only when the declared headers match (names case-insensitive)', async () => {
    HttpMock.respondTo((mock) => mock[declare(method)]('/people/1', { 'X-Header': 'X' }, 'Response'))
    expect(await (await request(method, '/people/1', { 'x-header': 'X', Other: 'y' })).text()).toBe('Response')
    await expect(request(method, '/people/1')).rejects.toBeInstanceOf(InvalidRequestError)
    await expect(request(method, '/people/1', { 'X-Header': 'Y' })).rejects.toBeInstanceOf(InvalidRequestError)
  })

  it('ignores request headers when none are declared', async () => {
    HttpMock.respondTo((mock) => mock[declare(method)]('/people/1', {}, 'Response'))
    expect(await (await request(method, '/people/1', { [header]: 'application/json' })).text()).toBe('Response')
  })

  it('tells responses to the same path apart by the format header', async () => {
    HttpMock.respondTo((mock) => {
      mock[declare(method)]('/people/1', { [header]: 'application/json' }, 'JSON')
      mock[declare(method)]('/people/1', { [header]: 'application/xml' }, 'XML')
    })
    expect(await (await request(method, '/people/1', { [header]: 'application/xml' })).text()).toBe('XML')
    expect(await (await request(method, '/people/1', { [header]: 'application/json' })).text()).toBe('JSON')
  })

  it('raises InvalidRequestError when no response matches', async () => {
    HttpMock.respondTo((mock) => mock[declare(method)]('/people/1', { [header]: 'application/xml' }, 'XML'))
    await expect(request(method, '/people/1', { [header]: 'application/json' })).rejects.toBeInstanceOf(InvalidRequestError)
  })
})

describe('HttpMock', () => {
  it('matches the path with its query exactly', async () => {
    HttpMock.respondTo((m) => m.get('/people.xml?a=1&b=2', {}, 'q'))
    expect(await (await request('GET', '/people.xml?a=1&b=2')).text()).toBe('q')
    await expect(request('GET', '/people.xml?b=2&a=1')).rejects.toThrow(InvalidRequestError)
    await expect(request('GET', '/people.xml')).rejects.toThrow(InvalidRequestError)
  })

  it('matches the request body where one is declared', async () => {
    HttpMock.respondTo((m) => {
      m.post('/people.xml', {}, 'first', 201, {}, { body: '<a/>' })
      m.post('/people.xml', {}, 'second', 201, {}, { body: /<b>/ })
    })
    expect(await (await request('POST', '/people.xml', {}, '<a/>')).text()).toBe('first')
    expect(await (await request('POST', '/people.xml', {}, 'x<b>y')).text()).toBe('second')
    HttpMock.respondTo((m) => m.put('/people/1.xml', {}, 'third', 200, {}, '<c/>'))
    expect(await (await request('PUT', '/people/1.xml', {}, '<c/>')).text()).toBe('third')
    await expect(request('PUT', '/people/1.xml', {}, '<d/>')).rejects.toThrow(
      /Declared responses:\n {2}PUT \/people\/1\.xml \{\} body "<c\/>" → 200/,
    )
    await expect(request('POST', '/people.xml', {}, '<c/>')).rejects.toThrow(InvalidRequestError)
  })

  it('sets status, message and response headers', async () => {
    HttpMock.respondTo((m) => {
      m.post('/people.xml', {}, null, 201, { Location: '/people/5.xml' })
      m.get('/gone.xml', {}, 'x', '410 Gone for good')
      m.delete('/people/1.xml', {}, 'ignored', 204)
    })
    const created = await request('POST', '/people.xml')
    expect([created.status, created.statusText, created.headers.get('location'), await created.text()]).toEqual([
      201,
      'Created',
      '/people/5.xml',
      '',
    ])
    const gone = await request('GET', '/gone.xml')
    expect([gone.status, gone.statusText]).toEqual([410, 'Gone for good'])
    const deleted = await request('DELETE', '/people/1.xml')
    expect([deleted.status, await deleted.text()]).toEqual([204, ''])
  })

  it('records every request, matched or not', async () => {
    HttpMock.respondTo((m) => m.get('/a', {}, 'a'))
    await request('GET', '/a', { Accept: 'application/xml' })
    await request('PUT', '/b', { 'Content-Type': 'application/xml' }, '<b/>').catch(() => undefined)
    expect(HttpMock.requests).toHaveLength(2)
    expect(HttpMock.requests[0]).toMatchObject({ method: 'GET', path: '/a', body: null })
    expect(HttpMock.requests[0]?.headers['accept']).toBe('application/xml')
    expect(HttpMock.requests[0]?.headers['ACCEPT']).toBe('application/xml')
    expect(HttpMock.requests[1]).toMatchObject({ method: 'PUT', path: '/b', body: '<b/>' })
  })

  it('replaces the declared set at each respondTo and clears on reset', async () => {
    HttpMock.respondTo((m) => m.get('/a', {}, 'a'))
    HttpMock.respondTo((m) => m.get('/b', {}, 'b'))
    await expect(request('GET', '/a')).rejects.toThrow(InvalidRequestError)
    expect(HttpMock.responses.map((r) => r.path)).toEqual(['/b'])
    HttpMock.reset()
    expect(HttpMock.requests).toEqual([])
    expect(HttpMock.responses).toEqual([])
  })

  it('lists the declared responses in the error', async () => {
    HttpMock.respondTo((m) => {
      m.get('/people/1.xml', { Accept: 'application/xml' }, 'x')
      m.post('/people.xml', {}, null, 201)
    })
    const error = (await request('GET', '/people/2.xml', { Accept: 'application/xml' }).catch((e: unknown) => e)) as InvalidRequestError
    expect(error).toBeInstanceOf(InvalidRequestError)
    expect(error.message).toBe(
      'No response recorded for GET /people/2.xml { Accept: application/xml }\nDeclared responses:\n  GET /people/1.xml { Accept: application/xml } → 200\n  POST /people.xml {} → 201',
    )
    expect(error.request.path).toBe('/people/2.xml')
  })

  it('is usable unbound, with a URL or a Request', async () => {
    HttpMock.respondTo((m) => m.put('/r', { 'X-A': '1' }, 'ok', 200, {}, { body: 'payload' }))
    const { fetch } = HttpMock
    const response = await fetch(new Request('http://x/r', { method: 'PUT', headers: { 'X-A': '1' }, body: 'payload' }))
    expect(await response.text()).toBe('ok')
    HttpMock.respondTo((m) => m.get('/u?x=1', {}, 'u'))
    expect(await (await fetch(new URL('http://x/u?x=1'))).text()).toBe('u')
  })

  it('plugs in for one class or for every class, without patching globals', async () => {
    const globalFetch = globalThis.fetch
    class One extends Resource {
      static override site = 'http://one.example'
    }
    class Two extends Resource {
      static override site = 'http://two.example'
    }
    One.fetch = HttpMock.fetch
    expect(Two.fetch).toBeNull()
    HttpMock.respondTo((m) => {
      m.get('/ones/1.xml', {}, '<one><id type="integer">1</id></one>')
      m.get('/twos/1.xml', {}, '<two><id type="integer">1</id></two>')
    })
    expect((await One.find(1)).id).toBe(1)
    Resource.fetch = HttpMock.fetch
    try {
      expect((await Two.find(1)).id).toBe(1)
    } finally {
      Resource.fetch = null
    }
    expect(globalThis.fetch).toBe(globalFetch)
  })

  it('passes InvalidRequestError through the client unchanged', async () => {
    class Three extends Resource {
      static override site = 'http://three.example'
    }
    Three.fetch = HttpMock.fetch
    HttpMock.respondTo()
    await expect(Three.find(1)).rejects.toThrow(/No response recorded for GET \/threes\/1\.xml \{ Accept: application\/xml \}/)
  })

  it('refuses declarations it cannot honour', () => {
    expect(() => HttpMock.respondTo((m) => m.get('people', {}, ''))).toThrow(/must start with '\/'/)
    expect(() => HttpMock.respondTo((m) => m.get('/p', {}, '', 'teapot'))).toThrow(/is not "<code> <message>"/)
  })
})

/**
 * HttpMock matches a request body against a declared RegExp; a RegExp with the `g` or
 * `y` flag keeps `lastIndex` between `test` calls, so the same request matched once and then
 * failed. A declared response must match the same request every time.
 */
const post = (body: string) => HttpMock.fetch('http://api.example.com/people.json', { method: 'POST', body })

describe('HttpMock body RegExp', () => {
  it('a global RegExp matches the same body on every request', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, '{}', 201, {}, { body: /"name":"Matz"/g }))
    for (let i = 0; i < 3; i++) expect((await post('{"name":"Matz"}')).status).toBe(201)
  })

  it('a sticky RegExp too, and a non-matching body still rejects', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, '{}', 201, {}, /Matz/y))
    // sticky: anchored where the match starts, which is 0 for every request
    expect((await post('Matz')).status).toBe(201)
    expect((await post('Matz')).status).toBe(201)
    await expect(post('Koichi')).rejects.toBeInstanceOf(InvalidRequestError)
  })
})
