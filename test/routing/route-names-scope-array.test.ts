/** The declaration-array types (type-tests/routing/scope-arrays.test-d.ts): the runtime's names. */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'

describe('a declaration array', () => {
  it('of any length; later plain routes take names, resource routes never take a held one', () => {
    const scopes = Array.from({ length: 95 }, (_, i) => ({ connect: [{ name: `s${i}`, path: `s${i}`, controller: 'p' }] }))
    const routes = defineRoutes([...scopes, { resources: { s1s: {} }, connect: [{ name: 's0', path: 'zero/:a', controller: 'p' }] }, { resources: { s2: { singular: 's2' } } }] as any)
    const h = routes.helpers as Record<string, (...args: unknown[]) => string>
    expect(h['s94_path']!()).toBe('/s94')
    expect(h['s0_path']!('a')).toBe('/zero/a')
    expect(h['s2_path']!()).toBe('/s2')
    expect(h['s2_index_path']!()).toBe('/s2')
    expect(routes.routes.find((r) => r.path === '/s2/:id(.:format)' && r.action === 'show')!.name).toBeUndefined()
  })
})
