// Property: what encodeXml writes, decodeXml reads back (within Rails' conventions: no empty
// strings or empty objects, which Rails reads as nil; integers, floats, booleans, strings,
// dates, nulls, arrays and nested objects keep their types).
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { decodeXml, encodeXml } from '../../src/client/index'

const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/)
const text = fc
  .string({ minLength: 1, maxLength: 12 })
  .filter((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/.test(s) && s.trim() !== '' && !s.includes('\r'))
const scalar = fc.oneof(
  fc.integer({ min: -1e9, max: 1e9 }).filter((n) => !Object.is(n, -0)),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).filter((n) => !Number.isInteger(n)),
  fc.boolean(),
  text,
  fc.constant(null),
  fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
)
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, tie('object'), tie('array')),
  object: fc.dictionary(key, tie('value'), { minKeys: 1, maxKeys: 4 }),
  array: fc.array(
    fc.oneof(
      scalar.filter((v) => v !== null),
      tie('object'),
    ),
    { maxLength: 3 },
  ),
}))

it('round-trips Rails-representable values', () => {
  fc.assert(
    fc.property(fc.dictionary(key, value, { minKeys: 1, maxKeys: 5 }), (record) => {
      expect(decodeXml(encodeXml(record, { root: 'record' }))).toEqual({ record })
    }),
    { numRuns: 300 },
  )
})
