/**
 * API.md A.1 — a plain route's `defaults` for a path segment "makes that segment optional
 * with that default". For the format segment Rails 2.3.18 left the default out of the recognized
 * params (OptionalFormatSegment#match_extraction has no default), so `/feed` generated from
 * `format: 'rss'` recognized back without it; API.md's rule (and generate → recognize) wins.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'

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
