/** The urlFor types (type-tests/routing/url-for.test-d.ts): urlFor takes a hash_for_* result. */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'

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
