// ActiveResource 2.3 test/base_test.rb, ported: element, collection and prefix paths (src/client/resource/paths.ts).
import { beforeEach, describe, expect, it } from 'vitest'
import { ArgumentError, Resource } from '../../src/client/index'
import { respondToPeople, Person, StreetAddress } from './fixtures'

beforeEach(respondToPeople)

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
