/**
 * The request context of custom route conditions, as the server fills it (src/server/request-context.ts):
 * Rails 2.3's `request.host`, `domain`, `subdomains.join('.')`, `port` and `protocol`; and routing by
 * it through createRequestHandler, over a web Request and over node:http.
 */
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { defineRoutes, DeclarationError } from '../../src/index'
import { createRequestHandler, toNodeListener } from '../../src/server/index'
import { requestContext } from '../../src/server/request-context'

describe('requestContext', () => {
  it("reads the host as Rails 2.3's request does: the last two labels are the domain, the rest the subdomain", () => {
    expect(requestContext('Admin.Example.com:8080', 'http')).toEqual({
      host: 'admin.example.com',
      domain: 'example.com',
      subdomain: 'admin',
      port: 8080,
      protocol: 'http',
    })
    expect(requestContext('a.b.example.com', 'https')).toEqual({
      host: 'a.b.example.com',
      domain: 'example.com',
      subdomain: 'a.b',
      port: 443,
      protocol: 'https',
    })
    expect(requestContext('example.com', 'http')).toEqual({
      host: 'example.com',
      domain: 'example.com',
      subdomain: '',
      port: 80,
      protocol: 'http',
    })
    expect(requestContext('localhost:3000', 'http')).toEqual({
      host: 'localhost',
      domain: 'localhost',
      subdomain: '',
      port: 3000,
      protocol: 'http',
    })
  })

  it('gives an IP address no domain (Rails: named_host? is false)', () => {
    expect(requestContext('127.0.0.1:3000', 'http')).toEqual({ host: '127.0.0.1', subdomain: '', port: 3000, protocol: 'http' })
    expect(requestContext('[::1]:8080', 'https')).toEqual({ host: '[::1]', subdomain: '', port: 8080, protocol: 'https' })
    expect(requestContext('[::1]', 'https')).toEqual({ host: '[::1]', subdomain: '', port: 443, protocol: 'https' })
  })
})

const routes = defineRoutes({
  namespace: { admin: { resources: { reports: { only: ['index'], conditions: { subdomain: 'admin' } } } } },
  connect: [
    {
      path: 'reports',
      controller: 'admin/reports',
      action: 'index',
      conditions: { subdomain: 'admin', port: ['8080'], protocol: 'https' },
    },
    { path: 'reports', controller: 'reports', action: 'index', conditions: { method: 'get', domain: 'example.com' } },
    { path: 'reports', controller: 'reports', action: 'create', conditions: { method: 'post' } },
  ],
} as const)
const answer = (name: string) => async () => new Response(name)
const controllers = { 'admin/reports': { index: answer('admin') }, reports: { index: answer('public'), create: answer('created') } }
const handler = createRequestHandler(routes, controllers)

describe('createRequestHandler with custom conditions', () => {
  const get = async (url: string, method = 'GET') => {
    const r = await handler(new Request(url, { method }))
    return `${r.status} ${await r.text()}`
  }

  it('routes by the Host header and scheme of the request', async () => {
    expect(await get('http://admin.example.com/admin/reports')).toBe('200 admin')
    expect(await get('https://admin.example.com:8080/reports')).toBe('200 admin')
    expect(await get('http://admin.example.com:8080/reports')).toBe('200 public')
    expect(await get('http://www.example.com/reports')).toBe('200 public')
  })

  it('a request the conditions refuse is a 404, never a 405', async () => {
    expect(await get('http://www.example.com/admin/reports')).toMatch(/^404 /)
    // The GET routes' conditions refuse it: only the POST route, which has none, makes the 405.
    const refused = await handler(new Request('http://admin.example.org/reports'))
    expect([refused.status, refused.headers.get('allow')]).toEqual([405, 'POST'])
    expect(await get('http://admin.example.org/reports', 'POST')).toBe('200 created')
    // the route's own verb is still a 405 where its conditions hold
    expect(await get('http://admin.example.com/admin/reports', 'DELETE')).toMatch(/^405 /)
  })

  it('over node:http: the Host header and the plain socket', async () => {
    const server = createServer(toNodeListener(handler))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      // (fetch cannot set a Host header)
      const at = (host: string) =>
        new Promise<string>((resolve, reject) => {
          const req = request({ host: '127.0.0.1', port, path: '/admin/reports', headers: { host } }, (res) => {
            let text = ''
            res.on('data', (chunk: Buffer) => (text += chunk.toString()))
            res.on('end', () => resolve(`${res.statusCode} ${text}`))
          })
          req.on('error', reject)
          req.end()
        })
      expect(await at('admin.example.com')).toBe('200 admin')
      expect(await at('www.example.com')).toMatch(/^404 /)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it("refuses a condition RegExp that can backtrack catastrophically, as a requirement's", () => {
    const risky = defineRoutes({ connect: [{ path: 'a', controller: 'a', conditions: { host: /^(a+)+$/ } }] } as const)
    expect(() => createRequestHandler(risky, { a: { index: answer('a') } })).toThrow(DeclarationError)
    expect(() => createRequestHandler(risky, { a: { index: answer('a') } })).toThrow(/condition host/)
    expect(() => createRequestHandler(risky, { a: { index: answer('a') } }, { allowUnsafeRequirements: ['host'] })).not.toThrow()
  })
})
