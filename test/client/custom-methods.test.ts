// ActiveResource 2.3 test/base/custom_methods_test.rb, ported.
import { beforeEach, describe, expect, it } from 'vitest'
import { ArgumentError, ResourceResponse } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'
import { Person, StreetAddress, xml } from './fixtures'

const matzXml = xml('person', { id: 1, name: 'Matz' })
const matzDeep = xml('person', { id: 1, name: 'Matz', other: 'other' })
const matzArray = xml('people', [{ id: 1, name: 'Matz' }])
const ryan = xml('person', { name: 'Ryan' })
const addyXml = xml('address', { id: 1, street: '12345 Street' })
const addyDeep = xml('address', { id: 1, street: '12345 Street', zip: '27519' })

beforeEach(() => {
  HttpMock.respondTo((mock) => {
    mock.get('/people/1.xml', {}, matzXml)
    mock.get('/people/1/shallow.xml', {}, matzXml)
    mock.get('/people/1/deep.xml', {}, matzDeep)
    mock.get('/people/retrieve.xml?name=Matz', {}, matzArray)
    mock.get('/people/managers.xml', {}, matzArray)
    mock.put('/people/1/promote.xml?position=Manager', {}, null, 204)
    mock.put('/people/promote.xml?name=Matz', {}, null, 204, {})
    mock.put('/people/sort.xml?by=name', {}, null, 204)
    mock.delete('/people/deactivate.xml?name=Matz', {}, null, 200)
    mock.delete('/people/1/deactivate.xml', {}, null, 200)
    mock.post('/people/new/register.xml', {}, ryan, 201, { Location: '/people/5.xml' })
    mock.post('/people/1/register.xml', {}, matzXml, 201)
    mock.get('/people/1/addresses/1.xml', {}, addyXml)
    mock.get('/people/1/addresses/1/deep.xml', {}, addyDeep)
    mock.put('/people/1/addresses/1/normalize_phone.xml?locale=US', {}, null, 204)
    mock.put('/people/1/addresses/sort.xml?by=name', {}, null, 204)
    mock.post('/people/1/addresses/new/link.xml', {}, xml('address', { street: '12345 Street' }), 201, {
      Location: '/people/1/addresses/2.xml',
    })
  })
})

const statusOf = (r: ResourceResponse) => [r.status, r.body]

describe('class-level custom methods', () => {
  it('GET decodes the body', async () => {
    expect(await Person.get('retrieve', { name: 'Matz' })).toEqual([{ id: 1, name: 'Matz' }])
  })

  it('PUT resolves to the response and sends the body (default empty)', async () => {
    const put = await Person.put('promote', { name: 'Matz' }, 'atestbody')
    expect(put).toBeInstanceOf(ResourceResponse)
    expect(statusOf(put)).toEqual([204, ''])
    expect(HttpMock.requests.at(-1)?.body).toBe('atestbody')
    expect(statusOf(await Person.put('sort', { by: 'name' }))).toEqual([204, ''])
    expect(HttpMock.requests.at(-1)?.body).toBe('')
  })

  it('DELETE goes through request(); Person.delete(id) still deletes by id', async () => {
    const response = await Person.request('delete', 'deactivate', { name: 'Matz' })
    expect(response.status).toBe(200)
    expect(HttpMock.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/people/deactivate.xml?name=Matz' })
  })

  it('request("get") decodes like get()', async () => {
    expect(await Person.request('GET', 'retrieve', { name: 'Matz' })).toEqual([{ id: 1, name: 'Matz' }])
    await expect(Person.request('patch' as 'get', 'x')).rejects.toThrow(/unknown HTTP verb "patch"/)
  })

  it('fills the prefix of a nested resource from the params', async () => {
    expect(statusOf(await StreetAddress.put('sort', { person_id: 1, by: 'name' }))).toEqual([204, ''])
  })

  it('encodes an attributes body in the class format', async () => {
    HttpMock.respondTo((m) => m.post('/people/import.xml', {}, null, 201, {}, { body: /<person>\n {2}<name>Z<\/name>/ }))
    expect((await Person.post('import', {}, { name: 'Z' })).status).toBe(201)
  })
})

describe('element custom methods', () => {
  it('GET an element URL decodes the body', async () => {
    const p = await Person.find(1)
    expect(await p.get('shallow')).toEqual({ id: 1, name: 'Matz' })
    expect(await p.get('deep')).toEqual({ id: 1, name: 'Matz', other: 'other' })
  })

  it('PUT and DELETE an element URL resolve to the response', async () => {
    const p = await Person.find(1)
    expect(statusOf(await p.put('promote', { position: 'Manager' }, 'body'))).toEqual([204, ''])
    expect(HttpMock.requests.at(-1)?.body).toBe('body')
    expect(statusOf(await p.delete('deactivate'))).toEqual([200, ''])
  })

  it('works on nested resources', async () => {
    const a = await StreetAddress.find(1, { params: { person_id: 1 } })
    expect(await a.get('deep')).toEqual({ id: 1, street: '12345 Street', zip: '27519' })
    expect(statusOf(await a.put('normalize_phone', { locale: 'US' }))).toEqual([204, ''])
  })

  it('POSTs a new record to /new/<name> with its body', async () => {
    const r = new Person({ name: 'Ryan' })
    const response = await r.post('register')
    expect([response.status, response.body, response.headers.get('Location')]).toEqual([201, ryan, '/people/5.xml'])
    expect(HttpMock.requests[0]?.body).toBe(ryan)
    expect(HttpMock.requests[0]?.path).toBe('/people/new/register.xml')
  })

  it('POSTs a new nested record to its prefixed /new/<name>', async () => {
    const a = new StreetAddress({ street: '123 Test Dr.', person_id: 1 })
    const response = await a.post('link')
    expect([response.status, response.headers.get('Location')]).toEqual([201, '/people/1/addresses/2.xml'])
    expect(a.loadAttributesFromResponse(response).street).toBe('12345 Street')
  })

  it('POSTs a persisted record to its element URL, with an empty body by default', async () => {
    const m = new Person({ id: 1, name: 'Matz' })
    const response = await m.post('register')
    expect([response.status, response.body]).toEqual([201, matzXml])
    expect(HttpMock.requests[0]?.body).toBe('')
    await m.post('register', {}, 'given')
    expect(HttpMock.requests[1]?.body).toBe('given')
  })

  it('refuses an element method on a new record', async () => {
    await expect(new Person().put('promote')).rejects.toBeInstanceOf(ArgumentError)
    expect(HttpMock.requests).toHaveLength(0)
  })
})

it('finds custom resources', async () => {
  expect((await Person.find('all', { from: 'managers' }))[0]?.name).toBe('Matz')
})
