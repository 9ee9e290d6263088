// ActiveResource 2.3 test/base_test.rb, ported: the class settings (src/client/resource-settings.ts): defaults, inheritance by subclasses, refused values, headers, element and collection names.
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource, type Format } from '../../src/client/index'
import { respondToPeople, Person, StreetAddress } from './fixtures'

beforeEach(respondToPeople)

describe('class settings', () => {
  it('reads unset settings as null and defaults as Rails 2.3', () => {
    class Bare extends Resource {}
    expect(Bare.site).toBeNull()
    expect(Bare.user).toBeNull()
    expect(Bare.password).toBeNull()
    expect(Bare.timeout).toBe(60)
    expect(Bare.maxResponseBytes).toBe(10 * 1024 * 1024)
    expect(Bare.proxy).toBeNull()
    expect(Bare.logger).toBeNull()
    expect(Bare.format).toBe('xml')
    expect(Bare.primaryKey).toBe('id')
    expect(Bare.includeRootInJson).toBe(false)
    expect(Bare.prefix).toBe('/')
    expect({ ...Bare.headers }).toEqual({})
  })

  it('uses the superclass site until written, and never writes through to the superclass', () => {
    const Actor = class extends Person {}
    expect(Actor.site).toBe(Person.site)
    Actor.site = 'http://localhost:31337'
    expect(Actor.site).not.toBe(Person.site)
    expect(Person.site).toBe('http://37s.sunrise.i:3000')
    const Jester = class extends Actor {}
    Actor.site = 'http://nomad'
    expect(Jester.site).toBe('http://nomad')
  })

  it('inherits every setting and keeps writes in the subclass', () => {
    class Base extends Resource {
      static override site = 'http://a.example/'
      static override format: Format = 'json'
      static override timeout = 5
      static override user = 'u'
    }
    class Sub extends Base {}
    expect([Sub.site, Sub.format, Sub.timeout, Sub.user]).toEqual(['http://a.example/', 'json', 5, 'u'])
    Sub.format = 'xml'
    Sub.timeout = 1
    expect([Base.format, Base.timeout]).toEqual(['json', 5])
    expect([Sub.format, Sub.timeout]).toEqual(['xml', 1])
  })

  it('refuses bad settings with an error naming them', () => {
    class Bad extends Resource {}
    expect(() => {
      Bad.site = 'not a url'
    }).toThrow(/Bad\.site "not a url" is not a URL/)
    expect(() => {
      Bad.format = 'yaml' as Format
    }).toThrow(/unknown format "yaml"/)
    expect(() => {
      Bad.timeout = -1
    }).toThrow(/timeout must be a number of seconds/)
  })

  it('gives each class its own headers, inheriting the superclass headers', () => {
    const Fruit = class extends Resource {}
    const Apple = class extends Fruit {}
    Fruit.headers['key'] = 'value'
    expect(Apple.headers['key']).toBe('value')
    Apple.headers['key2'] = 'value2'
    Fruit.headers['key3'] = 'value3'
    expect(Apple.headers['key3']).toBe('value3')
    expect(Fruit.headers['key2']).toBeUndefined()
    Apple.headers['key'] = 'apple-value'
    expect(Apple.headers['key']).toBe('apple-value')
    expect(Fruit.headers['key']).toBe('value')
    Fruit.headers['key'] = 'new-value'
    expect(Apple.headers['key']).toBe('apple-value')
    expect(Resource.headers['key']).toBeUndefined()
  })

  it('keeps a write through a subclass out of a class that declared static headers', () => {
    class Api extends Resource {
      static override site = 'http://api.example.com/'
      // annotated: TypeScript infers a static field's type from its initializer alone
      static override headers: Record<string, string> = { 'X-Api-Key': 'k' }
    }
    class Manager extends Api {}
    class Sibling extends Resource {}
    Api.headers['X-Trace'] = '1' // the class itself: its own object
    expect(Resource.headers['X-Trace']).toBeUndefined()
    expect(Sibling.headers['X-Trace']).toBeUndefined()
    // A headers object declared as a static field is adopted when the class is first used
    // (any finder or path, `new`, `Resource.register`); from then on subclass writes stay local.
    expect(Manager.collectionPath()).toBe('/managers.xml')
    Manager.headers['X'] = 'v'
    expect(Api.headers['X']).toBeUndefined()
    expect(Manager.headers['X']).toBe('v')
    expect(Manager.headers['X-Api-Key']).toBe('k')
    expect(Manager.headers['X-Trace']).toBe('1')
  })

  it('derives element and collection names from the class name, ignoring namespaces', () => {
    expect(Person.collectionName).toBe('people')
    class BlogPost extends Resource {}
    expect(BlogPost.elementName).toBe('blog_post')
    expect(BlogPost.collectionName).toBe('blog_posts')
    const Namespaced = { ['Api.V1.Story']: class extends Resource {} }['Api.V1.Story'] as typeof Resource
    expect(Namespaced.elementName).toBe('story')
    expect(StreetAddress.elementName).toBe('address')
    expect(StreetAddress.collectionName).toBe('addresses')
  })
})
