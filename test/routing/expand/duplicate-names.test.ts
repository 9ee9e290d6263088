// Route names of uncountable words and `singular`, and which route keeps a name held twice: the route
// table `expand` gives. Ported from Rails 2.3 actionpack/test/controller/resources_test.rb (test names
// kept).
import { describe, expect, it } from 'vitest'
import { table, R, named } from './support'

describe('names: uncountables, duplicates', () => {
  it('uncountable or singular == plural: the index route is <name>_index', () => {
    const sheep = table({ resources: { sheep: {} } })
    expect(sheep[0]).toEqual(R('sheep_index', 'GET', '/sheep(.:format)', 'sheep', 'index'))
    expect(named(sheep, 'sheep')?.action).toBe('show')
    expect(table({ resources: { data: { singular: 'data' } } })[0]?.name).toBe('data_index')
  })

  it('singular: overrides the inflector', () => {
    const routes = table({ resources: { people: { singular: 'human', resources: { pets: { only: 'index' } } } } })
    expect(named(routes, 'human')?.path).toBe('/people/:id(.:format)')
    expect(named(routes, 'human_pets')?.path).toBe('/people/:human_id/pets(.:format)')
  })

  it('a resource route never takes a name already held: it is routed, unnamed', () => {
    const routes = table([{ connect: [{ name: 'posts', path: 'all-posts', controller: 'archive' }] }, { resources: { posts: {} } }])
    expect(routes[0]).toEqual(R('posts', 'ANY', '/all-posts', 'archive', 'index'))
    expect(routes[1]).toEqual(R(undefined, 'GET', '/posts(.:format)', 'posts', 'index'))
    expect(routes.filter((r) => r.name === 'posts')).toHaveLength(1)
  })

  it('the same resource twice: the second set is routed unnamed', () => {
    const routes = table([{ resources: { posts: {} } }, { resources: { posts: { path_prefix: '/v2' } } }])
    expect(routes.slice(7).every((r) => r.name === undefined)).toBe(true)
    expect(routes.slice(7).map((r) => r.path)[0]).toBe('/v2/posts(.:format)')
  })

  it('a later named plain route takes the name; the earlier holder becomes unnamed', () => {
    const routes = table([
      { resources: { posts: {} } },
      { connect: [{ name: 'post', path: 'p/:id', controller: 'posts', action: 'show' }] },
    ])
    expect(routes.filter((r) => r.name === 'post')).toEqual([R('post', 'ANY', '/p/:id', 'posts', 'show')])
    expect(routes[4]).toEqual(R(undefined, 'GET', '/posts/:id(.:format)', 'posts', 'show'))
  })

  it('two named plain routes with one name: the later one has it', () => {
    const routes = table({
      connect: [
        { name: 'home', path: 'a', controller: 'x' },
        { name: 'home', path: 'b', controller: 'y' },
      ],
    })
    expect(routes.map((r) => r.name)).toEqual([undefined, 'home'])
  })
})
