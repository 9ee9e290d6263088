// map.with_options: its options reach every call of its block, deep-merged as ActiveSupport's
// OptionMerger does (the call's own options win; two hashes under one key are merged).
import { describe, expect, it } from 'vitest'
import { convert, draw } from './support'

describe('convert: map.with_options', () => {
  it('gives named routes of the block its controller (a string or a symbol)', async () => {
    const { declaration } = await convert(
      draw(`  map.with_options :controller => "users" do |users|
    users.signup 'signup', :action => "new"
  end
  map.with_options :controller => :sessions do |s|
    s.login 'login', :action => :new
  end`),
    )
    expect(declaration).toEqual({
      connect: [
        { name: 'signup', path: 'signup', controller: 'users', action: 'new' },
        { name: 'login', path: 'login', controller: 'sessions', action: 'new' },
      ],
    })
  })

  it("lets a call's own options win, and deep-merges nested with_options and hashes", async () => {
    const { declaration } = await convert(
      draw(`  map.with_options :controller => 'archive', :requirements => { :year => /\\d{4}/ } do |archive|
    archive.with_options :requirements => { :month => /\\d\\d/ }, :action => 'month' do |months|
      months.month 'archive/:year/:month'
      months.legacy 'old/:year/:month', :controller => 'legacy'
    end
  end`),
    )
    expect(declaration).toEqual({
      connect: [
        {
          name: 'month',
          path: 'archive/:year/:month',
          controller: 'archive',
          action: 'month',
          requirements: { year: /\d{4}/, month: /\d\d/ },
        },
        { name: 'legacy', path: 'old/:year/:month', controller: 'legacy', action: 'month', requirements: { year: /\d{4}/, month: /\d\d/ } },
      ],
    })
  })

  it('passes its options to resources, and still reads the outer block parameter inside', async () => {
    const { lines } = await convert(
      draw(`  map.with_options :path_prefix => 'api', :name_prefix => 'api_' do |api|
    api.resources :posts, :only => :index
    map.resources :pages, :only => :index
  end`),
    )
    expect(lines).toEqual(['api_posts GET /api/posts(.:format) posts#index', 'pages GET /pages(.:format) pages#index'])
  })

  it('folds path_prefix and name_prefix into a top-level named route, as Rails builds it', async () => {
    const { declaration, lines } = await convert(
      draw(`  map.with_options :path_prefix => '/admin', :name_prefix => 'admin_', :controller => 'admin' do |admin|
    admin.dashboard 'dashboard', :action => 'index'
    admin.connect ''
  end`),
    )
    expect(declaration).toEqual({
      connect: [
        { name: 'admin_dashboard', path: 'admin/dashboard', controller: 'admin', action: 'index' },
        { path: 'admin/', controller: 'admin' },
      ],
    })
    expect(lines).toEqual(['admin_dashboard /admin/dashboard admin#index', '/admin admin#index'])
  })
})
