/** The connect-list types (type-tests/routing/connect-lists.test-d.ts): long lists, names taken by later routes. */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'

describe('a connect list', () => {
  it('of any length; a later route takes an earlier one\'s name', () => {
    const connect = [...Array.from({ length: 100 }, (_, i) => ({ name: `page${i}`, path: `p${i}/:s`, controller: 'p' })), { name: 'page0', path: 'first/:a/:b', controller: 'pages' }]
    const routes = defineRoutes({ connect } as any)
    const h = routes.helpers as Record<string, (...args: unknown[]) => string>
    expect(h['page99_path']!('x')).toBe('/p99/x')
    expect(h['page0_path']!('a', 'b')).toBe('/first/a/b')
    expect(routes.routes[0]!.name).toBeUndefined()
    expect(routes.recognizePath('/p0/x')).toEqual({ controller: 'p', action: 'index', s: 'x' })
  })
})
