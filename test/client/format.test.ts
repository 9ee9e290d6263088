// ActiveResource 2.3 test/format_test.rb, ported: format headers, each format's requests and bodies,
// JSON roots, a record loaded from a polluting XML body. The codecs' own tests: test/client/formats/.
import { describe, expect, it } from 'vitest'
import { DecodeError, FORMATS, Resource, type Format } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'
import { Person, StreetAddress } from './fixtures'

const matz = { id: 1, name: 'Matz' }
const david = { id: 2, name: 'David' }
const FORMAT_NAMES: Format[] = ['json', 'xml']
async function usingFormat<T>(cls: typeof Resource, format: Format, body: () => Promise<T>): Promise<T> {
  const previous = cls.format
  cls.format = format
  try {
    return await body()
  } finally {
    cls.format = previous
  }
}

describe('format headers', () => {
  it('sends Accept on GET, DELETE and HEAD, Content-Type on PUT and POST', async () => {
    HttpMock.respondTo((m) => {
      m.get('/people/1.json', {}, JSON.stringify(matz))
      m.put('/people/1.json', {}, null, 204)
      m.delete('/people/1.json', {}, null, 200)
      m.head('/people/1.json', {}, null, 200)
      m.post('/people.json', {}, null, 201, { Location: '/people/2.json' })
    })
    await usingFormat(Person, 'json', async () => {
      const p = await Person.find(1)
      await p.save()
      await p.destroy()
      await Person.exists(1)
      await new Person({ name: 'x' }).save()
    })
    expect(HttpMock.requests.map((r) => [r.method, r.headers['Accept'] ?? null, r.headers['Content-Type'] ?? null])).toEqual([
      ['GET', 'application/json', null],
      ['PUT', null, 'application/json'],
      ['DELETE', 'application/json', null],
      ['HEAD', 'application/json', null],
      ['POST', null, 'application/json'],
    ])
  })
})

describe.each(FORMAT_NAMES)('%s', (format) => {
  const codec = FORMATS[format]
  const mime = { Accept: codec.mimeType }

  it('finds a single element', async () => {
    HttpMock.respondTo((m) => m.get(`/people/1.${format}`, mime, codec.encode(david, 'person', false)))
    expect((await usingFormat(Person, format, () => Person.find(1))).name).toBe('David')
  })

  it('finds a collection', async () => {
    HttpMock.respondTo((m) => m.get(`/people.${format}`, mime, codec.encode([matz, david], 'people', false)))
    const people = await usingFormat(Person, format, () => Person.find('all'))
    expect(people.map((p) => p.name)).toEqual(['Matz', 'David'])
  })

  it('decodes a custom collection method', async () => {
    HttpMock.respondTo((m) => m.get(`/people/retrieve.${format}?name=David`, mime, codec.encode([david], 'people', false)))
    expect(await usingFormat(Person, format, () => Person.get('retrieve', { name: 'David' }))).toEqual([david])
  })

  it('decodes a custom element method and posts a new record', async () => {
    HttpMock.respondTo((m) => {
      m.get(`/people/2.${format}`, mime, codec.encode(david, 'person', false))
      m.get(`/people/2/shallow.${format}`, mime, codec.encode(david, 'person', false))
    })
    expect(await usingFormat(Person, format, async () => (await Person.find(2)).get('shallow'))).toEqual(david)
    const ryan = codec.encode({ name: 'Ryan' }, 'person', false)
    HttpMock.respondTo((m) =>
      m.post(`/people/new/register.${format}`, { 'Content-Type': codec.mimeType }, ryan, 201, { Location: `/people/5.${format}` }),
    )
    const response = await usingFormat(Person, format, () => new Person({ name: 'Ryan' }).post('register'))
    expect([response.status, response.body, response.headers.get('Location')]).toEqual([201, ryan, `/people/5.${format}`])
    expect(HttpMock.requests[0]?.body).toBe(ryan)
  })

  it('serializes a nested resource', async () => {
    const address = { street: '12345 Street' }
    const encoded = codec.encode({ name: 'Rus', address }, 'person', false)
    expect(encoded).toMatch(/12345 Street/)
    const person = new Person({ name: 'Rus', address: new StreetAddress(address) })
    expect(person['address']).toBeInstanceOf(StreetAddress)
    HttpMock.respondTo((m) =>
      m.post(`/people.${format}`, { 'Content-Type': codec.mimeType }, encoded, 201, { Location: `/people/5.${format}` }),
    )
    expect(await usingFormat(Person, format, () => person.save())).toBe(true)
    expect(HttpMock.requests[0]?.body).toBe(encoded)
  })

  it('accepts a content type with a charset parameter', async () => {
    HttpMock.respondTo((m) =>
      m.get(`/people/1.${format}`, {}, codec.encode(matz, 'person', false), 200, { 'Content-Type': `${codec.mimeType}; charset=utf-8` }),
    )
    expect((await usingFormat(Person, format, () => Person.find(1))).name).toBe('Matz')
  })

  it('does not decode a blank body', async () => {
    HttpMock.respondTo((m) => m.get(`/people/1/nothing.${format}`, {}, '  \n '))
    expect(await usingFormat(Person, format, async () => new Person({ id: 1 }).get('nothing'))).toBeNull()
  })

  it('names the status and content type of a malformed body', async () => {
    HttpMock.respondTo((m) => m.get(`/people/1.${format}`, {}, '<html><body>oops', 200, { 'Content-Type': 'text/html' }))
    const error = await usingFormat(Person, format, () => Person.find(1)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DecodeError)
    expect((error as Error).message).toMatch(new RegExp(`cannot decode the 200 OK response \\(text/html\\) as ${format.toUpperCase()}`))
    expect((error as DecodeError).response?.status).toBe(200)
  })
})

