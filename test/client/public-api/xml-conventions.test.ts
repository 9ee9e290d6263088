// XML conventions: Rails types decoded (decimal, date, datetime), nested records, date and datetime
// kept on save. Through the public entry points `src/client/index.ts` and `src/testing/index.ts`, as a
// user imports them.
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource, decodeXml, encodeXml } from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'

beforeEach(() => HttpMock.reset())

describe('XML conventions', () => {
  it('decodes Rails types (decimal exact as a string, date and datetime as Date) and nests records', async () => {
    class Doc extends Resource {
      static override site = 'http://api.example.com/'
      static override fetch = HttpMock.fetch
    }
    HttpMock.respondTo((m) =>
      m.get(
        '/docs/1.xml',
        {},
        '<doc><id type="integer">1</id><price type="decimal">1.10</price><born type="date">2020-01-02</born><at type="datetime">2020-01-02T03:04:05+02:00</at><ok type="boolean">false</ok><f type="float">2.5</f><gone nil="true"/><first-name>M</first-name><tags type="array"><tag>a</tag></tags></doc>',
      ),
    )
    const d = await Doc.find(1)
    const a = d.attributes as Record<string, unknown>
    expect(a['price']).toBe('1.10')
    expect((a['born'] as Date).toISOString()).toBe('2020-01-02T00:00:00.000Z')
    expect((a['at'] as Date).toISOString()).toBe('2020-01-02T01:04:05.000Z')
    expect([a['ok'], a['f'], a['gone'], a['first_name'], a['tags']]).toEqual([false, 2.5, null, 'M', ['a']])
  })

  it('a record loaded and saved keeps a date as type="date" (Date#to_xml), a datetime as type="datetime"', () => {
    const decoded = decodeXml('<p><born type="date">2020-01-02</born><at type="datetime">2020-01-02T00:00:00Z</at></p>') as {
      p: Record<string, unknown>
    }
    const xml = encodeXml(decoded.p, { root: 'p' })
    expect(xml).toContain('<born type="date">2020-01-02</born>')
    expect(xml).toContain('<at type="datetime">2020-01-02T00:00:00Z</at>')
    // a Date made in JavaScript is a datetime; a decoded date moved off midnight is one too
    const born = decoded.p['born'] as Date
    born.setUTCHours(5)
    expect(encodeXml({ born, made: new Date(Date.UTC(2020, 0, 2)) }, { root: 'p' })).toContain(
      '<born type="datetime">2020-01-02T05:00:00Z</born>\n  <made type="datetime">2020-01-02T00:00:00Z</made>',
    )
  })
})
