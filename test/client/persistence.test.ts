// ActiveResource 2.3 test/base_test.rb, ported: save, create, update, destroy, delete, exists (src/client/resource/persistence.ts) and reload.
import { beforeEach, describe, expect, it } from 'vitest'
import { ResourceConflict, ResourceNotFound, ServerError } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'
import { respondToPeople, Person, StreetAddress, david, xml } from './fixtures'

const XML = { 'Content-Type': 'application/xml' }

beforeEach(respondToPeople)

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
