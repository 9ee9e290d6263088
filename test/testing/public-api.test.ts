/**
 * HttpMock's public API (docs/testing.md), checked through the public entry points `src/testing/index.ts`
 * and `src/client/index.ts`.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource } from '../../src/client/index'
import { HttpMock, InvalidRequestError } from '../../src/testing/index'

class Person extends Resource {
  static override site = 'http://api.example.com/'
  static override fetch = HttpMock.fetch
}
const matz = '<person><id type="integer">1</id><name>Matz</name></person>'

beforeEach(() => HttpMock.reset())

describe('HttpMock', () => {
  it('request headers are a subset match with case-insensitive names (values exact)', async () => {
    HttpMock.respondTo((m) => m.get('/people/1.xml', { ACCEPT: 'application/xml' }, matz))
    expect((await Person.find(1))['name']).toBe('Matz')
    HttpMock.respondTo((m) => m.get('/people/1.xml', { accept: 'application/json' }, matz))
    await expect(Person.find(1)).rejects.toBeInstanceOf(InvalidRequestError)
    HttpMock.respondTo((m) => m.get('/people/1.xml', { accept: 'application/xml', 'x-missing': '1' }, matz))
    await expect(Person.find(1)).rejects.toBeInstanceOf(InvalidRequestError)
  })

  it('each respondTo call replaces the previous set', async () => {
    HttpMock.respondTo((m) => m.get('/people/1.xml', {}, matz))
    HttpMock.respondTo((m) => m.get('/people/2.xml', {}, '<person><id type="integer">2</id></person>'))
    expect(HttpMock.responses.map((r) => r.path)).toEqual(['/people/2.xml'])
    await expect(Person.find(1)).rejects.toBeInstanceOf(InvalidRequestError)
    expect((await Person.find(2)).id).toBe(2)
  })

  it('requests records every request, matched or not, as { method, path, headers, body }', async () => {
    HttpMock.respondTo((m) => m.post('/people.xml', {}, '', 201, { Location: '/people/3.xml' }))
    await Person.find(9).catch(() => undefined)
    await new Person({ name: 'A' }).save()
    expect(HttpMock.requests.map((r) => [r.method, r.path, typeof r.headers, r.body === null ? null : typeof r.body])).toEqual([
      ['GET', '/people/9.xml', 'object', null],
      ['POST', '/people.xml', 'object', 'string'],
    ])
    expect(HttpMock.requests[1]!.body).toContain('<name>A</name>')
    expect(HttpMock.requests[0]!.headers['Accept']).toBe('application/xml')
    HttpMock.reset()
    expect(HttpMock.requests).toEqual([])
  })

  it('matches the request body where one is given, and the query with the path', async () => {
    HttpMock.respondTo((m) => {
      m.put('/people/1/promote.xml?level=2', {}, '', 204, {}, 'exact body')
    })
    const f = HttpMock.fetch
    const ok = await f('http://x/people/1/promote.xml?level=2', { method: 'PUT', body: 'exact body' })
    expect(ok.status).toBe(204)
    await expect(f('http://x/people/1/promote.xml?level=2', { method: 'PUT', body: 'other' })).rejects.toBeInstanceOf(InvalidRequestError)
    await expect(f('http://x/people/1/promote.xml', { method: 'PUT', body: 'exact body' })).rejects.toBeInstanceOf(InvalidRequestError)
  })

  it('fetch works unbound, with a Request object too; an unmatched request lists the declared responses', async () => {
    HttpMock.respondTo((m) => {
      m.get('/people/1.xml', {}, matz, 200, { 'Content-Type': 'application/xml' })
      m.delete('/people/2.xml', { Authorization: 'Basic x' }, '', 200)
    })
    const { fetch } = HttpMock
    const res = await fetch(new Request('http://any.host/people/1.xml'))
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([200, 'application/xml', matz])
    const err = await fetch('http://any.host/people/3.xml').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(InvalidRequestError)
    expect(err).toBeInstanceOf(Error)
    const message = (err as Error).message
    expect(message).toContain('GET /people/3.xml')
    expect(message).toContain('GET /people/1.xml')
    expect(message).toContain('DELETE /people/2.xml')
  })

  it('does not patch globals', () => {
    expect(globalThis.fetch).not.toBe(HttpMock.fetch)
  })
})
