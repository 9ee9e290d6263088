// map.namespace: path prefix, name prefix and controller prefix for what its block declares.
import { describe, expect, it } from 'vitest'
import { convert, draw } from './support'

describe('convert: map.namespace', () => {
  it('declares resources, named routes and root of the block inside the namespace', async () => {
    const { declaration, lines } = await convert(
      draw(`  map.namespace :admin do |admin|
    admin.resources :users, :only => :index
    admin.dashboard 'dashboard', :controller => 'dashboard'
    admin.root :controller => 'dashboard'
  end`),
    )
    expect(declaration).toEqual({
      namespace: {
        admin: {
          resources: { users: { only: 'index' } },
          connect: [{ name: 'dashboard', path: 'dashboard', controller: 'dashboard' }],
          root: { controller: 'dashboard' },
        },
      },
    })
    expect(lines).toEqual([
      'admin_users GET /admin/users(.:format) admin/users#index',
      'admin_dashboard /admin/dashboard admin/dashboard#index',
      'admin_root /admin admin/dashboard#index',
    ])
  })

  it('nests namespaces and resource blocks in them', async () => {
    const { lines } = await convert(
      draw(`  map.namespace :api do |api|
    api.namespace :v1 do |v1|
      v1.resources :posts, :only => :index do |posts|
        posts.resources :comments, :only => :index
      end
    end
  end`),
    )
    expect(lines).toEqual([
      'api_v1_post_comments GET /api/v1/posts/:post_id/comments(.:format) api/v1/comments#index',
      'api_v1_posts GET /api/v1/posts(.:format) api/v1/posts#index',
    ])
  })

  it('passes the options given to namespace to its calls (with_options)', async () => {
    const { declaration } = await convert(draw('  map.namespace :admin, :only => :index do |admin|\n    admin.resources :users\n  end'))
    expect(declaration).toEqual({ namespace: { admin: { resources: { users: { only: 'index' } } } } })
  })

  it('leaves a namespace inside a resource block as a commented warning (a resource cannot hold one)', async () => {
    const { declaration, warnings } = await convert(
      draw('  map.resources :posts, :only => :index do |posts|\n    posts.namespace :admin do |admin|\n    end\n  end'),
    )
    expect(declaration).toEqual({ resources: { posts: { only: 'index' } } })
    expect(warnings).toEqual(['3: not converted: a namespace inside a resource block: declare it as a top-level namespace'])
  })
})
