// Requests through an HTTP proxy (undici's ProxyAgent), and the install command when undici is
// missing. Ported from ActiveResource 2.3 test/connection_test.rb.
import { createServer, type IncomingMessage } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { useLoopbackServer } from './support'

const loopback = useLoopbackServer()

describe('proxy', () => {
  it('sends requests through an HTTP proxy (undici ProxyAgent)', async () => {
    const tunnels: string[] = []
    const pipes: Socket[] = []
    const proxy = createServer((req, res) => {
      tunnels.push(`absolute ${req.url}`)
      res.writeHead(502).end()
    })
    proxy.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
      tunnels.push(`CONNECT ${req.url}`)
      const [host, targetPort] = (req.url ?? '').split(':')
      pipes.push(client)
      const upstream = connect(Number(targetPort), host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
        upstream.write(head)
        upstream.pipe(client)
        client.pipe(upstream)
      })
      pipes.push(upstream)
      upstream.on('error', () => client.destroy())
      client.on('error', () => upstream.destroy())
    })
    const proxyPort = await loopback.listen(proxy)
    try {
      const Proxied = loopback.live('Person')
      Proxied.proxy = `http://127.0.0.1:${proxyPort}`
      const matz = await Proxied.find(1)
      expect(matz['name']).toBe('Matz')
      expect(tunnels.length).toBe(1)
      expect(tunnels[0]).toMatch(
        new RegExp(`(CONNECT 127\\.0\\.0\\.1:${loopback.port}|absolute http://127\\.0\\.0\\.1:${loopback.port}/people/1\\.xml)`),
      )
    } finally {
      for (const pipe of pipes) pipe.destroy()
      proxy.closeAllConnections()
      await new Promise((resolve) => proxy.close(resolve))
    }
  })
})

describe('proxy without undici (an optional peer dependency)', () => {
  afterAll(() => {
    vi.doUnmock('undici')
    vi.resetModules()
  })

  it('fails the request with the install command, before sending anything', async () => {
    vi.resetModules()
    vi.doMock('undici', () => {
      throw Object.assign(new Error("Cannot find package 'undici'"), { code: 'ERR_MODULE_NOT_FOUND' })
    })
    const fresh = await import('../../../src/client/index')
    const sent: string[] = []
    class Proxied extends fresh.Resource {}
    Proxied.site = 'http://api.example'
    Proxied.proxy = 'http://proxy.example:8080'
    Proxied.fetch = async (url) => {
      sent.push(url)
      throw new Error('not reached')
    }
    await expect(Proxied.find(1)).rejects.toThrow('a proxy needs the undici package (Node only): npm install undici')
    expect(sent).toEqual([])
  })
})
