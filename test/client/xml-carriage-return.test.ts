/**
 * A carriage return in a string was written raw, and every XML parser (REXML on a
 * Rails server, fast-xml-parser here) normalizes `\r\n` and `\r` to `\n` (XML 1.0 §2.11), so a
 * record with Windows line ends came back — or reached the server — changed. `encodeXml` now
 * writes it as the character reference `&#13;`, which parsers keep.
 */
import { describe, expect, it } from 'vitest'
import { decodeXml, encodeXml } from '../../src/client/index'

describe('XML text with carriage returns', () => {
  it('writes \\r as &#13;', () => {
    expect(encodeXml({ note: 'a\r\nb' }, { root: 'p', instruct: false })).toBe('<p>\n  <note>a&#13;\nb</note>\n</p>\n')
  })

  it('keeps \\r\\n and a lone \\r through encode and decode', () => {
    const note = 'line one\r\nline two\rthree\n'
    expect(decodeXml(encodeXml({ note }, { root: 'p' }))).toEqual({ p: { note } })
  })
})
