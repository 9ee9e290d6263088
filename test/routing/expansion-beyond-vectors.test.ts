/**
 * Declarations the Rails 2.3.18 vectors' generator does not produce, pinned
 * to what Rails 2.3.18's actionpack/lib/action_controller/resources.rb builds (each expectation
 * was derived from the quoted lines; these passed when written — regression pins).
 */
import { describe, expect, it } from 'vitest'
import { expand } from '../../src/routing/expand'

type Row = [name: string | null, verb: unknown, path: string, controller: string | null, action: string | null, requirements: string]
const table = (d: unknown, c?: unknown): Row[] =>
  expand(d as never, c as never).map((r) => [r.name ?? null, r.verb, r.path, r.controller, r.action, Object.keys(r.requirements).join(',')])

describe('actions named like default actions', () => {
  it('new: { new: any } maps new twice: the any route (named) before the default GET (unnamed)', () => {
    // add_default_action(new_methods, :get, :new): (collection[method] ||= []).unshift(action)
    // map_resource_routes: if route_name && @set.named_routes[route_name.to_sym].nil?
    const t = table({ resources: { posts: { new: { new: 'any' } } } }).filter((r) => r[4] === 'new')
    expect(t).toEqual([
      ['new_post', 'ANY', '/posts/new(.:format)', 'posts', 'new', ''],
      [null, 'GET', '/posts/new(.:format)', 'posts', 'new', ''],
    ])
  })

  it('member: { edit: put } keeps the default GET edit; both at /:id/edit with the :id requirement', () => {
    // when "show", "edit"; default_options.merge(add_conditions_for(resource.conditions, method || :get)).merge(resource.requirements(require_id))
    const t = table({ resources: { posts: { member: { edit: 'put' } } } }).filter((r) => r[4] === 'edit')
    expect(t).toEqual([
      ['edit_post', 'PUT', '/posts/:id/edit(.:format)', 'posts', 'edit', 'id'],
      [null, 'GET', '/posts/:id/edit(.:format)', 'posts', 'edit', 'id'],
    ])
  })

  it('a member action named create has no :id requirement; a collection action named show has one', () => {
    // when "create"; ... .merge(resource.requirements)   /   when "show", "edit"; ... .merge(resource.requirements(require_id))
    const t = table({ resources: { posts: { member: { create: 'post' }, collection: { show: 'get' } } } })
    expect(t).toContainEqual(['create_post', 'POST', '/posts/:id/create(.:format)', 'posts', 'create', ''])
    expect(t).toContainEqual(['show_posts', 'GET', '/posts/show(.:format)', 'posts', 'show', 'id'])
  })

  it('extra actions named like default actions obey only/except', () => {
    // def has_action?(action) !DEFAULT_ACTIONS.include?(action) || action_allowed?(action)
    const t = table({
      resources: { posts: { member: { edit: 'get', show: 'post' }, collection: { index: 'get', new: 'post' }, only: ['index', 'edit'] } },
    })
    expect(t.map((r) => [r[0], r[1], r[2]])).toEqual([
      ['index_posts', 'GET', '/posts/index(.:format)'],
      ['posts', 'GET', '/posts(.:format)'],
      ['edit_post', 'GET', '/posts/:id/edit(.:format)'],
      [null, 'GET', '/posts/:id/edit(.:format)'],
    ])
  })
})

