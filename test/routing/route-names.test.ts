/** Which route takes a name when several claim it: long connect lists and declaration arrays. */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'

/** The connect-list types (type-tests/routing/connect-lists.test-d.ts): long lists, names taken by later routes. */
describe('a connect list', () => {
  it("of any length; a later route takes an earlier one's name", () => {
    const connect = [
      ...Array.from({ length: 100 }, (_, i) => ({ name: `page${i}`, path: `p${i}/:s`, controller: 'p' })),
      { name: 'page0', path: 'first/:a/:b', controller: 'pages' },
    ]
    const routes = defineRoutes({ connect } as any)
    const h = routes.helpers as Record<string, (...args: unknown[]) => string>
    expect(h['page99_path']!('x')).toBe('/p99/x')
    expect(h['page0_path']!('a', 'b')).toBe('/first/a/b')
    expect(routes.routes[0]!.name).toBeUndefined()
    expect(routes.recognizePath('/p0/x')).toEqual({ controller: 'p', action: 'index', s: 'x' })
  })
})

/** The declaration-array types (type-tests/routing/scope-arrays.test-d.ts): the runtime's names. */
describe('a declaration array', () => {
  it('of any length; later plain routes take names, resource routes never take a held one', () => {
    const scopes = Array.from({ length: 95 }, (_, i) => ({ connect: [{ name: `s${i}`, path: `s${i}`, controller: 'p' }] }))
    const routes = defineRoutes([
      ...scopes,
      { resources: { s1s: {} }, connect: [{ name: 's0', path: 'zero/:a', controller: 'p' }] },
      { resources: { s2: { singular: 's2' } } },
    ] as any)
    const h = routes.helpers as Record<string, (...args: unknown[]) => string>
    expect(h['s94_path']!()).toBe('/s94')
    expect(h['s0_path']!('a')).toBe('/zero/a')
    expect(h['s2_path']!()).toBe('/s2')
    expect(h['s2_index_path']!()).toBe('/s2')
    expect(routes.routes.find((r) => r.path === '/s2/:id(.:format)' && r.action === 'show')!.name).toBeUndefined()
  })
})
