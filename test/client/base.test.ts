// ActiveResource 2.3 test/base_test.rb, ported; plus the settings and removed-API points of issue 4.
import { beforeEach, describe, expect, it } from 'vitest'
import { ArgumentError, ResourceConflict, ResourceNotFound, Resource, ServerError, type Format } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'
import { Person, StreetAddress, addy, david, matz, xml } from './fixtures'

const XML = { 'Content-Type': 'application/xml' }

beforeEach(() => {
  HttpMock.respondTo((mock) => {
    mock.get('/people/1.xml', {}, xml('person', matz))
    mock.get('/people/2.xml', {}, xml('person', david))
    mock.get('/people/3.xml', { key: 'value' }, null, 404)
    mock.put('/people/1.xml', {}, null, 204)
    mock.delete('/people/1.xml', {}, null, 200)
    mock.delete('/people/2.xml', {}, null, 400)
    mock.get('/people/99.xml', {}, null, 404)
    mock.post('/people.xml', {}, "<person><name>Rick</name><age type='integer'>25</age></person>", 201, { Location: '/people/5.xml' })
    mock.get('/people.xml', {}, xml('people', [matz, david]))
    mock.get('/people/1/addresses.xml', {}, xml('addresses', [addy]))
    mock.get('/people/1/addresses/1.xml', {}, xml('address', addy))
    mock.get('/people/1/addresses/2.xml', {}, null, 404)
    mock.get('/people/2/addresses/1.xml', {}, null, 404)
    mock.put('/people/1/addresses/1.xml', {}, null, 204)
    mock.delete('/people/1/addresses/1.xml', {}, null, 200)
    mock.post('/people/1/addresses.xml', {}, null, 201, { Location: '/people/1/addresses/5' })
    mock.head('/people/1.xml', {}, null, 200)
    mock.head('/people/99.xml', {}, null, 404)
    mock.head('/people/1/addresses/1.xml', {}, null, 200)
    mock.head('/people/2/addresses/1.xml', {}, null, 404)
    mock.head('/people/1/addresses/2.xml', {}, null, 410)
  })
})

