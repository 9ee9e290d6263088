// The transport: what fetch is called with (redirect: manual), the global fetch against a loopback
// server, 301 not followed, real statuses, response headers that are not a Headers instance. Ported
// from ActiveResource 2.3 test/connection_test.rb.
import { describe, expect, it } from 'vitest'
import {
  MethodNotAllowed,
  Redirection,
  Resource,
  ResourceNotFound,
  ServerError,
  type FetchInit,
  type FetchLike,
} from '../../../src/client/index'
import { useLoopbackServer } from './support'

const loopback = useLoopbackServer()

describe('fetch', () => {
  it('is called with the URL, method, headers, body and redirect: "manual"', async () => {
    const calls: [string, FetchInit][] = []
    const spy: FetchLike = (input, init) => {
      calls.push([input, init])
      return Promise.resolve(new Response(null, { status: 204 }))
    }
    class Spied extends Resource {
      static override site = 'http://api.example.com:8080/'
      static override headers = { 'X-Api-Key': 'k' }
    }
    Spied.fetch = spy
    await Spied.put('promote', { position: 'Manager' })
    expect(calls).toEqual([
      [
        'http://api.example.com:8080/spieds/promote.xml?position=Manager',
        {
          method: 'PUT',
          headers: { 'Content-Type': 'application/xml', 'X-Api-Key': 'k' },
          body: '',
          redirect: 'manual',
          signal: expect.any(AbortSignal),
        },
      ],
    ])
  })

  it('uses the global fetch by default (a real loopback server)', async () => {
    const People = loopback.live('Person')
    const matz = await People.find(1)
    expect(matz['name']).toBe('Matz')
    expect(loopback.seen[0]).toMatchObject({ method: 'GET', url: '/people/1.xml' })
    expect(loopback.seen[0]?.headers['accept']).toBe('application/xml')
  })

  it('reaches 301 responses instead of following them', async () => {
    const People = loopback.live('Person')
    const error = await People.find('one', { from: '/moved.xml' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Redirection)
    expect((error as Error).message).toMatch(/Response code = 301\..*=> \/people\/1\.xml$/)
    expect(loopback.seen.map((s) => s.url)).toEqual(['/moved.xml'])
  })

  it('maps real statuses, with Allow of a 405', async () => {
    const People = loopback.live('Person')
    await expect(People.send('GET', '/status/404.xml')).rejects.toBeInstanceOf(ResourceNotFound)
    await expect(People.send('GET', '/status/502.xml')).rejects.toBeInstanceOf(ServerError)
    const error = (await People.send('DELETE', '/status/405.xml').catch((e: unknown) => e)) as MethodNotAllowed
    expect(error.allowedMethods).toEqual(['GET', 'POST'])
    expect(error.response?.body).toBe('status 405')
    expect((await People.send('GET', '/status/204.xml')).status).toBe(204)
  })

  it('accepts a transport whose response headers are not a Headers instance', async () => {
    class Duck extends Resource {
      static override site = 'http://duck.example'
    }
    Duck.fetch = () =>
      Promise.resolve({
        status: 201,
        statusText: 'Created',
        headers: {
          get: (n: string) => (n.toLowerCase() === 'location' ? '/ducks/9.xml' : null),
          forEach: (cb: (v: string, n: string) => void) => cb('/ducks/9.xml', 'location'),
        },
        text: () => Promise.resolve(''),
      })
    const d = new Duck()
    expect(await d.save()).toBe(true)
    expect(d.id).toBe('9')
  })
})
