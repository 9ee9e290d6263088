// Rails' Hash.from_xml as decodeXml reads it: typecasts, arrays, attributes and CDATA, malformed
// documents, no DTD entities (XXE, billion laughs), prototype-safe keys, the round trip.
import { describe, expect, it } from 'vitest'
import { XmlError, decodeXml, encodeXml } from '../../../src/client/index'

describe('XML: Hash.from_xml', () => {
  it('typecasts by the type attribute', () => {
    const doc = decodeXml(`<?xml version="1.0" encoding="UTF-8"?>
      <topic>
        <title>The First Topic</title>
        <author-name>David</author-name>
        <id type="integer">1</id>
        <big type="integer">123456789012345678901</big>
        <approved type="boolean"> true </approved>
        <replies-count type="integer">0</replies-count>
        <replies-close-in type="integer">2592000000</replies-close-in>
        <written-on type="date">2003-07-16</written-on>
        <viewed-at type="datetime">2003-07-16T09:28:00+0000</viewed-at>
        <content type="yaml">--- \n1: should be an integer\n</content>
        <author-email-address>david@loudthinking.com</author-email-address>
        <parent-id nil="true"></parent-id>
        <ad-revenue type="decimal">1.5</ad-revenue>
        <optimum-viewing-angle type="float">135</optimum-viewing-angle>
        <resident type="symbol">yes</resident>
        <empty-string type="string"></empty-string>
        <no-type></no-type>
        <typed-nil type="integer"/>
      </topic>`)
    expect(doc).toEqual({
      topic: {
        title: 'The First Topic',
        author_name: 'David',
        id: 1,
        big: 123456789012345678901n,
        approved: true,
        replies_count: 0,
        replies_close_in: 2592000000,
        written_on: new Date('2003-07-16T00:00:00Z'),
        viewed_at: new Date('2003-07-16T09:28:00Z'),
        content: '--- \n1: should be an integer\n',
        author_email_address: 'david@loudthinking.com',
        parent_id: null,
        ad_revenue: '1.5',
        optimum_viewing_angle: 135,
        resident: 'yes',
        empty_string: '',
        no_type: null,
        typed_nil: null,
      },
    })
  })

  it('reads arrays: typed, repeated, single and empty', () => {
    expect(decodeXml('<people type="array"><person><id type="integer">1</id></person></people>')).toEqual({ people: [{ id: 1 }] })
    expect(decodeXml('<people type="array"></people>')).toEqual({ people: [] })
    expect(decodeXml('<people type="array"/>')).toEqual({ people: [] })
    expect(decodeXml('<p><n>1</n><n>2</n><n>3</n></p>')).toEqual({ p: { n: ['1', '2', '3'] } })
    expect(decodeXml('<p><tags type="array"><tag>a</tag></tags></p>')).toEqual({ p: { tags: ['a'] } })
  })

  it('extends only the arrays a repeat made in the same document, not a type="array" value', () => {
    // a repeated key after a type="array" value makes an array of the two, as XmlMini's merge!
    expect(decodeXml('<p><n type="array"><n>1</n></n><n>2</n><n>3</n></p>')).toEqual({ p: { n: [['1'], '2', '3'] } })
    const first = decodeXml('<p><n>1</n><n>2</n></p>') as { p: { n: string[] } }
    // an array one document made is a value like any other in the next
    expect(decodeXml('<q><m>1</m><m>2</m></q>')).toEqual({ q: { m: ['1', '2'] } })
    expect(first.p.n).toEqual(['1', '2'])
  })

  it('keeps attributes of elements without text as keys, and CDATA as text', () => {
    expect(decodeXml('<p kind="x"><a>1</a></p>')).toEqual({ p: { kind: 'x', a: '1' } })
    // attributes are merged before the children (XmlMini's merge!): a child named like one joins it in an array
    const merged = decodeXml('<p a="x" type="integer"><b>2</b><a>1</a></p>').p as Record<string, unknown>
    expect(Object.keys(merged)).toEqual(['a', 'type', 'b'])
    expect(merged).toEqual({ a: ['x', '1'], type: 'integer', b: '2' })
    expect(decodeXml('<p nil="true"><a>1</a></p>')).toEqual({ p: null })
    expect(decodeXml('<p><a><![CDATA[x]]>\n  </a></p>')).toEqual({ p: { a: 'x\n  ' } })
    expect(decodeXml('<p><a><![CDATA[<b>&amp;</b>]]></a></p>')).toEqual({ p: { a: '<b>&amp;</b>' } })
    expect(decodeXml('<p><a>x &amp; y &lt; &#233;&#x41;</a></p>')).toEqual({ p: { a: 'x & y < éA' } })
  })

  it('refuses values that do not match their type', () => {
    expect(() => decodeXml('<p><age type="integer">old</age></p>')).toThrow(/<age type="integer"> holds "old", not an integer/)
    expect(() => decodeXml('<p><at type="datetime">someday</at></p>')).toThrow(/not a date/)
  })

  it('accepts whitespace or a byte order mark before the declaration', () => {
    expect(decodeXml('\n  <?xml version="1.0"?><a>1</a>')).toEqual({ a: '1' })
    expect(decodeXml('\uFEFF<?xml version="1.0"?><a>1</a>')).toEqual({ a: '1' })
  })

  it('refuses malformed documents with a clear message', () => {
    expect(() => decodeXml('<a><b></a>')).toThrow(/malformed XML: Expected closing tag 'b'/)
    expect(() => decodeXml('<a/><b/>')).toThrow(/exactly one root element/)
    expect(() => decodeXml('just text')).toThrow(/malformed XML/)
    expect(() => decodeXml('<a>text<b/></a>')).toThrow(/mixes text and child elements/)
  })

  it('never expands entities from a DTD (XXE, billion laughs)', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<lolz>&lol9;</lolz>`
    const started = performance.now()
    expect(() => decodeXml(laughs)).toThrow(/entity &lol9; is not expanded/)
    expect(performance.now() - started).toBeLessThan(500)
    expect(() => decodeXml('<!DOCTYPE a [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><a>&xxe;</a>')).toThrow(XmlError)
    expect(() => decodeXml('<!DOCTYPE a [<!ENTITY xxe "internal">]><a>&xxe;</a>')).toThrow(/not expanded/)
  })

  it('keeps __proto__, constructor and prototype as plain data', () => {
    const doc = decodeXml(
      '<__proto__><constructor><prototype>1</prototype></constructor><toString>s</toString><hasOwnProperty>h</hasOwnProperty></__proto__>',
    )
    expect(Object.keys(doc)).toEqual(['__proto__'])
    const inner = doc['__proto__'] as Record<string, unknown>
    expect(Object.getPrototypeOf(inner)).toBe(Object.prototype)
    expect(Object.keys(inner)).toEqual(['constructor', 'toString', 'hasOwnProperty'])
    expect(inner['constructor']).toEqual({ prototype: '1' })
    expect(({} as Record<string, unknown>)['prototype']).toBeUndefined()
    expect(decodeXml('<a __proto__="x" constructor="y"><b>1</b></a>')).toEqual(
      JSON.parse('{"a":{"__proto__":"x","constructor":"y","b":"1"}}'),
    )
  })

  it('round-trips what it writes', () => {
    const value = {
      id: 1,
      name: 'Ma&tz <x>',
      at: new Date('2007-01-01T12:00:00Z'),
      tags: ['a', 'b'],
      home: { street: 'x' },
      none: null,
      ok: true,
      f: 1.5,
    }
    expect(decodeXml(encodeXml(value, { root: 'person' }))).toEqual({ person: value })
  })
})
