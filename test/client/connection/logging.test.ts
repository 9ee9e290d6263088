// Logging: the request line, then status, message, body length and duration; the default port; nothing
// without a logger. Ported from ActiveResource 2.3 test/connection_test.rb.
import { describe, expect, it } from 'vitest'
import { Resource } from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'
import { matzXml, useLoopbackServer } from './support'

const loopback = useLoopbackServer()

describe('logging', () => {
  it('logs the request, then status, message, body length and duration', async () => {
    const lines: string[] = []
    const People = loopback.live('Person')
    People.logger = { info: (line: string) => lines.push(line) }
    await People.find(1)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe(`GET http://127.0.0.1:${loopback.port}/people/1.xml`)
    expect(lines[1]).toMatch(new RegExp(`^--> 200 OK ${Buffer.byteLength(matzXml)} \\(\\d+\\.\\dms\\)$`))
  })

  it('writes the default port, and logs nothing without a logger', async () => {
    const lines: string[] = []
    class Logged extends Resource {
      static override site = 'http://example.com'
    }
    Logged.fetch = HttpMock.fetch
    HttpMock.respondTo((m) => m.get('/loggeds/1.xml', {}, '<logged><name>é</name></logged>', 200))
    await Logged.find(1)
    Logged.logger = { info: (line: string) => lines.push(line) }
    await Logged.find(1)
    expect(lines[0]).toBe('GET http://example.com:80/loggeds/1.xml')
    expect(lines[1]).toMatch(/^--> 200 OK 32 \(\d+\.\dms\)$/)
  })
})
