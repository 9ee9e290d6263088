/** XML values at the edges of Rails' to_xml / Hash.from_xml: binary, carriage returns, dates with a time, large integers, lone surrogates. */
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource, XmlError, decodeXml, encodeXml } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'

/**
 * `type="base64Binary"` decodes to a `Uint8Array` (Rails' XML_PARSING), but encoding
 * refused it, so a record loaded with such an attribute could not be saved (`encode()` threw).
 * Rails writes binary as `type="base64Binary"` with base64 text (XML_FORMATTING); a load → save
 * round trip keeps the bytes and the type.
 */
class Attachment extends Resource {
  static override site = 'http://api.example.com/'
  static override fetch = HttpMock.fetch
}

describe('base64Binary round trip', () => {
  beforeEach(() =>
    HttpMock.respondTo((m) => {
      m.get('/attachments/1.xml', {}, '<attachment><id type="integer">1</id><data type="base64Binary">aGVsbG8=</data></attachment>')
      m.put('/attachments/1.xml', {}, '', 204)
    }),
  )

  it('encodeXml writes a Uint8Array as type="base64Binary"', () => {
    const xml = encodeXml({ data: new TextEncoder().encode('hello') }, { root: 'attachment' })
    expect(xml).toContain('<data type="base64Binary">aGVsbG8=</data>')
    expect(decodeXml(xml)).toEqual({ attachment: { data: new TextEncoder().encode('hello') } })
  })

  it('a record loaded with a binary attribute saves it back', async () => {
    const attachment = await Attachment.find(1)
    expect(attachment.data).toEqual(new TextEncoder().encode('hello'))
    expect(await attachment.save()).toBe(true)
    expect(HttpMock.requests[1]!.body).toContain('<data type="base64Binary">aGVsbG8=</data>')
  })
})

/**
 * A carriage return in a string was written raw, and every XML parser (REXML on a
 * Rails server, fast-xml-parser here) normalizes `\r\n` and `\r` to `\n` (XML 1.0 §2.11), so a
 * record with Windows line ends came back — or reached the server — changed. `encodeXml` now
 * writes it as the character reference `&#13;`, which parsers keep.
 */
describe('XML text with carriage returns', () => {
  it('writes \\r as &#13;', () => {
    expect(encodeXml({ note: 'a\r\nb' }, { root: 'p', instruct: false })).toBe('<p>\n  <note>a&#13;\nb</note>\n</p>\n')
  })

  it('keeps \\r\\n and a lone \\r through encode and decode', () => {
    const note = 'line one\r\nline two\rthree\n'
    expect(decodeXml(encodeXml({ note }, { root: 'p' }))).toEqual({ p: { note } })
  })
})

/**
 * Rails reads `type="date"` with `Date.parse`, which keeps the day and drops any time
 * and zone (`Date.parse("2008-01-01T23:30:00-05:00")` is 2008-01-01). `decodeXml` read such a
 * value as the instant (2008-01-02T04:30Z, the next day in UTC) and encoded it back as a datetime.
 * It now gives the day, a UTC midnight that encodes back as `type="date"`.
 */
describe('type="date" holding a time', () => {
  it('keeps the day and drops the time and zone, as Date.parse', () => {
    const doc = decodeXml('<p><d type="date">2008-01-01T23:30:00-05:00</d><e type="date">2008-02-03 10:00:00 UTC</e></p>') as {
      p: { d: Date; e: Date }
    }
    expect(doc.p.d.toISOString()).toBe('2008-01-01T00:00:00.000Z')
    expect(doc.p.e.toISOString()).toBe('2008-02-03T00:00:00.000Z')
    expect(encodeXml(doc.p, { root: 'p' })).toContain('<d type="date">2008-01-01</d>')
  })

  it('gives a Date that remembers it is a day: encoded back as a date while it stays at midnight, as a datetime once given a time', () => {
    const day = (decodeXml('<d type="date">2008-01-01</d>') as { d: Date }).d
    expect(day).toBeInstanceOf(Date)
    expect(encodeXml({ d: day }, { root: 'p' })).toContain('<d type="date">2008-01-01</d>')
    day.setUTCHours(12)
    expect(encodeXml({ d: day }, { root: 'p' })).toContain('<d type="datetime">2008-01-01T12:00:00Z</d>')
    // a Date at midnight that was not read as a day stays a datetime
    expect(encodeXml({ d: new Date('2008-01-01T00:00:00Z') }, { root: 'p' })).toContain('<d type="datetime">2008-01-01T00:00:00Z</d>')
  })

  it('still reads a plain day and a datetime as before', () => {
    const doc = decodeXml('<p><d type="date">2008-01-01</d><t type="datetime">2008-01-01T23:30:00-05:00</t></p>') as {
      p: { d: Date; t: Date }
    }
    expect(doc.p.d.toISOString()).toBe('2008-01-01T00:00:00.000Z')
    expect(doc.p.t.toISOString()).toBe('2008-01-02T04:30:00.000Z')
  })
})

