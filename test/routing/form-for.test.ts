/**
 * FormFor (docs/helpers-and-types.md) — a persisted record needs only the member route: a resource
 * without a create route (`only: ['edit', 'show', 'update']`) still gives the PUT form; and the
 * collection route name works for shallow resources as it does for the others.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../src/index'

describe('formFor', () => {
  const routes = defineRoutes({
    resources: {
      posts: { only: ['edit', 'show', 'update'] },
      threads: { shallow: true, resources: { messages: {}, notes: { only: ['show', 'update'] } } },
    },
    resource: { profile: { only: ['show', 'edit', 'update'] } },
  } as const)

  it('a persisted record without a create route', () => {
    expect(routes.formFor('post', { id: 1 })).toEqual({ action: '/posts/1', method: 'post', _method: 'put' })
    expect(routes.formFor('note', { id: 2 }, 7)).toEqual({ action: '/notes/2', method: 'post', _method: 'put' })
    expect(routes.formFor('profile', { id: 3 })).toEqual({ action: '/profile', method: 'post', _method: 'put' })
  })

  it('a new record without a member route', () => {
    const create = defineRoutes({ resources: { posts: { only: ['index', 'create'] } } } as const)
    expect(create.formFor('posts', {})).toEqual({ action: '/posts', method: 'post' })
  })

  it('a new record without a create route is still an error', () => {
    expect(() => routes.formFor('post', {})).toThrow(/no create route/)
  })

  it('the collection name of a shallow resource', () => {
    expect(routes.formFor('thread_messages', { id: 3 }, 7)).toEqual({ action: '/messages/3', method: 'post', _method: 'put' })
    expect(routes.formFor('thread_messages', {}, 7)).toEqual({ action: '/threads/7/messages', method: 'post' })
  })
})

describe('formFor on a nested resource without create', () => {
  it('does not post to another resource of the same controller', () => {
    const routes = defineRoutes({ resources: { comments: {}, articles: { resources: { comments: { except: ['create'] } } } } } as const)
    expect(() => routes.formFor('article_comment', {}, 1)).toThrow(/no create route/)
    expect(routes.formFor('comment', {})).toEqual({ action: '/comments', method: 'post' })
  })

  it('a shallow member still finds its nested create, in a namespace too', () => {
    const routes = defineRoutes({
      namespace: { admin: { resources: { threads: { shallow: true, resources: { messages: {} } } } } },
    } as const)
    expect(routes.formFor('admin_message', {}, 7)).toEqual({ action: '/admin/threads/7/messages', method: 'post' })
    expect(routes.formFor('admin_message', { id: 3 })).toEqual({ action: '/admin/messages/3', method: 'post', _method: 'put' })
  })
})

describe('formFor reads the resource of the named route', () => {
  const routes = defineRoutes({
    resources: { threads: { member: { close: 'put' }, new: { draft: 'get' } } },
    connect: [{ name: 'login', path: 'login', controller: 'sessions', action: 'new' }],
  } as const)

  it('any route name of the resource gives its forms: the create route, the member route', () => {
    for (const name of ['threads', 'new_thread', 'draft_new_thread', 'edit_thread', 'close_thread', 'thread'] as const) {
      expect(routes.formFor(name, {}), name).toEqual({ action: '/threads', method: 'post' })
      expect(routes.formFor(name, { id: 7 }), name).toEqual({ action: '/threads/7', method: 'post', _method: 'put' })
    }
  })

  it('a plain route is no resource: a RoutingError naming it', () => {
    expect(() => routes.formFor('login', { id: 1 })).toThrow(new RoutingError("formFor: the route named login is not a resource's route"))
    expect(() => routes.formFor('nothing' as 'login', {})).toThrow(new RoutingError('formFor: no route named nothing'))
  })
})

describe('formFor: new and persisted records; nested, shallow and singleton resources', () => {
  const routes = defineRoutes({
    resources: { posts: {}, threads: { shallow: true, resources: { messages: {} } } },
    resource: { account: {} },
  } as any)

  it('a new record posts to the collection, a persisted one puts to the member', () => {
    expect(routes.formFor('post', { id: null })).toEqual({ action: '/posts', method: 'post' })
    expect(routes.formFor('post', { id: 5 })).toEqual({ action: '/posts/5', method: 'post', _method: 'put' })
    expect(routes.formFor('post', { isNew: () => true, id: 5 })).toEqual({ action: '/posts', method: 'post' })
    expect(routes.formFor('posts', { to_param: () => 'slug' })).toEqual({ action: '/posts/slug', method: 'post', _method: 'put' })
  })

  it('nested (shallow) and singleton resources', () => {
    expect(routes.formFor('message', {}, 7)).toEqual({ action: '/threads/7/messages', method: 'post' })
    expect(routes.formFor('message', { id: 3 })).toEqual({ action: '/messages/3', method: 'post', _method: 'put' })
    expect(routes.formFor('message', { id: 3 }, 7)).toEqual({ action: '/messages/3', method: 'post', _method: 'put' })
    const nested = defineRoutes({ resources: { threads: { resources: { messages: {} } } } } as any)
    expect(nested.formFor('thread_message', { id: 3 }, 7)).toEqual({ action: '/threads/7/messages/3', method: 'post', _method: 'put' })
    expect(nested.formFor('thread_message', { id: null }, 7)).toEqual({ action: '/threads/7/messages', method: 'post' })
    expect(() => nested.formFor('thread_message', { id: 3 })).toThrow(/:thread_id/)
    expect(routes.formFor('account', {})).toEqual({ action: '/account', method: 'post' })
    expect(routes.formFor('account', { id: 1 })).toEqual({ action: '/account', method: 'post', _method: 'put' })
  })
})
