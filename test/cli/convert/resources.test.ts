// map.resources / map.resource with their options, blocks and associations.
import { describe, expect, it } from 'vitest'
import { convert, draw } from './support'

const ID = '{id: /[^/.?]+/}'

describe('convert: map.resources', () => {
  it('maps a plain resource to the seven routes, named as Rails names them', async () => {
    const { declaration, lines } = await convert(draw('  map.resources :posts'))
    expect(declaration).toEqual({ resources: { posts: {} } })
    expect(lines).toEqual([
      'posts GET /posts(.:format) posts#index',
      'POST /posts(.:format) posts#create',
      'new_post GET /posts/new(.:format) posts#new',
      `edit_post GET /posts/:id/edit(.:format) posts#edit ${ID}`,
      `post GET /posts/:id(.:format) posts#show ${ID}`,
      `PUT /posts/:id(.:format) posts#update ${ID}`,
      `DELETE /posts/:id(.:format) posts#destroy ${ID}`,
    ])
  })

  it('reads member, collection and new maps written over several lines, symbols or strings', async () => {
    const { declaration } = await convert(
      draw(`  map.resources :posts,
    :member => {:close => :put, 'preview' => [:get, :post]},
    :collection => {:search => :get
    },
    :new => {:draft => :any}`),
    )
    expect(declaration).toEqual({
      resources: { posts: { member: { close: 'put', preview: ['get', 'post'] }, collection: { search: 'get' }, new: { draft: 'any' } } },
    })
  })

  it('reads Ruby 1.9 hash syntax and parenthesized calls', async () => {
    const { declaration } = await convert(draw('  map.resources(:posts, only: [:index, :show], requirements: { id: /\\d+/ })'))
    expect(declaration).toEqual({ resources: { posts: { only: ['index', 'show'], requirements: { id: /\d+/ } } } })
  })

  it('keeps every other option: singular, as, path_names, path_prefix, name_prefix (nil too), shallow, conditions, except', async () => {
    const { declaration } = await convert(
      draw(`  map.resources :people, :singular => :person, :as => 'gente', :path_names => { :new => 'nuevo' },
    :path_prefix => '/:locale', :name_prefix => nil, :shallow => true, :conditions => { :method => :get }, :except => :destroy`),
    )
    expect(declaration).toEqual({
      resources: {
        people: {
          singular: 'person',
          as: 'gente',
          path_names: { new: 'nuevo' },
          path_prefix: '/:locale',
          name_prefix: null,
          shallow: true,
          conditions: { method: 'get' },
          except: 'destroy',
        },
      },
    })
  })

  it('turns a Regexp requirement into a JavaScript RegExp with its flags', async () => {
    const { declaration, warnings } = await convert(draw('  map.resources :posts, :requirements => { :id => /[a-z]+\\/?/i }'))
    expect(declaration).toEqual({ resources: { posts: { requirements: { id: /[a-z]+\/?/i } } } })
    expect(warnings).toEqual([])
  })

  it('leaves out a multiline Regexp, which Rails 2.3 refuses in requirements', async () => {
    const { declaration, warnings } = await convert(draw('  map.resources :posts, :requirements => { :slug => /a.b/m }'))
    expect(declaration).toEqual({ resources: { posts: { requirements: {} } } })
    expect(warnings).toEqual([expect.stringMatching(/^2: .*is multiline, which Rails 2.3 refuses/)])
  })

  it('leaves out a Regexp JavaScript cannot read, with a warning', async () => {
    const { declaration, warnings } = await convert(draw('  map.resources :posts, :requirements => { :id => /\\d+ # digits/x }'))
    expect(declaration).toEqual({ resources: { posts: { requirements: {} } } })
    expect(warnings).toEqual([expect.stringMatching(/^2: .*uses \/x \(extended\)/)])
  })

  it('gives several names the same options (map.resources :a, :b, opts)', async () => {
    const { declaration } = await convert(draw('  map.resources :posts, :pages, :only => :index'))
    expect(declaration).toEqual({ resources: { posts: { only: 'index' }, pages: { only: 'index' } } })
  })

  it('nests the calls of a resource block, with their own options, before the parent routes', async () => {
    const { declaration, lines } = await convert(
      draw(`  map.resources :projects, :collection => {:order => :post} do |projects|
    projects.resources :tasks, :name_prefix => "project_"
    projects.resource :owner
  end`),
    )
    expect(declaration).toEqual({
      resources: {
        projects: { collection: { order: 'post' }, resources: { tasks: { name_prefix: 'project_' } }, resource: { owner: {} } },
      },
    })
    expect(lines.slice(0, 2)).toEqual([
      'project_tasks GET /projects/:project_id/tasks(.:format) tasks#index',
      'POST /projects/:project_id/tasks(.:format) tasks#create',
    ])
    expect(lines[7]).toBe('new_project_owner GET /projects/:project_id/owner/new(.:format) owners#new')
    expect(lines[13]).toBe('order_projects POST /projects/order(.:format) projects#order')
  })

  it('keeps has_one and has_many (a name, a list, a map for deeper nesting)', async () => {
    const { declaration, lines } = await convert(
      draw('  map.resources :notes, :has_one => :author, :has_many => [:comments, { :attachments => :versions }]'),
    )
    expect(declaration).toEqual({ resources: { notes: { has_one: 'author', has_many: ['comments', { attachments: 'versions' }] } } })
    expect(lines).toContain('note_attachment_versions GET /notes/:note_id/attachments/:attachment_id/versions(.:format) versions#index')
    expect(lines).toContain('note_author GET /notes/:note_id/author(.:format) authors#show')
  })

  it('maps a singleton resource (map.resource) with its create last', async () => {
    const { declaration, lines } = await convert(draw('  map.resource :account, :member => { :login => :get }'))
    expect(declaration).toEqual({ resource: { account: { member: { login: 'get' } } } })
    expect(lines[0]).toBe('new_account GET /account/new(.:format) accounts#new')
    expect(lines.at(-1)).toBe('POST /account(.:format) accounts#create')
  })

  it('leaves out options Rails 2.3 resources ignore, saying so', async () => {
    const { declaration, warnings } = await convert(draw("  map.resources :posts, :action => 'list'"))
    expect(declaration).toEqual({ resources: { posts: {} } })
    expect(warnings).toEqual([expect.stringMatching(/^2: resources posts: action: Rails 2.3 resources ignore this option/)])
  })

  it('declares resources of one name twice in a row as two scopes, in order', async () => {
    const { declaration, lines } = await convert(draw('  map.resources :posts, :only => :index\n  map.resources :posts, :only => :show'))
    expect(declaration).toEqual([{ resources: { posts: { only: 'index' } } }, { resources: { posts: { only: 'show' } } }])
    expect(lines).toEqual(['posts GET /posts(.:format) posts#index', `post GET /posts/:id(.:format) posts#show ${ID}`])
  })
})
