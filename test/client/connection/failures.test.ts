// Failures: time-outs (waiting, reading, transports ignoring the signal, AbortSignal.timeout()),
// refused connections, TLS failures, a class without site. Ported from ActiveResource 2.3
// test/connection_test.rb.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConnectionError, Resource, SSLError, TimeoutError, type FetchLike } from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'
import { useLoopbackServer } from './support'

const loopback = useLoopbackServer()

describe('failures', () => {
  it('times out after `timeout` seconds waiting for the response', async () => {
    const Slow = loopback.live('Slow', { timeout: 0.2 })
    const started = performance.now()
    const error = await Slow.find('one', { from: '/slow.xml' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as TimeoutError).response).toBeNull()
    expect((error as Error).message).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/slow\.xml timed out after 0\.2s/)
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('times out while reading a slow body', async () => {
    const Slow = loopback.live('Slow', { timeout: 0.2 })
    await expect(Slow.find('one', { from: '/slowbody.xml' })).rejects.toBeInstanceOf(TimeoutError)
  })

  it('times out even with a transport that ignores the signal', async () => {
    class Stuck extends Resource {
      static override site = 'http://stuck.example'
      static override timeout = 0.05
    }
    Stuck.fetch = () => new Promise(() => undefined)
    await expect(Stuck.find(1)).rejects.toThrow(/GET http:\/\/stuck\.example\/stucks\/1\.xml timed out after 0\.05s/)
  })

  it("turns a transport's DOMException named TimeoutError (AbortSignal.timeout()) into a TimeoutError", async () => {
    class Timed extends Resource {
      static override site = 'http://timed.example'
    }
    Timed.fetch = () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))
    const error = await Timed.find(1).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as Error).message).toBe('GET http://timed.example/timeds/1.xml timed out: The operation was aborted due to timeout')
    expect((error as TimeoutError).cause).toBeInstanceOf(DOMException)
  })

  it("turns the platform's own AbortSignal.timeout() expiring inside the transport into a TimeoutError", async () => {
    class Hurried extends Resource {
      static override site = loopback.origin
    }
    Hurried.fetch = (url, init) =>
      globalThis.fetch(url, { ...init, signal: AbortSignal.timeout(50) } as RequestInit) as ReturnType<FetchLike>
    await expect(Hurried.find('one', { from: '/slow.xml' })).rejects.toBeInstanceOf(TimeoutError)
  })

  it('keeps another DOMException (an abort) a ConnectionError', async () => {
    class Aborted extends Resource {
      static override site = 'http://aborted.example'
    }
    Aborted.fetch = () => Promise.reject(new DOMException('The operation was aborted', 'AbortError'))
    const error = await Aborted.find(1).catch((e: unknown) => e)
    expect(error?.constructor).toBe(ConnectionError)
  })

  it('does not time out without a timeout or within it', async () => {
    const Quick = loopback.live('Person', { timeout: 5 })
    expect((await Quick.find(1))['name']).toBe('Matz')
  })

  it('turns a refused connection into a ConnectionError naming it', async () => {
    const closed = createServer()
    const closedPort = await loopback.listen(closed)
    await new Promise((resolve) => closed.close(resolve))
    class Gone extends Resource {
      static override site = `http://127.0.0.1:${closedPort}`
    }
    const error = await Gone.find(1).catch((e: unknown) => e)
    expect(error?.constructor).toBe(ConnectionError)
    expect((error as Error).message).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/gones\/1\.xml failed: .*ECONNREFUSED/)
    expect((error as ConnectionError).response).toBeNull()
  })

  it('turns a TLS failure into an SSLError', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tr-tls-'))
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
        ],
        { stdio: 'ignore' },
      )
      const tls = createHttpsServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, loopback.handle)
      const tlsPort = await loopback.listen(tls)
      try {
        class Secure extends Resource {
          static override site = `https://127.0.0.1:${tlsPort}`
        }
        const error = await Secure.find(1).catch((e: unknown) => e)
        expect(error).toBeInstanceOf(SSLError)
        expect((error as Error).message).toMatch(/TLS failure/)
        expect(loopback.seen).toHaveLength(0)
      } finally {
        tls.closeAllConnections()
        await new Promise((resolve) => tls.close(resolve))
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses a class without site before sending', async () => {
    class Nowhere extends Resource {}
    Nowhere.fetch = HttpMock.fetch
    await expect(Nowhere.find(1)).rejects.toThrow('Nowhere.site is not set')
    expect(HttpMock.requests).toHaveLength(0)
  })
})
