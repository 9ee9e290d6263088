/**
 * Rails reads `type="date"` with `Date.parse`, which keeps the day and drops any time
 * and zone (`Date.parse("2008-01-01T23:30:00-05:00")` is 2008-01-01). `decodeXml` read such a
 * value as the instant (2008-01-02T04:30Z, the next day in UTC) and encoded it back as a datetime.
 * It now gives the day, a UTC midnight that encodes back as `type="date"`.
 */
import { describe, expect, it } from 'vitest'
import { decodeXml, encodeXml } from '../../src/client/index'

describe('type="date" holding a time', () => {
  it('keeps the day and drops the time and zone, as Date.parse', () => {
    const doc = decodeXml('<p><d type="date">2008-01-01T23:30:00-05:00</d><e type="date">2008-02-03 10:00:00 UTC</e></p>') as { p: { d: Date; e: Date } }
    expect(doc.p.d.toISOString()).toBe('2008-01-01T00:00:00.000Z')
    expect(doc.p.e.toISOString()).toBe('2008-02-03T00:00:00.000Z')
    expect(encodeXml(doc.p, { root: 'p' })).toContain('<d type="date">2008-01-01</d>')
  })

  it('still reads a plain day and a datetime as before', () => {
    const doc = decodeXml('<p><d type="date">2008-01-01</d><t type="datetime">2008-01-01T23:30:00-05:00</t></p>') as { p: { d: Date; t: Date } }
    expect(doc.p.d.toISOString()).toBe('2008-01-01T00:00:00.000Z')
    expect(doc.p.t.toISOString()).toBe('2008-01-02T04:30:00.000Z')
  })
})
