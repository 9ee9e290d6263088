/** The path types (type-tests/routing/paths.test-d.ts): how the runtime cuts these paths. */
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../src/index'

describe('connect paths as the runtime cuts them', () => {
  const routes = defineRoutes({
    connect: [
      { name: 'month', path: 'archive/:year-:month', controller: 'archive' },
      { name: 'rake', path: 'rake/:slug(.:format)', controller: 'posts', action: 'show' },
      { name: 'slash', path: 'slash/:a/:b.:format/', controller: 'posts' },
      { name: 'star', path: 'star/a*b/:c', controller: 'posts' },
    ],
  } as const)
  const h = routes.helpers as unknown as Record<string, (...args: unknown[]) => string>
  it('a param name is its word characters', () => {
    expect(h['month_path']!(2024)).toBe('/archive/2024-:month')
    expect(() => h['month_path']!(2024, 1)).toThrow(RoutingError)
    expect(routes.recognizePath('/archive/2024-:month')).toEqual({ controller: 'archive', action: 'index', year: '2024' })
  })
  it('a trailing (.:format) or .:format/ is the optional format', () => {
    expect(h['rake_path']!(1)).toBe('/rake/1')
    expect(h['rake_path']!(1, 'xml')).toBe('/rake/1.xml')
    expect(routes.recognizePath('/rake/1.xml')).toEqual({ controller: 'posts', action: 'show', slug: '1', format: 'xml' })
    expect(h['slash_path']!(1, 2)).toBe('/slash/1/2')
  })
  it('a * inside a piece is static', () => {
    expect(h['star_path']!(3)).toBe('/star/a*b/3')
    expect(routes.recognizePath('/star/a*b/3')).toEqual({ controller: 'posts', action: 'index', c: '3' })
  })
})
