// ActiveResource 2.3 test/base_errors_test.rb, ported; plus JSON errors and 400 errors documents.
import { beforeEach, describe, expect, it } from 'vitest'
import { BadRequest, Errors, Resource, ResourceInvalid, type Format } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'
import { Person } from './fixtures'

const ERRORS_XML =
  '<?xml version="1.0" encoding="UTF-8"?><errors><error>Age can\'t be blank</error><error>Name can\'t be blank</error><error>Name must start with a letter</error><error>Person quota full for today.</error></errors>'

describe('errors from a 422 XML body', () => {
  let person: Person
  beforeEach(async () => {
    HttpMock.respondTo((mock) => mock.post('/people.xml', {}, ERRORS_XML, 422))
    person = new Person({ name: '', age: '' })
    expect(await person.save()).toBe(false)
  })

  it('marks the record invalid', () => {
    expect(person.valid()).toBe(false)
    expect(person.isNew()).toBe(true)
  })

  it('parses the errors', () => {
    expect(person.errors).toBeInstanceOf(Errors)
    expect(person.errors.size).toBe(4)
    expect(person.errors.isEmpty()).toBe(false)
  })

  it('matches messages to attributes', () => {
    expect(person.errors.isInvalid('name')).toBe(true)
    expect(person.errors.on('age')).toEqual(["can't be blank"])
    expect(person.errors.on('name')).toEqual(["can't be blank", 'must start with a letter'])
    expect(person.errors.onBase()).toEqual(['Person quota full for today.'])
    expect(person.errors.on('nothing')).toEqual([])
  })

  it('iterates over [attribute, message] pairs', () => {
    expect([...person.errors]).toEqual([
      ['age', "can't be blank"],
      ['name', "can't be blank"],
      ['name', 'must start with a letter'],
      ['base', 'Person quota full for today.'],
    ])
  })

  it('gives full messages', () => {
    expect(person.errors.fullMessages).toEqual([
      "Age can't be blank",
      "Name can't be blank",
      'Name must start with a letter',
      'Person quota full for today.',
    ])
  })

  it('clears the errors at the next successful save', async () => {
    HttpMock.respondTo((mock) => mock.post('/people.xml', {}, null, 201, { Location: '/people/1.xml' }))
    expect(await person.save()).toBe(true)
    expect(person.valid()).toBe(true)
  })
})

describe('matching as from_array does', () => {
  it('uses the first attribute, in attribute order, whose humanized name starts the message', () => {
    const e = new Errors(() => ['first_name', 'first', 'created_at'])
    e.fromArray(['First name is short', 'First is odd', 'Created at is in the future', 'Firstly, no'])
    expect([...e]).toEqual([
      ['first_name', 'is short'],
      ['first', 'is odd'],
      ['created_at', 'is in the future'],
      ['base', 'Firstly, no'],
    ])
  })
})

describe('errors from JSON bodies', () => {
  class Jperson extends Resource {
    static override site = 'http://37s.sunrise.i:3000'
    static override format: Format = 'json'
    static override elementName = 'person'
  }

  it('reads {"errors": [...]}', async () => {
    HttpMock.respondTo((m) =>
      m.post('/people.json', {}, '{"errors":["Name can\'t be blank","Base is wrong"]}', 422, {
        'Content-Type': 'application/json; charset=utf-8',
      }),
    )
    const p = new Jperson({ name: '' })
    expect(await p.save()).toBe(false)
    expect(p.errors.on('name')).toEqual(["can't be blank"])
    expect(p.errors.onBase()).toEqual(['Base is wrong'])
  })

  it('reads {"errors": {"name": [...]}}', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, '{"errors":{"name":["can\'t be blank","is short"],"base":["Quota"]}}', 422))
    const p = new Jperson({ name: '' })
    expect(await p.save()).toBe(false)
    expect(p.errors.on('name')).toEqual(["can't be blank", 'is short'])
    expect(p.errors.fullMessages).toEqual(["Name can't be blank", 'Name is short', 'Quota'])
  })

  it('gives no errors for a 422 whose JSON document has no errors key (ActiveResource reads only errors)', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, '{}', 422, { 'Content-Type': 'application/json' }))
    const p = new Jperson({ name: '' })
    expect(await p.save()).toBe(false)
    expect(p.errors.size).toBe(0)
    expect(p.errors.isEmpty()).toBe(true)
  })

  it('gives no errors for a 422 whose JSON document holds other keys only', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, '{"person":{"name":""},"message":"invalid"}', 422))
    const p = new Jperson({ name: '' })
    expect(await p.save()).toBe(false)
    expect([...p.errors]).toEqual([])
  })

  it('still names the status for a 422 whose JSON body does not decode', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, 'not json', 422, { 'Content-Type': 'application/json' }))
    const p = new Jperson({ name: '' })
    expect(await p.save()).toBe(false)
    expect(p.errors.onBase()).toEqual(['422 Unprocessable Entity'])
  })

  it('keeps a 400 with a JSON document without errors a BadRequest', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, '{}', 400))
    await expect(new Jperson({ name: '' }).save()).rejects.toBeInstanceOf(BadRequest)
  })

  it('reads an XML errors body by its content type even for a JSON class', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, ERRORS_XML, 422, { 'Content-Type': 'application/xml' }))
    const p = new Jperson({ name: '', age: '' })
    expect(await p.save()).toBe(false)
    expect(p.errors.size).toBe(4)
  })
})

describe('400 responses', () => {
  it('fill errors when the body is an errors document', async () => {
    HttpMock.respondTo((m) => m.put('/people/1.xml', {}, '<errors><error>Name is reserved</error></errors>', 400))
    const p = new Person({ id: 1, name: 'admin' })
    expect(await p.save()).toBe(false)
    expect(p.errors.on('name')).toEqual(['is reserved'])
  })

  it('raise BadRequest otherwise', async () => {
    HttpMock.respondTo((m) => m.put('/people/1.xml', {}, '<html>bad</html>', 400))
    await expect(new Person({ id: 1 }).save()).rejects.toBeInstanceOf(BadRequest)
  })
})

it('a 422 whose XML document has another root gives no errors (from_xml reads only errors)', async () => {
  HttpMock.respondTo((m) => m.post('/people.xml', {}, '<person><name></name></person>', 422))
  const p = new Person({ name: '' })
  expect(await p.save()).toBe(false)
  expect(p.errors.size).toBe(0)
})

it('a 422 without an errors document still fails the save, with a base error naming the status', async () => {
  HttpMock.respondTo((m) => m.post('/people.xml', {}, '', 422))
  const p = new Person({ name: '' })
  expect(await p.save()).toBe(false)
  expect(p.errors.onBase()).toEqual(['422 Unprocessable Entity'])
})

it('ResourceInvalid reaches callers of other requests', async () => {
  HttpMock.respondTo((m) => m.put('/people/1/promote.xml', {}, ERRORS_XML, 422))
  const error = await new Person({ id: 1 }).put('promote').catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ResourceInvalid)
  expect((error as ResourceInvalid).response?.body).toBe(ERRORS_XML)
})
