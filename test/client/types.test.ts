// Compile-time checks of the client's public types (checked by `tsc --noEmit -p .`), with the
// runtime behaviour they describe.
import { describe, expect, expectTypeOf, it } from 'vitest'
import { Resource, ResourceResponse, type Format } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'

class Person extends Resource {
  static override site = 'http://api.example.com/'
  static override format: Format = 'json'
  declare id: number
  declare name: string
  declare age: number
}
Person.fetch = HttpMock.fetch

describe('types', () => {
  it('types finders by the class they are called on', async () => {
    HttpMock.respondTo((m) => {
      m.get('/people/1.json', {}, '{"id":1,"name":"Matz","age":59}')
      m.get('/people.json', {}, '[{"id":1,"name":"Matz","age":59}]')
    })
    const one = await Person.find(1)
    expectTypeOf(one).toEqualTypeOf<Person>()
    expectTypeOf(one.name).toEqualTypeOf<string>()
    expectTypeOf(one.age).toEqualTypeOf<number>()
    expectTypeOf(one.id).toEqualTypeOf<number>()
    expectTypeOf(one['undeclared']).toEqualTypeOf<unknown>()
    const all = await Person.find('all')
    expectTypeOf(all).toEqualTypeOf<Person[]>()
    expectTypeOf(await Person.find('first')).toEqualTypeOf<Person | null>()
    expect([one.id, one.name, one.age, all[0]?.name]).toEqual([1, 'Matz', 59, 'Matz'])
  })

  it('types records, settings and custom methods', async () => {
    const created = Person.create({ name: 'Koichi' })
    expectTypeOf(created).toEqualTypeOf<Promise<Person>>()
    // Each call below really runs (against a mock with no responses): keep the promises and
    // settle them at the end, so no rejection goes unhandled.
    const saved = new Person().save()
    const retired = Person.get('retired')
    const promoted = Person.put('promote')
    expectTypeOf(saved).toEqualTypeOf<Promise<boolean>>()
    expectTypeOf(retired).toEqualTypeOf<Promise<unknown>>()
    expectTypeOf(promoted).toEqualTypeOf<Promise<ResourceResponse>>()
    expectTypeOf(Person.site).toEqualTypeOf<string>()
    expectTypeOf(Resource.site).toEqualTypeOf<string | URL | null>()
    expectTypeOf(Resource.timeout).toEqualTypeOf<number | null>()
    expectTypeOf(Resource.headers).toEqualTypeOf<Record<string, string>>()
    class Transported extends Resource {}
    Transported.fetch = globalThis.fetch // any fetch-compatible function is a transport
    Transported.fetch = HttpMock.fetch
    Transported.logger = console
    expect(Transported.fetch).toBe(HttpMock.fetch)
    // @ts-expect-error: a format other than xml or json
    const bad: Format = 'yaml'
    expect(bad).toBe('yaml')
    await Promise.allSettled([created, saved, retired, promoted])
  })
})
