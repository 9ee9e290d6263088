// Plain routes: map.connect, named routes (map.<name>), map.root and the default routes, with
// Rails 2.3's reading of options (route_set.rb / builder.rb `divide_route_options`): an option
// naming a path segment is its default (a Regexp: its requirement); any other option is a
// requirement — a Regexp checked when generating, or a value added to the params.
import { describe, expect, it } from 'vitest'
import { convert, draw } from './support'

describe('convert: named routes and map.connect', () => {
  it('writes the default routes as path strings', async () => {
    const { declaration, lines } = await convert(
      draw("  map.connect ':controller/:action/:id'\n  map.connect ':controller/:action/:id.:format'"),
    )
    expect(declaration).toEqual({ connect: [':controller/:action/:id', ':controller/:action/:id.:format'] })
    expect(lines).toEqual([
      '/:controller/:action/:id :controller#index {action: "index", id: null}',
      '/:controller/:action/:id(.:format) :controller#index {action: "index", id: null}',
    ])
  })

  it("reads the empty path, an optional format, and an option naming no segment (Rails' :format => 'm')", async () => {
    const { declaration, lines, routes } = await convert(
      draw(`  map.home '', :controller => 'todos', :action => 'index'
  map.tickler 'tickler.:format', :controller => 'todos', :action => 'list'
  map.mobile 'tickler.m', :controller => 'todos', :action => 'list', :format => 'm'`),
    )
    expect(declaration).toEqual({
      connect: [
        { name: 'home', path: '', controller: 'todos', action: 'index' },
        { name: 'tickler', path: 'tickler.:format', controller: 'todos', action: 'list' },
        { name: 'mobile', path: 'tickler.m', controller: 'todos', action: 'list', defaults: { format: 'm' } },
      ],
    })
    expect(lines).toEqual(['home / todos#index', 'tickler /tickler(.:format) todos#list', 'mobile /tickler.m todos#list {format: "m"}'])
    expect(routes.recognizePath('/tickler.m', { method: 'GET' })).toEqual({ controller: 'todos', action: 'list', format: 'm' })
  })

  it('makes a Regexp option on a segment its requirement, and a value on a segment its default', async () => {
    const { declaration, routes } = await convert(
      draw(`  map.tag 'tags/:name', :controller => 'tags', :action => 'show', :name => /.*/
  map.page 'pages/:page', :controller => 'pages', :page => 1`),
    )
    expect(declaration).toEqual({
      connect: [
        { name: 'tag', path: 'tags/:name', controller: 'tags', action: 'show', requirements: { name: /.*/ } },
        { name: 'page', path: 'pages/:page', controller: 'pages', defaults: { page: '1' } },
      ],
    })
    expect(routes.recognizePath('/tags/version1.5', { method: 'GET' })).toEqual({ controller: 'tags', action: 'show', name: 'version1.5' })
    expect(routes.recognizePath('/pages', { method: 'GET' })).toEqual({ controller: 'pages', action: 'index', page: '1' })
  })

  it('reads :requirements, :defaults and :conditions hashes, and globs', async () => {
    const { declaration, lines } = await convert(
      draw(`  map.connect 'files/*path', :controller => 'files', :action => 'show',
    :requirements => { :path => /[a-z\\/]+/, :version => /\\d+/, :source => 'disk' },
    :defaults => { :path => nil }, :conditions => { :method => [:get, :post] }`),
    )
    expect(declaration).toEqual({
      connect: [
        {
          path: 'files/*path',
          controller: 'files',
          action: 'show',
          requirements: { path: /[a-z/]+/, version: /\d+/ },
          defaults: { source: 'disk', path: null },
          conditions: { method: ['get', 'post'] },
        },
      ],
    })
    expect(lines).toEqual(['GET|POST /files/*path files#show {path: /[a-z/]+/, version: /\\d+/, source: "disk", path: null}'])
  })

  it('keeps custom request conditions beside the method, and the routes they give recognize by them', async () => {
    const { declaration, routes } = await convert(
      draw(`  map.connect 'reports', :controller => 'reports', :action => 'index',
    :conditions => { :method => :get, :subdomain => 'admin', :host => /example\\.com$/, :port => ['80', '8080'] }`),
    )
    expect(declaration).toEqual({
      connect: [
        {
          path: 'reports',
          controller: 'reports',
          action: 'index',
          conditions: { method: 'get', subdomain: 'admin', host: /example\.com$/, port: ['80', '8080'] },
        },
      ],
    })
    const request = { subdomain: 'admin', host: 'admin.example.com', port: 8080 }
    expect(routes.recognizePath('/reports', { method: 'GET', request })).toEqual({ controller: 'reports', action: 'index' })
    expect(routes.match('/reports', { method: 'GET', request: { ...request, subdomain: 'www' } })).toEqual({ error: 'not_found' })
  })

  it('gives a repeated name to the later route, as Rails does', async () => {
    const { lines } = await convert(
      draw(`  map.calendar 'calendar.ics', :controller => 'c', :action => 'show', :format => 'ics'
  map.calendar 'calendar', :controller => 'c', :action => 'show'`),
    )
    expect(lines).toEqual(['/calendar.ics c#show {format: "ics"}', 'calendar /calendar c#show'])
  })

  it('reads map.named_route and map.connect called with parentheses', async () => {
    const { declaration } = await convert(
      draw("  map.named_route('about', 'about', :controller => 'pages')\n  map.connect('x', :controller => 'x')"),
    )
    expect(declaration).toEqual({
      connect: [
        { name: 'about', path: 'about', controller: 'pages' },
        { path: 'x', controller: 'x' },
      ],
    })
  })

  it('warns about a default naming no segment and a requirement on a segment that is no Regexp (Rails raises on both)', async () => {
    const { declaration, warnings } = await convert(
      draw("  map.connect 'a/:id', :controller => 'a', :defaults => { :page => 1 }, :requirements => { :id => 'x' }"),
    )
    expect(declaration).toEqual({ connect: [{ path: 'a/:id', controller: 'a' }] })
    expect(warnings).toEqual([
      expect.stringMatching(/^2: map.connect "a\/:id": defaults page: no path segment :page/),
      expect.stringMatching(/^2: map.connect "a\/:id": id: a requirement on a path segment must be a Regexp/),
    ])
  })
})

describe('convert: map.root', () => {
  it("writes root with its controller (and action), Rails' named route root on the empty path", async () => {
    const { declaration, lines } = await convert(draw("  map.root :controller => 'todos' # the front page"))
    expect(declaration).toEqual({ root: { controller: 'todos' } })
    expect(lines).toEqual(['root / todos#index'])
  })

  it('writes a second root, or a root with more options, as a named route', async () => {
    const { declaration } = await convert(
      draw("  map.root :controller => 'a', :action => 'b'\n  map.root :controller => 'c', :conditions => { :method => :get }"),
    )
    expect(declaration).toEqual({
      root: { controller: 'a', action: 'b' },
      connect: [{ name: 'root', path: '', controller: 'c', conditions: { method: 'get' } }],
    })
  })

  it('takes its options from with_options', async () => {
    const { declaration } = await convert(draw("  map.with_options :controller => 'home' do |home|\n    home.root\n  end"))
    expect(declaration).toEqual({ root: { controller: 'home' } })
  })
})
