/** The defaulted-param types (type-tests/routing/defaults.test-d.ts): the runtime fills a defaulted mid-path param. */
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../src/index'

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
    expect(routes.urlFor({ controller: 'a', x: 1, z: 3, only_path: true })).toBe('/a/1/b/3')
  })
  it('a null default gives no value', () => {
    expect(() => h['nul_path']!({ month: 5 })).toThrow(RoutingError)
  })
})
