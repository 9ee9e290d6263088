/** Plain routes (connect) at run time: their actions, defaulted params and how their paths are cut. */
import { describe, expect, it } from 'vitest'
import { RoutingError, defineRoutes } from '../../src/index'

/**
 * The plain-route types (type-tests/routing/plain-routes.test-d.ts): the runtime's
 * action of a plain route and urlFor without an action.
 */
describe('plain route actions', () => {
  const routes = defineRoutes({
    connect: [
      { name: 'about', path: 'about', controller: 'pages' },
      { name: 'pa', path: 'posts/:action', controller: 'posts', action: 'list' },
    ],
  } as const)
  it('without :action or an action option: index', () => {
    expect(routes.recognizePath('/about')).toEqual({ controller: 'pages', action: 'index' })
    expect(routes.urlFor({ controller: 'pages', only_path: true })).toBe('/about')
  })
  it('an action option with an :action segment is only its default', () => {
    expect(routes.recognizePath('/posts')).toEqual({ controller: 'posts', action: 'list' })
    expect(routes.recognizePath('/posts/show')).toEqual({ controller: 'posts', action: 'show' })
    expect(routes.urlFor({ controller: 'posts', action: 'show', only_path: true })).toBe('/posts/show')
    expect(routes.urlFor({ controller: 'posts', only_path: true })).toBe('/posts/index')
  })
  it('the catch-all takes a hash without action', () => {
    const catchAll = defineRoutes({ resources: { posts: {} }, connect: [':controller/:action/:id'] } as const)
    expect(catchAll.urlFor({ controller: 'foo', only_path: true })).toBe('/foo')
  })
})

/** The defaulted-param types (type-tests/routing/defaults.test-d.ts): the runtime fills a defaulted mid-path param. */
describe('a defaulted param a required one follows', () => {
  const routes = defineRoutes({
    connect: [
      { name: 'month', path: 'archive/:year/:month', controller: 'archive', defaults: { year: 2020 } },
      { name: 'act', path: 'posts/:action/:id', controller: 'posts', requirements: { id: /\d+/ } },
      { name: 'three', path: 'a/:x/:y/:z', controller: 'a', defaults: { y: 'b' } },
      { name: 'nul', path: 'n/:year/:month', controller: 'n', defaults: { year: null } },
    ],
  } as const)
  const h = routes.helpers as unknown as Record<string, (...args: unknown[]) => string>
  it('is filled from its default by name, not positionally', () => {
    expect(h['month_path']!({ month: 5 })).toBe('/archive/2020/5')
    expect(() => h['month_path']!(5)).toThrow(RoutingError)
    expect(h['month_path']!(2021, 5)).toBe('/archive/2021/5')
    expect(h['act_path']!({ id: 3, _options: true })).toBe('/posts/index/3')
    expect(routes.urlFor({ controller: 'posts', id: 3, only_path: true })).toBe('/posts/index/3')
    expect(h['three_path']!(1, { z: 3 })).toBe('/a/1/b/3')
    expect(h['three_path']!({ x: 1, z: 3 })).toBe('/a/1/b/3')
    expect(routes.urlFor({ controller: 'a', x: 1, z: 3, only_path: true })).toBe('/a/1/b/3')
  })
  it('a null default gives no value', () => {
    expect(() => h['nul_path']!({ month: 5 })).toThrow(RoutingError)
  })
})

/** The path types (type-tests/routing/paths.test-d.ts): how the runtime cuts these paths. */
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
