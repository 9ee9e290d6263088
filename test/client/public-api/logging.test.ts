// Logging: the request line, then status, message, body length and duration. Through the public entry
// points `src/client/index.ts` and `src/testing/index.ts`, as a user imports them.
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource } from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'

beforeEach(() => HttpMock.reset())

describe('logging', () => {
  it('logs `GET http://host:port/path` then `--> 200 OK <length> (<ms>ms)`', async () => {
    const lines: string[] = []
    class Logged extends Resource {
      static override site = 'http://api.example.com/'
      static override fetch = HttpMock.fetch
      static override logger = { info: (line: string) => void lines.push(line) }
    }
    const body = '<logged><id type="integer">1</id></logged>'
    HttpMock.respondTo((m) => m.get('/loggeds/1.xml', {}, body, 200))
    await Logged.find(1)
    expect(lines[0]).toBe('GET http://api.example.com:80/loggeds/1.xml')
    expect(lines[1]).toMatch(new RegExp(`^--> 200 OK ${body.length} \\(\\d+(\\.\\d+)?ms\\)$`))
    expect(lines).toHaveLength(2)
  })
})