it('sets the format before the site', () => {
  const R = class extends Resource {}
  R.format = 'json'
  R.site = 'http://37s.sunrise.i:3000'
  expect(R.connectionSettings().format.mimeType).toBe('application/json')
  expect(R.collectionPath()).toBe('/rs.json'.replace('rs', R.collectionName))
})

describe('JSON roots', () => {
  class Js extends Resource {
    static override site = 'http://j.example'
    static override format: Format = 'json'
    static override elementName = 'person'
  }

  it('decodes records with or without the root element', async () => {
    HttpMock.respondTo((m) => {
      m.get('/people/1.json', {}, '{"person":{"id":1,"name":"Matz"}}')
      m.get('/people/2.json', {}, '{"id":2,"name":"David"}')
      m.get('/people.json', {}, '{"people":[{"id":1},{"id":2}]}')
      m.get('/people/bare.json', {}, '[{"person":{"id":3}}]')
    })
    expect((await Js.find(1)).attributes).toEqual(matz)
    expect((await Js.find(2)).attributes).toEqual(david)
    expect((await Js.find('all')).map((p) => p.id)).toEqual([1, 2])
    expect((await Js.find('all', { from: 'bare' })).map((p) => p.id)).toEqual([3])
  })

  it('loads a root-wrapped body after save', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, '{"person":{"id":7,"name":"Koichi"}}', 201))
    const k = await Js.create({ name: 'Koichi' })
    expect(k.id).toBe(7)
  })
})

it('loads a record whose XML body pollutes nothing', async () => {
  HttpMock.respondTo((m) =>
    m.get('/people/1.xml', {}, '<person><__proto__><admin type="boolean">true</admin></__proto__><constructor>c</constructor></person>'),
  )
  const p = await Person.find(1)
  expect(({} as Record<string, unknown>)['admin']).toBeUndefined()
  expect(p.constructor).toBe(Person)
  expect(p.attributes['constructor']).toBe('c')
  expect(Object.getPrototypeOf(p)).toBe(Person.prototype)
})
