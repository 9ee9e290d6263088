// Namespaces: path, name and controller prefixes for resources, nested resources and plain routes: the
// route table `expand` gives. Ported from Rails 2.3 actionpack/test/controller/resources_test.rb (test
// names kept).
import { describe, expect, it } from 'vitest'
import { table, R, restful, singleton, expectBlock } from './support'

describe('namespaces', () => {
  it('test_resources_in_namespace', () => {
    expect(table({ namespace: { backoffice: { resources: { products: {} } } } })).toEqual(
      restful('products', { controller: 'backoffice/products', namePrefix: 'backoffice_', pathPrefix: '/backoffice' }),
    )
  })

  it('test_resource_has_many_in_namespace', () => {
    expect(table({ namespace: { backoffice: { resources: { products: { has_many: 'tags' } } } } })).toEqual([
      ...restful('tags', {
        controller: 'backoffice/tags',
        namePrefix: 'backoffice_product_',
        pathPrefix: '/backoffice/products/:product_id',
      }),
      ...restful('products', { controller: 'backoffice/products', namePrefix: 'backoffice_', pathPrefix: '/backoffice' }),
    ])
  })

  it('test_resource_has_one_in_namespace', () => {
    expect(table({ namespace: { backoffice: { resources: { products: { has_one: 'manufacturer' } } } } })).toEqual([
      ...singleton('manufacturer', {
        controller: 'backoffice/manufacturers',
        namePrefix: 'backoffice_product_',
        pathPrefix: '/backoffice/products/:product_id',
      }),
      ...restful('products', { controller: 'backoffice/products', namePrefix: 'backoffice_', pathPrefix: '/backoffice' }),
    ])
  })

  it('test_resources_in_nested_namespace / test_nested_resources_in_nested_namespace', () => {
    const routes = table({
      namespace: { backoffice: { namespace: { admin: { resources: { products: { resources: { images: {} } } } } } } },
    })
    expect(routes).toEqual([
      ...restful('images', {
        controller: 'backoffice/admin/images',
        namePrefix: 'backoffice_admin_product_',
        pathPrefix: '/backoffice/admin/products/:product_id',
      }),
      ...restful('products', { controller: 'backoffice/admin/products', namePrefix: 'backoffice_admin_', pathPrefix: '/backoffice/admin' }),
    ])
  })

  it('test_nested_resources_using_namespace', () => {
    const routes = table({ namespace: { backoffice: { resources: { products: { resources: { images: {} } } } } } })
    expectBlock(
      routes,
      restful('images', {
        controller: 'backoffice/images',
        namePrefix: 'backoffice_product_',
        pathPrefix: '/backoffice/products/:product_id',
      }),
    )
  })

  it('plain routes and root inside a namespace get its path, name and controller prefixes', () => {
    const routes = table({
      namespace: {
        admin: { root: { controller: 'dashboard' }, connect: [{ name: 'login', path: 'login', controller: 'sessions', action: 'new' }] },
      },
    })
    expect(routes).toEqual([
      R('admin_root', 'ANY', '/admin', 'admin/dashboard', 'index'),
      R('admin_login', 'ANY', '/admin/login', 'admin/sessions', 'new'),
    ])
  })
})
