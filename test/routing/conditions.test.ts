/**
 * Custom recognition conditions (src/routing/conditions.ts): `conditions` keys beside `method`
 * matched against the `request` context of `recognizePath` / `match` — a string equal, a RegExp
 * matching anywhere (Ruby's `Regexp#===`), a list holding the value; a missing key or no context
 * is no match; a mismatch is a plain miss (the next route, or 404), never a 405. Rails 2.3 keeps
 * a resource's conditions on each of its routes beside their method (`add_conditions_for`) and
 * does not hand them to nested resources.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes, MethodNotAllowed, RoutingError } from '../../src/index'

const routes = defineRoutes({
  resources: {
    posts: { conditions: { subdomain: 'admin' }, resources: { comments: {} } },
    pages: { conditions: { host: /\.example\.com$/, port: ['80', '8080'] } },
  },
  connect: [
    { name: 'secure_login', path: 'login', controller: 'sessions', action: 'secure', conditions: { method: 'post', protocol: 'https' } },
    { name: 'login', path: 'login', controller: 'sessions', action: 'create', conditions: { method: 'post' } },
    { path: 'posts', controller: 'public_posts', action: 'index' },
    { path: 'status', controller: 'status', action: 'show', conditions: { method: 'get', domain: 'example.com' } },
  ],
} as const)

const admin = { subdomain: 'admin', host: 'admin.example.com', domain: 'example.com', port: 80, protocol: 'http' }
const www = { subdomain: 'www', host: 'www.example.com', domain: 'example.com', port: 80, protocol: 'http' }

describe('a route with a custom condition', () => {
  it('matches a request whose context holds that value', () => {
    expect(routes.recognizePath('/posts', { method: 'GET', request: admin })).toEqual({ controller: 'posts', action: 'index' })
    expect(routes.recognizePath('/posts/3.xml', { method: 'PUT', request: admin })).toEqual({
      controller: 'posts',
      action: 'update',
      id: '3',
      format: 'xml',
    })
  })

  it('is a plain miss otherwise: the next route takes the path', () => {
    expect(routes.recognizePath('/posts', { method: 'GET', request: www })).toEqual({ controller: 'public_posts', action: 'index' })
    expect(routes.recognizePath('/posts', { method: 'GET' })).toEqual({ controller: 'public_posts', action: 'index' })
    expect(routes.recognizePath('/posts', { method: 'GET', request: { host: 'admin.example.com' } })).toEqual({
      controller: 'public_posts',
      action: 'index',
    })
  })

  it('never makes a 405: a path only conditioned routes take, for another request, is no route', () => {
    expect(routes.match('/posts/3', { method: 'GET', request: www })).toEqual({ error: 'not_found' })
    expect(() => routes.recognizePath('/posts/3', { method: 'POST', request: www })).toThrow(RoutingError)
    expect(() => routes.recognizePath('/posts/3', { method: 'POST', request: www })).not.toThrow(MethodNotAllowed)
    // The same request on the right subdomain: the path matches, the verb does not.
    expect(routes.match('/posts/3', { method: 'POST', request: admin })).toEqual({
      error: 'method_not_allowed',
      allowedMethods: ['GET', 'PUT', 'DELETE'],
    })
  })

  it('a RegExp matches anywhere in the value; a list holds it; a number is compared as its text', () => {
    expect(routes.recognizePath('/pages/1', { request: { host: 'docs.example.com', port: 8080 } })).toEqual({
      controller: 'pages',
      action: 'show',
      id: '1',
    })
    expect(routes.recognizePath('/pages/1', { request: { host: 'docs.example.com', port: '80' } })).toEqual({
      controller: 'pages',
      action: 'show',
      id: '1',
    })
    expect(routes.match('/pages/1', { request: { host: 'docs.example.org', port: 80 } })).toEqual({ error: 'not_found' })
    expect(routes.match('/pages/1', { request: { host: 'docs.example.com', port: 8443 } })).toEqual({ error: 'not_found' })
    // Every condition of the route must hold: a context without `port` does not match.
    expect(routes.match('/pages/1', { request: { host: 'docs.example.com' } })).toEqual({ error: 'not_found' })
  })

  it('beside a method: both must hold, in declaration order (protocol as its scheme, https:// read as https)', () => {
    expect(routes.recognizePath('/login', { method: 'POST', request: { protocol: 'https' } })).toEqual({
      controller: 'sessions',
      action: 'secure',
    })
    expect(routes.recognizePath('/login', { method: 'POST', request: { protocol: 'https://' } })).toEqual({
      controller: 'sessions',
      action: 'secure',
    })
    expect(routes.recognizePath('/login', { method: 'POST', request: { protocol: 'http' } })).toEqual({
      controller: 'sessions',
      action: 'create',
    })
    expect(routes.recognizePath('/status', { method: 'GET', request: admin })).toEqual({ controller: 'status', action: 'show' })
    expect(routes.match('/status', { method: 'POST', request: admin })).toEqual({ error: 'method_not_allowed', allowedMethods: ['GET'] })
    expect(routes.match('/status', { method: 'POST', request: { domain: 'example.org' } })).toEqual({ error: 'not_found' })
  })

  it('is not handed to nested resources (Rails 2.3 inherits only namespace and shallow)', () => {
    expect(routes.recognizePath('/posts/1/comments', { method: 'GET' })).toEqual({ controller: 'comments', action: 'index', post_id: '1' })
  })

  it('is listed in the route table beside the method', () => {
    const show = routes.routes.find((r) => r.name === 'post')!
    expect(show.conditions).toEqual({ subdomain: 'admin', method: 'get' })
    expect(routes.routes.find((r) => r.name === 'page')!.conditions).toEqual({
      host: /\.example\.com$/,
      port: ['80', '8080'],
      method: 'get',
    })
    expect(routes.routes.find((r) => r.name === 'secure_login')!.conditions).toEqual({ protocol: 'https', method: 'post' })
    expect(routes.routes.find((r) => r.name === 'post_comments')!.conditions).toEqual({ method: 'get' })
    expect(Object.isFrozen(show.conditions)).toBe(true)
  })

  it('a resource method condition and request conditions together: actions keep their own methods', () => {
    const r = defineRoutes({
      resources: { reports: { conditions: { method: 'get', subdomain: 'admin' }, member: { rerun: 'any' } } },
    } as const)
    expect(r.routes.find((x) => x.name === 'rerun_report')!.conditions).toEqual({ subdomain: 'admin', method: 'get' })
    expect(r.recognizePath('/reports', { method: 'POST', request: { subdomain: 'admin' } })).toEqual({
      controller: 'reports',
      action: 'create',
    })
    expect(r.match('/reports', { method: 'POST' })).toEqual({ error: 'not_found' })
  })

  it('a RegExp with the g flag answers the same every time (no lastIndex carried between requests)', () => {
    const r = defineRoutes({ connect: [{ path: 'a', controller: 'a', conditions: { host: /example/g } }] } as const)
    for (let i = 0; i < 3; i++)
      expect(r.recognizePath('/a', { request: { host: 'www.example.com' } })).toEqual({ controller: 'a', action: 'index' })
  })
})
