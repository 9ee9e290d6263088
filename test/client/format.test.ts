// ActiveResource 2.3 test/format_test.rb, ported; plus Rails' to_xml/from_xml conventions,
// JSON roots, charset content types, malformed bodies, XXE / billion laughs, prototype pollution.
import { describe, expect, it } from 'vitest'
import { DecodeError, FORMATS, JsonError, Resource, XmlError, decodeJson, decodeXml, encodeXml, type Format } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'
import { Person, StreetAddress } from './fixtures'

const matz = { id: 1, name: 'Matz' }
const david = { id: 2, name: 'David' }
const FORMAT_NAMES: Format[] = ['json', 'xml']

async function usingFormat<T>(cls: typeof Resource, format: Format, body: () => Promise<T>): Promise<T> {
  const previous = cls.format
  cls.format = format
  try {
    return await body()
  } finally {
    cls.format = previous
  }
}

describe('format headers', () => {
  it('sends Accept on GET, DELETE and HEAD, Content-Type on PUT and POST', async () => {
    HttpMock.respondTo((m) => {
      m.get('/people/1.json', {}, JSON.stringify(matz))
      m.put('/people/1.json', {}, null, 204)
      m.delete('/people/1.json', {}, null, 200)
      m.head('/people/1.json', {}, null, 200)
      m.post('/people.json', {}, null, 201, { Location: '/people/2.json' })
    })
    await usingFormat(Person, 'json', async () => {
      const p = await Person.find(1)
      await p.save()
      await p.destroy()
      await Person.exists(1)
      await new Person({ name: 'x' }).save()
    })
    expect(HttpMock.requests.map((r) => [r.method, r.headers['Accept'] ?? null, r.headers['Content-Type'] ?? null])).toEqual([
      ['GET', 'application/json', null],
      ['PUT', null, 'application/json'],
      ['DELETE', 'application/json', null],
      ['HEAD', 'application/json', null],
      ['POST', null, 'application/json'],
    ])
  })
})

describe.each(FORMAT_NAMES)('%s', (format) => {
  const codec = FORMATS[format]
  const mime = { Accept: codec.mimeType }

  it('finds a single element', async () => {
    HttpMock.respondTo((m) => m.get(`/people/1.${format}`, mime, codec.encode(david, 'person', false)))
    expect((await usingFormat(Person, format, () => Person.find(1))).name).toBe('David')
  })

  it('finds a collection', async () => {
    HttpMock.respondTo((m) => m.get(`/people.${format}`, mime, codec.encode([matz, david], 'people', false)))
    const people = await usingFormat(Person, format, () => Person.find('all'))
    expect(people.map((p) => p.name)).toEqual(['Matz', 'David'])
  })

  it('decodes a custom collection method', async () => {
    HttpMock.respondTo((m) => m.get(`/people/retrieve.${format}?name=David`, mime, codec.encode([david], 'people', false)))
    expect(await usingFormat(Person, format, () => Person.get('retrieve', { name: 'David' }))).toEqual([david])
  })

  it('decodes a custom element method and posts a new record', async () => {
    HttpMock.respondTo((m) => {
      m.get(`/people/2.${format}`, mime, codec.encode(david, 'person', false))
      m.get(`/people/2/shallow.${format}`, mime, codec.encode(david, 'person', false))
    })
    expect(await usingFormat(Person, format, async () => (await Person.find(2)).get('shallow'))).toEqual(david)
    const ryan = codec.encode({ name: 'Ryan' }, 'person', false)
    HttpMock.respondTo((m) =>
      m.post(`/people/new/register.${format}`, { 'Content-Type': codec.mimeType }, ryan, 201, { Location: `/people/5.${format}` }),
    )
    const response = await usingFormat(Person, format, () => new Person({ name: 'Ryan' }).post('register'))
    expect([response.status, response.body, response.headers.get('Location')]).toEqual([201, ryan, `/people/5.${format}`])
    expect(HttpMock.requests[0]?.body).toBe(ryan)
  })

  it('serializes a nested resource', async () => {
    const address = { street: '12345 Street' }
    const encoded = codec.encode({ name: 'Rus', address }, 'person', false)
    expect(encoded).toMatch(/12345 Street/)
    const person = new Person({ name: 'Rus', address: new StreetAddress(address) })
    expect(person['address']).toBeInstanceOf(StreetAddress)
    HttpMock.respondTo((m) =>
      m.post(`/people.${format}`, { 'Content-Type': codec.mimeType }, encoded, 201, { Location: `/people/5.${format}` }),
    )
    expect(await usingFormat(Person, format, () => person.save())).toBe(true)
    expect(HttpMock.requests[0]?.body).toBe(encoded)
  })

  it('accepts a content type with a charset parameter', async () => {
    HttpMock.respondTo((m) =>
      m.get(`/people/1.${format}`, {}, codec.encode(matz, 'person', false), 200, { 'Content-Type': `${codec.mimeType}; charset=utf-8` }),
    )
    expect((await usingFormat(Person, format, () => Person.find(1))).name).toBe('Matz')
  })

  it('does not decode a blank body', async () => {
    HttpMock.respondTo((m) => m.get(`/people/1/nothing.${format}`, {}, '  \n '))
    expect(await usingFormat(Person, format, async () => new Person({ id: 1 }).get('nothing'))).toBeNull()
  })

  it('names the status and content type of a malformed body', async () => {
    HttpMock.respondTo((m) => m.get(`/people/1.${format}`, {}, '<html><body>oops', 200, { 'Content-Type': 'text/html' }))
    const error = await usingFormat(Person, format, () => Person.find(1)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DecodeError)
    expect((error as Error).message).toMatch(new RegExp(`cannot decode the 200 OK response \\(text/html\\) as ${format.toUpperCase()}`))
    expect((error as DecodeError).response?.status).toBe(200)
  })
})

