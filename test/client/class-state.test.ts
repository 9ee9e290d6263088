// Each resource class keeps its own state (src/client/class-state.ts): two classes share nothing
// but what a common superclass gives them, and what a class derives from a setting (parsed site,
// prefix variables, element and collection names) follows the setting when it changes.
import { describe, expect, it } from 'vitest'
import { Resource } from '../../src/client/index'

/** A class named `name` (two classes may share a name, as in two modules). */
function named(name: string): typeof Resource {
  return { [name]: class extends Resource {} }[name] as typeof Resource
}

/** Two unrelated classes of the same name. */
const twoPeople = (): [typeof Resource, typeof Resource] => [named('Person'), named('Person')]

describe('two classes', () => {
  it('share no settings and no headers', () => {
    const [A, B] = twoPeople()
    A.site = 'http://a.example/accounts/:account_id/'
    A.timeout = 1
    A.headers['X-A'] = 'a'
    expect(B.site).toBeNull()
    expect(B.timeout).toBe(60)
    expect(B.headers['X-A']).toBeUndefined()
    expect(B.prefix).toBe('/')
    expect(A.prefix).toBe('/accounts/:account_id/')
  })

  it('of the same name keep their own element and collection names', () => {
    const [A, B] = twoPeople()
    A.elementName = 'member'
    expect(A.collectionName).toBe('members')
    expect(B.elementName).toBe('person')
    expect(B.collectionName).toBe('people')
  })

  it('with the same site each parse it for themselves (a URL changed through one is not the other’s)', () => {
    const [A, B] = twoPeople()
    A.site = 'http://api.example/'
    B.site = 'http://api.example/'
    const a = A.connectionSettings().site
    const b = B.connectionSettings().site
    expect(a).not.toBe(b)
    a.hostname = 'elsewhere.example'
    expect(B.connectionSettings().site.hostname).toBe('api.example')
  })

  it('each have their own proxy connection pool, kept across requests of one class', () => {
    const [A, B] = twoPeople()
    A.site = B.site = 'http://api.example/'
    A.proxy = B.proxy = 'http://proxy.example:8080'
    expect(A.connectionSettings().proxyAgents).not.toBe(B.connectionSettings().proxyAgents)
    expect(A.connectionSettings().proxyAgents).toBe(A.connectionSettings().proxyAgents)
  })
})

describe('what a class derives from its settings', () => {
  it('follows the setting when it changes', () => {
    const A = named('Person')
    A.site = 'http://api.example/accounts/:account_id/'
    expect(A.prefixParameters).toEqual(['account_id'])
    expect(A.connectionSettings().site.hostname).toBe('api.example')
    A.site = 'http://other.example/teams/:team_id/people/:person_id/'
    expect(A.prefix).toBe('/teams/:team_id/people/:person_id/')
    expect(A.prefixParameters).toEqual(['team_id', 'person_id'])
    expect(A.connectionSettings().site.hostname).toBe('other.example')
    A.elementName = 'story'
    expect(A.collectionName).toBe('stories')
    A.elementName = 'mouse'
    expect(A.collectionName).toBe('mice')
  })

  it('gives each caller its own copy of the prefix variables', () => {
    const A = named('Person')
    A.site = 'http://api.example/accounts/:account_id/'
    A.prefixParameters.push('changed')
    expect(A.prefixParameters).toEqual(['account_id'])
  })

  it('is read from the superclass until the subclass sets its own', () => {
    const Base = named('Base')
    Base.site = 'http://api.example/accounts/:account_id/'
    class Sub extends Base {}
    expect(Sub.prefixParameters).toEqual(['account_id'])
    Base.site = 'http://api.example/teams/:team_id/'
    expect(Sub.prefixParameters).toEqual(['team_id'])
    Sub.site = 'http://sub.example/'
    expect(Sub.prefixParameters).toEqual([])
    expect(Base.prefixParameters).toEqual(['team_id'])
  })
})

describe('a frozen class', () => {
  it('reads its settings, derived names and inherited headers, and refuses new settings and headers', () => {
    const Base = named('StreetAddress')
    Base.site = 'http://api.example/people/:person_id/'
    class Frozen extends Base {}
    Object.freeze(Frozen)
    expect(Frozen.collectionName).toBe('frozens')
    expect(Frozen.prefixParameters).toEqual(['person_id'])
    expect(Frozen.connectionSettings().site.hostname).toBe('api.example')
    expect(() => {
      Frozen.timeout = 1
    }).toThrow('Frozen.timeout cannot be set: the class is frozen')
    expect(Frozen.timeout).toBe(60)
    Base.headers['X-Base'] = 'b'
    expect(Frozen.headers['X-Base']).toBe('b')
    expect(() => {
      Frozen.headers['X-Own'] = 'o'
    }).toThrow(TypeError)
  })
})
