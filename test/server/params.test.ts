/** Request params: query and form bodies nested Rack style. */
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
    expect(Object.keys(parsed)).toEqual(['a'])
    expect(parsed['a']).toEqual({})
  })
})

/**
 * Rack-style nesting of arrays of hashes whose members nest further
 * (`order[items][][product][id]=1&order[items][][product][name]=x`). Rack starts a new hash in
 * the array only when the last one already has the key path being written (Rack 2's
 * `params_hash_has_key?`; Rack 1.x, under Rails 2.3, merged into the last hash every time a key
 * had more than one level). The server compared only the first level (`product`), so every
 * deeper field started a new array element: one item came out as two.
 */
describe('arrays of hashes with nested members', () => {
  it('fields of one element stay in one hash', () => {
    expect(parseNestedQuery('a[][b][c]=1&a[][b][d]=2')).toEqual({ a: [{ b: { c: '1', d: '2' } }] })
    expect(parseNestedQuery('o[items][][product][id]=1&o[items][][product][name]=x&o[items][][qty]=2&o[items][][product][id]=2')).toEqual({
      o: { items: [{ product: { id: '1', name: 'x' }, qty: '2' }, { product: { id: '2' } }] },
    })
  })
  it('a key path written again starts the next element', () => {
    expect(parseNestedQuery('a[][b][c]=1&a[][b][c]=2')).toEqual({ a: [{ b: { c: '1' } }, { b: { c: '2' } }] })
    expect(parseNestedQuery('a[][b]=1&a[][c]=2&a[][b]=3')).toEqual({ a: [{ b: '1', c: '2' }, { b: '3' }] })
  })
  it('an array inside an element is appended to', () => {
    expect(parseNestedQuery('a[][b][]=1&a[][b][]=2')).toEqual({ a: [{ b: ['1', '2'] }] })
  })
})
