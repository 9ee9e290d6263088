/**
 * urlFor (src/routing/generator/url-for.ts): it takes a hash_for_* result (the types:
 * type-tests/routing/url-for.test-d.ts), and its route choice among the routes for a controller
 * and action (Rails 2.3 routing_test.rb cases in scope).
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../src/index'

describe('urlFor(hash_for_*)', () => {
  const routes = defineRoutes(
    { resources: { threads: { resources: { messages: {} } } }, connect: [{ name: 'about', path: 'about', controller: 'pages' }] } as const,
    {
      defaultUrlOptions: { host: 'example.com' },
    },
  )
  const h = routes.helpers
  it('generates the named route', () => {
    expect(routes.urlFor(h.hash_for_thread_path(1))).toBe('/threads/1')
    expect(routes.urlFor(h.hash_for_thread_messages_url(1))).toBe('http://example.com/threads/1/messages')
    expect(routes.urlFor(h.hash_for_thread_message_path({ thread_id: 1, id: 2, format: 'xml' }))).toBe('/threads/1/messages/2.xml')
    expect(routes.urlFor(h.hash_for_about_url())).toBe('http://example.com/about')
    expect(h.hash_for_thread_path(1).use_route).toBe('thread')
  })
  it('camelCase hashes name the snake_case route', () => {
    const camel = defineRoutes({ resources: { threads: {} } } as const, { camelCase: true })
    expect(camel.helpers.hashForThreadPath(1).use_route).toBe('thread')
    expect(camel.urlFor(camel.helpers.hashForThreadPath(1))).toBe('/threads/1')
  })
  it('a required glob from an array', () => {
    const globs = defineRoutes({ connect: [{ name: 'files', path: 'files/*path/edit', controller: 'files', action: 'edit' }] } as const)
    expect(globs.urlFor({ controller: 'files', action: 'edit', path: ['a', 'b'], only_path: true })).toBe('/files/a/b/edit')
  })
})

describe('urlFor route choice (Rails 2.3: fewest unused keys, then route order)', () => {
  const r = defineRoutes(
    {
      connect: [
        { path: 'page/:id/:action', controller: 'pages', action: 'show' },
        { path: 'people', controller: 'people' },
        { path: 'people/list', controller: 'people', action: 'list' },
        { name: 'categories', path: 'categories', controller: 'content', action: 'categories' },
        ':controller/:action/:id',
      ],
      resources: { posts: {} },
    } as any,
    { defaultUrlOptions: { host: 'test.host' } },
  )

  it('picks the route by controller and action', () => {
    expect(r.urlFor({ controller: 'pages', id: 20, action: 'show', only_path: true })).toBe('/page/20')
    expect(r.urlFor({ controller: 'pages', action: 'boo', only_path: true })).toBe('/pages/boo')
    expect(r.urlFor({ controller: 'people', action: 'list', only_path: true })).toBe('/people/list')
    expect(r.urlFor({ controller: 'content', action: 'categories', only_path: true })).toBe('/categories')
    expect(r.urlFor({ controller: 'content', action: 'hi', only_path: true })).toBe('/content/hi')
  })

  it('prefers the route that uses more of the keys, then the earlier one', () => {
    // posts#show: the catch-all (earlier) and the resource route both use controller/action/id.
    expect(r.urlFor({ controller: 'posts', action: 'show', id: 4, only_path: true })).toBe('/posts/show/4')
    // format is used by the resource route only: it leaves fewer keys unused.
    expect(r.urlFor({ controller: 'posts', action: 'show', id: 4, format: 'xml', only_path: true })).toBe('/posts/4.xml')
  })

  it('use_route names the route; URL unless only_path; missing host says so', () => {
    expect(r.urlFor({ use_route: 'post', id: 4 })).toBe('http://test.host/posts/4')
    expect(r.urlFor({ use_route: 'post', id: 4, only_path: true, anchor: 'c' })).toBe('/posts/4#c')
    expect(() => r.urlFor({ use_route: 'nope' })).toThrow(RoutingError)
    const bare = defineRoutes({ resources: { posts: {} } } as any)
    expect(() => bare.urlFor({ controller: 'posts' })).toThrow(/Missing host/)
  })

  it('throws a RoutingError when nothing generates', () => {
    expect(() => r.urlFor({ use_route: 'post', only_path: true })).toThrow(/:id/)
    const only = defineRoutes({ resources: { posts: {} } } as any)
    expect(() => only.urlFor({ controller: 'posts', action: 'frobnicate', only_path: true })).toThrow(RoutingError)
  })
})
