/**
 * Recognition (src/routing/matcher.ts): Rails 2.3's rules one by one (routing_test.rb and
 * resources_test.rb recognition cases in scope), and a differential property: the segment trie
 * must answer exactly as the plain Rails matcher (every route's RegExp, in order) on the vector
 * tables and on paths built from them.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defineRoutes, MethodNotAllowed, RoutingError } from '../../src/index'
import { expand } from '../../src/routing/expand'
import { createMatcher } from '../../src/routing/matcher'
import { controllersOf } from '../../src/routing/routes'
import { compileAll } from '../../src/routing/segments'
import type { Route } from '../../src/routing/route'
import { loadVectors } from '../support/vectors'

const GET = { method: 'GET' }
const caught = (f: () => unknown): unknown => {
  try {
    return f()
  } catch (e) {
    return e
  }
}

describe('resource routes', () => {
  const routes = defineRoutes({
    resources: { posts: { member: { preview: ['get', 'post'] }, collection: { search: 'get' }, resources: { comments: {} } } },
  } as any)
  const rec = (path: string, method = 'GET', _method?: string) => routes.recognizePath(path, { method, params: _method ? { _method } : {} })

  it('recognizes the seven actions, with and without format', () => {
    expect(rec('/posts')).toEqual({ controller: 'posts', action: 'index' })
    expect(rec('/posts.xml')).toEqual({ controller: 'posts', action: 'index', format: 'xml' })
    expect(rec('/posts', 'POST')).toEqual({ controller: 'posts', action: 'create' })
    expect(rec('/posts/new')).toEqual({ controller: 'posts', action: 'new' })
    expect(rec('/posts/1/edit.json')).toEqual({ controller: 'posts', action: 'edit', id: '1', format: 'json' })
    expect(rec('/posts/1')).toEqual({ controller: 'posts', action: 'show', id: '1' })
    expect(rec('/posts/1', 'PUT')).toEqual({ controller: 'posts', action: 'update', id: '1' })
    expect(rec('/posts/1', 'DELETE')).toEqual({ controller: 'posts', action: 'destroy', id: '1' })
  })

  it('keeps the case of the format as sent', () => {
    expect(rec('/posts/1.XML')).toEqual({ controller: 'posts', action: 'show', id: '1', format: 'XML' })
  })

  it('recognizes collection, member and nested routes', () => {
    expect(rec('/posts/search')).toEqual({ controller: 'posts', action: 'search' })
    expect(rec('/posts/3/preview', 'POST')).toEqual({ controller: 'posts', action: 'preview', id: '3' })
    expect(rec('/posts/3/comments/4.xml')).toEqual({ controller: 'comments', action: 'show', post_id: '3', id: '4', format: 'xml' })
  })

  it('treats HEAD as GET and honours _method put/delete on POST only', () => {
    expect(rec('/posts/1', 'HEAD')).toEqual({ controller: 'posts', action: 'show', id: '1' })
    expect(rec('/posts/1', 'POST', 'put')).toEqual({ controller: 'posts', action: 'update', id: '1' })
    expect(rec('/posts/1', 'POST', 'DELETE')).toEqual({ controller: 'posts', action: 'destroy', id: '1' })
    expect(rec('/posts/1', 'GET', 'delete')).toEqual({ controller: 'posts', action: 'show', id: '1' })
    expect((caught(() => rec('/posts/1', 'POST', 'get')) as MethodNotAllowed).allowedMethods).toEqual(['GET', 'PUT', 'DELETE'])
  })

  it('answers 405 with the allowed verbs in Rails order', () => {
    const e = caught(() => rec('/posts/1', 'POST'))
    expect(e).toBeInstanceOf(MethodNotAllowed)
    expect(e).toBeInstanceOf(RoutingError)
    expect((e as MethodNotAllowed).allowedMethods).toEqual(['GET', 'PUT', 'DELETE'])
    expect(routes.match('/posts', { method: 'DELETE' })).toEqual({ error: 'method_not_allowed', allowedMethods: ['GET', 'POST'] })
  })

  it('other methods (OPTIONS, PATCH) reach only routes without a method condition', () => {
    expect(routes.match('/posts/1', { method: 'OPTIONS' })).toEqual({
      error: 'method_not_allowed',
      allowedMethods: ['GET', 'PUT', 'DELETE'],
    })
    const r = defineRoutes({ connect: [{ path: 'ping', controller: 'health', action: 'ping' }] } as any)
    expect(r.recognizePath('/ping', { method: 'OPTIONS' })).toEqual({ controller: 'health', action: 'ping' })
    expect(r.recognizePath('/ping', { method: 'patch' })).toEqual({ controller: 'health', action: 'ping' })
  })

  it('refuses what no route matches', () => {
    for (const path of [
      '/posts/1/2',
      '/posts//1',
      '/posts/1.1.1',
      '/posts/1.tar.gz',
      '/posts/1.xml/',
      '/nope',
      'posts',
      '//',
      '/posts/1?x=1',
    ]) {
      const e = caught(() => rec(path))
      expect(e, path).toBeInstanceOf(RoutingError)
      expect(e, path).not.toBeInstanceOf(MethodNotAllowed)
      expect(routes.match(path, GET), path).toEqual({ error: 'not_found' })
    }
  })

  it('accepts one trailing slash when no format is given', () => {
    expect(rec('/posts/1/')).toEqual({ controller: 'posts', action: 'show', id: '1' })
    expect(rec('/posts/')).toEqual({ controller: 'posts', action: 'index' })
  })

  it('decodes params (URI.unescape: + stays, invalid escapes stay)', () => {
    expect(rec('/posts/caf%C3%A9')).toMatchObject({ id: 'café' })
    expect(rec('/posts/a%2Fb')).toMatchObject({ id: 'a/b' })
    expect(rec('/posts/a+b')).toMatchObject({ id: 'a+b' })
    expect(rec('/posts/a%20b')).toMatchObject({ id: 'a b' })
    expect(rec('/posts/100%')).toMatchObject({ id: '100%' })
    expect(rec('/posts/a:b@c')).toMatchObject({ id: 'a:b@c' })
  })

  it('prefers the earlier route: new before :id, but a param route declared first wins', () => {
    expect(rec('/posts/new')).toMatchObject({ action: 'new' })
    expect(rec('/posts/new', 'PUT')).toEqual({ controller: 'posts', action: 'update', id: 'new' })
    const r = defineRoutes([
      { connect: [{ path: 'posts/:id', controller: 'legacy', action: 'show' }] },
      { resources: { posts: {} } },
    ] as any)
    expect(r.recognizePath('/posts/new', GET)).toEqual({ controller: 'legacy', action: 'show', id: 'new' })
    expect(r.recognizePath('/posts/new.xml', GET)).toEqual({ controller: 'posts', action: 'new', format: 'xml' })
  })

  it('does not route actions removed by only/except', () => {
    const r = defineRoutes({ resources: { posts: { only: ['index', 'show'] } } } as any)
    expect(r.match('/posts/new', GET)).toEqual({ params: { controller: 'posts', action: 'show', id: 'new' } })
    expect(r.match('/posts', { method: 'POST' })).toEqual({ error: 'method_not_allowed', allowedMethods: ['GET'] })
    expect(r.match('/posts/1/edit', GET)).toEqual({ error: 'not_found' })
  })
})

describe('requirements', () => {
  it('refuses an id with dots by default and accepts it with a matching requirement', () => {
    const plain = defineRoutes({ resources: { versions: {} } } as any)
    expect(plain.match('/versions/1.1.1', GET)).toEqual({ error: 'not_found' })
    const r = defineRoutes({ resources: { versions: { requirements: { id: /\d+(\.\d+)*/ } } } } as any)
    expect(r.recognizePath('/versions/1.1.1', GET)).toEqual({ controller: 'versions', action: 'show', id: '1.1.1' })
    expect(r.recognizePath('/versions/1.1.1/edit', GET)).toEqual({ controller: 'versions', action: 'edit', id: '1.1.1' })
    expect(r.match('/versions/abc', GET)).toEqual({ error: 'not_found' })
  })

  it('keeps a case-insensitive flag', () => {
    const r = defineRoutes({ resources: { tags: { requirements: { id: /[a-z]+/i } } } } as any)
    expect(r.recognizePath('/tags/AbC', GET)).toMatchObject({ id: 'AbC' })
    expect(r.match('/tags/a1', GET)).toEqual({ error: 'not_found' })
  })

  it('a greedy requirement takes the format along (Rails: one RegExp over the path)', () => {
    const r = defineRoutes({ resources: { files: { requirements: { id: /[^/]+/ } } } } as any)
    expect(r.recognizePath('/files/a.b.xml', GET)).toEqual({ controller: 'files', action: 'show', id: 'a.b.xml' })
  })

  it('checks path_prefix requirements', () => {
    const r = defineRoutes({ resources: { posts: { path_prefix: '/:locale', requirements: { locale: /en|fr/ } } } } as any)
    expect(r.recognizePath('/fr/posts', GET)).toEqual({ controller: 'posts', action: 'index', locale: 'fr' })
    expect(r.match('/de/posts', GET)).toEqual({ error: 'not_found' })
  })
})

