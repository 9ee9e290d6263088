/**
 * The helper types (type-tests/routing/helper-arguments.test-d.ts): the runtime answers the
 * type tests rely on — a record-shaped last argument is a param, not the options object (docs/helpers-and-types.md,
 * helper arguments), so the calls the types now refuse drop options or fail here.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../src/index'

const routes = defineRoutes({
  resources: { threads: { resources: { messages: {} } } },
  connect: [
    { name: 'three', path: 'a/:x/:id/:slug', controller: 'c', action: 'a' },
    { name: 'files', path: 'files/*path/edit', controller: 'files', action: 'edit' },
    { name: 'default', path: ':controller/:action/:id' },
  ],
} as const)
const h = routes.helpers as unknown as Record<string, (...args: unknown[]) => unknown>

describe('rule 1: a record as the last argument is a param', () => {
  it('fills the next positional param; where only the format is left, a record is a param too many (Rails 2.3: /threads.7), as the types say', () => {
    expect(() => h['threads_path']!({ id: 7 })).toThrow(
      new RoutingError(
        'threads_path failed to generate: 1 params given, it takes no params; a record is no format (a format is a string, or give it as { format })',
      ),
    )
    expect(() => h['thread_path']!({ id: 7 }, { id: 8 })).toThrow(
      new RoutingError(
        'thread_path failed to generate: 2 params given, it takes 1 (:id); a record is no format (a format is a string, or give it as { format })',
      ),
    )
    expect(h['thread_messages_path']!({ thread_id: 7, id: 3 })).toBe('/threads/3/messages')
    expect(h['default_path']!('posts', { action: 'show', id: 3 })).toBe('/posts/3')
  })
  it('keys of a record other than its id are not options', () => {
    expect(h['thread_path']!({ id: 7, format: 'xml', title: 't' })).toBe('/threads/7')
    expect(h['thread_message_path']!(7, { id: 3, format: 'xml', title: 't' })).toBe('/threads/7/messages/3')
    expect(() => h['three_path']!(1, { id: 2, slug: 's' })).toThrow(RoutingError)
  })
  it("Rails' hash form: only the route's params and at least one URL option make it the options object", () => {
    expect(h['thread_path']!({ id: 7, format: 'xml' })).toBe('/threads/7.xml')
    expect(h['thread_message_path']!(7, { id: 3, format: 'xml' })).toBe('/threads/7/messages/3.xml')
    expect(h['three_path']!(1, { id: 2, slug: 's', anchor: 'a' })).toBe('/a/1/2/s#a')
  })
  it('`_options: true` makes it the options object (the twins the types accept)', () => {
    expect(h['threads_path']!({ id: 7, _options: true })).toBe('/threads?id=7')
    expect(h['thread_path']!({ id: 7, format: 'xml', _options: true })).toBe('/threads/7.xml')
    expect(h['thread_message_path']!(7, { id: 3, format: 'xml', _options: true })).toBe('/threads/7/messages/3.xml')
    expect(h['three_path']!(1, { id: 2, slug: 's', _options: true })).toBe('/a/1/2/s')
    expect(h['default_path']!('posts', { action: 'show', id: 3, _options: true })).toBe('/posts/show/3')
  })
  it('rule 2 (two or more params) takes a record naming them all', () => {
    expect(h['thread_message_path']!({ thread_id: 7, id: 3, format: 'xml' })).toBe('/threads/7/messages/3.xml')
  })
  it('hash_for_*: one plain hash is the options hash, its id a param', () => {
    expect(h['hash_for_threads_path']!({ id: 7 })).toMatchObject({ id: 7, use_route: 'threads' })
  })
  it('a required glob takes an array by name', () => {
    expect(h['files_path']!({ path: ['a', 'b'] })).toBe('/files/a/b/edit')
  })
})

describe("a format given positionally (Rails 2.3's define_url_helper fills every segment key in order, format included)", () => {
  const r = h as Record<string, (...args: unknown[]) => string>
  it('a string after the params is the format, as in Rails (run time only for a resource route; typed for a plain one)', () => {
    expect(r['thread_path']!(7, 'xml')).toBe('/threads/7.xml')
    expect(r['thread_path']!(7, 'XML', { anchor: 'a' })).toBe('/threads/7.xml#a')
    const feed = defineRoutes({ connect: [{ name: 'feed', path: 'feed.:format', controller: 'feeds' }] } as const).helpers
    expect(feed.feed_path('rss')).toBe('/feed.rss')
  })
  it('a number or a record there is a param too many, a RoutingError (Rails 2.3 writes /threads/7.2), as the types refuse it', () => {
    expect(() => r['thread_path']!(7, 2)).toThrow(
      new RoutingError(
        'thread_path failed to generate: 2 params given, it takes 1 (:id); 2 is no format (a format is a string, or give it as { format })',
      ),
    )
    expect(() => r['thread_message_path']!(7, 3, { id: 4 })).toThrow(
      /thread_message_path failed to generate: 3 params given, it takes 2 \(:thread_id, :id\); a record is no format/,
    )
    const feed = defineRoutes({ connect: [{ name: 'feed', path: 'feed.:format', controller: 'feeds' }] } as const)
      .helpers as unknown as Record<string, (...args: unknown[]) => string>
    expect(() => feed['feed_path']!(2)).toThrow(/feed_path failed to generate: 1 params given, it takes no params; 2 is no format/)
  })
})

describe('too many positional params', () => {
  const routes = defineRoutes({
    resources: { articles: {} },
    connect: [{ name: 'about', path: 'about', controller: 'pages', action: 'about' }],
  } as const) as any

  it('is a RoutingError naming the helper and what it takes (nothing silently dropped)', () => {
    expect(() => routes.helpers.about_path(1)).toThrow(
      new RoutingError('about_path failed to generate: 1 params given, it takes no params'),
    )
    expect(() => routes.helpers.article_url(1, 'xml', 3, { host: 'h' })).toThrow(
      new RoutingError('article_url failed to generate: 3 params given, it takes at most 2 (:id, :format)'),
    )
    expect(() => routes.helpers.hash_for_articles_path(1, 2)).toThrow(
      /hash_for_articles_path failed to generate: 2 params given, it takes at most 1 \(:format\)/,
    )
  })

  it('still fills the optional keys in order, as Rails 2.3 does (a trailing positional is the format)', () => {
    expect(routes.helpers.article_path(1, 'xml')).toBe('/articles/1.xml')
    expect(routes.helpers.article_path(1)).toBe('/articles/1')
  })
})