describe('class settings', () => {
  it('reads unset settings as null and defaults as Rails 2.3', () => {
    class Bare extends Resource {}
    expect(Bare.site).toBeNull()
    expect(Bare.user).toBeNull()
    expect(Bare.password).toBeNull()
    expect(Bare.timeout).toBe(60)
    expect(Bare.maxResponseBytes).toBe(10 * 1024 * 1024)
    expect(Bare.proxy).toBeNull()
    expect(Bare.logger).toBeNull()
    expect(Bare.format).toBe('xml')
    expect(Bare.primaryKey).toBe('id')
    expect(Bare.includeRootInJson).toBe(false)
    expect(Bare.prefix).toBe('/')
    expect({ ...Bare.headers }).toEqual({})
  })

  it('uses the superclass site until written, and never writes through to the superclass', () => {
    const Actor = class extends Person {}
    expect(Actor.site).toBe(Person.site)
    Actor.site = 'http://localhost:31337'
    expect(Actor.site).not.toBe(Person.site)
    expect(Person.site).toBe('http://37s.sunrise.i:3000')
    const Jester = class extends Actor {}
    Actor.site = 'http://nomad'
    expect(Jester.site).toBe('http://nomad')
  })

  it('inherits every setting and keeps writes in the subclass', () => {
    class Base extends Resource {
      static override site = 'http://a.example/'
      static override format: Format = 'json'
      static override timeout = 5
      static override user = 'u'
    }
    class Sub extends Base {}
    expect([Sub.site, Sub.format, Sub.timeout, Sub.user]).toEqual(['http://a.example/', 'json', 5, 'u'])
    Sub.format = 'xml'
    Sub.timeout = 1
    expect([Base.format, Base.timeout]).toEqual(['json', 5])
    expect([Sub.format, Sub.timeout]).toEqual(['xml', 1])
  })

  it('refuses bad settings with an error naming them', () => {
    class Bad extends Resource {}
    expect(() => {
      Bad.site = 'not a url'
    }).toThrow(/Bad\.site "not a url" is not a URL/)
    expect(() => {
      Bad.format = 'yaml' as Format
    }).toThrow(/unknown format "yaml"/)
    expect(() => {
      Bad.timeout = -1
    }).toThrow(/timeout must be a number of seconds/)
  })

  it('gives each class its own headers, inheriting the superclass headers', () => {
    const Fruit = class extends Resource {}
    const Apple = class extends Fruit {}
    Fruit.headers['key'] = 'value'
    expect(Apple.headers['key']).toBe('value')
    Apple.headers['key2'] = 'value2'
    Fruit.headers['key3'] = 'value3'
    expect(Apple.headers['key3']).toBe('value3')
    expect(Fruit.headers['key2']).toBeUndefined()
    Apple.headers['key'] = 'apple-value'
    expect(Apple.headers['key']).toBe('apple-value')
    expect(Fruit.headers['key']).toBe('value')
    Fruit.headers['key'] = 'new-value'
    expect(Apple.headers['key']).toBe('apple-value')
    expect(Resource.headers['key']).toBeUndefined()
  })

  it('keeps a write through a subclass out of a class that declared static headers', () => {
    class Api extends Resource {
      static override site = 'http://api.example.com/'
      // annotated: TypeScript infers a static field's type from its initializer alone
      static override headers: Record<string, string> = { 'X-Api-Key': 'k' }
    }
    class Manager extends Api {}
    class Sibling extends Resource {}
    Api.headers['X-Trace'] = '1' // the class itself: its own object
    expect(Resource.headers['X-Trace']).toBeUndefined()
    expect(Sibling.headers['X-Trace']).toBeUndefined()
    // A headers object declared as a static field is adopted when the class is first used
    // (any finder or path, `new`, `Resource.register`); from then on subclass writes stay local.
    expect(Manager.collectionPath()).toBe('/managers.xml')
    Manager.headers['X'] = 'v'
    expect(Api.headers['X']).toBeUndefined()
    expect(Manager.headers['X']).toBe('v')
    expect(Manager.headers['X-Api-Key']).toBe('k')
    expect(Manager.headers['X-Trace']).toBe('1')
  })

  it('derives element and collection names from the class name, ignoring namespaces', () => {
    expect(Person.collectionName).toBe('people')
    class BlogPost extends Resource {}
    expect(BlogPost.elementName).toBe('blog_post')
    expect(BlogPost.collectionName).toBe('blog_posts')
    const Namespaced = { ['Api.V1.Story']: class extends Resource {} }['Api.V1.Story'] as typeof Resource
    expect(Namespaced.elementName).toBe('story')
    expect(StreetAddress.elementName).toBe('address')
    expect(StreetAddress.collectionName).toBe('addresses')
  })
})