/**
 * A JavaScript integer at or beyond 1e21 is written by `String()` in exponent form
 * (`1e+21`), so `encodeXml` wrote `<n type="integer">1e+21</n>`: Rails' `Hash.from_xml` reads
 * that as 1 (`"1e+21".to_i`) and our own decoder refuses it. Integers outside the safe range are
 * now written with all their digits (the exact value of the double, as `BigInt(n)` gives it).
 */
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

/**
 * `encodeXml` promises an XmlError for a string holding a character XML 1.0 cannot
 * carry, and refuses C0 controls, U+FFFE and U+FFFF — but a lone UTF-16 surrogate (no Char of
 * XML either, and no UTF-8 form) passed and was sent as U+FFFD, silently changing the value.
 * Well-formed surrogate pairs (emoji) are unaffected.
 */
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

/**
 * Hash.from_xml's answer for an element whose value does not hold its children (`nil="true"`,
 * `type="string"`): the children are not typecast, but the whole document is still read, so an
 * entity Rails' parser would refuse is an error there too.
 */
describe('children of a nil or type="string" element', () => {
  it('are not typecast: the element is null or an empty string', () => {
    expect(decodeXml('<a nil="true"><b type="integer">x</b></a>')).toEqual({ a: null })
    expect(decodeXml('<a type="string"><b type="integer">x</b></a>')).toEqual({ a: '' })
  })

  it('are still read for errors', () => {
    expect(() => decodeXml('<a nil="true"><b>&bogus;</b></a>')).toThrow(XmlError)
    expect(() => decodeXml('<a type="string"><b>x<c/></b></a>')).toThrow(/element <b> mixes text and child elements/)
  })

  it('an array holds its children in document order, whatever their names', () => {
    expect(decodeXml('<a type="array"><x>1</x><y type="integer">2</y><x/></a>')).toEqual({ a: ['1', 2, null] })
  })
})

describe('integers, dates and datetimes in their common forms', () => {
  const valueOf = (type: string, text: string): unknown => decodeXml(`<v type="${type}">${text}</v>`)['v']

  it('reads plain digits as the number they spell, and longer or signed ones the same way', () => {
    for (const text of ['0', '7', '007', '123456789012345', '-12', '+3', ' 42 ', '9007199254740993'])
      expect(valueOf('integer', text), text).toEqual(/^\s*[+-]?\d{16,}\s*$/.test(text) ? BigInt(text.trim()) : Number(text))
    expect(() => valueOf('integer', '12a')).toThrow(XmlError)
    expect(() => valueOf('integer', ' ')).toThrow(XmlError)
  })

  it('reads a datetime as Date reads it, in range or not', () => {
    for (const text of [
      '2009-02-11T12:34:56Z',
      '1999-12-31T23:59:59Z',
      '2009-02-29T12:00:00Z',
      '2009-02-11T24:00:00Z',
      '0050-01-01T00:00:00Z',
      ' 2009-02-11T12:34:56Z',
    ])
      expect((valueOf('datetime', text) as Date).getTime(), text).toBe(new Date(text.trim()).getTime())
    for (const text of ['2008-02-29T23:59:59Z', '2007-02-29T00:00:00Z', '2009-06-31T00:00:00Z'])
      expect((valueOf('datetime', text) as Date).getTime(), text).toBe(new Date(text).getTime())
    expect(() => valueOf('datetime', '2009-13-01T00:00:00Z')).toThrow(XmlError)
  })

  it('reads a day as UTC midnight, a day past the month’s end as Date reads it', () => {
    for (const text of [
      '1960-02-11',
      '2000-02-29',
      '2004-02-29',
      '1900-02-29',
      '2100-02-29',
      '2009-02-30',
      '2009-04-30',
      '2009-04-31',
      '2009-12-31',
      '0050-01-01',
    ])
      expect((valueOf('date', text) as Date).getTime(), text).toBe(new Date(`${text}T00:00:00Z`).getTime())
    expect(() => valueOf('date', '2009-00-10')).toThrow(XmlError)
  })
})

describe('text beside child elements', () => {
  it('is refused when it is more than whitespace, wherever it stands', () => {
    for (const xml of ['<a>x<b>1</b></a>', '<a><b>1</b>x</a>', '<a> <b>1</b> <![CDATA[x]]></a>', '<a>&#65;<b>1</b></a>'])
      expect(() => decodeXml(xml), xml).toThrow(/mixes text and child elements/)
  })

  it('is dropped when it is whitespace only (Unicode spaces and character references included)', () => {
    for (const xml of ['<a>\n  <b>1</b>\n</a>', '<a>\u00a0<b>1</b>\u2003</a>', '<a>&#32;<b>1</b>&#10;</a>'])
      expect(decodeXml(xml), xml).toEqual({ a: { b: '1' } })
  })
})
