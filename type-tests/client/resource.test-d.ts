/**
 * `Resource`'s public surface, member by member, on a subclass: the class side (settings, paths,
 * requests, finders, persistence, custom methods) and the record side (attributes, identity,
 * persistence, copies, encoding, custom methods). Resource is written in layers, one class a file
 * (src/client/resource.ts and src/client/resource/); every member must still reach a subclass
 * with its signature, typed by the class it is called on.
 */
import { expectTypeOf } from 'expect-type'
import {
  Errors,
  Resource,
  type Body,
  type Format,
  type Params,
  type RequestVerb,
  type ResourceClass,
  type ResourceResponse,
} from '../../src/client/index'

class Person extends Resource {
  static override site = 'http://api.example.com/'
  static override format: Format = 'json'
  declare id: number
  declare name: string
  // A subclass overrides the id rule (documented as overridable).
  override idFromResponse(response: ResourceResponse): string | null {
    return response.headers.get('X-Id')
  }
}

// The class side.
expectTypeOf(Person.prefixParameters).toEqualTypeOf<string[]>()
expectTypeOf(Person.prefixPath).toEqualTypeOf<(prefixOptions?: Params) => string>()
expectTypeOf(Person.elementPath).toEqualTypeOf<(id: unknown, prefixOptions?: Params, query?: Params) => string>()
expectTypeOf(Person.collectionPath).toEqualTypeOf<(prefixOptions?: Params, query?: Params) => string>()
expectTypeOf(Person.customMethodCollectionPath).toEqualTypeOf<(name: string, params?: Params) => string>()
expectTypeOf(Person.send).parameter(0).toEqualTypeOf<'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'>()
expectTypeOf(Person.send).returns.toEqualTypeOf<Promise<ResourceResponse>>()
expectTypeOf(Person.encodeBody).toEqualTypeOf<(body: Body | undefined) => string>()
expectTypeOf(Person.find(1)).toEqualTypeOf<Promise<Person>>()
expectTypeOf(Person.find('all')).toEqualTypeOf<Promise<Person[]>>()
expectTypeOf(Person.find('one', { from: 'managers' })).toEqualTypeOf<Promise<Person | null>>()
expectTypeOf(Person.instantiateRecord({}, null, {})).toEqualTypeOf<Person>()
expectTypeOf(Person.instantiateCollection([], null, {})).toEqualTypeOf<Person[]>()
expectTypeOf(Person.create({ name: 'Koichi' })).toEqualTypeOf<Promise<Person>>()
expectTypeOf(Person.delete).toEqualTypeOf<(id: string | number | bigint, prefixOptions?: Params) => Promise<ResourceResponse>>()
expectTypeOf(Person.exists(1)).toEqualTypeOf<Promise<boolean>>()
expectTypeOf(Person.exists(null, { params: { post_id: 1 } })).toEqualTypeOf<Promise<boolean>>()
expectTypeOf(Person.get('retired')).toEqualTypeOf<Promise<unknown>>()
expectTypeOf(Person.post('hire', {}, { name: 'x' })).toEqualTypeOf<Promise<ResourceResponse>>()
expectTypeOf(Person.put('promote', {}, '<x/>')).toEqualTypeOf<Promise<ResourceResponse>>()
expectTypeOf(Person.request('get', 'retired')).toEqualTypeOf<Promise<unknown>>()
expectTypeOf(Person.request('DELETE', 'fire')).toEqualTypeOf<Promise<ResourceResponse>>()
expectTypeOf(Person.register).toEqualTypeOf<(cls: typeof Resource, namespace?: string) => void>()
expectTypeOf<typeof Person>().toExtend<ResourceClass<Person>>()
// @ts-expect-error: PATCH is no verb of Rails 2.3's ActiveResource
void Person.request('patch', 'x')

// The record side.
const p = new Person({ name: 'Matz' }, { post_id: 1 })
expectTypeOf(p.attributes).toEqualTypeOf<Record<string, unknown>>()
expectTypeOf(p.prefixOptions).toEqualTypeOf<Record<string, unknown>>()
expectTypeOf(p.errors).toEqualTypeOf<Errors>()
expectTypeOf(p.id).toEqualTypeOf<number>()
expectTypeOf(p.name).toEqualTypeOf<string>()
expectTypeOf(p['undeclared']).toEqualTypeOf<unknown>()
expectTypeOf(p.isNew()).toEqualTypeOf<boolean>()
expectTypeOf(p.toParam()).toEqualTypeOf<string | null>()
expectTypeOf(p.load({ name: 'Yukihiro' })).toEqualTypeOf<Person>()
expectTypeOf(p.elementPath({ page: 2 })).toEqualTypeOf<string>()
expectTypeOf(p.collectionPath()).toEqualTypeOf<string>()
expectTypeOf(p.save()).toEqualTypeOf<Promise<boolean>>()
expectTypeOf(p.idFromResponse).returns.toEqualTypeOf<string | null>()
expectTypeOf(p.loadAttributesFromResponse).returns.toEqualTypeOf<Person>()
expectTypeOf(p.destroy()).toEqualTypeOf<Promise<ResourceResponse>>()
expectTypeOf(p.exists()).toEqualTypeOf<Promise<boolean>>()
expectTypeOf(p.reload()).toEqualTypeOf<Promise<Person>>()
expectTypeOf(p.valid()).toEqualTypeOf<boolean>()
expectTypeOf(p.dup()).toEqualTypeOf<Person>()
expectTypeOf(p.clone()).toEqualTypeOf<Person>()
expectTypeOf(p.equals).toEqualTypeOf<(other: unknown) => boolean>()
expectTypeOf(p.encode()).toEqualTypeOf<string>()
expectTypeOf(p.toXML()).toEqualTypeOf<string>()
expectTypeOf(p.toJSON()).toEqualTypeOf<unknown>()
expectTypeOf(p.get('profile')).toEqualTypeOf<Promise<unknown>>()
expectTypeOf(p.post('publish', {}, { at: 1 })).toEqualTypeOf<Promise<ResourceResponse>>()
expectTypeOf(p.put('promote')).toEqualTypeOf<Promise<ResourceResponse>>()
expectTypeOf(p.delete('badge', { id: 2 })).toEqualTypeOf<Promise<ResourceResponse>>()
expectTypeOf(p.request('GET', 'profile')).toEqualTypeOf<Promise<unknown>>()
expectTypeOf(p.request('head', 'profile')).toEqualTypeOf<Promise<ResourceResponse>>()
expectTypeOf<RequestVerb>().toEqualTypeOf<'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'get' | 'post' | 'put' | 'delete' | 'head'>()
// @ts-expect-error: a record's attributes are given as an object
new Person('Matz')