describe('paths', () => {
  it('builds collection paths with Rails to_query params', () => {
    expect(Person.collectionPath()).toBe('/people.xml')
    expect(Person.collectionPath({ gender: 'male' })).toBe('/people.xml?gender=male')
    expect(Person.collectionPath({ gender: false })).toBe('/people.xml?gender=false')
    expect(Person.collectionPath({ gender: null })).toBe('/people.xml?gender=')
    expect(Person.collectionPath({ student: true, gender: 'male' })).toBe('/people.xml?gender=male&student=true')
    expect(Person.collectionPath({ name: ['bob', 'your uncle+me', null, false] })).toBe(
      '/people.xml?name%5B%5D=bob&name%5B%5D=your+uncle%2Bme&name%5B%5D=&name%5B%5D=false',
    )
    expect(Person.collectionPath({ struct: { a: [2, 1], b: 'fred' } })).toBe(
      '/people.xml?struct%5Ba%5D%5B%5D=2&struct%5Ba%5D%5B%5D=1&struct%5Bb%5D=fred',
    )
    expect(Person.collectionPath({ 'odd key!': 'a/b?c&d' })).toBe('/people.xml?odd+key%21=a%2Fb%3Fc%26d')
    expect(Person.collectionPath({ q: "~*'()é" })).toBe('/people.xml?q=%7E%2A%27%28%29%C3%A9')
    expect(Person.collectionPath({ list: [{ b: 2, a: 1 }], at: new Date('2007-01-01T12:00:00Z') })).toBe(
      '/people.xml?at=2007-01-01T12%3A00%3A00.000Z&list%5B%5D%5Ba%5D=1&list%5B%5D%5Bb%5D=2',
    )
    expect(Person.collectionPath({ skipped: undefined, empty: [] })).toBe('/people.xml')
    expect(Person.collectionPath({ owner: new Person({ id: 7 }) })).toBe('/people.xml?owner=7')
    expect(() => Person.collectionPath({ f: () => 1 })).toThrow(/cannot write a function as a URL parameter/)
  })

  it('builds element paths, splitting prefix params from query params', () => {
    expect(StreetAddress.elementPath(1, { person_id: 1 })).toBe('/people/1/addresses/1.xml')
    expect(StreetAddress.elementPath(1, { person_id: 1, type: 'work' })).toBe('/people/1/addresses/1.xml?type=work')
    expect(StreetAddress.elementPath(1, { type: 'work', person_id: 1 })).toBe('/people/1/addresses/1.xml?type=work')
    expect(StreetAddress.elementPath(1, { person_id: 1, type: ['work', 'play time'] })).toBe(
      '/people/1/addresses/1.xml?type%5B%5D=work&type%5B%5D=play+time',
    )
    expect(StreetAddress.elementPath(1, { person_id: 1 }, { type: 'work' })).toBe('/people/1/addresses/1.xml?type=work')
    expect(StreetAddress.collectionPath({ person_id: 1 })).toBe('/people/1/addresses.xml')
    expect(StreetAddress.collectionPath({ person_id: 1, type: 'work' })).toBe('/people/1/addresses.xml?type=work')
    expect(StreetAddress.collectionPath({ person_id: 1 }, { type: 'work' })).toBe('/people/1/addresses.xml?type=work')
  })

  it('escapes ids and prefix values as path segments', () => {
    expect(Person.elementPath('a b/c')).toBe('/people/a%20b%2Fc.xml')
    expect(StreetAddress.elementPath('x:y', { person_id: 'é' })).toBe('/people/%C3%A9/addresses/x:y.xml')
  })

  it('derives the prefix from the site path and fills its variables', () => {
    expect(Person.prefix).toBe('/')
    expect(Person.prefixParameters).toEqual([])
    expect(StreetAddress.prefix).toBe('/people/:person_id/')
    expect(StreetAddress.prefixParameters).toEqual(['person_id'])
    expect(StreetAddress.prefixPath({ person_id: 1 })).toBe('/people/1/')
    class Scoped extends Resource {
      static override site = 'http://x.example/api/v1'
    }
    expect(Scoped.collectionPath()).toBe('/api/v1/scopeds.xml')
  })

  it('sets a prefix with inline variables', () => {
    class Prefixed extends Resource {
      static override site = 'http://x.example/'
    }
    Prefixed.prefix = 'the_prefix:the_param'
    expect(Prefixed.prefixPath({ the_param: 'the_param_value' })).toBe('the_prefixthe_param_value')
  })

  it('refuses a missing prefix variable instead of writing an empty segment', () => {
    expect(() => StreetAddress.collectionPath()).toThrow(ArgumentError)
    expect(() => StreetAddress.elementPath(1)).toThrow(/needs a value for :person_id/)
  })
})

