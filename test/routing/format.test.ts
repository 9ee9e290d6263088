/** The format segment: defaults on a plain route's format, requirements on format. */
import { describe, expect, it } from 'vitest'
import { RoutingError, defineRoutes } from '../../src/index'

/**
 * docs/routing.md — a plain route's `defaults` for a path segment makes that segment optional
 * with that default. For the format segment Rails 2.3.18 left the default out of the recognized
 * params (OptionalFormatSegment#match_extraction has no default), so `/feed` generated from
 * `format: 'rss'` recognized back without it; the documented rule (and generate → recognize) wins.
 */
describe('a default on a plain route format segment', () => {
  const routes = defineRoutes({
    connect: [
      { name: 'feed', path: 'feed.:format', controller: 'feeds', action: 'show', defaults: { format: 'rss' } },
      { path: 'news/:id.:format', controller: 'news', action: 'show', defaults: { format: 'atom' } },
      { path: 'plain/:id.:format', controller: 'plain', action: 'show' },
    ],
  } as const)

  it('is in the recognized params when the path has no format', () => {
    expect(routes.recognizePath('/feed')).toEqual({ controller: 'feeds', action: 'show', format: 'rss' })
    expect(routes.recognizePath('/news/1')).toEqual({ controller: 'news', action: 'show', id: '1', format: 'atom' })
    expect(routes.recognizePath('/plain/1')).toEqual({ controller: 'plain', action: 'show', id: '1' })
  })

  it('gives way to the format in the path', () => {
    expect(routes.recognizePath('/feed.xml')).toEqual({ controller: 'feeds', action: 'show', format: 'xml' })
    expect(routes.recognizePath('/news/1.json')).toEqual({ controller: 'news', action: 'show', id: '1', format: 'json' })
  })

  it('round-trips: what generates recognizes back to the same params', () => {
    const path = routes.urlFor({ controller: 'feeds', action: 'show', format: 'rss', only_path: true })
    expect(path).toBe('/feed')
    expect(routes.recognizePath(path)).toEqual({ controller: 'feeds', action: 'show', format: 'rss' })
    expect(routes.helpers.feed_path()).toBe('/feed')
  })
})

/**
 * A requirement on `format` (Rails 2.3 builder.rb `assign_route_options` gives it to the
 * optional format segment): generating checks it (DynamicSegment#value_check: a given format must
 * match `\A…\Z`), recognizing does not (OptionalFormatSegment#regexp_chunk is fixed).
 */
describe('requirements: { format }', () => {
  const routes = defineRoutes({
    resources: { posts: { requirements: { format: /xml|json/ } } },
    connect: [{ name: 'feed', path: 'feed/:id.:format', controller: 'feed', action: 'show', requirements: { format: /rss|atom/ } }],
  } as const)
  const h = routes.helpers as unknown as Record<string, (...args: unknown[]) => string>

  it('refuses a format the requirement does not match when generating', () => {
    expect(h['post_path']!(1, { format: 'xml' })).toBe('/posts/1.xml')
    expect(h['post_path']!(1, { format: 'JSON' })).toBe('/posts/1.json')
    expect(h['post_path']!(1)).toBe('/posts/1')
    expect(() => h['post_path']!(1, { format: 'html' })).toThrow(RoutingError)
    expect(() => h['post_path']!(1, { format: 'html' })).toThrow(/requirement on :format/)
    expect(() => h['posts_path']!({ format: 'xmlx' })).toThrow(/requirement on :format/)
    expect(h['feed_path']!(1, { format: 'rss' })).toBe('/feed/1.rss')
    expect(() => h['feed_path']!(1, { format: 'html' })).toThrow(/requirement on :format/)
    expect(() => routes.urlFor({ controller: 'posts', action: 'show', id: 1, format: 'html', only_path: true })).toThrow(RoutingError)
  })

  it('recognition ignores it, as in Rails 2.3', () => {
    expect(routes.recognizePath('/posts/1.html')).toEqual({ controller: 'posts', action: 'show', id: '1', format: 'html' })
    expect(routes.recognizePath('/feed/1.html')).toEqual({ controller: 'feed', action: 'show', id: '1', format: 'html' })
  })
})
