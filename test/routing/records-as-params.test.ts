/**
 * A record argument whose to_param() / toParam() / id gives nothing (a new record) is a
 * missing param, not the text "null" (docs/helpers-and-types.md; Rails 2.3: `hash[:id] && hash[:id].to_param`
 * is nil, so the route does not generate and the helper raises RoutingError).
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../src/index'

const routes = defineRoutes(
  {
    resources: { articles: { resources: { comments: {} } } },
    connect: [{ name: 'page', path: 'pages/:slug', controller: 'pages', action: 'show' }],
  } as const,
  { defaultUrlOptions: { host: 'example.com' } },
)
const h = routes.helpers as unknown as Record<string, (...args: unknown[]) => string>

describe('a record that gives no value is a missing param', () => {
  it('id null / undefined', () => {
    expect(() => h['article_path']!({ id: null })).toThrow(RoutingError)
    expect(() => h['article_path']!({ id: null })).toThrow(/missing required param :id/)
    expect(() => h['article_path']!({ id: undefined })).toThrow(/missing required param :id/)
    expect(() => h['article_url']!({ id: null })).toThrow(/missing required param :id/)
  })

  it('to_param() / toParam() returning null or undefined', () => {
    expect(() => h['article_path']!({ to_param: () => null, id: 4 })).toThrow(/missing required param :id/)
    expect(() => h['article_path']!({ toParam: () => undefined })).toThrow(/missing required param :id/)
    expect(() => h['article_comment_path']!({ id: null }, 3)).toThrow(/missing required param :article_id/)
    expect(() => h['page_path']!({ to_param: () => null })).toThrow(/missing required param :slug/)
  })

  it('urlFor and hash_for_* with a new record', () => {
    expect(() => routes.urlFor({ controller: 'articles', action: 'show', id: { id: null }, only_path: true } as never)).toThrow(
      RoutingError,
    )
    expect(() => routes.urlFor(h['hash_for_article_path']!({ id: { to_param: () => null } }) as never)).toThrow(RoutingError)
  })

  it('records that give a value still generate', () => {
    expect(h['article_path']!({ id: 0 })).toBe('/articles/0')
    expect(h['article_path']!({ to_param: () => 'x', id: null })).toBe('/articles/x')
    expect(h['article_comment_path']!({ id: 1 }, { toParam: () => 2n })).toBe('/articles/1/comments/2')
  })
})
