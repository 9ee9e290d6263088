// Recognizing: the routes table's shape, singletons, HEAD and _method, 405 with the allowed methods,
// match, urlFor. Through the public entry point `src/index.ts`, as a user imports it.
import { describe, expect, it } from 'vitest'
import { defineRoutes, MethodNotAllowed, RoutingError } from '../../../src/index'

describe('recognizing', () => {
  const r = defineRoutes({
    resources: { posts: { member: { preview: ['get', 'post'] }, new: { draft: ['get', 'post'] }, collection: { search: 'any' } } },
    resource: { account: {} },
  } as const)

  it('routes.routes shape: verb ANY, one route per verb for member arrays, one multi-verb route for new arrays', () => {
    const byAction = (a: string) => r.routes.filter((x) => x.controller === 'posts' && x.action === a)
    expect(byAction('search').map((x) => x.verb)).toEqual(['ANY'])
    expect(byAction('preview').map((x) => x.verb)).toEqual(['GET', 'POST'])
    expect(byAction('draft').map((x) => x.verb)).toEqual([['GET', 'POST']])
    const show = byAction('show')[0]!
    expect(show).toMatchObject({ name: 'post', verb: 'GET', path: '/posts/:id(.:format)', controller: 'posts', action: 'show' })
    expect(show.requirements).toBeDefined()
    expect(show.conditions).toEqual({ method: 'get' })
  })

  it('a singleton: create last, so the named route account is its GET', () => {
    const acc = r.routes.filter((x) => x.controller === 'accounts')
    expect(acc[acc.length - 1]).toMatchObject({ verb: 'POST', action: 'create' })
    expect(acc.find((x) => x.name === 'account')).toMatchObject({ verb: 'GET', action: 'show' })
    expect(acc.filter((x) => x.name === 'account')).toHaveLength(1)
  })

  it('HEAD as GET; POST with _method put/delete; 405 with upper-case allowedMethods', () => {
    expect(r.recognizePath('/posts/1', { method: 'HEAD' })).toEqual({ controller: 'posts', action: 'show', id: '1' })
    expect(r.recognizePath('/posts/1', { method: 'POST', params: { _method: 'put' } } as never)).toEqual({
      controller: 'posts',
      action: 'update',
      id: '1',
    })
    expect(r.recognizePath('/posts/1', { method: 'POST', params: { _method: 'delete' } } as never)).toEqual({
      controller: 'posts',
      action: 'destroy',
      id: '1',
    })
    try {
      r.recognizePath('/posts', { method: 'PUT' })
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(MethodNotAllowed)
      expect(e).toBeInstanceOf(RoutingError)
      expect((e as MethodNotAllowed).allowedMethods).toEqual(['GET', 'POST'])
    }
    expect(() => r.recognizePath('/nope', { method: 'GET' })).toThrow(RoutingError)
    expect(() => r.recognizePath('/nope', { method: 'GET' })).not.toThrow(MethodNotAllowed)
  })

  it('match: the non-throwing form gives the same answers', () => {
    expect(r.match('/posts/1', { method: 'GET' })).toEqual({ params: { controller: 'posts', action: 'show', id: '1' } })
    expect(r.match('/nope', { method: 'GET' })).toEqual({ error: 'not_found' })
    expect(r.match('/posts', { method: 'PUT' })).toEqual({ error: 'method_not_allowed', allowedMethods: ['GET', 'POST'] })
    expect(r.match('/posts/1', { method: 'POST', params: { _method: 'delete' } })).toEqual({
      params: { controller: 'posts', action: 'destroy', id: '1' },
    })
  })

  it('urlFor: URL unless only_path, missing host says so; unused keys go to the query', () => {
    const h = defineRoutes({ resources: { posts: {} } } as const, { defaultUrlOptions: { host: 'ex.com' } })
    expect(h.urlFor({ controller: 'posts', action: 'show', id: 1, q: 'x' })).toBe('http://ex.com/posts/1?q=x')
    expect(h.urlFor({ controller: 'posts', action: 'index', only_path: true })).toBe('/posts')
    expect(h.urlFor({ use_route: 'edit_post', id: 2, only_path: true })).toBe('/posts/2/edit')
    const nohost = defineRoutes({ resources: { posts: {} } } as const)
    expect(() => nohost.urlFor({ controller: 'posts', action: 'index' })).toThrow(/host/i)
  })
})
