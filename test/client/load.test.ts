// ActiveResource 2.3 test/base/load_test.rb, ported; nested classes through Resource.register.
import { describe, expect, it } from 'vitest'
import { ArgumentError, Resource, decodeJson } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'
import { Person, StreetAddress } from './fixtures'

const site = 'http://37s.sunrise.i:3000'
class Note extends Resource {
  static override site = site
}
class Comment extends Resource {
  static override site = site
}
class DeepNote extends Resource {
  static override site = site
  static override elementName = 'note'
}
class DeepComment extends Resource {
  static override site = site
  static override elementName = 'comment'
}
class LevelNote extends Resource {
  static override site = site
  static override elementName = 'note'
}
Resource.register(Note, 'Highrise')
Resource.register(Comment, 'Highrise')
Resource.register(DeepNote, 'Highrise.Deeply.Nested')
Resource.register(DeepComment, 'Highrise.Deeply.Nested')
Resource.register(LevelNote, 'Highrise.Deeply.Nested.TestDifferentLevels')

const matz = { id: 1, name: 'Matz' }
const firstAddress = { id: 1, street: '12345 Street' }
const addresses = [firstAddress, { id: 2, street: '67890 Street' }]
const deep = {
  id: 1,
  street: {
    id: 1,
    state: {
      id: 1,
      name: 'Oregon',
      notable_rivers: [
        { id: 1, name: 'Willamette' },
        { id: 2, name: 'Columbia', rafted_by: matz },
      ],
    },
  },
}

describe('load', () => {
  it('expects a plain object', () => {
    const p = new Person()
    expect(() => p.load(null as never)).toThrow(ArgumentError)
    expect(() => p.load('<person id="1"/>' as never)).toThrow(/expects an attributes object, got "<person id=\\"1\\"\/>"/)
  })

  it('loads a simple hash', () => {
    const p = new Person()
    expect(p.attributes).toEqual({})
    expect(p.load(matz).attributes).toEqual(matz)
  })

  it('loads one nested record of a registered class', () => {
    const address = new Person().load({ street_address: firstAddress })['street_address']
    expect(address).toBeInstanceOf(StreetAddress)
    expect((address as StreetAddress).attributes).toEqual(firstAddress)
  })

  it('resolves a registered class by element name too', () => {
    // StreetAddress's element name is `address`
    expect(new Person().load({ address: firstAddress })['address']).toBeInstanceOf(StreetAddress)
  })

  it('creates a class for an unknown nested record, once per parent', () => {
    const a = new Person().load({ house: firstAddress })['house'] as Resource
    expect(a).toBeInstanceOf(Resource)
    expect(a).not.toBeInstanceOf(StreetAddress)
    const House = a.constructor as typeof Resource
    expect(House.name).toBe('House')
    expect(House.elementName).toBe('house')
    expect(a.attributes).toEqual(firstAddress)
    expect(new Person().load({ house: firstAddress })['house']).toBeInstanceOf(House)
    expect(new Note({ house: firstAddress })['house']).not.toBeInstanceOf(House)
  })

  it('loads collections of a registered class, also of one element', () => {
    const list = new Person().load({ street_addresses: addresses })['street_addresses'] as StreetAddress[]
    expect(list.every((a) => a instanceof StreetAddress)).toBe(true)
    expect(list.map((a) => a.attributes)).toEqual(addresses)
    const single = new Person().load({ street_addresses: [firstAddress] })['street_addresses'] as StreetAddress[]
    expect(single.map((a) => a.attributes)).toEqual([firstAddress])
  })

  it('loads collections of an unknown class, named for the singular', () => {
    const list = new Person().load({ homes: addresses })['homes'] as Resource[]
    expect(list.map((a) => (a.constructor as typeof Resource).elementName)).toEqual(['home', 'home'])
    expect(list.map((a) => a.attributes)).toEqual(addresses)
  })

  it('keeps scalars in arrays as they are', () => {
    expect(new Person().load({ tags: ['a', 1, null] })['tags']).toEqual(['a', 1, null])
  })

  it('loads recursively', () => {
    const person = new Person().load(deep)
    expect(person.id).toBe(1)
    const streetRecord = person['street'] as Resource
    expect((streetRecord.constructor as typeof Resource).elementName).toBe('street')
    const state = streetRecord['state'] as Resource
    expect(state.id).toBe(1)
    const rivers = state['notable_rivers'] as Resource[]
    expect((rivers[0]?.constructor as typeof Resource).name).toBe('NotableRiver')
    expect(rivers[0]?.id).toBe(1)
    expect((rivers[1]?.['rafted_by'] as Resource).id).toBe(1)
  })

  it('resolves nested classes in the same namespace', () => {
    const n = new Note({ comments: [{ name: '1' }] })
    expect((n['comments'] as Resource[])[0]).toBeInstanceOf(Comment)
  })

  it('resolves nested classes in a deeply nested namespace first', () => {
    const n = new DeepNote({ comments: [{ name: '1' }] })
    expect((n['comments'] as Resource[])[0]).toBeInstanceOf(DeepComment)
  })

  it('resolves nested classes in outer namespaces', () => {
    const n = new LevelNote({ comments: [{ name: '1' }] })
    expect((n['comments'] as Resource[])[0]).toBeInstanceOf(DeepComment)
  })

  it('gives a created class the parent connection settings', async () => {
    HttpMock.respondTo((m) => m.put('/people/1/addresses/9.xml', {}, null, 204))
    class Owner extends Resource {
      static override site = 'http://37s.sunrise.i:3000/people/:person_id/'
    }
    const owner = new Owner({ home: { id: 9, person_id: 1 } })
    const home = owner['home'] as Resource
    const Home = home.constructor as typeof Resource
    expect([Home.site, Home.prefix, Home.format, Home.fetch]).toEqual([Owner.site, Owner.prefix, Owner.format, Owner.fetch])
    expect(home.prefixOptions).toEqual({ person_id: 1 })
    Home.collectionName = 'addresses'
    expect(await home.save()).toBe(true)
  })

  it('keeps dangerous keys as plain data', () => {
    const body = decodeJson(
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}, "toString": "s", "name": "ok"}',
    ) as Record<string, unknown>
    const p = new Person(body)
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(Object.getPrototypeOf(p.attributes)).toBe(Object.prototype)
    expect(Object.keys(p.attributes)).toEqual(['__proto__', 'constructor', 'toString', 'name'])
    expect(p.attributes['toString']).toBe('s')
    expect(typeof p.toString).toBe('function') // the method, not the attribute
    expect(p.constructor).toBe(Person)
    expect(p.name).toBe('ok')
    expect((p.attributes['__proto__'] as Resource).attributes).toEqual({ polluted: true })
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false)
  })
})
