// ActiveResource 2.3 test/base/equality_test.rb, ported (two new records are not equal).
import { describe, expect, it } from 'vitest'
import { Person, StreetAddress } from './fixtures'

const fresh = new Person()
const one = new Person({ id: 1 })
const two = new Person({ id: 2 })
const street = new StreetAddress({ id: 2 })

describe('equality', () => {
  it('equals itself', () => {
    expect(fresh.equals(fresh)).toBe(true)
    expect(one.equals(one)).toBe(true)
  })

  it('does not equal a new record', () => {
    expect(fresh.equals(one)).toBe(false)
    expect(one.equals(fresh)).toBe(false)
    expect(new Person().equals(new Person())).toBe(false)
  })

  it('does not equal another class with the same id', () => {
    expect(two.equals(street)).toBe(false)
    expect(street.equals(two)).toBe(false)
  })

  it('equals another persisted record of the class with the same id', () => {
    expect(one.equals(new Person({ id: 1, name: 'other attributes' }))).toBe(true)
    expect(one.equals(new Person({ id: '1' }))).toBe(true)
    expect(one.equals(two)).toBe(false)
    expect(one.equals({ id: 1 })).toBe(false)
  })

  it('compares prefix options', () => {
    expect(one.equals(one.dup())).toBe(true)
    const other = one.dup()
    other.prefixOptions = { foo: 'bar' }
    expect(one.equals(other)).toBe(false)
  })
})

it('two records loaded from the same data are structurally equal (toEqual)', () => {
  expect(new Person({ id: 1, name: 'Matz' })).toEqual(new Person({ id: 1, name: 'Matz' }))
  expect(new Person({ id: 1, name: 'Matz' })).not.toEqual(new Person({ id: 1, name: 'David' }))
})
