/**
 * A requirement on `format` (Rails 2.3 builder.rb `assign_route_options` gives it to the
 * optional format segment): generating checks it (DynamicSegment#value_check: a given format must
 * match `\A…\Z`), recognizing does not (OptionalFormatSegment#regexp_chunk is fixed).
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../src/index'

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
