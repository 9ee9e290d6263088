/**
 * The route-table parts of Rails 2.3's actionpack/test/controller/resources_test.rb, ported to
 * `expand`: nesting, shallow, namespaces, singletons, has_one / has_many, path_names,
 * path_prefix / name_prefix, member / collection / new actions, only / except, requirements,
 * duplicates — plus this project's two rules (controller without `as`; only/except inherited
 * as in Rails 2.2) and plain routes. Recognition and generation are the matcher's and
 * generator's tests; here we check the table they read.
 */
import { describe, expect, it } from 'vitest'
import type { RouteDeclaration } from '../../src/routing/declaration'
import { DeclarationError } from '../../src/routing/errors'
import { expand } from '../../src/routing/expand'
import type { Route } from '../../src/routing/route'
import { API_EXAMPLE } from '../support/api-example'

/** What a test compares: the `rake routes` columns, requirements as `/source/flags`. */
interface Row {
  name: string | undefined
  verb: Route['verb']
  path: string
  controller: string | null
  action: string | null
}
const row = (r: Route): Row => ({ name: r.name, verb: r.verb, path: r.path, controller: r.controller, action: r.action })
const table = (declaration: RouteDeclaration, config?: Parameters<typeof expand>[1]): Row[] => expand(declaration, config).map(row)
const R = (name: string | undefined, verb: Route['verb'], path: string, controller: string | null, action: string | null): Row => ({
  name,
  verb,
  path,
  controller,
  action,
})
const named = (routes: readonly Row[], name: string): Row | undefined => routes.find((r) => r.name === name)

interface RestfulOptions {
  controller?: string
  /** Path word (Rails' `as`). */
  as?: string
  /** Name prefix of collection and new routes. */
  namePrefix?: string
  /** Path prefix of collection and new routes, e.g. `/threads/:thread_id`. */
  pathPrefix?: string
  /** Shallow: member routes use this path prefix / name prefix instead. */
  memberPathPrefix?: string
  memberNamePrefix?: string
  singular?: string
  newWord?: string
  editWord?: string
}

/** The seven routes of a plural resource, in Rails 2.3 order (what `assert_simply_restful_for` checks). */
function restful(plural: string, o: RestfulOptions = {}): Row[] {
  const singular = o.singular ?? plural.replace(/s$/, '')
  const controller = o.controller ?? plural
  const np = o.namePrefix ?? ''
  const collection = `${o.pathPrefix ?? ''}/${o.as ?? plural}`
  const member = `${o.memberPathPrefix ?? o.pathPrefix ?? ''}/${o.as ?? plural}/:id`
  const mnp = o.memberNamePrefix ?? np
  return [
    R(`${np}${plural}`, 'GET', `${collection}(.:format)`, controller, 'index'),
    R(undefined, 'POST', `${collection}(.:format)`, controller, 'create'),
    R(`new_${np}${singular}`, 'GET', `${collection}/${o.newWord ?? 'new'}(.:format)`, controller, 'new'),
    R(`edit_${mnp}${singular}`, 'GET', `${member}/${o.editWord ?? 'edit'}(.:format)`, controller, 'edit'),
    R(`${mnp}${singular}`, 'GET', `${member}(.:format)`, controller, 'show'),
    R(undefined, 'PUT', `${member}(.:format)`, controller, 'update'),
    R(undefined, 'DELETE', `${member}(.:format)`, controller, 'destroy'),
  ]
}

/** The six routes of a singleton, in Rails 2.3 order (create last). */
function singleton(name: string, o: { controller?: string; namePrefix?: string; pathPrefix?: string; as?: string } = {}): Row[] {
  const controller = o.controller ?? `${name}s`
  const np = o.namePrefix ?? ''
  const path = `${o.pathPrefix ?? ''}/${o.as ?? name}`
  return [
    R(`new_${np}${name}`, 'GET', `${path}/new(.:format)`, controller, 'new'),
    R(`edit_${np}${name}`, 'GET', `${path}/edit(.:format)`, controller, 'edit'),
    R(`${np}${name}`, 'GET', `${path}(.:format)`, controller, 'show'),
    R(undefined, 'PUT', `${path}(.:format)`, controller, 'update'),
    R(undefined, 'DELETE', `${path}(.:format)`, controller, 'destroy'),
    R(undefined, 'POST', `${path}(.:format)`, controller, 'create'),
  ]
}

/** Asserts that `expected` appears in `routes` as one contiguous block, in order. */
function expectBlock(routes: readonly Row[], expected: readonly Row[]): void {
  const first = expected[0]
  const start = routes.findIndex((r) => JSON.stringify(r) === JSON.stringify(first))
  expect(start, `no route ${JSON.stringify(first)} in\n${routes.map((r) => JSON.stringify(r)).join('\n')}`).toBeGreaterThanOrEqual(0)
  expect(routes.slice(start, start + expected.length)).toEqual(expected)
}