describe('find', () => {
  it('finds by id', async () => {
    const found = await Person.find(1)
    expect(found).toBeInstanceOf(Person)
    expect(found.name).toBe('Matz')
    expect(found.attributes).toEqual({ id: 1, name: 'Matz' })
  })

  it('finds by id with a custom prefix, keeping the prefix options', async () => {
    const found = await StreetAddress.find(1, { params: { person_id: 1 } })
    expect(found).toBeInstanceOf(StreetAddress)
    expect(found.street).toBe('12345 Street')
    expect(found.prefixOptions).toEqual({ person_id: 1 })
  })

  it('finds all, first and last', async () => {
    const all = await Person.find('all')
    expect(all.map((p) => p.name)).toEqual(['Matz', 'David'])
    expect(all[0]).toBeInstanceOf(Person)
    expect((await Person.find('first'))?.name).toBe('Matz')
    expect((await Person.find('last'))?.name).toBe('David')
  })

  it('finds all under a prefix', async () => {
    const all = await StreetAddress.find('all', { params: { person_id: 1 } })
    expect(all).toHaveLength(1)
    expect(all[0]?.prefixOptions).toEqual({ person_id: 1 })
  })

  it('sends the class headers (custom header)', async () => {
    Person.headers['key'] = 'value'
    try {
      await expect(Person.find(3)).rejects.toBeInstanceOf(ResourceNotFound)
    } finally {
      delete Person.headers['key']
    }
  })

  it('raises ResourceNotFound', async () => {
    await expect(Person.find(99)).rejects.toBeInstanceOf(ResourceNotFound)
    await expect(StreetAddress.find(1, { params: { person_id: 2 } })).rejects.toBeInstanceOf(ResourceNotFound)
  })

  it('finds all from a path and from a custom method', async () => {
    HttpMock.respondTo((m) => {
      m.get('/companies/1/people.xml', {}, xml('people', [david]))
      m.get('/companies/1/people.xml?active=true', {}, xml('people', [matz]))
      m.get('/people/managers.xml', {}, xml('people', [david]))
    })
    expect((await Person.find('all', { from: '/companies/1/people.xml' })).map((p) => p.name)).toEqual(['David'])
    expect((await Person.find('all', { from: '/companies/1/people.xml', params: { active: true } })).map((p) => p.name)).toEqual(['Matz'])
    expect((await Person.find('all', { from: 'managers' })).map((p) => p.name)).toEqual(['David'])
  })

  it('finds one from a path and from a custom method', async () => {
    HttpMock.respondTo((m) => {
      m.get('/companies/1/manager.xml', {}, xml('person', david))
      m.get('/people/leader.xml', {}, xml('person', david))
    })
    expect((await Person.find('one', { from: '/companies/1/manager.xml' }))?.name).toBe('David')
    expect((await Person.find('one', { from: 'leader' }))?.name).toBe('David')
  })

  it('refuses removed API before sending anything', async () => {
    await expect(Person.find('/people/1.xml' as string)).rejects.toThrow(/finding by path was removed/)
    await expect(Person.find('all', { title: 'x' } as never)).rejects.toThrow(/unknown option "title"; conditions go in params/)
    await expect(Person.find('one')).rejects.toThrow(/needs a from/)
    expect(HttpMock.requests).toHaveLength(0)
  })

  it('refuses a body that is not a collection where one is expected', async () => {
    HttpMock.respondTo((m) => m.get('/people.xml', {}, '<count type="integer">3</count>'))
    await expect(Person.find('all')).rejects.toThrow(/expected a collection in the response body, got number/)
  })
})