describe('plain routes', () => {
  const routes = defineRoutes({
    root: { controller: 'home' },
    connect: [
      { path: 'files/*path', controller: 'files', action: 'show' },
      { path: 'pages/:slug', controller: 'pages', action: 'show', defaults: { slug: 'home' } },
      { path: 'raw/:id', controller: 'raw', action: 'show', defaults: { format: 'raw', id: null } },
      { path: 'archive/:year/:month', controller: 'archive', action: 'show', requirements: { year: /\d{4}/, month: /\d{1,2}/ } },
      { name: 'login', path: 'login', controller: 'sessions', action: 'new', conditions: { method: ['get', 'post'] } },
      { name: 'sitemap', path: 'sitemap.xml', controller: 'sitemaps', action: 'show' },
      ':controller/:action/:id',
      ':controller/:action/:id.:format',
    ],
    resources: { posts: {} },
  } as any)
  const rec = (path: string, method = 'GET') => routes.recognizePath(path, { method })

  it('recognizes the root path with and without the slash, for any method', () => {
    expect(rec('/')).toEqual({ controller: 'home', action: 'index' })
    expect(rec('', 'DELETE')).toEqual({ controller: 'home', action: 'index' })
  })

  it('recognizes globs as string arrays (empty when absent)', () => {
    expect(rec('/files/a/b%20c/d.txt')).toEqual({ controller: 'files', action: 'show', path: ['a', 'b c', 'd.txt'] })
    expect(rec('/files')).toEqual({ controller: 'files', action: 'show', path: [] })
  })

  it('fills segment defaults, adds non-segment defaults, leaves null defaults out', () => {
    expect(rec('/pages')).toEqual({ controller: 'pages', action: 'show', slug: 'home' })
    expect(rec('/pages/about')).toEqual({ controller: 'pages', action: 'show', slug: 'about' })
    expect(rec('/raw')).toEqual({ controller: 'raw', action: 'show', format: 'raw' })
    expect(rec('/raw/5')).toEqual({ controller: 'raw', action: 'show', format: 'raw', id: '5' })
  })

  it('a non-segment null default is recognized as null (Rails: `:date => nil` in the params)', () => {
    const r = defineRoutes({
      connect: [
        { name: 'journal', path: 'journal', controller: 'content', action: 'list_journal', defaults: { date: null, user_id: null } },
      ],
    } as any)
    expect(r.recognizePath('/journal', GET)).toEqual({ controller: 'content', action: 'list_journal', date: null, user_id: null })
    expect((r.helpers as any).journal_path()).toBe('/journal')
    expect(r.urlFor({ controller: 'content', action: 'list_journal', date: null, user_id: null, only_path: true })).toBe('/journal')
    expect(() => (r.helpers as any).journal_path({ date: '2024' })).toThrow(RoutingError)
  })

  it('applies requirements; a refused path falls through to the catch-all', () => {
    expect(rec('/archive/2024/1')).toEqual({ controller: 'archive', action: 'show', year: '2024', month: '1' })
    expect(rec('/archive/24/1')).toEqual({ controller: 'archive', action: '24', id: '1' })
  })

  it('multi-verb conditions, static dotted paths', () => {
    expect(rec('/login', 'POST')).toEqual({ controller: 'sessions', action: 'new' })
    expect(routes.match('/login', { method: 'PUT' })).toEqual({ error: 'method_not_allowed', allowedMethods: ['GET', 'POST'] })
    expect(rec('/sitemap.xml')).toEqual({ controller: 'sitemaps', action: 'show' })
  })

  it(':controller recognizes only known controllers, case-insensitively, downcased', () => {
    expect(rec('/POSTS/show/1')).toEqual({ controller: 'posts', action: 'show', id: '1' })
    expect(rec('/pages/list')).toEqual({ controller: 'pages', action: 'show', slug: 'list' })
    expect(rec('/home')).toEqual({ controller: 'home', action: 'index' })
    // Rails 2.3: the format only follows an :id (`:id.:format` with :id optional before it).
    expect(routes.match('/home/feed.rss', GET)).toEqual({ error: 'not_found' })
    expect(rec('/home/feed/7.rss')).toEqual({ controller: 'home', action: 'feed', id: '7', format: 'rss' })
    expect(routes.match('/unknown/show/1', GET)).toEqual({ error: 'not_found' })
    expect(routes.match('/home/a/b/c', GET)).toEqual({ error: 'not_found' })
  })

  it('the catch-all takes what resource routes refused', () => {
    expect(rec('/posts/1', 'POST')).toEqual({ controller: 'posts', action: '1' })
    expect(rec('/posts', 'PUT')).toEqual({ controller: 'posts', action: 'index' })
  })
})