it('sets the format before the site', () => {
  const R = class extends Resource {}
  R.format = 'json'
  R.site = 'http://37s.sunrise.i:3000'
  expect(R.connectionSettings().format.mimeType).toBe('application/json')
  expect(R.collectionPath()).toBe('/rs.json'.replace('rs', R.collectionName))
})

describe('JSON roots', () => {
  class Js extends Resource {
    static override site = 'http://j.example'
    static override format: Format = 'json'
    static override elementName = 'person'
  }

  it('decodes records with or without the root element', async () => {
    HttpMock.respondTo((m) => {
      m.get('/people/1.json', {}, '{"person":{"id":1,"name":"Matz"}}')
      m.get('/people/2.json', {}, '{"id":2,"name":"David"}')
      m.get('/people.json', {}, '{"people":[{"id":1},{"id":2}]}')
      m.get('/people/bare.json', {}, '[{"person":{"id":3}}]')
    })
    expect((await Js.find(1)).attributes).toEqual(matz)
    expect((await Js.find(2)).attributes).toEqual(david)
    expect((await Js.find('all')).map((p) => p.id)).toEqual([1, 2])
    expect((await Js.find('all', { from: 'bare' })).map((p) => p.id)).toEqual([3])
  })

  it('loads a root-wrapped body after save', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, '{"person":{"id":7,"name":"Koichi"}}', 201))
    const k = await Js.create({ name: 'Koichi' })
    expect(k.id).toBe(7)
  })
})

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

it('loads a record whose XML body pollutes nothing', async () => {
  HttpMock.respondTo((m) =>
    m.get('/people/1.xml', {}, '<person><__proto__><admin type="boolean">true</admin></__proto__><constructor>c</constructor></person>'),
  )
  const p = await Person.find(1)
  expect(({} as Record<string, unknown>)['admin']).toBeUndefined()
  expect(p.constructor).toBe(Person)
  expect(p.attributes['constructor']).toBe('c')
  expect(Object.getPrototypeOf(p)).toBe(Person.prototype)
})

describe('decodeJson', () => {
  it('gives null for a blank text, the value for JSON with whitespace around it, and a JsonError naming the complaint otherwise', () => {
    expect(decodeJson('')).toBeNull()
    expect(decodeJson(' \n\t ')).toBeNull()
    expect(decodeJson(' {"id":1}\n')).toEqual({ id: 1 })
    expect(decodeJson('null')).toBeNull()
    expect(() => decodeJson('{"id":')).toThrow(JsonError)
    expect(() => decodeJson('{"id":')).toThrow(/^malformed JSON: /)
  })
})
