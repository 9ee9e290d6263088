import { describe, expect, it } from 'vitest'
import { ParamsError, parseNestedQuery } from '../../src/server/index'

describe('parseNestedQuery (Rack 1.x rules)', () => {
  it('reads flat pairs, + as space, %-escapes, and keys without =', () => {
    expect(parseNestedQuery('a=1&b=x+y&c=%C3%A9%26&d')).toEqual({ a: '1', b: 'x y', c: 'é&', d: '' })
  })

  it('accepts a leading ? and ; as separator, and skips empty pairs', () => {
    expect(parseNestedQuery('?a=1;b=2&&c=3')).toEqual({ a: '1', b: '2', c: '3' })
  })

  it('nests hashes: post[title]=x&post[author][name]=y', () => {
    expect(parseNestedQuery('post[title]=Hi&post[author][name]=Ada')).toEqual({ post: { title: 'Hi', author: { name: 'Ada' } } })
  })

  it('builds arrays from a[]', () => {
    expect(parseNestedQuery('tags[]=a&tags[]=b&post[ids][]=1')).toEqual({ tags: ['a', 'b'], post: { ids: ['1'] } })
  })

  it('builds arrays of hashes from a[][k], starting a new hash when a key repeats', () => {
    expect(parseNestedQuery('p[][n]=1&p[][m]=2&p[][n]=3')).toEqual({ p: [{ n: '1', m: '2' }, { n: '3' }] })
  })

  it('decodes escaped brackets in keys (how the routing helpers write them)', () => {
    expect(parseNestedQuery('a%5Bb%5D=1&c%5B%5D=2')).toEqual({ a: { b: '1' }, c: ['2'] })
  })

  it('the last scalar wins', () => {
    expect(parseNestedQuery('a=1&a=2')).toEqual({ a: '2' })
  })

  it('refuses a key used as a scalar and then as a hash or array', () => {
    expect(() => parseNestedQuery('a=1&a[b]=2')).toThrow(ParamsError)
    expect(() => parseNestedQuery('a=1&a[]=2')).toThrow(/expected an array for key "a"/)
    expect(() => parseNestedQuery('a[b]=1&a[]=2')).toThrow(ParamsError)
  })

  it('refuses bad %-encoding, naming the component', () => {
    expect(() => parseNestedQuery('a=%E0%A4%A')).toThrow(/invalid %-encoding in "%E0%A4%A"/)
  })

  it('does not touch prototypes', () => {
    const parsed = parseNestedQuery('__proto__[polluted]=1&constructor[prototype][x]=2&a[__proto__][y]=3')
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(parsed['constructor']).toEqual({ prototype: { x: '2' } })
  })
})
