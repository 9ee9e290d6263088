// `has_one` and `has_many`: nested resources declared by name, their order: the route table `expand`
// gives. Ported from Rails 2.3 actionpack/test/controller/resources_test.rb (test names kept).
import { describe, expect, it } from 'vitest'
import { table, named, restful, singleton } from './support'

describe('has_one and has_many', () => {
  it('test_resource_has_many_should_become_nested_resources', () => {
    expect(table({ resources: { messages: { has_many: ['comments', 'authors'] } } })).toEqual([
      ...restful('comments', { namePrefix: 'message_', pathPrefix: '/messages/:message_id' }),
      ...restful('authors', { namePrefix: 'message_', pathPrefix: '/messages/:message_id' }),
      ...restful('messages'),
    ])
  })

  it('test_resources_has_many_hash_should_become_nested_resources', () => {
    const routes = table({ resources: { threads: { has_many: { messages: ['comments', { authors: 'threads' }] } } } })
    expect(routes).toEqual([
      ...restful('comments', { namePrefix: 'thread_message_', pathPrefix: '/threads/:thread_id/messages/:message_id' }),
      ...restful('threads', {
        namePrefix: 'thread_message_author_',
        pathPrefix: '/threads/:thread_id/messages/:message_id/authors/:author_id',
      }),
      ...restful('authors', { namePrefix: 'thread_message_', pathPrefix: '/threads/:thread_id/messages/:message_id' }),
      ...restful('messages', { namePrefix: 'thread_', pathPrefix: '/threads/:thread_id' }),
      ...restful('threads'),
    ])
  })

  it('test_resource_has_one_should_become_nested_resources', () => {
    expect(table({ resources: { messages: { has_one: 'logo' } } })).toEqual([
      ...singleton('logo', { namePrefix: 'message_', pathPrefix: '/messages/:message_id' }),
      ...restful('messages'),
    ])
  })

  it('has_many comes before has_one, both before the block', () => {
    const routes = table({ resources: { notes: { resources: { tags: { only: 'index' } }, has_one: 'author', has_many: 'comments' } } })
    expect([...new Set(routes.map((r) => r.controller))]).toEqual(['comments', 'authors', 'tags', 'notes'])
  })

  it('a singleton has_one / has_many nests under the singular path', () => {
    const routes = table({ resource: { account: { has_one: 'avatar', has_many: 'orders' } } })
    expect(named(routes, 'account_orders')?.path).toBe('/account/orders(.:format)')
    expect(named(routes, 'account_avatar')?.path).toBe('/account/avatar(.:format)')
  })
})
