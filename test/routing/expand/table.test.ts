/**
 * The route table under construction (src/routing/expand/table.ts): each route is frozen as it is
 * added, keys in `rake routes` order; a plain route that takes a name from an earlier route
 * leaves that route unnamed (a frozen copy without the name), and a resource route never takes a
 * held name.
 */
import { describe, expect, it } from 'vitest'
import { RouteTable } from '../../../src/routing/expand/table'
import type { Route } from '../../../src/routing/route'

const show = Object.freeze({
  verb: 'GET' as const,
  path: '/posts/:id(.:format)',
  controller: 'posts',
  action: 'show',
  requirements: Object.freeze({}),
  defaults: Object.freeze({}),
  conditions: Object.freeze({ method: 'get' as const }),
})

/** Adds `route` as a resource route (its fields one by one, as the mapping steps give them). */
const addResourceRoute = (
  table: RouteTable,
  route: Omit<typeof show, 'verb' | 'action'> & { verb: Route['verb']; action: string },
  name: string | undefined,
) =>
  table.addResourceRoute(route.verb, route.path, route.controller, route.action, route.requirements, route.defaults, route.conditions, name)

describe('RouteTable', () => {
  it('freezes each route with its name first and its conditions last', () => {
    const table = new RouteTable()
    addResourceRoute(table, show, 'post')
    addResourceRoute(table, show, undefined)
    const { conditions: _, ...withoutConditions } = show
    table.addPlainRoute(withoutConditions, undefined)
    const [named, unnamed, plain] = table.routes()
    expect(Object.keys(named!)).toEqual(['name', 'verb', 'path', 'controller', 'action', 'requirements', 'defaults', 'conditions'])
    expect(Object.keys(unnamed!)).toEqual(['verb', 'path', 'controller', 'action', 'requirements', 'defaults', 'conditions'])
    expect(Object.keys(plain!)).toEqual(['verb', 'path', 'controller', 'action', 'requirements', 'defaults'])
    for (const route of [named, unnamed, plain]) expect(Object.isFrozen(route)).toBe(true)
  })

  it('routes a resource route unnamed when its name is held', () => {
    const table = new RouteTable()
    expect(addResourceRoute(table, show, 'post')).toBe(0)
    expect(addResourceRoute(table, { ...show, verb: 'PUT', action: 'update' }, 'post')).toBe(1)
    expect(table.routes().map((r) => r.name)).toEqual(['post', undefined])
  })

  it('moves a name to a plain route, leaving the earlier route frozen and unnamed', () => {
    const table = new RouteTable()
    addResourceRoute(table, show, 'post')
    const { conditions: _, ...plainRoute } = show
    table.addPlainRoute({ ...plainRoute, path: '/p/:id' }, 'post')
    const [earlier, plain] = table.routes()
    expect(earlier).toEqual({ ...show })
    expect('name' in earlier!).toBe(false)
    expect(Object.isFrozen(earlier)).toBe(true)
    expect(plain!.name).toBe('post')
    expect(plain).not.toHaveProperty('conditions')
    expect(table.hasName('post')).toBe(true)
  })
})
