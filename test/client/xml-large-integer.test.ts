/**
 * A JavaScript integer at or beyond 1e21 is written by `String()` in exponent form
 * (`1e+21`), so `encodeXml` wrote `<n type="integer">1e+21</n>`: Rails' `Hash.from_xml` reads
 * that as 1 (`"1e+21".to_i`) and our own decoder refuses it. Integers outside the safe range are
 * now written with all their digits (the exact value of the double, as `BigInt(n)` gives it).
 */
import { describe, expect, it } from 'vitest'
import { decodeXml, encodeXml } from '../../src/client/index'

describe('XML integers beyond 2^53 written by encodeXml', () => {
  it('writes an integer of 1e21 or more in plain digits, under type="integer"', () => {
    const xml = encodeXml({ n: 1e21, m: -2e22 }, { root: 'p' })
    expect(xml).toContain('<n type="integer">1000000000000000000000</n>')
    expect(xml).toContain('<m type="integer">-20000000000000000000000</m>')
    expect(decodeXml(xml)).toEqual({ p: { n: 10n ** 21n, m: -2n * 10n ** 22n } })
  })

  it('writes an unsafe integer with its exact digits (2^60, not 1152921504606847000)', () => {
    const xml = encodeXml({ n: 2 ** 60 }, { root: 'p' })
    expect(xml).toContain('<n type="integer">1152921504606846976</n>')
    expect(decodeXml(xml)).toEqual({ p: { n: 2n ** 60n } })
  })

  it('leaves safe integers and floats as they were', () => {
    const xml = encodeXml({ a: 42, b: -7, c: 1.5e-7, d: 2.5 }, { root: 'p' })
    expect(xml).toContain('<a type="integer">42</a>')
    expect(xml).toContain('<b type="integer">-7</b>')
    expect(xml).toContain('<c type="float">1.5e-7</c>')
    expect(xml).toContain('<d type="float">2.5</d>')
  })
})
