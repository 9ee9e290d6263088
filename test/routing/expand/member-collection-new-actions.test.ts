// Collection, member and new actions: their order, methods, names and path words: the route table
// `expand` gives. Ported from Rails 2.3 actionpack/test/controller/resources_test.rb (test names
// kept).
import { describe, expect, it } from 'vitest'
import { expand } from '../../../src/routing/expand'
import { row, table, R, named, restful, expectBlock } from './support'

describe('collection, member and new actions', () => {
  it('test_should_arrange_actions: grouped by method in first-appearance order, edit and new first among GETs', () => {
    const routes = table({
      resources: {
        messages: {
          collection: { rss: 'get', reorder: 'post', csv: 'post' },
          member: { rss: 'get', atom: 'get', upload: 'post', fix: 'post' },
          new: { preview: 'get', draft: 'get' },
        },
      },
    })
    expect(routes.map((r) => `${String(r.verb)} ${r.action}`)).toEqual([
      'GET rss',
      'POST reorder',
      'POST csv',
      'GET index',
      'POST create',
      'GET new',
      'GET preview',
      'GET draft',
      'GET edit',
      'GET rss',
      'GET atom',
      'POST upload',
      'POST fix',
      'GET show',
      'PUT update',
      'DELETE destroy',
    ])
  })

  it('edit joins the get group where it stands: a put action declared first comes before edit', () => {
    const routes = table({ resources: { posts: { member: { close: 'put', preview: 'get' } } } })
    expect(routes.filter((r) => r.path.includes(':id/')).map((r) => r.action)).toEqual(['close', 'edit', 'preview'])
  })

  it('test_with_collection_actions', () => {
    const routes = table({ resources: { messages: { collection: { a: 'get', b: 'put', c: 'post', d: 'delete' } } } })
    expect(routes.slice(0, 4)).toEqual([
      R('a_messages', 'GET', '/messages/a(.:format)', 'messages', 'a'),
      R('b_messages', 'PUT', '/messages/b(.:format)', 'messages', 'b'),
      R('c_messages', 'POST', '/messages/c(.:format)', 'messages', 'c'),
      R('d_messages', 'DELETE', '/messages/d(.:format)', 'messages', 'd'),
    ])
    expect(routes.slice(4)).toEqual(restful('messages'))
  })

  it('test_with_collection_actions_and_name_prefix', () => {
    const routes = table({
      resources: { messages: { path_prefix: '/threads/:thread_id', name_prefix: 'thread_', collection: { a: 'get', b: 'put' } } },
    })
    expect(routes.slice(0, 2)).toEqual([
      R('a_thread_messages', 'GET', '/threads/:thread_id/messages/a(.:format)', 'messages', 'a'),
      R('b_thread_messages', 'PUT', '/threads/:thread_id/messages/b(.:format)', 'messages', 'b'),
    ])
    expect(routes.slice(2)).toEqual(restful('messages', { pathPrefix: '/threads/:thread_id', namePrefix: 'thread_' }))
  })

  it('test_with_collection_actions_and_name_prefix_and_member_action_with_same_name', () => {
    const routes = table({
      resources: {
        messages: { path_prefix: '/threads/:thread_id', name_prefix: 'thread_', collection: { a: 'get' }, member: { a: 'get' } },
      },
    })
    expect(named(routes, 'a_thread_messages')?.path).toBe('/threads/:thread_id/messages/a(.:format)')
    expect(named(routes, 'a_thread_message')?.path).toBe('/threads/:thread_id/messages/:id/a(.:format)')
  })

  it('test_with_member_action (put and post)', () => {
    for (const method of ['put', 'post'] as const) {
      const routes = table({ resources: { messages: { member: { mark: method } } } })
      expect(named(routes, 'mark_message')).toEqual(
        R('mark_message', method.toUpperCase() as 'PUT' | 'POST', '/messages/:id/mark(.:format)', 'messages', 'mark'),
      )
    }
  })

  it('test_with_two_member_actions_with_same_method', () => {
    const routes = table({ resources: { messages: { member: { mark: 'post', unmark: 'post' } } } })
    expect(named(routes, 'mark_message')?.path).toBe('/messages/:id/mark(.:format)')
    expect(named(routes, 'unmark_message')?.path).toBe('/messages/:id/unmark(.:format)')
  })

  it('test_array_as_collection_or_member_method_value: one route per method, the first named', () => {
    const routes = table({ resources: { messages: { collection: { search: ['get', 'post'] }, member: { toggle: ['get', 'post'] } } } })
    expect(routes.filter((r) => r.action === 'search')).toEqual([
      R('search_messages', 'GET', '/messages/search(.:format)', 'messages', 'search'),
      R(undefined, 'POST', '/messages/search(.:format)', 'messages', 'search'),
    ])
    expect(routes.filter((r) => r.action === 'toggle')).toEqual([
      R('toggle_message', 'GET', '/messages/:id/toggle(.:format)', 'messages', 'toggle'),
      R(undefined, 'POST', '/messages/:id/toggle(.:format)', 'messages', 'toggle'),
    ])
  })

  it('a new action with a list of methods is one route accepting each', () => {
    const routes = expand({ resources: { messages: { new: { draft: ['get', 'post'] } } } })
    const draft = routes.filter((r) => r.action === 'draft')
    expect(draft.map(row)).toEqual([R('draft_new_message', ['GET', 'POST'], '/messages/new/draft(.:format)', 'messages', 'draft')])
    expect(draft[0]?.conditions).toEqual({ method: ['get', 'post'] })
  })

  it('test_with_new_action / test_with_new_action_with_name_prefix', () => {
    expect(named(table({ resources: { messages: { new: { preview: 'post' } } } }), 'preview_new_message')).toEqual(
      R('preview_new_message', 'POST', '/messages/new/preview(.:format)', 'messages', 'preview'),
    )
    expect(
      named(
        table({ resources: { messages: { new: { preview: 'post' }, path_prefix: '/threads/:thread_id', name_prefix: 'thread_' } } }),
        'preview_new_thread_message',
      ),
    ).toEqual(R('preview_new_thread_message', 'POST', '/threads/:thread_id/messages/new/preview(.:format)', 'messages', 'preview'))
  })

  it('test_override_new_method: new: { new: "any" } maps new for any method (then the unnamed GET route)', () => {
    const routes = table({ resources: { messages: { new: { new: 'any' } } } })
    expect(routes.filter((r) => r.action === 'new')).toEqual([
      R('new_message', 'ANY', '/messages/new(.:format)', 'messages', 'new'),
      R(undefined, 'GET', '/messages/new(.:format)', 'messages', 'new'),
    ])
  })

  it("an action declared any keeps the resource's own method condition (Rails add_conditions_for)", () => {
    const routes = expand({
      resources: { messages: { conditions: { method: 'get' }, collection: { feed: 'any' }, member: { mark: 'put' } } },
    })
    expect(routes.find((r) => r.action === 'feed')?.verb).toBe('GET')
    expect(routes.find((r) => r.action === 'mark')?.verb).toBe('PUT')
    expect(routes.find((r) => r.action === 'create')?.verb).toBe('POST')
  })

  it('test_resource_action_separator / test_new_style_named_routes_for_resource and _for_singleton_resource', () => {
    const routes = table([
      {
        resources: {
          messages: { collection: { search: 'get' }, new: { preview: 'any' }, name_prefix: 'thread_', path_prefix: '/threads/:thread_id' },
        },
      },
      { resource: { account: { member: { login: 'get' }, new: { preview: 'any' }, name_prefix: 'admin_', path_prefix: '/admin' } } },
    ])
    expect(named(routes, 'search_thread_messages')?.path).toBe('/threads/:thread_id/messages/search(.:format)')
    expect(named(routes, 'new_thread_message')?.path).toBe('/threads/:thread_id/messages/new(.:format)')
    expect(named(routes, 'preview_new_thread_message')).toEqual(
      R('preview_new_thread_message', 'ANY', '/threads/:thread_id/messages/new/preview(.:format)', 'messages', 'preview'),
    )
    expect(named(routes, 'login_admin_account')?.path).toBe('/admin/account/login(.:format)')
    expect(named(routes, 'new_admin_account')?.path).toBe('/admin/account/new(.:format)')
    expect(named(routes, 'preview_new_admin_account')?.path).toBe('/admin/account/new/preview(.:format)')
    expectBlock(routes, restful('messages', { pathPrefix: '/threads/:thread_id', namePrefix: 'thread_' }).slice(0, 2))
  })
})
