/**
 * The fixtures of ActiveResource 2.3's test suite (test/fixtures/person.rb, street_address.rb),
 * each file gets its own module instance (vitest isolates test files).
 */
import { Resource, encodeXml } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'

export class Person extends Resource {
  static override site = 'http://37s.sunrise.i:3000'
  declare name: string
  declare age: number
}

export class StreetAddress extends Resource {
  static override site = 'http://37s.sunrise.i:3000/people/:person_id/'
  static override elementName = 'address'
  declare street: string
}

Resource.register(Person)
Resource.register(StreetAddress)
Resource.fetch = HttpMock.fetch

/** Rails' `hash.to_xml(:root => root)`. */
export const xml = (root: string, value: Record<string, unknown> | unknown[]): string => encodeXml(value, { root })

export const matz = { id: 1, name: 'Matz' }
export const david = { id: 2, name: 'David' }
export const addy = { id: 1, street: '12345 Street' }

/** The canned responses of base_test.rb's setup: people 1 and 2, their addresses, and the misses. */
export function respondToPeople(): void {
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
}
