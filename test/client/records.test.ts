// ActiveResource 2.3 test/base_test.rb, ported: records — attributes as properties, ids, copies, encoding (src/client/resource/record.ts, serialization.ts).
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource, type Format } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'
import { respondToPeople, Person, StreetAddress } from './fixtures'

beforeEach(respondToPeople)

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
