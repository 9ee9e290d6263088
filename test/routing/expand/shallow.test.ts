// Shallow nesting: member routes at the top level, collection routes nested: the route table `expand`
// gives. Ported from Rails 2.3 actionpack/test/controller/resources_test.rb (test names kept).
import { describe, expect, it } from 'vitest'
import { table, restful, singleton, expectBlock } from './support'

describe('shallow', () => {
  it('test_shallow_nested_restful_routes: member routes top level and unprefixed, collection routes nested', () => {
    const routes = table({ resources: { threads: { shallow: true, resources: { messages: { resources: { comments: {} } } } } } })
    expect(routes).toEqual([
      ...restful('comments', { pathPrefix: '/messages/:message_id', namePrefix: 'message_', memberPathPrefix: '', memberNamePrefix: '' }),
      ...restful('messages', { pathPrefix: '/threads/:thread_id', namePrefix: 'thread_', memberPathPrefix: '', memberNamePrefix: '' }),
      ...restful('threads'),
    ])
  })

  it('test_shallow_nested_restful_routes_with_namespaces: shallow keeps the namespace', () => {
    const routes = table({
      namespace: { backoffice: { namespace: { admin: { resources: { products: { shallow: true, resources: { images: {} } } } } } } },
    })
    expect(routes).toEqual([
      ...restful('images', {
        controller: 'backoffice/admin/images',
        pathPrefix: '/backoffice/admin/products/:product_id',
        namePrefix: 'backoffice_admin_product_',
        memberPathPrefix: '/backoffice/admin',
        memberNamePrefix: 'backoffice_admin_',
      }),
      ...restful('products', { controller: 'backoffice/admin/products', pathPrefix: '/backoffice/admin', namePrefix: 'backoffice_admin_' }),
    ])
  })

  it('test_shallow_resource_has_many_should_become_shallow_nested_resources', () => {
    const routes = table({ resources: { messages: { has_many: ['comments', 'authors'], shallow: true } } })
    expect(routes).toEqual([
      ...restful('comments', { pathPrefix: '/messages/:message_id', namePrefix: 'message_', memberPathPrefix: '', memberNamePrefix: '' }),
      ...restful('authors', { pathPrefix: '/messages/:message_id', namePrefix: 'message_', memberPathPrefix: '', memberNamePrefix: '' }),
      ...restful('messages'),
    ])
  })

  it('test_shallow_resource_has_one_should_become_shallow_nested_resources: a singleton stays nested', () => {
    const routes = table({ resources: { messages: { has_one: 'logo', shallow: true } } })
    expect(routes).toEqual([...singleton('logo', { namePrefix: 'message_', pathPrefix: '/messages/:message_id' }), ...restful('messages')])
  })

  it('shallow: false on a nested resource turns it off below', () => {
    const routes = table({ resources: { threads: { shallow: true, resources: { messages: { shallow: false } } } } })
    expectBlock(routes, restful('messages', { pathPrefix: '/threads/:thread_id', namePrefix: 'thread_' }))
  })

  it('a shallow top-level resource drops its own path_prefix from member routes (Rails 2.3 shallow_path_prefix)', () => {
    const routes = table({ resources: { posts: { shallow: true, path_prefix: '/:locale', name_prefix: 'l_' } } })
    expect(routes).toEqual(restful('posts', { pathPrefix: '/:locale', namePrefix: 'l_', memberPathPrefix: '', memberNamePrefix: '' }))
  })
})
