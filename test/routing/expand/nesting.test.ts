// Nested resources: order, name and path prefixes, `as` and `controller` below a parent: the route
// table `expand` gives. Ported from Rails 2.3 actionpack/test/controller/resources_test.rb (test names
// kept).
import { describe, expect, it } from 'vitest'
import { table, named, restful, expectBlock } from './support'

describe('nesting', () => {
  it("test_nested_restful_routes: nested routes come before the parent's own", () => {
    const routes = table({ resources: { threads: { resources: { messages: { resources: { comments: {} } } } } } })
    expect(routes).toEqual([
      ...restful('comments', { pathPrefix: '/threads/:thread_id/messages/:message_id', namePrefix: 'thread_message_' }),
      ...restful('messages', { pathPrefix: '/threads/:thread_id', namePrefix: 'thread_' }),
      ...restful('threads'),
    ])
  })

  it('test_nested_restful_routes_with_overwritten_defaults: name_prefix null removes the nesting prefix', () => {
    const routes = table({
      resources: { threads: { resources: { messages: { name_prefix: null, resources: { comments: { name_prefix: null } } } } } },
    })
    expect(routes).toEqual([
      ...restful('comments', { pathPrefix: '/threads/:thread_id/messages/:message_id' }),
      ...restful('messages', { pathPrefix: '/threads/:thread_id' }),
      ...restful('threads'),
    ])
  })

  it("a nested resource's own path_prefix replaces the nesting path prefix (Rails with_options merge)", () => {
    const routes = table({ resources: { threads: { resources: { messages: { path_prefix: '/:locale' } } } } })
    expect(named(routes, 'thread_messages')?.path).toBe('/:locale/messages(.:format)')
  })

  it('nested keys are processed in the order written (resources, resource, connect)', () => {
    const routes = table({ resources: { posts: { resource: { owner: {} }, resources: { comments: { only: 'index' } } } } })
    expect(routes.map((r) => r.controller).slice(0, 7)).toEqual(['owners', 'owners', 'owners', 'owners', 'owners', 'owners', 'comments'])
  })

  it('test_multiple_with_path_segment_and_controller: as + controller', () => {
    const routes = table({
      resources: {
        products: { resources: { product_reviews: { as: 'reviews', controller: 'messages' } } },
        tutors: { resources: { tutor_reviews: { as: 'reviews', controller: 'comments' } } },
      },
    })
    expectBlock(
      routes,
      restful('product_reviews', { controller: 'messages', as: 'reviews', namePrefix: 'product_', pathPrefix: '/products/:product_id' }),
    )
    expectBlock(
      routes,
      restful('tutor_reviews', { controller: 'comments', as: 'reviews', namePrefix: 'tutor_', pathPrefix: '/tutors/:tutor_id' }),
    )
  })

  it('test_with_path_segment: as gives the path word', () => {
    expect(table({ resources: { messages: { as: 'reviews' } } })).toEqual(restful('messages', { as: 'reviews' }))
  })
})