describe('save, create, update, destroy', () => {
  it('creates: POST, id from Location, attributes from the body', async () => {
    const rick = new Person()
    expect(rick.isNew()).toBe(true)
    expect(await rick.save()).toBe(true)
    expect(rick.id).toBe('5')
    expect(rick.isNew()).toBe(false)
    expect(rick.age).toBe(25)
    const post = HttpMock.requests[0]
    expect(post?.method).toBe('POST')
    expect(post?.headers['Content-Type']).toBe('application/xml')
    expect(post?.body).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<person>\n</person>\n')
  })

  it('reads the id from Location', () => {
    const p = new Person()
    const response = (location: string) => ({ headers: new Headers({ Location: location }) }) as never
    expect(p.idFromResponse(response('/foo/bar/1'))).toBe('1')
    expect(p.idFromResponse(response('/foo/bar/1.xml'))).toBe('1')
    expect(p.idFromResponse(response('http://example.com/people/7.json?x=1'))).toBe('7')
    expect(p.idFromResponse(response('/people/a%20b.xml'))).toBe('a b')
    expect(p.idFromResponse(response('/people/100%.xml'))).toBe('100%')
    expect(p.idFromResponse({ headers: new Headers() } as never)).toBeNull()
  })

  it('lets a subclass override idFromResponse', async () => {
    class Uuid extends Person {
      override idFromResponse(): string {
        return 'abc'
      }
    }
    HttpMock.respondTo((m) => m.post('/uuids.xml', {}, null, 201, { Location: '/people/5.xml' }))
    const u = new Uuid()
    await u.save()
    expect(u.id).toBe('abc')
  })

  it('creates with a custom prefix given as attributes', async () => {
    const house = new StreetAddress({ person_id: 1 })
    expect(house.prefixOptions).toEqual({ person_id: 1 })
    expect(house.attributes).toEqual({})
    await house.save()
    expect(house.id).toBe('5')
  })

  it('keeps prefix options of loaded records', async () => {
    const address = await StreetAddress.find(1, { params: { person_id: 1 } })
    const ryan = new Person({ id: 1, name: 'Ryan', address })
    expect((ryan['address'] as StreetAddress).prefixOptions).toEqual(address.prefixOptions)
  })

  it('create() returns the saved record; errors bubble up', async () => {
    const rick = await Person.create({ name: 'Rick' })
    expect(rick.valid()).toBe(true)
    expect(rick.isNew()).toBe(false)
    expect(rick.id).toBe('5')
    expect(rick.age).toBe(25)
    HttpMock.respondTo((m) => m.post('/people.xml', {}, null, 409))
    await expect(Person.create({ name: 'Rick' })).rejects.toBeInstanceOf(ResourceConflict)
  })

  it('updates with PUT to the element', async () => {
    const m = await Person.find('first')
    if (m === null) throw new Error('no record')
    m.name = 'David'
    expect(m.attributes['name']).toBe('David')
    expect(await m.save()).toBe(true)
    const put = HttpMock.requests.at(-1)
    expect([put?.method, put?.path]).toEqual(['PUT', '/people/1.xml'])
    expect(put?.body).toContain('<name>David</name>')
  })

  it('updates with a custom prefix', async () => {
    const a = await StreetAddress.find(1, { params: { person_id: 1 } })
    a.street = '54321 Street'
    expect(await a.save()).toBe(true)
    expect(HttpMock.requests.at(-1)?.path).toBe('/people/1/addresses/1.xml')
  })

  it('keeps working when a subclass defines its own create/update helpers', async () => {
    class Admin extends Person {
      async update(attributes: Record<string, unknown>): Promise<boolean> {
        this.load(attributes)
        return this.save()
      }
      create(): string {
        return 'not the framework'
      }
    }
    Admin.collectionName = 'people'
    const a = new Admin({ id: 1 })
    expect(await a.update({ name: 'Root' })).toBe(true)
    expect(HttpMock.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/people/1.xml' })
    expect(await new Admin().save()).toBe(true)
    expect(HttpMock.requests.at(-1)).toMatchObject({ method: 'POST', path: '/people.xml' })
  })

  it('raises ResourceConflict on a 409 update', async () => {
    HttpMock.respondTo((m) => {
      m.get('/people/2.xml', {}, xml('person', david))
      m.put('/people/2.xml', XML, null, 409)
    })
    const d = await Person.find(2)
    await expect(d.save()).rejects.toBeInstanceOf(ResourceConflict)
  })

  it('destroys, and fails to find what is gone', async () => {
    const m = await Person.find(1)
    expect((await m.destroy()).status).toBe(200)
    HttpMock.respondTo((mock) => mock.get('/people/1.xml', {}, null, 404))
    await expect(Person.find(1)).rejects.toBeInstanceOf(ResourceNotFound)
  })

  it('destroys with a custom prefix', async () => {
    const a = await StreetAddress.find(1, { params: { person_id: 1 } })
    await a.destroy()
    expect(HttpMock.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/people/1/addresses/1.xml' })
  })

  it('deletes by id', async () => {
    expect((await Person.delete(1)).status).toBe(200)
    await expect(Person.delete(2)).rejects.toThrow(/Response code = 400/)
    await StreetAddress.delete(1, { person_id: 1 })
    expect(HttpMock.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/people/1/addresses/1.xml' })
  })

  it('tells whether a record exists (HEAD; 404 and 410 are false)', async () => {
    expect(await Person.exists(null)).toBe(false)
    expect(await Person.exists(1)).toBe(true)
    expect(await Person.exists(99)).toBe(false)
    expect(await new Person().exists()).toBe(false)
    expect(await (await Person.find(1)).exists()).toBe(true)
    expect(await new Person({ id: 99 }).exists()).toBe(false)
    expect(await StreetAddress.exists(1, { params: { person_id: 1 } })).toBe(true)
    expect(await StreetAddress.exists(1, { params: { person_id: 2 } })).toBe(false)
    expect(await StreetAddress.exists(2, { params: { person_id: 1 } })).toBe(false)
    expect(await new StreetAddress({ id: 1, person_id: 1 }).exists()).toBe(true)
    expect(await new StreetAddress({ id: 1, person_id: 2 }).exists()).toBe(false)
    expect(HttpMock.requests.every((r) => r.method === 'HEAD' || r.method === 'GET')).toBe(true)
    HttpMock.respondTo((m) => m.head('/people/1.xml', {}, null, 500))
    await expect(Person.exists(1)).rejects.toBeInstanceOf(ServerError)
  })

  it('reloads, keeping prefix options', async () => {
    const a = await StreetAddress.find(1, { params: { person_id: 1 } })
    a.street = 'changed'
    expect(await a.reload()).toBe(a)
    expect(a.street).toBe('12345 Street')
    expect(a.prefixOptions).toEqual({ person_id: 1 })
  })
})

describe('records', () => {
  it('reads and writes attributes as properties', () => {
    const p = new Person({ name: 'Matz', created_at: null })
    expect(p.name).toBe('Matz')
    expect('name' in p).toBe(true)
    expect('java' in p).toBe(false)
    p['java'] = 'no'
    expect(p.attributes['java']).toBe('no')
    expect(p['created_at']).toBeNull()
    delete p['java']
    expect('java' in p.attributes).toBe(false)
  })

  it('toParam is the id as a string, null for a new record', () => {
    expect(new Person({ id: 3 }).toParam()).toBe('3')
    expect(new Person().toParam()).toBeNull()
  })

  it('honours a custom primary key', () => {
    class Keyed extends Resource {
      static override site = 'http://x.example/'
      static override primaryKey = 'key'
    }
    const k = new Keyed({ key: 'abc' })
    expect(k.id).toBe('abc')
    expect(k.isNew()).toBe(false)
  })

  it('clones without id and nested records, copying containers', async () => {
    const m = await Person.find(1)
    m['address'] = await StreetAddress.find(1, { params: { person_id: 1 } })
    m['non_ar_hash'] = { not: 'an ARes instance' }
    m['non_ar_arr'] = ['not', 'ARes']
    const c = m.clone()
    expect(c.isNew()).toBe(true)
    expect(c).toBeInstanceOf(Person)
    expect('address' in c.attributes).toBe(false)
    expect(c.name).toBe('Matz')
    expect(c['non_ar_hash']).toEqual({ not: 'an ARes instance' })
    expect(c['non_ar_arr']).toEqual(['not', 'ARes'])
    ;(m['non_ar_hash'] as Record<string, string>)['not'] = 'changed'
    expect(c['non_ar_hash']).toEqual({ not: 'an ARes instance' })
  })

  it('clones nested prefix options', async () => {
    const a = await StreetAddress.find(1, { params: { person_id: 1 } })
    const c = a.clone()
    expect(c.isNew()).toBe(true)
    expect(c.street).toBe('12345 Street')
    expect(c.prefixOptions).toEqual({ person_id: 1 })
  })

  it('dups with the id', async () => {
    const m = await Person.find(1)
    const d = m.dup()
    expect(d).not.toBe(m)
    expect(d.attributes).toEqual(m.attributes)
    expect(d.equals(m)).toBe(true)
    d.name = 'other'
    expect(m.name).toBe('Matz')
  })

  it('encodes as Rails to_xml', async () => {
    const m = await Person.find(1)
    expect(m.toXML()).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<person>\n  <id type="integer">1</id>\n  <name>Matz</name>\n</person>\n',
    )
    expect(m.encode()).toBe(m.toXML())
  })

  it('writes the root element from the element name, dasherized', async () => {
    class Creator extends Person {}
    Creator.elementName = 'ruby_creator'
    const c = new Creator({ name: 'Matz' })
    expect(c.encode()).toBe(c.toXML())
    expect(c.toXML()).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<ruby-creator>\n  <name>Matz</name>\n</ruby-creator>\n')
  })

  it('uses a redefined toParam for element paths, exists and reload', async () => {
    class Named extends Person {
      override toParam(): string | null {
        return this.name
      }
    }
    Named.collectionName = 'people'
    HttpMock.respondTo((m) => {
      m.head('/people/Greg.xml', {}, null, 200)
      m.get('/people/Greg.xml', {}, '<person><id type="integer">7</id><name>Greg</name></person>')
    })
    const greg = await Named.find('Greg')
    expect(await greg.exists()).toBe(true)
    expect(await greg.reload()).toBe(greg)
    expect(HttpMock.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /people/Greg.xml',
      'HEAD /people/Greg.xml',
      'GET /people/Greg.xml',
    ])
  })

  it('encodes as JSON, with the root only when includeRootInJson', () => {
    class Js extends Resource {
      static override site = 'http://x.example/'
      static override format: Format = 'json'
    }
    const r = new Js({ id: 1, tags: ['a'], child: { name: 'c' } })
    expect(r.encode()).toBe('{"id":1,"tags":["a"],"child":{"name":"c"}}')
    expect(JSON.stringify(r)).toBe(r.encode())
    Js.includeRootInJson = true
    expect(r.encode()).toBe('{"js":{"id":1,"tags":["a"],"child":{"name":"c"}}}')
    expect(r.toJSON()).toEqual({ js: { id: 1, tags: ['a'], child: { name: 'c' } } })
  })
})
