// Ruby the converter does not run (conditionals, loops, variables, plugins loading routes): each is
// a warning with its line and stays as a comment at its place; Ruby comments are carried over.
import { describe, expect, it } from 'vitest'
import { convertRoutes } from '../../../src/cli/convert/index'
import { convert, draw } from './support'

describe('convert: what it cannot translate', () => {
  it('leaves a conditional route as a comment in place, warns with its line, and converts the rest', async () => {
    const { declaration, warnings, code } = await convert(
      draw(`  map.resources :posts, :only => :index
  map.connect 'debug', :controller => 'debug' if Rails.env == 'development'
  map.connect ':controller/:action/:id'`),
    )
    expect(declaration).toEqual({ resources: { posts: { only: 'index' } }, connect: [':controller/:action/:id'] })
    expect(warnings).toEqual([
      '3: not converted: a conditional: Rails adds these routes only when the condition holds, which the converter cannot know',
    ])
    expect(code).toContain(
      "  connect: [\n    // routes.rb:3 not converted: a conditional: Rails adds these routes only when the condition holds, which the converter cannot know:\n    //   map.connect 'debug', :controller => 'debug' if Rails.env == 'development'\n    ':controller/:action/:id', // routes.rb:4\n  ],\n",
    )
  })

  it('names loops, variables, routes built from variables and plugin route loading', async () => {
    const { declaration, warnings } = await convert(
      draw(`  %w(a b).each do |name|
    map.resources name
  end
  prefix = 'blog'
  map.connect "#{prefix}/feed", :controller => 'feed'
  map.resources :posts, :requirements => { :id => ID_PATTERN }
  Translate::Routes.translation_ui(map)
  map.from_plugin :forum
  while false do end`),
    )
    expect(declaration).toEqual({})
    expect(warnings).toEqual([
      '2: not converted: a loop: write one entry per route it makes',
      '5: not converted: a variable: the converter reads literals only',
      expect.stringMatching(/^6: not converted: string interpolation "#\{prefix\}\/feed" is not a literal/),
      '7: not converted: the constant ID_PATTERN is not a literal: the converter reads literals only (a route built from variables)',
      '8: not converted: plugin route loading: the routes it adds are not in this file',
      '9: not converted: plugin route loading: the routes it adds are not in this file',
      '10: not converted: a loop: write one entry per route it makes',
    ])
  })

  it('carries Ruby comments over, before their entry and after it on its line', async () => {
    const { code } = await convert(
      draw(`  # The front page
  map.root :controller => 'home' # needed by OpenID
  # the end`),
    )
    expect(code).toContain("  // The front page\n  root: { controller: 'home' }, // routes.rb:3 needed by OpenID\n  // the end\n")
  })

  it('fails on a Ruby syntax error, naming its line', async () => {
    await expect(convertRoutes(draw("  map.resources :posts,\n  map.connect 'x' do"), { file: 'config/routes.rb' })).rejects.toThrow(
      /^config\/routes\.rb:\d+: Ruby syntax error: /,
    )
  })

  it('fails on a file without ActionController::Routing::Routes.draw', async () => {
    await expect(convertRoutes('puts "hello"\n')).rejects.toThrow(
      'routes.rb: no `ActionController::Routing::Routes.draw do |map| … end` block: not a Rails 2.3 routes file',
    )
  })
})
