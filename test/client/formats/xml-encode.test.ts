// Rails' Hash#to_xml / Array#to_xml as encodeXml writes them: dasherized typed elements, escaping, what XML cannot carry, top-level arrays.
import { describe, expect, it } from 'vitest'
import { XmlError, encodeXml } from '../../../src/client/index'

describe('XML: Hash#to_xml', () => {
  it('writes dasherized, typed elements', () => {
    const out = encodeXml(
      {
        id: 1,
        first_name: 'Yukihiro',
        weight: 68.5,
        admin: false,
        born_on: new Date('1965-04-14T00:00:00Z'),
        nothing: null,
        tags: ['ruby', 'mruby'],
        empty: [],
        address: { zip: '000' },
        big: 12345678901234567890n,
      },
      { root: 'person' },
    )
    expect(out).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<person>',
        '  <id type="integer">1</id>',
        '  <first-name>Yukihiro</first-name>',
        '  <weight type="float">68.5</weight>',
        '  <admin type="boolean">false</admin>',
        '  <born-on type="datetime">1965-04-14T00:00:00Z</born-on>',
        '  <nothing nil="true"/>',
        '  <tags type="array">',
        '    <tag>ruby</tag>',
        '    <tag>mruby</tag>',
        '  </tags>',
        '  <empty type="array"/>',
        '  <address>',
        '    <zip>000</zip>',
        '  </address>',
        '  <big type="integer">12345678901234567890</big>',
        '</person>',
        '',
      ].join('\n'),
    )
  })

  it('escapes text and refuses what XML cannot carry', () => {
    expect(encodeXml({ q: '<a & "b">' }, { root: 'x', instruct: false })).toBe('<x>\n  <q>&lt;a &amp; "b"&gt;</q>\n</x>\n')
    expect(() => encodeXml({ 'bad key': 1 }, { root: 'x' })).toThrow(/cannot encode key "bad key" as an XML element name/)
    expect(() => encodeXml({ k: '\u0001' }, { root: 'x' })).toThrow(XmlError)
    expect(() => encodeXml({ k: new Map() }, { root: 'x' })).toThrow(/cannot encode "k" \(Map\)/)
  })

  it('writes a top-level array with children named for the singular', () => {
    expect(encodeXml([{ id: 1 }], { root: 'people', instruct: false })).toBe(
      '<people type="array">\n  <person>\n    <id type="integer">1</id>\n  </person>\n</people>\n',
    )
  })
})
