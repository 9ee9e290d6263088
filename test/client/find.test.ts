// ActiveResource 2.3 test/base_test.rb, ported: find (src/client/finders.ts) and the records it makes, and removed API refused before anything is sent.
import { beforeEach, describe, expect, it } from 'vitest'
import { ResourceNotFound } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'
import { respondToPeople, Person, StreetAddress, david, matz, xml } from './fixtures'

beforeEach(respondToPeople)

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
