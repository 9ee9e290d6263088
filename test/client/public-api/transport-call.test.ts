// The transport call: redirect manual, empty bodies of class-level POST and PUT, the exact headers.
// Through the public entry points `src/client/index.ts` and `src/testing/index.ts`, as a user imports
// them.
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource, type Format } from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'

beforeEach(() => HttpMock.reset())

describe('the transport call', () => {
  it('fetch gets redirect: "manual"; class-level POST/PUT bodies default to ""; headers exact', async () => {
    const seen: Array<{ url: string; method: string | undefined; body: unknown; redirect: unknown; headers: Record<string, string> }> = []
    class Wire extends Resource {
      static override site = 'http://api.example.com/'
      static override format: Format = 'json'
      static override fetch = (async (input: string | URL | Request, init?: RequestInit) => {
        seen.push({
          url: String(input),
          method: init?.method,
          body: init?.body,
          redirect: init?.redirect,
          headers: Object.fromEntries(new Headers(init?.headers).entries()),
        })
        return new Response('', { status: 200 })
      }) as typeof fetch
    }
    await Wire.post('bulk')
    await Wire.put('touch', { at: 1 })
    await Wire.request('delete', 'purge')
    expect(seen.map((s) => [s.method, s.url, s.body, s.redirect])).toEqual([
      ['POST', 'http://api.example.com/wires/bulk.json', '', 'manual'],
      ['PUT', 'http://api.example.com/wires/touch.json?at=1', '', 'manual'],
      ['DELETE', 'http://api.example.com/wires/purge.json', undefined, 'manual'],
    ])
    expect(seen[0]!.headers['content-type']).toBe('application/json')
    expect(seen[2]!.headers['accept']).toBe('application/json')
  })
})