describe('the trie answers as the plain Rails matcher', () => {
  const vectors = loadVectors()
  const words = ['7', 'abc', 'new', 'edit', '1.1.1', 'a%2Fb', 'x%20y', '', 'A', 'caf%C3%A9', 'a.b', '100%25', 'index']
  const pathsOf = (routes: readonly Route[]): string[] => {
    const statics = new Set<string>()
    for (const r of routes) for (const w of r.path.split(/[/.()]/)) if (w && !w.startsWith(':') && !w.startsWith('*')) statics.add(w)
    return [...statics]
  }

  it('on every vector table, for paths built from its routes', () => {
    const seen = { params: 0, not_found: 0, method_not_allowed: 0 }
    for (const v of vectors.filter((_, i) => i % 4 === 0)) {
      const routes = expand(v.declaration)
      const compiled = compileAll(routes, controllersOf(routes))
      const fast = createMatcher(routes, compiled)
      const slow = createMatcher(routes, compiled, false)
      const statics = pathsOf(routes)
      const arbPath = fc
        .tuple(
          fc.constantFrom(...routes.map((r) => r.path)),
          fc.array(fc.constantFrom(...words, ...statics), { minLength: 4, maxLength: 4 }),
          fc.constantFrom('', '', '.xml', '.JSON', '/', '.tar.gz', '/extra', '//'),
          fc.boolean(),
        )
        .map(([p, fill, tail, upper]) => {
          let i = 0
          let s = p.replace('(.:format)', '').replace(/[:*]\w+/g, () => fill[i++ % fill.length]!) + tail
          if (upper) s = s.toUpperCase()
          return s
        })
      fc.assert(
        fc.property(
          arbPath,
          fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD'),
          fc.constantFrom(undefined, 'put', 'delete'),
          (path, method, _method) => {
            const options = { method, params: { _method } }
            const answer = fast.match(path, options)
            expect(answer, `${v.seed} ${method} ${path}`).toEqual(slow.match(path, options))
            seen[answer.params ? 'params' : answer.error]++
          },
        ),
        { numRuns: 300, seed: v.seed },
      )
    }
    // The paths exercise all three answers.
    expect(Math.min(seen.params, seen.not_found, seen.method_not_allowed)).toBeGreaterThan(500)
  }, 120_000)
})

