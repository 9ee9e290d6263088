// Class settings: static headers fields and static blocks, headers written through subclasses before
// and after first use, site userinfo as Basic auth, defaults. Through the public entry points
// `src/client/index.ts` and `src/testing/index.ts`, as a user imports them.
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource } from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'
import { Comment } from './support'

beforeEach(() => HttpMock.reset())

describe('class settings', () => {
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

describe('headers through a subclass once the classes are in use', () => {
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
