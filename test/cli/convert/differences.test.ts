// The two rules where typed-resources differs from Rails 2.3 on purpose: the converter writes what
// keeps Rails' routes, with a comment saying why.
import { describe, expect, it } from 'vitest'
import { convert, draw } from './support'

describe('convert: controller without as', () => {
  it('adds as: <name> beside controller, so the path word stays the resource name as in Rails 2.3', async () => {
    const { declaration, lines, code } = await convert(draw("  map.resources :messages, :controller => 'categories', :only => :show"))
    expect(declaration).toEqual({ resources: { messages: { controller: 'categories', only: 'show', as: 'messages' } } })
    expect(lines).toEqual(['message GET /messages/:id(.:format) categories#show {id: /[^/.?]+/}'])
    expect(code).toMatch(
      /as: 'messages', \/\/ Rails 2\.3 takes the path word from the resource name; typed-resources takes it from `controller` unless `as` is given/,
    )
  })

  it('adds it for a controller given by with_options and for a singleton, not when as is given', async () => {
    const { declaration } = await convert(
      draw(`  map.with_options :controller => 'people' do |people|
    people.resources :users, :only => :index
  end
  map.resource :profile, :controller => 'people', :only => :show
  map.resources :authors, :controller => 'people', :as => 'writers', :only => :index`),
    )
    expect(declaration).toEqual([
      {
        resources: { users: { controller: 'people', only: 'index', as: 'users' } },
        resource: { profile: { controller: 'people', only: 'show', as: 'profile' } },
      },
      { resources: { authors: { controller: 'people', as: 'writers', only: 'index' } } },
    ])
  })
})

describe('convert: only/except and nested resources', () => {
  it("gives a nested resource under a filtered parent its own only: 'all', since Rails 2.3 does not pass only/except down", async () => {
    const { declaration, lines, code } = await convert(
      draw(`  map.resources :posts, :only => [:index, :show] do |posts|
    posts.resources :comments
    posts.resources :tags, :only => :index
  end`),
    )
    expect(declaration).toEqual({
      resources: { posts: { only: ['index', 'show'], resources: { comments: { only: 'all' }, tags: { only: 'index' } } } },
    })
    expect(lines.filter((l) => l.includes('comments#'))).toHaveLength(7)
    expect(code).toMatch(/only: 'all', \/\/ Rails 2\.3 does not pass only\/except to nested resources/)
  })

  it('adds nothing under a parent that routes all its actions', async () => {
    const { declaration } = await convert(draw('  map.resources :posts, :except => :none do |posts|\n    posts.resources :comments\n  end'))
    expect(declaration).toEqual({ resources: { posts: { except: 'none', resources: { comments: {} } } } })
  })

  it("spells has_many / has_one out as nested resources with only: 'all' under a filtered parent, in Rails' order", async () => {
    const { declaration, lines } = await convert(
      draw(`  map.resources :notes, :except => :destroy, :has_one => :author, :has_many => { :comments => :votes } do |notes|
    notes.connect 'print', :controller => 'notes', :action => 'print'
  end`),
    )
    expect(declaration).toEqual({
      resources: {
        notes: {
          except: 'destroy',
          resources: { comments: { only: 'all', has_many: 'votes' } },
          resource: { author: { only: 'all' } },
          connect: [{ path: 'print', controller: 'notes', action: 'print' }],
        },
      },
    })
    expect(lines.filter((l) => l.includes('#destroy'))).toEqual([
      'DELETE /notes/:note_id/comments/:comment_id/votes/:id(.:format) votes#destroy {id: /[^/.?]+/}',
      'DELETE /notes/:note_id/comments/:id(.:format) comments#destroy {id: /[^/.?]+/}',
      'DELETE /notes/:note_id/author(.:format) authors#destroy',
    ])
    expect(lines.findIndex((l) => l.includes('votes#'))).toBeLessThan(lines.findIndex((l) => l.includes('authors#')))
    expect(lines.findIndex((l) => l.includes('authors#'))).toBeLessThan(lines.findIndex((l) => l.includes('/notes/:note_id/print')))
  })
})
