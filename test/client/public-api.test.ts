/**
 * API.md section B (resource client), checked through the public entry points
 * `src/client/index.ts` and `src/testing/index.ts` as a user imports them. Only what the module
 * tests do not already cover convincingly: the section's example run end to end, and edges.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { ConnectionError, Redirection, Resource, ResourceNotFound, decodeXml, encodeXml, type Format } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'

const J = (v: unknown) => JSON.stringify(v)

class Person extends Resource {
  static override site = 'http://api.example.com/'
  static override format: Format = 'json'
  static override headers: Record<string, string> = { 'X-Api-Key': 'k' }
  static override fetch = HttpMock.fetch
  declare name: string
}
class Comment extends Resource {
  static override site = 'http://api.example.com/posts/:post_id/'
  static override format: Format = 'json'
  static override fetch = HttpMock.fetch
}

beforeEach(() => HttpMock.reset())

describe('B: the example of API.md, request by request', () => {
  it('finds, saves, creates, destroys, deletes, exists, custom methods', async () => {
    HttpMock.respondTo((m) => {
      m.get('/people/1.json', { 'x-api-key': 'k' }, J({ person: { id: 1, name: 'Matz' } }))
      m.get(
        '/people.json?title=CEO',
        {},
        J([
          { id: 1, name: 'Matz' },
          { id: 2, name: 'David' },
        ]),
      )
      m.get('/companies/1/manager.json', {}, J({ id: 3, name: 'Boss' }))
      m.get('/people/managers.json', {}, J([{ id: 3, name: 'Boss' }]))
      m.get('/posts/5/comments.json', {}, J([{ id: 7, body: 'hi' }]))
      m.post('/people.json', {}, '', 201, { Location: 'http://api.example.com/people/12.json' })
      m.put('/people/12.json', {}, '', 204)
      m.delete('/people/12.json', {}, '', 200)
      m.delete('/people/1.json', {}, '', 200)
      m.head('/people/1.json', {}, '', 200)
      m.get('/people/retired.json', {}, J([{ id: 9, name: 'Old' }]))
      m.put('/people/12/promote.json?position=Manager', {}, '', 204)
    })
    const p = await Person.find(1)
    expect(p).toBeInstanceOf(Person)
    expect([p.id, p.name, p.isNew()]).toEqual([1, 'Matz', false])
    const all = await Person.find('all', { params: { title: 'CEO' } })
    expect(all.map((x) => x.name)).toEqual(['Matz', 'David'])
    expect((await Person.find('first', { params: { title: 'CEO' } }))!.name).toBe('Matz')
    expect((await Person.find('last', { params: { title: 'CEO' } }))!.name).toBe('David')
    expect((await Person.find('one', { from: '/companies/1/manager.json' }))!.name).toBe('Boss')
    expect((await Person.find('all', { from: 'managers' })).map((x) => x.id)).toEqual([3])
    const cs = await Comment.find('all', { params: { post_id: 5 } })
    expect(cs.map((c) => [c.id, c.prefixOptions])).toEqual([[7, { post_id: 5 }]])
    const q = new Person({ name: 'Matz' })
    expect(q.isNew()).toBe(true)
    expect(await q.save()).toBe(true)
    expect(q.id).toBe('12')
    q.name = 'Yukihiro'
    expect(await q.save()).toBe(true)
    await q.destroy()
    await Person.delete(1)
    expect(await Person.exists(1)).toBe(true)
    expect((await Person.get('retired')) as unknown).toEqual([{ id: 9, name: 'Old' }])
    const res = await q.put('promote', { position: 'Manager' })
    expect(res.status).toBe(204)
    expect(HttpMock.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /people/1.json',
      'GET /people.json?title=CEO',
      'GET /people.json?title=CEO',
      'GET /people.json?title=CEO',
      'GET /companies/1/manager.json',
      'GET /people/managers.json',
      'GET /posts/5/comments.json',
      'POST /people.json',
      'PUT /people/12.json',
      'DELETE /people/12.json',
      'DELETE /people/1.json',
      'HEAD /people/1.json',
      'GET /people/retired.json',
      'PUT /people/12/promote.json?position=Manager',
    ])
    // the POST body is the record; the PUT custom method's body defaults to ''
    expect(JSON.parse(HttpMock.requests[7]!.body!)).toEqual({ name: 'Matz' })
    expect(HttpMock.requests[13]!.body).toBe('')
    const created = HttpMock.requests[7]!
    expect(created.headers['content-type']).toBe('application/json')
    expect(HttpMock.requests[0]!.headers['accept']).toBe('application/json')
  })

  it('Person.create returns the saved record', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, J({ id: 4, name: 'Koichi' }), 201, { Location: '/people/4.json' }))
    const k = await Person.create({ name: 'Koichi' })
    expect(k).toBeInstanceOf(Person)
    expect([k.id, k.name, k.isNew()]).toEqual([4, 'Koichi', false])
  })
})

describe('B: class settings', () => {
  // A class's `headers` holds its own entries; a request sends the class chain's headers merged,
  // the nearest class winning. The one JavaScript limit is pinned down below (README, Client).
  it("a static headers FIELD is the declaring class's own object until first use: a subclass write lands there (documented limit)", () => {
    // JavaScript defines a static field on the class itself; no code of Resource runs for it, so a
    // write through a subclass before any use reaches the declaring class's object (README, Client).
    class Api extends Resource {
      static override site = 'http://api.example.com/'
      static override headers: Record<string, string> = { 'X-Api-Key': 'k' }
    }
    class Manager extends Api {}
    Manager.headers['X'] = 'v'
    expect(Api.headers['X']).toBe('v')
    expect(Resource.headers['X']).toBeUndefined()
  })

  it('headers assigned in a static block are isolated per subclass from the start (the documented way)', async () => {
    class Api extends Resource {
      static override site = 'http://api.example.com/'
      static override fetch = HttpMock.fetch
      static {
        this.headers = { 'X-Api-Key': 'k' }
      }
    }
    class Boss extends Api {}
    class Other extends Api {}
    Boss.headers['X-Boss'] = '1'
    expect(Api.headers).toEqual({ 'X-Api-Key': 'k' })
    expect(Other.headers['X-Boss']).toBeUndefined()
    expect(Boss.headers).toEqual({ 'X-Boss': '1' }) // its own entries; Api's are merged when sending
    HttpMock.respondTo((m) => {
      m.get('/apis/1.xml', {}, '<api><id type="integer">1</id></api>')
      m.get('/bosses/1.xml', {}, '<boss><id type="integer">1</id></boss>')
    })
    await Api.find(1)
    await Boss.find(1)
    expect(HttpMock.requests[0]!.headers['x-boss']).toBeUndefined()
    expect(HttpMock.requests[0]!.headers['x-api-key']).toBe('k')
    expect(HttpMock.requests[1]!.headers['x-boss']).toBe('1')
    expect(HttpMock.requests[1]!.headers['x-api-key']).toBe('k')
  })

  it('after the class is first used, a headers write through a subclass changes that subclass only', () => {
    class Api extends Resource {
      static override site = 'http://api.example.com/'
      static override headers: Record<string, string> = { 'X-Api-Key': 'k' }
    }
    class Manager extends Api {}
    Api.collectionPath() // any use
    Manager.headers['X'] = 'v'
    expect(Api.headers['X']).toBeUndefined()
    expect(Manager.headers).toEqual({ X: 'v' })
  })

  it('site userinfo gives Basic auth; explicit user/password win; userinfo is not sent in the URL', async () => {
    class Secured extends Resource {
      static override site = 'http://david:test123@localhost:3000/'
      static override fetch = HttpMock.fetch
    }
    expect(Secured.user).toBe('david')
    expect(Secured.password).toBe('test123')
    HttpMock.respondTo((m) => m.get('/secureds/1.xml', {}, '<secured><id type="integer">1</id></secured>'))
    await Secured.find(1)
    expect(HttpMock.requests[0]!.headers['authorization']).toBe(`Basic ${btoa('david:test123')}`)
    class Override extends Secured {}
    Override.user = 'alice'
    Override.password = 'pw'
    HttpMock.respondTo((m) => m.get('/overrides/1.xml', {}, '<override><id type="integer">1</id></override>'))
    await Override.find(1)
    expect(HttpMock.requests[0]!.headers['authorization']).toBe(`Basic ${btoa('alice:pw')}`)
    expect(Secured.user).toBe('david')
  })

  it('unset settings read as null (timeout: 60 s, Net::HTTP read_timeout); prefix derives from the site path', () => {
    class Bare extends Resource {}
    expect([Bare.site, Bare.user, Bare.password, Bare.timeout, Bare.proxy, Bare.logger]).toEqual([null, null, null, 60, null, null])
    expect(Comment.prefix).toBe('/posts/:post_id/')
    expect(Comment.collectionPath({ post_id: 5 })).toBe('/posts/5/comments.json')
    expect(Comment.elementPath(3, { post_id: 5 }, { a: [1, 2], b: null })).toBe('/posts/5/comments/3.json?a%5B%5D=1&a%5B%5D=2&b=')
  })
})

describe('B: records', () => {
  it('clone(): a new record without id and without nested records; equals()', () => {
    const p = new Person({ id: 1, name: 'Matz', address: { id: 2, street: 'x' }, tags: ['a'] })
    const c = p.clone()
    expect(c.isNew()).toBe(true)
    expect(c.id).toBeUndefined()
    expect(c.toParam()).toBeNull()
    expect(c.attributes).toEqual({ name: 'Matz', tags: ['a'] })
    expect(p.equals(p)).toBe(true)
    expect(p.equals(new Person({ id: 1 }))).toBe(true)
    expect(p.equals(c)).toBe(false)
    expect(new Person().equals(new Person())).toBe(false)
    class Other extends Resource {
      static override site = 'http://api.example.com/'
    }
    expect(p.equals(new Other({ id: 1 }) as never)).toBe(false)
    expect(new Comment({ id: 1 }, { post_id: 1 } as never).equals(new Comment({ id: 1 }, { post_id: 2 } as never))).toBe(false)
  })

  it('idFromResponse: the last path segment of Location, without extension', () => {
    const p = new Person()
    expect(p.idFromResponse(new Response(null, { status: 201, headers: { Location: 'http://x/people/42.json' } }) as never)).toBe('42')
  })
})

describe('B: responses and errors', () => {
  it('301/302 are Redirection errors naming Location; 303–399 are success', async () => {
    HttpMock.respondTo((m) => {
      m.get('/people/1.json', {}, '', 301, { Location: 'http://elsewhere.example/people/1.json' })
      m.get('/people/2.json', {}, '', 302, { Location: '/people/22.json' })
      m.get('/people/3.json', {}, J({ id: 3, name: 'See other' }), 303, { Location: '/elsewhere' })
    })
    const e1 = await Person.find(1).catch((e: unknown) => e)
    expect(e1).toBeInstanceOf(Redirection)
    expect((e1 as Error).message).toContain('http://elsewhere.example/people/1.json')
    expect((e1 as Redirection).response!.status).toBe(301)
    const e2 = await Person.find(2).catch((e: unknown) => e)
    expect(e2).toBeInstanceOf(Redirection)
    expect((e2 as Error).message).toContain('/people/22.json')
    const seeOther = await Person.find(3)
    expect([seeOther.id, seeOther.name]).toEqual([3, 'See other'])
  })

  it('a whitespace-only body is not decoded (save after POST keeps the attributes)', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, ' \n\t ', 201, { Location: '/people/8.json' }))
    const p = new Person({ name: 'W' })
    expect(await p.save()).toBe(true)
    expect([p.id, p.name]).toEqual(['8', 'W'])
  })

  it('an error carries the response in the web Response shape, with the body text', async () => {
    HttpMock.respondTo((m) => m.get('/people/99.json', {}, 'gone away', 404, { 'X-Why': 'because' }))
    const e = (await Person.find(99).catch((x: unknown) => x)) as ResourceNotFound
    expect(e).toBeInstanceOf(ResourceNotFound)
    expect([e.response!.status, e.response!.headers.get('x-why'), e.response!.body]).toEqual([404, 'because', 'gone away'])
  })

  it('an unknown status is a ConnectionError naming it', async () => {
    HttpMock.respondTo((m) => m.get('/people/1.json', {}, '', 600))
    const e = await Person.find(1).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ConnectionError)
    expect((e as Error).message).toMatch(/600/)
  })

  it('removed API sends nothing', async () => {
    HttpMock.respondTo()
    await expect(Person.find('/people/1.json' as never)).rejects.toThrow()
    await expect(Person.find('all', { title: 'x' } as never)).rejects.toThrow(/params/)
    expect(HttpMock.requests).toEqual([])
  })
})

describe('B: logging', () => {
  it('logs `GET http://host:port/path` then `--> 200 OK <length> (<ms>ms)`', async () => {
    const lines: string[] = []
    class Logged extends Resource {
      static override site = 'http://api.example.com/'
      static override fetch = HttpMock.fetch
      static override logger = { info: (line: string) => void lines.push(line) }
    }
    const body = '<logged><id type="integer">1</id></logged>'
    HttpMock.respondTo((m) => m.get('/loggeds/1.xml', {}, body, 200))
    await Logged.find(1)
    expect(lines[0]).toBe('GET http://api.example.com:80/loggeds/1.xml')
    expect(lines[1]).toMatch(new RegExp(`^--> 200 OK ${body.length} \\(\\d+(\\.\\d+)?ms\\)$`))
    expect(lines).toHaveLength(2)
  })
})

describe('B: Resource.register namespace resolution', () => {
  it('own namespace, then outer ones, then global; otherwise a created class sharing site and prefix', () => {
    class GlobalTag extends Resource {
      static override site = 'http://g/'
      static override elementName = 'tag'
    }
    class ApiTag extends Resource {
      static override site = 'http://a/'
      static override elementName = 'tag'
    }
    class V1Owner extends Resource {
      static override site = 'http://v1/'
      static override elementName = 'owner'
    }
    class V1Post extends Resource {
      static override site = 'http://v1/posts/:blog_id/'
      static override elementName = 'post'
    }
    Resource.register(GlobalTag)
    Resource.register(ApiTag, 'Api')
    Resource.register(V1Owner, 'Api.V1')
    Resource.register(V1Post, 'Api.V1')
    const p = new V1Post({ id: 1, tag: { id: 2 }, owner: { id: 3 }, gadgets: [{ id: 4 }] }, { blog_id: 9 } as never)
    const attrs = p.attributes as Record<string, unknown>
    expect(attrs['tag']).toBeInstanceOf(ApiTag)
    expect(attrs['owner']).toBeInstanceOf(V1Owner)
    const gadget = (attrs['gadgets'] as Resource[])[0]!
    const G = gadget.constructor as typeof Resource
    expect(G.elementName).toBe('gadget')
    expect(G.site).toBe('http://v1/posts/:blog_id/')
    expect(G.prefix).toBe('/posts/:blog_id/')
    // a created class resolves its own nested keys in the namespace of the record that made it
    const deep = new V1Post({ gadget: { tag: { id: 5 }, parts: [{ tag: { id: 6 } }] } })
    const made = (deep.attributes as Record<string, Resource>)['gadget']!.attributes as Record<string, unknown>
    expect(made['tag']).toBeInstanceOf(ApiTag)
    expect(((made['parts'] as Resource[])[0]!.attributes as Record<string, unknown>)['tag']).toBeInstanceOf(ApiTag)
    expect((deep.attributes as Record<string, Resource>)['gadget']!.constructor).toBe(G)
    class Plain extends Resource {
      static override site = 'http://p/'
    }
    expect((new Plain({ tag: { id: 1 } }).attributes as Record<string, unknown>)['tag']).toBeInstanceOf(GlobalTag)
  })
})

describe('B: headers through a subclass once the classes are in use', () => {
  it('after first use, a write through a subclass stays in it and is sent by it only', async () => {
    class Api extends Resource {
      static override site = 'http://api.example.com/'
      static override fetch = HttpMock.fetch
      static override headers: Record<string, string> = { 'X-Api-Key': 'k' }
    }
    class Boss extends Api {}
    HttpMock.respondTo((m) => {
      m.get('/apis/1.xml', {}, '<api><id type="integer">1</id></api>')
      m.get('/bosses/1.xml', {}, '<boss><id type="integer">1</id></boss>')
    })
    await Boss.find(1)
    Boss.headers['X-Boss'] = '1'
    HttpMock.respondTo((m) => {
      m.get('/apis/1.xml', {}, '<api><id type="integer">1</id></api>')
      m.get('/bosses/1.xml', {}, '<boss><id type="integer">1</id></boss>')
    })
    await Api.find(1)
    await Boss.find(1)
    expect([HttpMock.requests[0]!.headers['x-boss'], HttpMock.requests[0]!.headers['x-api-key']]).toEqual([undefined, 'k'])
    expect([HttpMock.requests[1]!.headers['x-boss'], HttpMock.requests[1]!.headers['x-api-key']]).toEqual(['1', 'k'])
  })
})

describe('B: XML conventions', () => {
  it('decodes Rails types (decimal exact as a string, date and datetime as Date) and nests records', async () => {
    class Doc extends Resource {
      static override site = 'http://api.example.com/'
      static override fetch = HttpMock.fetch
    }
    HttpMock.respondTo((m) =>
      m.get(
        '/docs/1.xml',
        {},
        '<doc><id type="integer">1</id><price type="decimal">1.10</price><born type="date">2020-01-02</born><at type="datetime">2020-01-02T03:04:05+02:00</at><ok type="boolean">false</ok><f type="float">2.5</f><gone nil="true"/><first-name>M</first-name><tags type="array"><tag>a</tag></tags></doc>',
      ),
    )
    const d = await Doc.find(1)
    const a = d.attributes as Record<string, unknown>
    expect(a['price']).toBe('1.10')
    expect((a['born'] as Date).toISOString()).toBe('2020-01-02T00:00:00.000Z')
    expect((a['at'] as Date).toISOString()).toBe('2020-01-02T01:04:05.000Z')
    expect([a['ok'], a['f'], a['gone'], a['first_name'], a['tags']]).toEqual([false, 2.5, null, 'M', ['a']])
  })

  it('a record loaded and saved keeps a date as type="date" (Date#to_xml), a datetime as type="datetime"', () => {
    const decoded = decodeXml('<p><born type="date">2020-01-02</born><at type="datetime">2020-01-02T00:00:00Z</at></p>') as {
      p: Record<string, unknown>
    }
    const xml = encodeXml(decoded.p, { root: 'p' })
    expect(xml).toContain('<born type="date">2020-01-02</born>')
    expect(xml).toContain('<at type="datetime">2020-01-02T00:00:00Z</at>')
    // a Date made in JavaScript is a datetime; a decoded date moved off midnight is one too
    const born = decoded.p['born'] as Date
    born.setUTCHours(5)
    expect(encodeXml({ born, made: new Date(Date.UTC(2020, 0, 2)) }, { root: 'p' })).toContain(
      '<born type="datetime">2020-01-02T05:00:00Z</born>\n  <made type="datetime">2020-01-02T00:00:00Z</made>',
    )
  })
})

describe('B: the transport call', () => {
  it('fetch gets redirect: "manual"; class-level POST/PUT bodies default to ""; headers exact', async () => {
    const seen: Array<{ url: string; method: string | undefined; body: unknown; redirect: unknown; headers: Record<string, string> }> = []
    class Wire extends Resource {
      static override site = 'http://api.example.com/'
      static override format: Format = 'json'
      static override fetch = (async (input: string | URL | Request, init?: RequestInit) => {
        seen.push({
          url: String(input),
          method: init?.method,
          body: init?.body,
          redirect: init?.redirect,
          headers: Object.fromEntries(new Headers(init?.headers).entries()),
        })
        return new Response('', { status: 200 })
      }) as typeof fetch
    }
    await Wire.post('bulk')
    await Wire.put('touch', { at: 1 })
    await Wire.request('delete', 'purge')
    expect(seen.map((s) => [s.method, s.url, s.body, s.redirect])).toEqual([
      ['POST', 'http://api.example.com/wires/bulk.json', '', 'manual'],
      ['PUT', 'http://api.example.com/wires/touch.json?at=1', '', 'manual'],
      ['DELETE', 'http://api.example.com/wires/purge.json', undefined, 'manual'],
    ])
    expect(seen[0]!.headers['content-type']).toBe('application/json')
    expect(seen[2]!.headers['accept']).toBe('application/json')
  })
})

describe('B: error classes', () => {
  it('each status gives its exported class (Rails 2.3 hierarchy), with the response', async () => {
    const {
      BadRequest,
      UnauthorizedAccess,
      ForbiddenAccess,
      MethodNotAllowed,
      ResourceConflict,
      ResourceGone,
      ResourceInvalid,
      ServerError,
      ClientError,
      TimeoutError,
      SSLError,
    } = await import('../../src/client/index')
    const cases: Array<[number, new (...a: never[]) => Error]> = [
      [400, BadRequest],
      [401, UnauthorizedAccess],
      [403, ForbiddenAccess],
      [404, ResourceNotFound],
      [405, MethodNotAllowed],
      [409, ResourceConflict],
      [410, ResourceGone],
      [422, ResourceInvalid],
      [418, ClientError],
      [503, ServerError],
    ]
    HttpMock.respondTo((m) => {
      for (const [status] of cases) m.get(`/people/${status}.json`, {}, '', status, status === 405 ? { Allow: 'get, put' } : {})
    })
    for (const [status, cls] of cases) {
      const e = await Person.find(status).catch((x: unknown) => x)
      expect(e, String(status)).toBeInstanceOf(cls)
      expect(e, String(status)).toBeInstanceOf(ConnectionError)
      expect((e as { response: { status: number } }).response.status).toBe(status)
      if (status === 405) expect((e as InstanceType<typeof MethodNotAllowed>).allowedMethods).toEqual(['GET', 'PUT'])
    }
    for (const cls of [
      BadRequest,
      UnauthorizedAccess,
      ForbiddenAccess,
      ResourceNotFound,
      MethodNotAllowed,
      ResourceConflict,
      ResourceGone,
      ResourceInvalid,
    ])
      expect(cls.prototype).toBeInstanceOf(ClientError)
    for (const cls of [TimeoutError, SSLError, Redirection, ClientError, ServerError]) expect(cls.prototype).toBeInstanceOf(ConnectionError)
  })
})