const actionsOf = (routes: readonly Row[], controller: string): (string | null)[] =>
  routes.filter((r) => r.controller === controller).map((r) => r.action)

describe('resources: the seven default routes', () => {
  it('test_default_restful_routes: exactly the seven, in Rails order', () => {
    expect(table({ resources: { messages: {} } })).toEqual(restful('messages'))
  })

  it('test_multiple_default_restful_routes', () => {
    expect(table({ resources: { messages: {}, comments: {} } })).toEqual([...restful('messages'), ...restful('comments')])
  })

  it('test_restful_routes_dont_generate_duplicates', () => {
    const routes = expand({ resources: { messages: {} } })
    const keys = routes.map((r) => `${String(r.verb)} ${r.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('every resource route takes an optional (.:format)', () => {
    for (const r of table({
      resources: { posts: { member: { close: 'put' }, collection: { search: 'get' }, new: { draft: 'get' } } },
      resource: { account: {} },
    })) {
      expect(r.path).toMatch(/\(\.:format\)$/)
    }
  })

  it("member routes of a plural resource carry Rails' default :id requirement, collection routes none", () => {
    const routes = expand({ resources: { messages: { member: { mark: 'put' } } } })
    for (const r of routes) {
      if (r.path.includes(':id')) expect(r.requirements['id']?.source).toBe(new RegExp('[^/.?]+').source)
      else expect(r.requirements).toEqual({})
    }
  })

  it('test_should_resource_controller_name_equal_resource_name_by_default / equal controller option (with as)', () => {
    expect(table({ resources: { messages: {} } })[0]?.controller).toBe('messages')
    expect(table({ resources: { messages: { controller: 'posts', as: 'messages' } } })).toEqual(
      restful('messages', { controller: 'posts' }),
    )
  })
})

describe('path_names and resources_path_names', () => {
  it('test_override_paths_for_default_restful_actions', () => {
    expect(table({ resources: { messages: { path_names: { new: 'nuevo', edit: 'editar' } } } })).toEqual(
      restful('messages', { newWord: 'nuevo', editWord: 'editar' }),
    )
  })

  it('test_member_when_override_paths_for_default_restful_actions_with: path_names new only', () => {
    const routes = table({ resources: { messages: { member: { mark: 'put' }, path_names: { new: 'nuevo' } } } })
    expect(named(routes, 'mark_message')).toEqual(R('mark_message', 'PUT', '/messages/:id/mark(.:format)', 'messages', 'mark'))
    expect(named(routes, 'new_message')?.path).toBe('/messages/nuevo(.:format)')
    expect(named(routes, 'edit_message')?.path).toBe('/messages/:id/edit(.:format)')
  })

  it('test_member_when_changed_default_restful_actions_and_path_names_not_specified (config resourcesPathNames)', () => {
    expect(table({ resources: { messages: {} } }, { resourcesPathNames: { new: 'nuevo', edit: 'editar' } })).toEqual(
      restful('messages', { newWord: 'nuevo', editWord: 'editar' }),
    )
  })

  it("a resource's path_names win over the config; custom member and collection actions take path words", () => {
    const routes = table(
      {
        resources: {
          products: {
            as: 'productos',
            member: { bids: 'get' },
            collection: { recent: 'get' },
            path_names: { new: 'nuevo', bids: 'licitacoes', recent: 'recientes' },
          },
        },
      },
      { resourcesPathNames: { new: 'neu', edit: 'bearbeiten' } },
    )
    expect(named(routes, 'new_product')?.path).toBe('/productos/nuevo(.:format)')
    expect(named(routes, 'edit_product')?.path).toBe('/productos/:id/bearbeiten(.:format)')
    expect(named(routes, 'bids_product')?.path).toBe('/productos/:id/licitacoes(.:format)')
    expect(named(routes, 'recent_products')?.path).toBe('/productos/recientes(.:format)')
  })

  it('config path words of other actions apply to member actions only (Rails 2.3 map_member_actions)', () => {
    const routes = table(
      { resources: { posts: { member: { close: 'put' }, collection: { close: 'get' } } } },
      { resourcesPathNames: { close: 'cerrar' } },
    )
    expect(named(routes, 'close_post')?.path).toBe('/posts/:id/cerrar(.:format)')
    expect(named(routes, 'close_posts')?.path).toBe('/posts/close(.:format)')
  })

  it('path_names are not inherited by nested resources', () => {
    const routes = table({ resources: { posts: { path_names: { new: 'nuevo' }, resources: { comments: {} } } } })
    expect(named(routes, 'new_post_comment')?.path).toBe('/posts/:post_id/comments/new(.:format)')
    expect(named(routes, 'new_post')?.path).toBe('/posts/nuevo(.:format)')
  })
})

describe('path_prefix, name_prefix, requirements', () => {
  it('test_with_path_prefix / test_multiple_with_path_prefix', () => {
    const opts = { path_prefix: '/thread/:thread_id' } as const
    expect(table({ resources: { messages: opts, comments: opts } })).toEqual([
      ...restful('messages', { pathPrefix: '/thread/:thread_id' }),
      ...restful('comments', { pathPrefix: '/thread/:thread_id' }),
    ])
  })

  it('test_with_name_prefix', () => {
    expect(table({ resources: { messages: { name_prefix: 'post_' } } })).toEqual(restful('messages', { namePrefix: 'post_' }))
  })

  it('a path_prefix without a leading / gets one', () => {
    expect(table({ resources: { messages: { path_prefix: 'api/v1' } } })).toEqual(restful('messages', { pathPrefix: '/api/v1' }))
  })

  it('test_irregular_id_with_requirements / test_irregular_id_requirements_should_get_passed_to_member_actions', () => {
    const id = /[0-9]\.[0-9]\.[0-9]/
    const routes = expand({ resources: { messages: { requirements: { id }, member: { custom: 'get' } } } })
    for (const r of routes) {
      if (r.path.includes(':id')) expect(r.requirements).toEqual({ id })
      else expect(r.requirements).toEqual({})
    }
    expect(routes.find((r) => r.action === 'custom')?.requirements['id']).toBe(id)
  })

  it('test_with_path_prefix_requirements: a path_prefix requirement applies to every route', () => {
    const thread_id = /[0-9]\.[0-9]\.[0-9]/
    const routes = expand({ resources: { messages: { path_prefix: '/thread/:thread_id', requirements: { thread_id } } } })
    for (const r of routes) expect(r.requirements['thread_id']).toBe(thread_id)
    expect(routes.find((r) => r.action === 'index')?.requirements).toEqual({ thread_id })
    expect(routes.find((r) => r.action === 'show')?.requirements).toEqual({ thread_id, id: expect.any(RegExp) })
  })

  it('test_with_path_segment_path_prefix_requirements', () => {
    const routes = expand({
      resources: { messages: { as: 'comments', path_prefix: '/thread/:thread_id', requirements: { thread_id: /\d+/ } } },
    })
    expect(routes.find((r) => r.action === 'show')?.path).toBe('/thread/:thread_id/comments/:id(.:format)')
  })

  it('a singleton takes no :id requirement', () => {
    for (const r of expand({ resource: { account: { requirements: { id: /\d+/ }, member: { reset: 'put' } } } }))
      expect(r.requirements).toEqual({})
  })
})

describe('collection, member and new actions', () => {
  it('test_should_arrange_actions: grouped by method in first-appearance order, edit and new first among GETs', () => {
    const routes = table({
      resources: {
        messages: {
          collection: { rss: 'get', reorder: 'post', csv: 'post' },
          member: { rss: 'get', atom: 'get', upload: 'post', fix: 'post' },
          new: { preview: 'get', draft: 'get' },
        },
      },
    })
    expect(routes.map((r) => `${String(r.verb)} ${r.action}`)).toEqual([
      'GET rss',
      'POST reorder',
      'POST csv',
      'GET index',
      'POST create',
      'GET new',
      'GET preview',
      'GET draft',
      'GET edit',
      'GET rss',
      'GET atom',
      'POST upload',
      'POST fix',
      'GET show',
      'PUT update',
      'DELETE destroy',
    ])
  })

  it('edit joins the get group where it stands: a put action declared first comes before edit', () => {
    const routes = table({ resources: { posts: { member: { close: 'put', preview: 'get' } } } })
    expect(routes.filter((r) => r.path.includes(':id/')).map((r) => r.action)).toEqual(['close', 'edit', 'preview'])
  })

  it('test_with_collection_actions', () => {
    const routes = table({ resources: { messages: { collection: { a: 'get', b: 'put', c: 'post', d: 'delete' } } } })
    expect(routes.slice(0, 4)).toEqual([
      R('a_messages', 'GET', '/messages/a(.:format)', 'messages', 'a'),
      R('b_messages', 'PUT', '/messages/b(.:format)', 'messages', 'b'),
      R('c_messages', 'POST', '/messages/c(.:format)', 'messages', 'c'),
      R('d_messages', 'DELETE', '/messages/d(.:format)', 'messages', 'd'),
    ])
    expect(routes.slice(4)).toEqual(restful('messages'))
  })

  it('test_with_collection_actions_and_name_prefix', () => {
    const routes = table({
      resources: { messages: { path_prefix: '/threads/:thread_id', name_prefix: 'thread_', collection: { a: 'get', b: 'put' } } },
    })
    expect(routes.slice(0, 2)).toEqual([
      R('a_thread_messages', 'GET', '/threads/:thread_id/messages/a(.:format)', 'messages', 'a'),
      R('b_thread_messages', 'PUT', '/threads/:thread_id/messages/b(.:format)', 'messages', 'b'),
    ])
    expect(routes.slice(2)).toEqual(restful('messages', { pathPrefix: '/threads/:thread_id', namePrefix: 'thread_' }))
  })

  it('test_with_collection_actions_and_name_prefix_and_member_action_with_same_name', () => {
    const routes = table({
      resources: {
        messages: { path_prefix: '/threads/:thread_id', name_prefix: 'thread_', collection: { a: 'get' }, member: { a: 'get' } },
      },
    })
    expect(named(routes, 'a_thread_messages')?.path).toBe('/threads/:thread_id/messages/a(.:format)')
    expect(named(routes, 'a_thread_message')?.path).toBe('/threads/:thread_id/messages/:id/a(.:format)')
  })

  it('test_with_member_action (put and post)', () => {
    for (const method of ['put', 'post'] as const) {
      const routes = table({ resources: { messages: { member: { mark: method } } } })
      expect(named(routes, 'mark_message')).toEqual(
        R('mark_message', method.toUpperCase() as 'PUT' | 'POST', '/messages/:id/mark(.:format)', 'messages', 'mark'),
      )
    }
  })

  it('test_with_two_member_actions_with_same_method', () => {
    const routes = table({ resources: { messages: { member: { mark: 'post', unmark: 'post' } } } })
    expect(named(routes, 'mark_message')?.path).toBe('/messages/:id/mark(.:format)')
    expect(named(routes, 'unmark_message')?.path).toBe('/messages/:id/unmark(.:format)')
  })

  it('test_array_as_collection_or_member_method_value: one route per method, the first named', () => {
    const routes = table({ resources: { messages: { collection: { search: ['get', 'post'] }, member: { toggle: ['get', 'post'] } } } })
    expect(routes.filter((r) => r.action === 'search')).toEqual([
      R('search_messages', 'GET', '/messages/search(.:format)', 'messages', 'search'),
      R(undefined, 'POST', '/messages/search(.:format)', 'messages', 'search'),
    ])
    expect(routes.filter((r) => r.action === 'toggle')).toEqual([
      R('toggle_message', 'GET', '/messages/:id/toggle(.:format)', 'messages', 'toggle'),
      R(undefined, 'POST', '/messages/:id/toggle(.:format)', 'messages', 'toggle'),
    ])
  })

  it('a new action with a list of methods is one route accepting each', () => {
    const routes = expand({ resources: { messages: { new: { draft: ['get', 'post'] } } } })
    const draft = routes.filter((r) => r.action === 'draft')
    expect(draft.map(row)).toEqual([R('draft_new_message', ['GET', 'POST'], '/messages/new/draft(.:format)', 'messages', 'draft')])
    expect(draft[0]?.conditions).toEqual({ method: ['get', 'post'] })
  })

  it('test_with_new_action / test_with_new_action_with_name_prefix', () => {
    expect(named(table({ resources: { messages: { new: { preview: 'post' } } } }), 'preview_new_message')).toEqual(
      R('preview_new_message', 'POST', '/messages/new/preview(.:format)', 'messages', 'preview'),
    )
    expect(
      named(
        table({ resources: { messages: { new: { preview: 'post' }, path_prefix: '/threads/:thread_id', name_prefix: 'thread_' } } }),
        'preview_new_thread_message',
      ),
    ).toEqual(R('preview_new_thread_message', 'POST', '/threads/:thread_id/messages/new/preview(.:format)', 'messages', 'preview'))
  })

  it('test_override_new_method: new: { new: "any" } maps new for any method (then the unnamed GET route)', () => {
    const routes = table({ resources: { messages: { new: { new: 'any' } } } })
    expect(routes.filter((r) => r.action === 'new')).toEqual([
      R('new_message', 'ANY', '/messages/new(.:format)', 'messages', 'new'),
      R(undefined, 'GET', '/messages/new(.:format)', 'messages', 'new'),
    ])
  })

  it("an action declared any keeps the resource's own method condition (Rails add_conditions_for)", () => {
    const routes = expand({
      resources: { messages: { conditions: { method: 'get' }, collection: { feed: 'any' }, member: { mark: 'put' } } },
    })
    expect(routes.find((r) => r.action === 'feed')?.verb).toBe('GET')
    expect(routes.find((r) => r.action === 'mark')?.verb).toBe('PUT')
    expect(routes.find((r) => r.action === 'create')?.verb).toBe('POST')
  })

  it('test_resource_action_separator / test_new_style_named_routes_for_resource and _for_singleton_resource', () => {
    const routes = table([
      {
        resources: {
          messages: { collection: { search: 'get' }, new: { preview: 'any' }, name_prefix: 'thread_', path_prefix: '/threads/:thread_id' },
        },
      },
      { resource: { account: { member: { login: 'get' }, new: { preview: 'any' }, name_prefix: 'admin_', path_prefix: '/admin' } } },
    ])
    expect(named(routes, 'search_thread_messages')?.path).toBe('/threads/:thread_id/messages/search(.:format)')
    expect(named(routes, 'new_thread_message')?.path).toBe('/threads/:thread_id/messages/new(.:format)')
    expect(named(routes, 'preview_new_thread_message')).toEqual(
      R('preview_new_thread_message', 'ANY', '/threads/:thread_id/messages/new/preview(.:format)', 'messages', 'preview'),
    )
    expect(named(routes, 'login_admin_account')?.path).toBe('/admin/account/login(.:format)')
    expect(named(routes, 'new_admin_account')?.path).toBe('/admin/account/new(.:format)')
    expect(named(routes, 'preview_new_admin_account')?.path).toBe('/admin/account/new/preview(.:format)')
    expectBlock(routes, restful('messages', { pathPrefix: '/threads/:thread_id', namePrefix: 'thread_' }).slice(0, 2))
  })
})

describe('nesting', () => {
  it("test_nested_restful_routes: nested routes come before the parent's own", () => {
    const routes = table({ resources: { threads: { resources: { messages: { resources: { comments: {} } } } } } })
    expect(routes).toEqual([
      ...restful('comments', { pathPrefix: '/threads/:thread_id/messages/:message_id', namePrefix: 'thread_message_' }),
      ...restful('messages', { pathPrefix: '/threads/:thread_id', namePrefix: 'thread_' }),
      ...restful('threads'),
    ])
  })

  it('test_nested_restful_routes_with_overwritten_defaults: name_prefix null removes the nesting prefix', () => {
    const routes = table({
      resources: { threads: { resources: { messages: { name_prefix: null, resources: { comments: { name_prefix: null } } } } } },
    })
    expect(routes).toEqual([
      ...restful('comments', { pathPrefix: '/threads/:thread_id/messages/:message_id' }),
      ...restful('messages', { pathPrefix: '/threads/:thread_id' }),
      ...restful('threads'),
    ])
  })

  it("a nested resource's own path_prefix replaces the nesting path prefix (Rails with_options merge)", () => {
    const routes = table({ resources: { threads: { resources: { messages: { path_prefix: '/:locale' } } } } })
    expect(named(routes, 'thread_messages')?.path).toBe('/:locale/messages(.:format)')
  })

  it('nested keys are processed in the order written (resources, resource, connect)', () => {
    const routes = table({ resources: { posts: { resource: { owner: {} }, resources: { comments: { only: 'index' } } } } })
    expect(routes.map((r) => r.controller).slice(0, 7)).toEqual(['owners', 'owners', 'owners', 'owners', 'owners', 'owners', 'comments'])
  })

  it('test_multiple_with_path_segment_and_controller: as + controller', () => {
    const routes = table({
      resources: {
        products: { resources: { product_reviews: { as: 'reviews', controller: 'messages' } } },
        tutors: { resources: { tutor_reviews: { as: 'reviews', controller: 'comments' } } },
      },
    })
    expectBlock(
      routes,
      restful('product_reviews', { controller: 'messages', as: 'reviews', namePrefix: 'product_', pathPrefix: '/products/:product_id' }),
    )
    expectBlock(
      routes,
      restful('tutor_reviews', { controller: 'comments', as: 'reviews', namePrefix: 'tutor_', pathPrefix: '/tutors/:tutor_id' }),
    )
  })

  it('test_with_path_segment: as gives the path word', () => {
    expect(table({ resources: { messages: { as: 'reviews' } } })).toEqual(restful('messages', { as: 'reviews' }))
  })
})

describe('shallow', () => {
  it('test_shallow_nested_restful_routes: member routes top level and unprefixed, collection routes nested', () => {
    const routes = table({ resources: { threads: { shallow: true, resources: { messages: { resources: { comments: {} } } } } } })
    expect(routes).toEqual([
      ...restful('comments', { pathPrefix: '/messages/:message_id', namePrefix: 'message_', memberPathPrefix: '', memberNamePrefix: '' }),
      ...restful('messages', { pathPrefix: '/threads/:thread_id', namePrefix: 'thread_', memberPathPrefix: '', memberNamePrefix: '' }),
      ...restful('threads'),
    ])
  })

  it('test_shallow_nested_restful_routes_with_namespaces: shallow keeps the namespace', () => {
    const routes = table({
      namespace: { backoffice: { namespace: { admin: { resources: { products: { shallow: true, resources: { images: {} } } } } } } },
    })
    expect(routes).toEqual([
      ...restful('images', {
        controller: 'backoffice/admin/images',
        pathPrefix: '/backoffice/admin/products/:product_id',
        namePrefix: 'backoffice_admin_product_',
        memberPathPrefix: '/backoffice/admin',
        memberNamePrefix: 'backoffice_admin_',
      }),
      ...restful('products', { controller: 'backoffice/admin/products', pathPrefix: '/backoffice/admin', namePrefix: 'backoffice_admin_' }),
    ])
  })

  it('test_shallow_resource_has_many_should_become_shallow_nested_resources', () => {
    const routes = table({ resources: { messages: { has_many: ['comments', 'authors'], shallow: true } } })
    expect(routes).toEqual([
      ...restful('comments', { pathPrefix: '/messages/:message_id', namePrefix: 'message_', memberPathPrefix: '', memberNamePrefix: '' }),
      ...restful('authors', { pathPrefix: '/messages/:message_id', namePrefix: 'message_', memberPathPrefix: '', memberNamePrefix: '' }),
      ...restful('messages'),
    ])
  })

  it('test_shallow_resource_has_one_should_become_shallow_nested_resources: a singleton stays nested', () => {
    const routes = table({ resources: { messages: { has_one: 'logo', shallow: true } } })
    expect(routes).toEqual([...singleton('logo', { namePrefix: 'message_', pathPrefix: '/messages/:message_id' }), ...restful('messages')])
  })

  it('shallow: false on a nested resource turns it off below', () => {
    const routes = table({ resources: { threads: { shallow: true, resources: { messages: { shallow: false } } } } })
    expectBlock(routes, restful('messages', { pathPrefix: '/threads/:thread_id', namePrefix: 'thread_' }))
  })

  it('a shallow top-level resource drops its own path_prefix from member routes (Rails 2.3 shallow_path_prefix)', () => {
    const routes = table({ resources: { posts: { shallow: true, path_prefix: '/:locale', name_prefix: 'l_' } } })
    expect(routes).toEqual(restful('posts', { pathPrefix: '/:locale', namePrefix: 'l_', memberPathPrefix: '', memberNamePrefix: '' }))
  })
})

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

describe('has_one and has_many', () => {
  it('test_resource_has_many_should_become_nested_resources', () => {
    expect(table({ resources: { messages: { has_many: ['comments', 'authors'] } } })).toEqual([
      ...restful('comments', { namePrefix: 'message_', pathPrefix: '/messages/:message_id' }),
      ...restful('authors', { namePrefix: 'message_', pathPrefix: '/messages/:message_id' }),
      ...restful('messages'),
    ])
  })

  it('test_resources_has_many_hash_should_become_nested_resources', () => {
    const routes = table({ resources: { threads: { has_many: { messages: ['comments', { authors: 'threads' }] } } } })
    expect(routes).toEqual([
      ...restful('comments', { namePrefix: 'thread_message_', pathPrefix: '/threads/:thread_id/messages/:message_id' }),
      ...restful('threads', {
        namePrefix: 'thread_message_author_',
        pathPrefix: '/threads/:thread_id/messages/:message_id/authors/:author_id',
      }),
      ...restful('authors', { namePrefix: 'thread_message_', pathPrefix: '/threads/:thread_id/messages/:message_id' }),
      ...restful('messages', { namePrefix: 'thread_', pathPrefix: '/threads/:thread_id' }),
      ...restful('threads'),
    ])
  })

  it('test_resource_has_one_should_become_nested_resources', () => {
    expect(table({ resources: { messages: { has_one: 'logo' } } })).toEqual([
      ...singleton('logo', { namePrefix: 'message_', pathPrefix: '/messages/:message_id' }),
      ...restful('messages'),
    ])
  })

  it('has_many comes before has_one, both before the block', () => {
    const routes = table({ resources: { notes: { resources: { tags: { only: 'index' } }, has_one: 'author', has_many: 'comments' } } })
    expect([...new Set(routes.map((r) => r.controller))]).toEqual(['comments', 'authors', 'tags', 'notes'])
  })

  it('a singleton has_one / has_many nests under the singular path', () => {
    const routes = table({ resource: { account: { has_one: 'avatar', has_many: 'orders' } } })
    expect(named(routes, 'account_orders')?.path).toBe('/account/orders(.:format)')
    expect(named(routes, 'account_avatar')?.path).toBe('/account/avatar(.:format)')
  })
})

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

describe("controller without as (this project's rule, API.md A.1)", () => {
  it("the URL path word follows the controller option, names stay the resource's", () => {
    expect(table({ resources: { messages: { controller: 'categories' } } })).toEqual(
      restful('messages', { controller: 'categories', as: 'categories' }).map((r) => r),
    )
  })

  it('nested resources keep :<singular>_id and the name prefix', () => {
    const routes = table({ resources: { messages: { controller: 'categories', resources: { replies: { only: 'index' } } } } })
    expect(routes[0]).toEqual(R('message_replies', 'GET', '/categories/:message_id/replies(.:format)', 'replies', 'index'))
  })

  it('in a namespace, and with a controller path', () => {
    expect(named(table({ namespace: { admin: { resources: { entries: { controller: 'posts' } } } } }), 'admin_entries')).toEqual(
      R('admin_entries', 'GET', '/admin/posts(.:format)', 'admin/posts', 'index'),
    )
    expect(named(table({ resources: { entries: { controller: 'archive/entries' } } }), 'entry')?.path).toBe(
      '/archive/entries/:id(.:format)',
    )
  })

  it('for singletons too; as wins over controller', () => {
    expect(named(table({ resource: { account: { controller: 'profiles' } } }), 'account')).toEqual(
      R('account', 'GET', '/profiles(.:format)', 'profiles', 'show'),
    )
    expect(named(table({ resources: { messages: { controller: 'categories', as: 'mensajes' } } }), 'messages')?.path).toBe(
      '/mensajes(.:format)',
    )
  })
})

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

describe('plain routes (connect, root)', () => {
  it('the default routes: :action defaults to index, a trailing :id is optional, .:format prints (.:format)', () => {
    const routes = expand({ connect: [':controller/:action/:id', ':controller/:action/:id.:format'] })
    expect(routes.map(row)).toEqual([
      R(undefined, 'ANY', '/:controller/:action/:id', null, 'index'),
      R(undefined, 'ANY', '/:controller/:action/:id(.:format)', null, 'index'),
    ])
    expect(routes[0]?.defaults).toEqual({ action: 'index', id: null })
  })

  it('a named route with conditions, requirements and defaults', () => {
    const year = /\d{4}/
    const [route] = expand({
      connect: [
        {
          name: 'archive',
          path: '/archive/:year/:month',
          controller: 'archives',
          action: 'show',
          conditions: { method: ['get', 'post'] },
          requirements: { year },
          defaults: { month: null, page: 1 },
        },
      ],
    })
    expect(route).toEqual({
      name: 'archive',
      verb: ['GET', 'POST'],
      path: '/archive/:year/:month',
      controller: 'archives',
      action: 'show',
      requirements: { year },
      defaults: { month: null, page: '1' },
      conditions: { method: ['get', 'post'] },
    })
  })

  it('an :action requirement refusing "index" gives no default; the action option becomes the segment default', () => {
    expect(expand({ connect: [{ path: 'admin/:action', controller: 'admin', requirements: { action: /list|show/ } }] })[0]).toMatchObject({
      action: null,
      defaults: {},
    })
    expect(expand({ connect: [{ path: 'admin/:action', controller: 'admin', action: 'list' }] })[0]).toMatchObject({
      action: 'list',
      defaults: { action: 'list' },
    })
  })

  it('an :id with a requirement is not made optional', () => {
    expect(
      expand({ connect: [{ path: 'legacy/:id', controller: 'posts', action: 'show', requirements: { id: /\d+/ } }] })[0]?.defaults,
    ).toEqual({})
    expect(expand({ connect: [{ path: 'legacy/:id', controller: 'posts', action: 'show' }] })[0]?.defaults).toEqual({ id: null })
  })

  it('paths: leading / optional, "" is the root, trailing / dropped, globs kept', () => {
    const routes = table({
      connect: [
        { path: '', controller: 'home' },
        { path: '/about/', controller: 'pages' },
        { path: 'files/*path', controller: 'files' },
        { path: 'sitemap.xml', controller: 'sitemaps' },
      ],
    })
    expect(routes.map((r) => r.path)).toEqual(['/', '/about', '/files/*path', '/sitemap.xml'])
  })

  it('root: the named route root on /, action index by default', () => {
    expect(table({ root: { controller: 'welcome' } })).toEqual([R('root', 'ANY', '/', 'welcome', 'index')])
    expect(table({ root: { controller: 'welcome', action: 'show' } })).toEqual([R('root', 'ANY', '/', 'welcome', 'show')])
  })

  it('connect inside a resource gets the nesting path and name prefixes, and the namespace', () => {
    const routes = table({
      namespace: {
        admin: {
          resources: {
            projects: { only: 'index', connect: [{ name: 'report', path: 'report/:year', controller: 'reports', action: 'show' }] },
          },
        },
      },
    })
    expect(routes[0]).toEqual(R('admin_project_report', 'ANY', '/admin/projects/:project_id/report/:year', 'admin/reports', 'show'))
  })

  it('scopes of an array are processed in order', () => {
    const routes = table([
      { connect: [{ name: 'a', path: 'a', controller: 'a' }] },
      { resources: { posts: { only: 'index' } } },
      { connect: [':controller/:action'] },
    ])
    expect(routes.map((r) => r.path)).toEqual(['/a', '/posts(.:format)', '/:controller/:action'])
  })
})

describe('declarations are data', () => {
  const deepFreeze = <T>(value: T): T => {
    if (value && typeof value === 'object' && !(value instanceof RegExp)) {
      for (const v of Object.values(value)) deepFreeze(v)
      Object.freeze(value)
    }
    return value
  }

  it('a deep-frozen declaration expands, and the same one twice gives the same table', () => {
    const declaration = deepFreeze({
      resources: {
        threads: {
          shallow: true,
          member: { close: 'put' },
          requirements: { id: /\d+/ },
          has_many: { messages: 'replies' },
          resources: { tags: { only: ['index'] } },
        },
      },
      resource: { account: { new: { draft: ['get', 'post'] } } },
      namespace: { admin: { resources: { users: {} }, root: { controller: 'dashboard' } } },
      connect: [':controller/:action/:id'],
    } as const)
    const first = expand(declaration)
    expect(expand(declaration)).toEqual(first)
    expect(first.length).toBeGreaterThan(30)
  })

  it("resources sharing one options object get identical routes (Rails' map.resources :a, :b, opts)", () => {
    const opts = { requirements: { id: /\d+/ }, member: { close: 'put' }, path_prefix: '/:locale', resources: { notes: {} } } as const
    const routes = expand({ resources: { messages: opts, comments: opts } })
    const half = routes.length / 2
    const strip = (r: Route) => JSON.stringify({ ...r, requirements: Object.keys(r.requirements) }).replaceAll(/messages?|comments?/g, 'X')
    expect(routes.slice(0, half).map(strip)).toEqual(routes.slice(half).map(strip))
    const own = routes.filter((r) => r.controller !== 'notes' && r.path.includes('/:id'))
    expect(own).toHaveLength(10)
    for (const r of own) expect(r.requirements['id']).toBe(opts.requirements.id)
  })

  it('invalid declarations throw DeclarationError (details in declaration.test.ts)', () => {
    expect(() => expand({ resources: { messages: { member: { something: 'head' } } } } as never)).toThrow(DeclarationError)
    expect(() => expand({ resources: { messages: { member: { something: 'invalid' } } } } as never)).toThrow(DeclarationError)
  })
})

describe('API.md A.1 example', () => {
  const declaration = API_EXAMPLE
  const routes = table(declaration)

  it("shallow threads: nested messages (no destroy) and owner first, then the threads' own routes", () => {
    expect(routes.slice(0, 6)).toEqual([
      R('thread_messages', 'GET', '/threads/:thread_id/messages(.:format)', 'messages', 'index'),
      R(undefined, 'POST', '/threads/:thread_id/messages(.:format)', 'messages', 'create'),
      R('new_thread_message', 'GET', '/threads/:thread_id/messages/new(.:format)', 'messages', 'new'),
      R('edit_message', 'GET', '/messages/:id/edit(.:format)', 'messages', 'edit'),
      R('message', 'GET', '/messages/:id(.:format)', 'messages', 'show'),
      R(undefined, 'PUT', '/messages/:id(.:format)', 'messages', 'update'),
    ])
    expectBlock(routes, singleton('owner', { namePrefix: 'thread_', pathPrefix: '/threads/:thread_id' }))
    expect(routes.filter((r) => r.controller === 'threads').map((r) => `${r.name ?? '-'} ${String(r.verb)} ${r.action}`)).toEqual([
      'search_threads GET search',
      'threads GET index',
      '- POST create',
      'draft_new_thread ANY draft',
      'new_thread GET new',
      'close_thread PUT close',
      'preview_thread GET preview',
      '- POST preview',
      'edit_thread GET edit',
      'thread GET show',
      '- PUT update',
      '- DELETE destroy',
    ])
  })

  it('as + path_names, has_one / has_many (list and map), a singleton member action, a namespace, the catch-all last', () => {
    expect(named(routes, 'new_product')?.path).toBe('/productos/nuevo(.:format)')
    expect(named(routes, 'edit_product')?.path).toBe('/productos/:id/editar(.:format)')
    expect([...new Set(routes.filter((r) => r.path.startsWith('/notes')).map((r) => r.controller))]).toEqual([
      'comments',
      'attachments',
      'authors',
      'notes',
    ])
    expect(named(routes, 'note_author')?.path).toBe('/notes/:note_id/author(.:format)')
    expect(named(routes, 'user_post_comments')?.path).toBe('/users/:user_id/posts/:post_id/comments(.:format)')
    expect(routes.filter((r) => r.controller === 'accounts').map((r) => r.action)).toEqual([
      'new',
      'edit',
      'login',
      'show',
      'update',
      'destroy',
      'create',
    ])
    expect(named(routes, 'admin_user')).toEqual(R('admin_user', 'GET', '/admin/users/:id(.:format)', 'admin/users', 'show'))
    expect(routes.slice(-2).map((r) => r.path)).toEqual(['/:controller/:action/:id', '/:controller/:action/:id(.:format)'])
    expect(routes).toHaveLength(95)
  })
})
