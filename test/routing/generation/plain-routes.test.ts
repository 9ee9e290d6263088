/** Generation for plain routes, Rails 2.3 routing_test.rb cases in scope: defaults, requirements, root, the catch-all, globs, non-path defaults and requirements, format. */
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../../src/index'

const h = (routes: { helpers: Record<string, (...args: any[]) => any> }) => routes.helpers as Record<string, (...args: any[]) => string>

describe('plain routes (routing_test.rb)', () => {
  it('a path default is left out when the value is the default', () => {
    const r = defineRoutes({
      connect: [
        { name: 'page', path: 'page/:id', controller: 'content', action: 'show_page', defaults: { id: '1' } },
        ':controller/:action/:id',
      ],
    } as any)
    expect(r.urlFor({ controller: 'content', action: 'show_page', only_path: true })).toBe('/page')
    expect(r.urlFor({ controller: 'content', action: 'show_page', id: 1, only_path: true })).toBe('/page')
    expect(r.urlFor({ controller: 'content', action: 'show_page', id: 10, only_path: true })).toBe('/page/10')
    expect(r.recognizePath('/page', { method: 'GET' })).toEqual({ controller: 'content', action: 'show_page', id: '1' })
    expect(h(r)['page_path']!()).toBe('/page')
  })

  it('null defaults make trailing segments optional', () => {
    const r = defineRoutes({
      connect: [
        { path: 'pages/:year/:month/:day', controller: 'content', action: 'list_pages', defaults: { month: null, day: null } },
        ':controller/:action/:id',
      ],
    } as any)
    expect(r.urlFor({ controller: 'content', action: 'list_pages', year: 2005, only_path: true })).toBe('/pages/2005')
    expect(r.urlFor({ controller: 'content', action: 'list_pages', year: 2005, month: 6, only_path: true })).toBe('/pages/2005/6')
    expect(r.urlFor({ controller: 'content', action: 'list_pages', year: 2005, month: 6, day: 12, only_path: true })).toBe(
      '/pages/2005/6/12',
    )
  })

  it('requirement and null default together', () => {
    const r = defineRoutes(
      {
        connect: [
          {
            name: 'blog',
            path: 'test/:year',
            controller: 'post',
            action: 'show',
            defaults: { year: null },
            requirements: { year: /\d{4}/ },
          },
          ':controller/:action/:id',
        ],
      } as any,
      {
        defaultUrlOptions: { host: 'test.host' },
      },
    )
    expect(r.urlFor({ controller: 'post', action: 'show', only_path: true })).toBe('/test')
    expect(h(r)['blog_url']!()).toBe('http://test.host/test')
    expect(h(r)['blog_path']!(2024)).toBe('/test/2024')
    expect(() => h(r)['blog_path']!(24)).toThrow(RoutingError)
  })

  it('the root path generates as /', () => {
    const r = defineRoutes({ root: { controller: 'content' }, connect: [':controller/:action/:id'] } as any)
    expect(r.urlFor({ controller: 'content', action: 'index', only_path: true })).toBe('/')
    expect(r.urlFor({ controller: 'content', only_path: true })).toBe('/')
    expect(r.urlFor({ controller: 'content', action: 'hi', only_path: true })).toBe('/content/hi')
  })

  it('the catch-all: extra keys go to the query string, sorted', () => {
    const r = defineRoutes({ connect: [':controller/:action/:id'] } as any)
    expect(r.urlFor({ controller: 'foo', action: 'bar', id: '7', x: 'y', only_path: true })).toBe('/foo/bar/7?x=y')
    expect(r.urlFor({ controller: 'foo', only_path: true })).toBe('/foo')
    expect(r.urlFor({ controller: 'foo', x: null, only_path: true })).toBe('/foo')
    expect(r.urlFor({ controller: 'foo', y: 2, x: 1, only_path: true })).toBe('/foo?x=1&y=2')
    expect(r.urlFor({ controller: 'foo', x: 'hello world', only_path: true })).toBe('/foo?x=hello+world')
    expect(r.urlFor({ controller: 'foo', x: [1, 2], only_path: true })).toBe('/foo?x%5B%5D=1&x%5B%5D=2')
    expect(r.urlFor({ controller: '/Admin/Users', action: 'list', only_path: true })).toBe('/admin/users/list')
  })

  it('globs generate from an array (each part escaped) or a string (one part)', () => {
    const r = defineRoutes({ connect: [{ name: 'file', path: 'file/*path', controller: 'content', action: 'show_file' }] } as any)
    expect(r.urlFor({ controller: 'content', action: 'show_file', path: ['pages', 'boo'], only_path: true })).toBe('/file/pages/boo')
    expect(h(r)['file_path']!(['a b', 'c?d'])).toBe('/file/a%20b/c%3Fd')
    expect(h(r)['file_path']!('a/b')).toBe('/file/a%2Fb')
    expect(r.recognizePath('/file/hello+world/how+are+you%3F', { method: 'GET' })).toEqual({
      controller: 'content',
      action: 'show_file',
      path: ['hello+world', 'how+are+you?'],
    })
  })

  it('non-path requirements must match when generating', () => {
    const r = defineRoutes({
      connect: [{ path: 'page/37s', controller: 'pages', action: 'show', requirements: { name: /(jamis|david)/ } }],
    } as any)
    expect(r.urlFor({ controller: 'pages', action: 'show', name: 'jamis', only_path: true })).toBe('/page/37s')
    expect(() => r.urlFor({ controller: 'pages', action: 'show', name: 'not_jamis', only_path: true })).toThrow(RoutingError)
    expect(() => r.urlFor({ controller: 'pages', action: 'show', name: 'nor_jamis_and_david', only_path: true })).toThrow(RoutingError)
  })

  it('non-path defaults must match when given', () => {
    const r = defineRoutes({
      connect: [{ name: 'raw', path: 'raw/:id', controller: 'raw', action: 'show', defaults: { format: 'raw' } }],
    } as any)
    expect(h(r)['raw_path']!(1)).toBe('/raw/1')
    expect(h(r)['raw_path']!(1, { format: 'raw' })).toBe('/raw/1')
    expect(() => h(r)['raw_path']!(1, { format: 'xml' })).toThrow(RoutingError)
  })

  describe('a non-segment default is a generation requirement of urlFor (Rails 2.3 generation_requirements)', () => {
    const r = defineRoutes({
      connect: [
        { path: 'files/:id/raw/*path', controller: 'files', action: 'entry', defaults: { format: 'raw' } },
        { path: 'files/:id/entry/*path', controller: 'files', action: 'entry' },
        { path: 'docs/:id/print', controller: 'docs', action: 'show', defaults: { layout: 'print' } },
        { path: 'docs/:id', controller: 'docs', action: 'show' },
        { path: 'notes/:id/plain', controller: 'notes', action: 'show', defaults: { layout: null } },
        { path: 'notes/:id/any', controller: 'notes', action: 'show' },
      ],
    } as const)

    it('skips the route when the hash lacks the key (as Rails 2.3.18 answers)', () => {
      expect(r.urlFor({ controller: 'files', action: 'entry', id: 1, path: ['a', 'b'], only_path: true })).toBe('/files/1/entry/a/b')
      expect(r.urlFor({ controller: 'docs', action: 'show', id: 1, only_path: true })).toBe('/docs/1')
    })

    it('takes the route when the hash holds the key with that value', () => {
      expect(r.urlFor({ controller: 'files', action: 'entry', id: 1, path: ['a', 'b'], format: 'raw', only_path: true })).toBe(
        '/files/1/raw/a/b',
      )
      expect(r.urlFor({ controller: 'docs', action: 'show', id: 1, layout: 'print', only_path: true })).toBe('/docs/1/print')
    })

    it('skips it for another value, which then goes to the query string of the next route', () => {
      expect(r.urlFor({ controller: 'docs', action: 'show', id: 1, layout: 'wide', only_path: true })).toBe('/docs/1?layout=wide')
      expect(r.urlFor({ controller: 'files', action: 'entry', id: 1, path: 'a', format: 'txt', only_path: true })).toBe(
        '/files/1/entry/a?format=txt',
      )
    })

    it('a null default is met by an absent or null key only', () => {
      expect(r.urlFor({ controller: 'notes', action: 'show', id: 1, only_path: true })).toBe('/notes/1/plain')
      expect(r.urlFor({ controller: 'notes', action: 'show', id: 1, layout: null, only_path: true })).toBe('/notes/1/plain')
      expect(r.urlFor({ controller: 'notes', action: 'show', id: 1, layout: 'x', only_path: true })).toBe('/notes/1/any?layout=x')
    })

    it('a number default is met by the number or its text', () => {
      const numbered = defineRoutes({
        connect: [{ path: 'plain/:id', controller: 'plain', action: 'show', defaults: { layout: null, page: 2 } }],
      } as const)
      expect(numbered.urlFor({ controller: 'plain', action: 'show', id: 1, page: 2, only_path: true })).toBe('/plain/1')
      expect(numbered.urlFor({ controller: 'plain', action: 'show', id: 1, page: '2', layout: null, only_path: true })).toBe('/plain/1')
      // @ts-expect-error — refused by the types too (UrlForHash)
      expect(() => numbered.urlFor({ controller: 'plain', action: 'show', id: 1, page: 3, only_path: true })).toThrow(/No route matches/)
      // @ts-expect-error — refused by the types too (UrlForHash)
      expect(() => numbered.urlFor({ controller: 'plain', action: 'show', id: 1, page: 2, layout: 'x', only_path: true })).toThrow(
        /No route matches/,
      )
    })

    it("use_route fills the named route's requirement from its defaults, as Rails merges parameter_shell", () => {
      const named = defineRoutes({
        connect: [{ name: 'raw', path: 'raw/:id', controller: 'raw', action: 'show', defaults: { format: 'raw' } }],
      } as const)
      expect(named.urlFor({ use_route: 'raw', id: 1, only_path: true })).toBe('/raw/1')
      expect(() => named.urlFor({ use_route: 'raw', id: 1, format: 'xml', only_path: true })).toThrow(RoutingError)
      // @ts-expect-error — refused by the types too (UrlForHash)
      expect(() => named.urlFor({ controller: 'raw', action: 'show', id: 1, only_path: true })).toThrow(/No route matches/)
    })
  })

  it('format on a route without a format segment goes to the query string as given', () => {
    const r = defineRoutes({ connect: [{ name: 'about', path: 'about', controller: 'pages', action: 'about' }] } as any)
    expect(h(r)['about_path']!({ format: 'XML' })).toBe('/about?format=XML')
  })
})
