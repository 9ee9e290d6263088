/**
 * `encodeXml` promises an XmlError for a string holding a character XML 1.0 cannot
 * carry, and refuses C0 controls, U+FFFE and U+FFFF — but a lone UTF-16 surrogate (no Char of
 * XML either, and no UTF-8 form) passed and was sent as U+FFFD, silently changing the value.
 * Well-formed surrogate pairs (emoji) are unaffected.
 */
import { describe, expect, it } from 'vitest'
import { XmlError, decodeXml, encodeXml } from '../../src/client/index'

describe('XML text with lone surrogates', () => {
  it('refuses a lone high or low surrogate, in text and as the last character', () => {
    expect(() => encodeXml({ a: 'x\uD800y' }, { root: 'p' })).toThrow(XmlError)
    expect(() => encodeXml({ a: 'x\uDC00' }, { root: 'p' })).toThrow(XmlError)
    expect(() => encodeXml({ a: 'x\uD83D' }, { root: 'p' })).toThrow(XmlError)
    expect(() => encodeXml({ a: ['ok', '\uDFFFz'] }, { root: 'p' })).toThrow(XmlError)
  })

  it('writes surrogate pairs (astral characters) as they are', () => {
    const a = 'emoji 😀 and 𝄞'
    expect(decodeXml(encodeXml({ a }, { root: 'p' }))).toEqual({ p: { a } })
  })
})
