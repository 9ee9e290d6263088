// `only` / `except`: which default routes a resource has, the named route falling to the routed
// action, inheritance by nested resources (Rails 2.2 rule): the route table `expand` gives. Ported
// from Rails 2.3 actionpack/test/controller/resources_test.rb (test names kept).
import { describe, expect, it } from 'vitest'
import { type Row, table, R, restful, actionsOf } from './support'

describe('only / except', () => {
  const restfulActions = (routes: readonly Row[], c: string) => actionsOf(routes, c)

  it('test_resource_has_only_show_action', () => {
    expect(table({ resources: { products: { only: 'show' } } })).toEqual([
      R('product', 'GET', '/products/:id(.:format)', 'products', 'show'),
    ])
  })

  it('test_singleton_resource_has_only_show_action', () => {
    expect(table({ resource: { account: { only: 'show' } } })).toEqual([R('account', 'GET', '/account(.:format)', 'accounts', 'show')])
  })

  it('test_resource_does_not_have_destroy_action / test_singleton_resource_does_not_have_destroy_action', () => {
    expect(restfulActions(table({ resources: { products: { except: 'destroy' } } }), 'products')).toEqual([
      'index',
      'create',
      'new',
      'edit',
      'show',
      'update',
    ])
    expect(restfulActions(table({ resource: { account: { except: 'destroy' } } }), 'accounts')).toEqual([
      'new',
      'edit',
      'show',
      'update',
      'create',
    ])
  })

  it('test_resource_has_only_create/update/destroy_action_and_named_route: the name falls to the routed action', () => {
    expect(table({ resources: { products: { only: 'create' } } })).toEqual([
      R('products', 'POST', '/products(.:format)', 'products', 'create'),
    ])
    expect(table({ resources: { products: { only: 'update' } } })).toEqual([
      R('product', 'PUT', '/products/:id(.:format)', 'products', 'update'),
    ])
    expect(table({ resources: { products: { only: 'destroy' } } })).toEqual([
      R('product', 'DELETE', '/products/:id(.:format)', 'products', 'destroy'),
    ])
  })

  it('test_singleton_resource_has_only_create/update/destroy_action_and_named_route', () => {
    expect(table({ resource: { account: { only: 'create' } } })).toEqual([R('account', 'POST', '/account(.:format)', 'accounts', 'create')])
    expect(table({ resource: { account: { only: 'update' } } })).toEqual([R('account', 'PUT', '/account(.:format)', 'accounts', 'update')])
    expect(table({ resource: { account: { only: 'destroy' } } })).toEqual([
      R('account', 'DELETE', '/account(.:format)', 'accounts', 'destroy'),
    ])
  })

  it('test_resource_has_only_collection_action / member action: except all keeps extra actions', () => {
    expect(table({ resources: { products: { except: 'all', collection: { sale: 'get' } } } })).toEqual([
      R('sale_products', 'GET', '/products/sale(.:format)', 'products', 'sale'),
    ])
    expect(table({ resources: { products: { except: 'all', member: { preview: 'get' } } } })).toEqual([
      R('preview_product', 'GET', '/products/:id/preview(.:format)', 'products', 'preview'),
    ])
    expect(table({ resource: { account: { except: 'all', member: { signup: 'get' } } } })).toEqual([
      R('signup_account', 'GET', '/account/signup(.:format)', 'accounts', 'signup'),
    ])
  })

  it('all / none, lists', () => {
    expect(table({ resources: { products: { only: 'all' } } })).toEqual(restful('products'))
    expect(table({ resources: { products: { except: 'none' } } })).toEqual(restful('products'))
    expect(table({ resources: { products: { only: 'none' } } })).toEqual([])
    expect(restfulActions(table({ resources: { products: { only: ['index', 'show'] } } }), 'products')).toEqual(['index', 'show'])
    expect(restfulActions(table({ resources: { products: { except: ['index', 'show'] } } }), 'products')).toEqual([
      'create',
      'new',
      'edit',
      'update',
      'destroy',
    ])
  })

  it('removing edit / new keeps the other extra actions of the same group', () => {
    const routes = table({ resources: { posts: { except: ['edit', 'new'], member: { preview: 'get' }, new: { draft: 'get' } } } })
    expect(restfulActions(routes, 'posts')).toEqual(['index', 'create', 'draft', 'preview', 'show', 'update', 'destroy'])
  })

  it('test_nested_resource_has_only_show_and_member_action', () => {
    const routes = table({
      resources: { products: { only: ['index', 'show'], resources: { images: { member: { thumbnail: 'get' }, only: 'show' } } } },
    })
    expect(restfulActions(routes, 'images')).toEqual(['thumbnail', 'show'])
    expect(restfulActions(routes, 'products')).toEqual(['index', 'show'])
  })

  it("test_nested_resource_does_not_inherit_only_option: a nested resource's own except wins", () => {
    const routes = table({ resources: { products: { only: 'show', resources: { images: { except: 'destroy' } } } } })
    expect(restfulActions(routes, 'images')).toEqual(['index', 'create', 'new', 'edit', 'show', 'update'])
  })

  it("test_nested_resource_does_not_inherit_except_option: a nested resource's own only wins", () => {
    const routes = table({ resources: { products: { except: 'show', resources: { images: { only: 'destroy' } } } } })
    expect(restfulActions(routes, 'images')).toEqual(['destroy'])
  })

  it("Rails 2.2 rule (differs from 2.3's ..._by_default tests): nested resources inherit only / except", () => {
    expect(restfulActions(table({ resources: { products: { only: 'show', resources: { images: {} } } } }), 'images')).toEqual(['show'])
    expect(restfulActions(table({ resources: { products: { except: 'show', resources: { images: {} } } } }), 'images')).toEqual([
      'index',
      'create',
      'new',
      'edit',
      'update',
      'destroy',
    ])
    expect(
      restfulActions(table({ resources: { products: { only: 'show', resources: { images: { resources: { tags: {} } } } } } }), 'tags'),
    ).toEqual(['show'])
    expect(restfulActions(table({ resource: { account: { only: 'show', resource: { avatar: {} } } } }), 'avatars')).toEqual(['show'])
  })

  it('has_one and has_many children inherit only / except (they cannot set their own)', () => {
    const routes = table({ resources: { notes: { only: ['index', 'show'], has_one: 'author', has_many: { comments: 'likes' } } } })
    expect(restfulActions(routes, 'authors')).toEqual(['show'])
    expect(restfulActions(routes, 'comments')).toEqual(['index', 'show'])
    expect(restfulActions(routes, 'likes')).toEqual(['index', 'show'])
  })

  it('only "all" on a nested resource undoes the inherited restriction', () => {
    expect(
      restfulActions(table({ resources: { products: { only: 'show', resources: { images: { only: 'all' } } } } }), 'images'),
    ).toHaveLength(7)
  })
})
