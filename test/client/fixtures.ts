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