describe('nesting', () => {
  it('a singleton under a singleton: path and name prefixes from the singular; controller gives the path word (API rule)', () => {
    // alias_method :nesting_path_prefix, :path  /  def nesting_name_prefix "#{shallow_name_prefix}#{singular}_"
    const t = table({ resource: { account: { resource: { profile: { controller: 'people' } } } } })
    expect(t.slice(0, 3)).toEqual([
      ['new_account_profile', 'GET', '/account/people/new(.:format)', 'people', 'new', ''],
      ['edit_account_profile', 'GET', '/account/people/edit(.:format)', 'people', 'edit', ''],
      ['account_profile', 'GET', '/account/people(.:format)', 'people', 'show', ''],
    ])
  })

  it('a shallow singleton stays nested; its children are shallow', () => {
    // class SingletonResource: alias_method :shallow_path_prefix, :path_prefix; alias_method :shallow_name_prefix, :name_prefix
    const t = table({ resource: { account: { shallow: true, resources: { posts: { only: ['index', 'show'] } } } } })
    expect(t.slice(0, 2)).toEqual([
      ['account_posts', 'GET', '/account/posts(.:format)', 'posts', 'index', ''],
      ['post', 'GET', '/posts/:id(.:format)', 'posts', 'show', 'id'],
    ])
  })

  it('shallow in a namespace with path_prefix / name_prefix overrides: members use the namespace only; a block connect gets the nesting prefixes', () => {
    // @shallow_path_prefix ||= @options[:shallow] ? @options[:namespace].try(:sub, /\/$/, '') : path_prefix
    // @shallow_name_prefix ||= @options[:shallow] ? @options[:namespace].try(:gsub, /\//, '_') : name_prefix
    const t = table({
      namespace: {
        admin: {
          resources: {
            posts: {
              path_prefix: '/x/:x_id',
              name_prefix: 'y_',
              shallow: true,
              connect: [{ path: 'foo', name: 'foo', controller: 'bar' }],
            },
          },
        },
      },
    })
    expect(t.map((r) => [r[0], r[2], r[3]])).toEqual([
      ['admin_post_foo', '/admin/posts/:post_id/foo', 'admin/bar'],
      ['y_posts', '/x/:x_id/posts(.:format)', 'admin/posts'],
      [null, '/x/:x_id/posts(.:format)', 'admin/posts'],
      ['new_y_post', '/x/:x_id/posts/new(.:format)', 'admin/posts'],
      ['edit_admin_post', '/admin/posts/:id/edit(.:format)', 'admin/posts'],
      ['admin_post', '/admin/posts/:id(.:format)', 'admin/posts'],
      [null, '/admin/posts/:id(.:format)', 'admin/posts'],
      [null, '/admin/posts/:id(.:format)', 'admin/posts'],
    ])
  })

  it('has_many map two deep under a shallow resource in a namespace', () => {
    // resources(associations, options.slice(*INHERITABLE_OPTIONS).merge(:path_prefix => resource.nesting_path_prefix, :name_prefix => resource.nesting_name_prefix, :has_many => options[:has_many]))
    const t = table({ namespace: { admin: { resources: { posts: { shallow: true, has_many: { comments: 'replies' } } } } } })
    expect(t.filter((r) => r[3] === 'admin/replies' && r[0] !== null).map((r) => [r[0], r[2]])).toEqual([
      ['admin_comment_replies', '/admin/comments/:comment_id/replies(.:format)'],
      ['new_admin_comment_reply', '/admin/comments/:comment_id/replies/new(.:format)'],
      ['edit_admin_reply', '/admin/replies/:id/edit(.:format)'],
      ['admin_reply', '/admin/replies/:id(.:format)'],
    ])
  })

  it('name_prefix null / "" at several depths', () => {
    // @name_prefix = options.delete(:name_prefix)  /  "#{shallow_name_prefix}#{singular}_"
    const t = table({
      resources: { posts: { name_prefix: null, resources: { comments: { name_prefix: '', resources: { replies: { only: 'index' } } } } } },
    })
    expect(t.filter((r) => r[4] === 'index').map((r) => [r[0], r[2]])).toEqual([
      ['comment_replies', '/posts/:post_id/comments/:comment_id/replies(.:format)'],
      ['comments', '/posts/:post_id/comments(.:format)'],
      ['posts', '/posts(.:format)'],
    ])
  })

  it('an uncountable nested resource: <prefix><plural>_index and <prefix><singular>', () => {
    // index_route_name << "_index" if resource.uncountable?
    const t = table({ resources: { farms: { resources: { sheep: { only: ['index', 'show'] } } } } })
    expect(t.slice(0, 2).map((r) => [r[0], r[2]])).toEqual([
      ['farm_sheep_index', '/farms/:farm_id/sheep(.:format)'],
      ['farm_sheep', '/farms/:farm_id/sheep/:id(.:format)'],
    ])
  })

  it('requirements and conditions are not inherited by nested resources', () => {
    // INHERITABLE_OPTIONS = :namespace, :shallow
    const t = table({
      resources: {
        posts: {
          requirements: { id: /\d+/, x: /a/ },
          conditions: { method: 'post' },
          collection: { s: 'any' },
          resources: { comments: { only: 'index' } },
        },
      },
    })
    expect(t[0]).toEqual(['post_comments', 'GET', '/posts/:post_id/comments(.:format)', 'comments', 'index', ''])
    // options[:conditions][:method] = method unless method == :any
    expect(t[1]).toEqual(['s_posts', 'POST', '/posts/s(.:format)', 'posts', 's', 'x'])
  })
})

describe('path words of new actions', () => {
  it('other new actions take no path_names word; new takes path_names, then resourcesPathNames', () => {
    // route_path = "#{route_path}#{resource.action_separator}#{action}"  (map_new_actions)
    // new_action = self.options[:path_names][:new] if self.options[:path_names]; new_action ||= self.defaults[:path_names][:new]
    const t = table(
      {
        resources: {
          people: {
            as: 'gente',
            resources: { mice: { as: 'ratones', new: { preview: 'post' }, path_names: { new: 'nuevo', preview: 'pv' } } },
          },
        },
      },
      { resourcesPathNames: { new: 'neu' } },
    )
    expect(t).toContainEqual([
      'preview_new_person_mouse',
      'POST',
      '/gente/:person_id/ratones/nuevo/preview(.:format)',
      'mice',
      'preview',
      '',
    ])
    expect(t).toContainEqual(['new_person', 'GET', '/gente/neu(.:format)', 'people', 'new', ''])
  })
})
