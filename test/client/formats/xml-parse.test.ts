// The Node XML parser under decodeXml: each parser owns its options (the guard that renames
// names), and refuses a text that is not well-formed with the validator's line and column.
import { describe, expect, it } from 'vitest'
import { createNodeParser } from '../../../src/client/formats/xml-parse'

describe('createNodeParser', () => {
  it('gives parsers that each keep their own guard, used one after the other', () => {
    const upper = createNodeParser((name) => name.toUpperCase())
    const plain = createNodeParser((name) => name)
    const xml = '<person id="1"><name>Matz</name></person>'
    for (let round = 0; round < 2; round++) {
      expect(upper(xml)).toEqual([{ PERSON: [{ NAME: [{ '#text': 'Matz' }] }], ':@': { ID: '1' } }])
      expect(plain(xml)).toEqual([{ person: [{ name: [{ '#text': 'Matz' }] }], ':@': { id: '1' } }])
    }
  })

  it('refuses a closing tag that does not match, which the parser alone would accept', () => {
    const parse = createNodeParser((name) => name)
    expect(() => parse('<a>\n  <b></a>')).toThrow(/^malformed XML: .*'b'.*\(line 2, column 6\)$/)
    expect(() => parse('<a><b>1</b>')).toThrow(/^malformed XML: Unclosed tag 'a'/)
  })
})