/** Rails 2.3 actionpack/test/controller/resources_test.rb: recognition and generation facts. */
describe('resources_test.rb cases', () => {
  const GETm = (path: string) => ({ path, method: 'GET' })
  const ok = (routes: ReturnType<typeof defineRoutes>, req: { path: string; method: string }, want: Record<string, unknown>) =>
    expect(routes.recognizePath(req.path, { method: req.method }), `${req.method} ${req.path}`).toEqual(want)

  /** assert_simply_restful_for: the seven actions, recognized and generated. */
  const simplyRestful = (routes: ReturnType<typeof defineRoutes>, prefix: string, extra: Record<string, string>, name = 'message') => {
    const c = { controller: 'messages', ...extra }
    ok(routes, GETm(`${prefix}/messages`), { ...c, action: 'index' })
    ok(routes, { path: `${prefix}/messages`, method: 'POST' }, { ...c, action: 'create' })
    ok(routes, GETm(`${prefix}/messages/new`), { ...c, action: 'new' })
    ok(routes, GETm(`${prefix}/messages/1;edit`.replace(';', '/')), { ...c, action: 'edit', id: '1' })
    ok(routes, GETm(`${prefix}/messages/1.xml`), { ...c, action: 'show', id: '1', format: 'xml' })
    ok(routes, { path: `${prefix}/messages/1`, method: 'PUT' }, { ...c, action: 'update', id: '1' })
    ok(routes, { path: `${prefix}/messages/1`, method: 'DELETE' }, { ...c, action: 'destroy', id: '1' })
    const h = routes.helpers as Record<string, (...a: unknown[]) => string>
    const parents = Object.values(extra)
    expect(h[`${name}s_path`]!(...parents)).toBe(`${prefix}/messages`)
    expect(h[`new_${name}_path`]!(...parents)).toBe(`${prefix}/messages/new`)
    expect(h[`edit_${name}_path`]!(...parents, 1)).toBe(`${prefix}/messages/1/edit`)
    expect(h[`${name}_path`]!(...parents, 1, { format: 'xml' })).toBe(`${prefix}/messages/1.xml`)
  }

  it('default restful routes', () => {
    simplyRestful(defineRoutes({ resources: { messages: {} } } as any), '', {})
  })

  it('with path_prefix', () => {
    simplyRestful(defineRoutes({ resources: { messages: { path_prefix: '/thread/:thread_id' } } } as any), '/thread/5', { thread_id: '5' })
  })

  it('override paths for member and collection methods', () => {
    const routes = defineRoutes({
      resources: {
        messages: {
          collection: { rss: 'get', reorder: 'post', csv: 'post' },
          member: { rss: 'get', atom: 'get', upload: 'post', fix: 'post' },
          path_names: { new: 'nuevo', rss: 'canal', fix: 'corrigir' },
        },
      },
    } as any)
    const h = routes.helpers as Record<string, (...a: unknown[]) => string>
    ok(routes, GETm('/messages/canal'), { controller: 'messages', action: 'rss' })
    ok(routes, { path: '/messages/reorder', method: 'POST' }, { controller: 'messages', action: 'reorder' })
    ok(routes, GETm('/messages/1/canal'), { controller: 'messages', action: 'rss', id: '1' })
    ok(routes, { path: '/messages/1/corrigir', method: 'POST' }, { controller: 'messages', action: 'fix', id: '1' })
    ok(routes, GETm('/messages/nuevo'), { controller: 'messages', action: 'new' })
    expect(h['rss_messages_path']!()).toBe('/messages/canal')
    expect(h['fix_message_path']!(1)).toBe('/messages/1/corrigir')
    expect(h['atom_message_path']!(1)).toBe('/messages/1/atom')
    expect(h['new_message_path']!()).toBe('/messages/nuevo')
  })

  it('irregular ids: refused without a requirement, accepted with one (members too)', () => {
    expect(defineRoutes({ resources: { messages: {} } } as any).match('/messages/1.1.1', { method: 'GET' })).toEqual({ error: 'not_found' })
    const r = defineRoutes({ resources: { messages: { requirements: { id: /[0-9]\.[0-9]\.[0-9]/ }, member: { custom: 'get' } } } } as any)
    ok(r, GETm('/messages/1.1.1'), { controller: 'messages', action: 'show', id: '1.1.1' })
    ok(r, GETm('/messages/1.1.1/custom'), { controller: 'messages', action: 'custom', id: '1.1.1' })
    const p = defineRoutes({
      resources: { messages: { path_prefix: '/thread/:thread_id', requirements: { thread_id: /[0-9]\.[0-9]\.[0-9]/ } } },
    } as any)
    ok(p, GETm('/thread/1.1.1/messages/1'), { controller: 'messages', action: 'show', thread_id: '1.1.1', id: '1' })
  })

  it('member, new and array-method actions', () => {
    for (const method of ['put', 'post'] as const) {
      const r = defineRoutes({ resources: { messages: { member: { mark: method } } } } as any)
      ok(r, { path: '/messages/1/mark', method: method.toUpperCase() }, { controller: 'messages', action: 'mark', id: '1' })
      expect((r.helpers as any).mark_message_path(1)).toBe('/messages/1/mark')
    }
    const r = defineRoutes({
      resources: { messages: { new: { preview: 'post' }, collection: { search: ['post', 'get'] }, member: { toggle: ['post', 'get'] } } },
    } as any)
    ok(r, { path: '/messages/new/preview.xml', method: 'POST' }, { controller: 'messages', action: 'preview', format: 'xml' })
    expect((r.helpers as any).preview_new_message_path({ format: 'xml' })).toBe('/messages/new/preview.xml')
    for (const method of ['GET', 'POST']) {
      ok(r, { path: '/messages/search', method }, { controller: 'messages', action: 'search' })
      ok(r, { path: '/messages/1/toggle', method }, { controller: 'messages', action: 'toggle', id: '1' })
    }
  })

  it('no delete or put on the collection path, no head-only routes', () => {
    const r = defineRoutes({ resources: { messages: {} } } as any)
    expect(r.match('/messages', { method: 'DELETE' })).toEqual({ error: 'method_not_allowed', allowedMethods: ['GET', 'POST'] })
    expect(r.match('/messages', { method: 'PUT' })).toEqual({ error: 'method_not_allowed', allowedMethods: ['GET', 'POST'] })
    expect(r.match('/messages/1', { method: 'HEAD' })).toEqual({ params: { controller: 'messages', action: 'show', id: '1' } })
  })

  it('singleton resources, nested singletons, nested resources under singletons', () => {
    const r = defineRoutes({ resource: { account: { resources: { messages: {} }, resource: { logo: {} } } } } as any)
    ok(r, GETm('/account'), { controller: 'accounts', action: 'show' })
    ok(r, { path: '/account', method: 'POST' }, { controller: 'accounts', action: 'create' })
    ok(r, GETm('/account/edit'), { controller: 'accounts', action: 'edit' })
    ok(r, GETm('/account/logo'), { controller: 'logos', action: 'show' })
    ok(r, GETm('/account/messages/1'), { controller: 'messages', action: 'show', id: '1' })
    expect(r.match('/account/1', { method: 'GET' })).toEqual({ error: 'not_found' })
    const h = r.helpers as Record<string, (...a: unknown[]) => string>
    expect(h['account_path']!()).toBe('/account')
    expect(h['account_logo_path']!()).toBe('/account/logo')
    expect(h['account_message_path']!(3)).toBe('/account/messages/3')
  })

  it('shallow nesting: collection routes nested, member routes top level', () => {
    const r = defineRoutes({ resources: { threads: { shallow: true, resources: { messages: { resources: { comments: {} } } } } } } as any)
    ok(r, GETm('/threads/1/messages'), { controller: 'messages', action: 'index', thread_id: '1' })
    ok(r, GETm('/messages/2'), { controller: 'messages', action: 'show', id: '2' })
    ok(r, GETm('/messages/2/comments/new'), { controller: 'comments', action: 'new', message_id: '2' })
    ok(r, { path: '/comments/3', method: 'DELETE' }, { controller: 'comments', action: 'destroy', id: '3' })
    const h = r.helpers as Record<string, (...a: unknown[]) => string>
    expect(h['thread_messages_path']!(1)).toBe('/threads/1/messages')
    expect(h['message_path']!(2)).toBe('/messages/2')
    expect(h['message_comments_path']!(2)).toBe('/messages/2/comments')
  })

  it('only / except remove routes (resources and singletons)', () => {
    const r = defineRoutes({
      resources: { products: { only: 'show' }, images: { except: ['destroy', 'update'] } },
      resource: { preferences: { only: 'none' } },
    } as any)
    ok(r, GETm('/products/1'), { controller: 'products', action: 'show', id: '1' })
    expect(r.match('/products', { method: 'GET' })).toEqual({ error: 'not_found' })
    expect(r.match('/images/1', { method: 'DELETE' })).toEqual({ error: 'method_not_allowed', allowedMethods: ['GET'] })
    expect(r.match('/preferences', { method: 'GET' })).toEqual({ error: 'not_found' })
    expect((r.helpers as any).products_path).toBeUndefined()
  })

  it('namespaces prefix path, name and controller', () => {
    const r = defineRoutes({
      namespace: { backoffice: { resources: { products: {} }, namespace: { admin: { resources: { images: {} } } } } },
    } as any)
    ok(r, GETm('/backoffice/products/1'), { controller: 'backoffice/products', action: 'show', id: '1' })
    ok(r, GETm('/backoffice/admin/images'), { controller: 'backoffice/admin/images', action: 'index' })
    expect((r.helpers as any).backoffice_admin_image_path(4)).toBe('/backoffice/admin/images/4')
  })
})
