// The documented example declaration, route by route: the route table `expand` gives.
import { describe, expect, it } from 'vitest'
import { API_EXAMPLE } from '../../support/api-example'
import { table, R, named, singleton, expectBlock } from './support'

describe('the example declaration (test/support/api-example.ts)', () => {
  const declaration = API_EXAMPLE
  const routes = table(declaration)

  it("shallow threads: nested messages (no destroy) and owner first, then the threads' own routes", () => {
    expect(routes.slice(0, 6)).toEqual([
      R('thread_messages', 'GET', '/threads/:thread_id/messages(.:format)', 'messages', 'index'),
      R(undefined, 'POST', '/threads/:thread_id/messages(.:format)', 'messages', 'create'),
      R('new_thread_message', 'GET', '/threads/:thread_id/messages/new(.:format)', 'messages', 'new'),
      R('edit_message', 'GET', '/messages/:id/edit(.:format)', 'messages', 'edit'),
      R('message', 'GET', '/messages/:id(.:format)', 'messages', 'show'),
      R(undefined, 'PUT', '/messages/:id(.:format)', 'messages', 'update'),
    ])
    expectBlock(routes, singleton('owner', { namePrefix: 'thread_', pathPrefix: '/threads/:thread_id' }))
    expect(routes.filter((r) => r.controller === 'threads').map((r) => `${r.name ?? '-'} ${String(r.verb)} ${r.action}`)).toEqual([
      'search_threads GET search',
      'threads GET index',
      '- POST create',
      'draft_new_thread ANY draft',
      'new_thread GET new',
      'close_thread PUT close',
      'preview_thread GET preview',
      '- POST preview',
      'edit_thread GET edit',
      'thread GET show',
      '- PUT update',
      '- DELETE destroy',
    ])
  })

  it('as + path_names, has_one / has_many (list and map), a singleton member action, a namespace, the catch-all last', () => {
    expect(named(routes, 'new_product')?.path).toBe('/productos/nuevo(.:format)')
    expect(named(routes, 'edit_product')?.path).toBe('/productos/:id/editar(.:format)')
    expect([...new Set(routes.filter((r) => r.path.startsWith('/notes')).map((r) => r.controller))]).toEqual([
      'comments',
      'attachments',
      'authors',
      'notes',
    ])
    expect(named(routes, 'note_author')?.path).toBe('/notes/:note_id/author(.:format)')
    expect(named(routes, 'user_post_comments')?.path).toBe('/users/:user_id/posts/:post_id/comments(.:format)')
    expect(routes.filter((r) => r.controller === 'accounts').map((r) => r.action)).toEqual([
      'new',
      'edit',
      'login',
      'show',
      'update',
      'destroy',
      'create',
    ])
    expect(named(routes, 'admin_user')).toEqual(R('admin_user', 'GET', '/admin/users/:id(.:format)', 'admin/users', 'show'))
    expect(routes.slice(-2).map((r) => r.path)).toEqual(['/:controller/:action/:id', '/:controller/:action/:id(.:format)'])
    expect(routes).toHaveLength(95)
  })
})
