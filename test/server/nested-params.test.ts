/**
 * Rack-style nesting of arrays of hashes whose members nest further
 * (`order[items][][product][id]=1&order[items][][product][name]=x`). Rack starts a new hash in
 * the array only when the last one already has the key path being written (Rack 2's
 * `params_hash_has_key?`; Rack 1.x, under Rails 2.3, merged into the last hash every time a key
 * had more than one level). The server compared only the first level (`product`), so every
 * deeper field started a new array element: one item came out as two.
 */
import { describe, expect, it } from 'vitest'
import { parseNestedQuery } from '../../src/server/index'

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
