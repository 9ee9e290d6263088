// Singleton resources (`map.resource`): no index, plural controller, create last, nesting under the
// singular path: the route table `expand` gives. Ported from Rails 2.3
// actionpack/test/controller/resources_test.rb (test names kept).
import { describe, expect, it } from 'vitest'
import { expand } from '../../../src/routing/expand'
import { table, R, named, restful, singleton } from './support'

describe('singleton resources', () => {
  it('test_should_create_singleton_resource_routes: no index, controller plural, create last', () => {
    expect(table({ resource: { account: {} } })).toEqual(singleton('account'))
  })

  it('test_default_singleton_restful_route_uses_get: the named route is the GET one', () => {
    const routes = expand({ resource: { product: {} } })
    expect(routes.find((r) => r.name === 'product')?.conditions).toEqual({ method: 'get' })
  })

  it('test_should_create_multiple_singleton_resource_routes', () => {
    expect(table({ resource: { account: {}, logo: {} } })).toEqual([...singleton('account'), ...singleton('logo')])
  })

  it('test_should_create_nested_singleton_resource_routes', () => {
    const routes = table({ resource: { admin: { controller: 'admin', resource: { account: {} } } } })
    expect(routes).toEqual([
      ...singleton('account', { namePrefix: 'admin_', pathPrefix: '/admin' }),
      ...singleton('admin', { controller: 'admin' }),
    ])
  })

  it('test_singleton_resource_with_member_action / two member actions with same method', () => {
    for (const method of ['put', 'post'] as const) {
      const routes = table({ resource: { account: { member: { reset: method, disable: method } } } })
      expect(named(routes, 'reset_account')).toEqual(
        R('reset_account', method.toUpperCase() as 'PUT', '/account/reset(.:format)', 'accounts', 'reset'),
      )
      expect(named(routes, 'disable_account')?.path).toBe('/account/disable(.:format)')
    }
  })

  it('test_should_nest_resources_in_singleton_resource: the singular path, no :id', () => {
    const routes = table({ resource: { account: { resources: { messages: {} } } } })
    expect(routes).toEqual([...restful('messages', { namePrefix: 'account_', pathPrefix: '/account' }), ...singleton('account')])
  })

  it('test_should_nest_resources_in_singleton_resource_with_path_prefix', () => {
    const routes = table({ resource: { account: { path_prefix: ':site_id', resources: { messages: {} } } } })
    expect(routes).toEqual([
      ...restful('messages', { namePrefix: 'account_', pathPrefix: '/:site_id/account' }),
      ...singleton('account', { pathPrefix: '/:site_id' }),
    ])
  })

  it('test_should_nest_singleton_resource_in_resources', () => {
    const routes = table({ resources: { threads: { resource: { admin: { controller: 'admin' } } } } })
    expect(routes).toEqual([
      ...singleton('admin', { controller: 'admin', namePrefix: 'thread_', pathPrefix: '/threads/:thread_id' }),
      ...restful('threads'),
    ])
  })

  it('singleton collection actions are named with the singular', () => {
    expect(named(table({ resource: { account: { collection: { stats: 'get' } } } }), 'stats_account')?.path).toBe(
      '/account/stats(.:format)',
    )
  })
})
