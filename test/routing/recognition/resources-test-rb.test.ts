/** Rails 2.3 actionpack/test/controller/resources_test.rb, ported: its recognition (and generation) facts. */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'

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
