/**
 * Rails 2.3's reserved URL options that the helpers took out of the query string but
 * then ignored (silently dropped): `params` (merged into the options, url_rewriter.rb
 * `rewrite_path`: `options.update(options[:params])`, as urlFor already did) and
 * `trailing_slash` (`path.sub(/\?|\z/) { "/" + $& }`).
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'

const routes = defineRoutes({ resources: { posts: { resources: { comments: {} } } } } as const, { defaultUrlOptions: { host: 'example.com' } })
const h = routes.helpers as unknown as Record<string, (...args: unknown[]) => string>

describe('params', () => {
  it('is merged into the options of a helper', () => {
    expect(h['posts_path']!({ params: { page: 2, q: 'a b' } })).toBe('/posts?page=2&q=a+b')
    expect(h['post_url']!(1, { params: { page: 2 }, anchor: 'c' })).toBe('http://example.com/posts/1?page=2#c')
    expect(h['post_comment_path']!({ post_id: 1, id: 2, params: { format: 'xml' } })).toBe('/posts/1/comments/2.xml')
  })

  it('as urlFor merges it', () => {
    expect(routes.urlFor({ controller: 'posts', action: 'index', params: { page: 2 }, only_path: true })).toBe('/posts?page=2')
    expect(routes.urlFor({ use_route: 'post', id: 1, params: { page: 2 }, only_path: true })).toBe('/posts/1?page=2')
  })
})

describe('trailing_slash', () => {
  it('puts a / at the end of the path, before the query string', () => {
    expect(h['posts_path']!({ trailing_slash: true })).toBe('/posts/')
    expect(h['post_path']!(1, { trailing_slash: true, page: 2, anchor: 'x' })).toBe('/posts/1/?page=2#x')
    expect(h['post_url']!(1, { trailing_slash: true })).toBe('http://example.com/posts/1/')
    expect(routes.urlFor({ controller: 'posts', action: 'show', id: 1, trailing_slash: true, only_path: true })).toBe('/posts/1/')
    expect(h['post_path']!(1, { trailing_slash: false })).toBe('/posts/1')
  })

  it('the path with a trailing slash is recognized as without', () => {
    expect(routes.recognizePath(h['post_path']!(1, { trailing_slash: true }))).toEqual({ controller: 'posts', action: 'show', id: '1' })
  })
})

describe('only_path given to a helper', () => {
  it('wins over the helper kind, as Rails 2.3 merges it over hash_for_* defaults', () => {
    const r = defineRoutes({ resources: { posts: {} } } as const, { defaultUrlOptions: { host: 'example.com' } })
    expect(r.helpers.post_path(1, { only_path: false })).toBe('http://example.com/posts/1')
    expect(r.helpers.post_url(1, { only_path: true })).toBe('/posts/1')
    expect(r.helpers.post_path(1)).toBe('/posts/1')
    expect(r.helpers.post_url(1)).toBe('http://example.com/posts/1')
  })
})
