/**
 * Generation through the named-route helpers (src/routing/generator/): helper arguments (API.md
 * A.2 rules 1–3), records, escaping, requirements, URL options, hash_for_*, camelCase helpers, and
 * plain routes (Rails 2.3 routing_test.rb cases in scope). urlFor's route choice is in
 * url-for.test.ts, formFor in form-for.test.ts, the helpers' fast path in fast-path.test.ts, the
 * count of positional params in helper-arguments.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../src/index'

const h = (routes: { helpers: Record<string, (...args: any[]) => any> }) => routes.helpers as Record<string, (...args: any[]) => string>

describe('named route helpers', () => {
  const routes = defineRoutes(
    {
      resources: { articles: { resources: { comments: {} } }, versions: { requirements: { id: /\d+(\.\d+)*/ } } },
      resource: { account: {} },
    } as any,
    { defaultUrlOptions: { host: 'example.com' } },
  )
  const helpers = h(routes)

  it('fills required params positionally, parents first', () => {
    expect(helpers['article_comment_path']!(1, 2)).toBe('/articles/1/comments/2')
    expect(helpers['article_comments_path']!(1)).toBe('/articles/1/comments')
    expect(helpers['articles_path']!()).toBe('/articles')
    expect(helpers['account_path']!()).toBe('/account')
  })

  it('takes records through to_param(), toParam() or id', () => {
    const a = { to_param: () => '7-hello', id: 7 }
    const b = { toParam: () => 'x', id: 1 }
    expect(helpers['article_comment_path']!(a, { id: 3 })).toBe('/articles/7-hello/comments/3')
    expect(helpers['article_comment_path']!(b, 4n)).toBe('/articles/x/comments/4')
    expect(helpers['article_path']!({ id: 9, title: 't' })).toBe('/articles/9')
  })

  it('rule 1: a trailing plain object is the options object (`_options: true` forces it)', () => {
    expect(helpers['article_path']!(1, { format: 'xml', page: 2 })).toBe('/articles/1.xml?page=2')
    expect(helpers['article_path']!(1, { _options: true, id: 5 })).toBe('/articles/1')
    expect(helpers['article_path']!({ _options: true, id: 5, q: 'a' })).toBe('/articles/5?q=a')
  })

  describe("Rails' hash form: a plain object with id and URL options is the options hash", () => {
    const options: [string, unknown, string][] = [
      ['format', 'json', '/articles/1.json'],
      ['format', 'XML', '/articles/1.xml'],
      ['anchor', 'top', '/articles/1#top'],
      ['only_path', false, 'http://example.com/articles/1'],
      ['host', 'other.example', '/articles/1'],
      ['protocol', 'https', '/articles/1'],
      ['port', 8080, '/articles/1'],
      ['trailing_slash', true, '/articles/1/'],
    ]
    it.each(options)('article_path with %s: the same path in the positional and the hash form', (key, value, path) => {
      expect(helpers['article_path']!({ id: 1, [key]: value })).toBe(path)
      expect(helpers['article_path']!(1, { [key]: value })).toBe(path)
    })
    it.each(options)('article_url with %s: the same URL in both forms', (key, value) => {
      expect(helpers['article_url']!({ id: 1, [key]: value })).toBe(helpers['article_url']!(1, { [key]: value }))
    })

    it('product_path({ id: 1, format: "json" }) is /products/1.json, as Rails 2.3 gives', () => {
      const products = defineRoutes({ resources: { products: {} } } as const)
      expect(products.helpers.product_path({ id: 1, format: 'json' })).toBe('/products/1.json')
      expect(products.helpers.product_path(1, { format: 'json' })).toBe('/products/1.json')
    })

    it('every segment key of a nested route, in the trailing hash and in the one-object form', () => {
      expect(helpers['article_comment_path']!(1, { id: 2, format: 'xml' })).toBe('/articles/1/comments/2.xml')
      expect(helpers['article_comment_path']!({ id: 1 }, { id: 2, format: 'xml', anchor: 'a' })).toBe('/articles/1/comments/2.xml#a')
      expect(helpers['article_comment_path']!({ article_id: 1, id: 2, format: 'xml' })).toBe('/articles/1/comments/2.xml')
      expect(helpers['article_comment_path']!(1, 2, { format: 'xml' })).toBe('/articles/1/comments/2.xml')
      const plain = h(defineRoutes({ connect: [{ name: 'three', path: 'a/:x/:id/:slug', controller: 'c', action: 'a' }] } as const))
      expect(plain['three_path']!(1, { id: 2, slug: 's', format: 'xml' })).toBe('/a/1/2/s?format=xml')
      expect(plain['three_path']!(1, 2, { slug: 's', format: 'xml' })).toBe('/a/1/2/s?format=xml')
    })

    it('stays a record with any other key (its attributes are no query params), or without a URL option', () => {
      expect(helpers['article_path']!({ id: 9, title: 't', format: 'xml' })).toBe('/articles/9')
      expect(helpers['article_path']!({ id: 9 })).toBe('/articles/9')
      expect(
        helpers['article_path']!(
          new (class Article {
            id = 9
            format = 'xml'
          })(),
        ),
      ).toBe('/articles/9')
      expect(helpers['article_path']!({ id: 9, format: 'xml', toParam: () => 'x' })).toBe('/articles/x')
    })

    it('stays a record when a positional argument already fills its id: a param too many', () => {
      expect(() => helpers['article_path']!(1, { id: 2, format: 'xml' })).toThrow(
        /article_path failed to generate: 2 params given, it takes 1 \(:id\); a record is no format/,
      )
    })
  })

  it('rule 2: named form for two or more required params', () => {
    expect(helpers['article_comment_path']!({ article_id: 1, id: 2 })).toBe('/articles/1/comments/2')
    expect(helpers['article_comment_path']!({ article_id: 1, id: 2, format: 'json', sort: 'new' })).toBe(
      '/articles/1/comments/2.json?sort=new',
    )
  })

  it('rule 3: missing params are taken from the options by name; still missing is a RoutingError naming them', () => {
    expect(helpers['article_comment_path']!(1, { id: 5 })).toBe('/articles/1/comments/5')
    expect(() => helpers['article_comment_path']!(1)).toThrow(RoutingError)
    expect(() => helpers['article_comment_path']!(1)).toThrow(/:id/)
    expect(() => helpers['article_comment_path']!()).toThrow(/:article_id, :id/)
  })

  it('escapes path segments as Rails 2.3 (not encodeURIComponent)', () => {
    expect(helpers['article_path']!("a:b@c&d=e+f$g,h;i'j")).toBe("/articles/a:b@c&d=e+f$g,h;i'j")
    expect(helpers['article_path']!('a b')).toBe('/articles/a%20b')
    expect(helpers['article_path']!('a#b')).toBe('/articles/a%23b')
    expect(helpers['article_path']!('100%')).toBe('/articles/100%25')
    expect(helpers['article_path']!('café✓')).toBe('/articles/caf%C3%A9%E2%9C%93')
    expect(helpers['article_path']!('a[b]{c}|d^e`f"g<h>i\\j')).toBe('/articles/a%5Bb%5D%7Bc%7D%7Cd%5Ee%60f%22g%3Ch%3Ei%5Cj')
    expect(helpers['article_path']!("-_!~*'()")).toBe("/articles/-_!~*'()")
  })

  it('checks requirements: the default :id requirement refuses . / and ?', () => {
    for (const bad of ['a.b', 'x/y', 'a?b', '1.1.1', '']) expect(() => helpers['article_path']!(bad), bad).toThrow(RoutingError)
    expect(helpers['version_path']!('1.1.1')).toBe('/versions/1.1.1')
    expect(() => helpers['version_path']!('v1')).toThrow(/requirement on :id/)
  })

  it('format is downcased into the path; anchor is CGI-escaped', () => {
    expect(helpers['articles_path']!({ format: 'XML' })).toBe('/articles.xml')
    expect(helpers['article_path']!(1, { anchor: 'a b&c' })).toBe('/articles/1#a+b%26c')
    expect(helpers['articles_path']!({ format: null })).toBe('/articles')
  })

  it('_url helpers: protocol, host, port from the options or defaultUrlOptions', () => {
    expect(helpers['article_url']!(1)).toBe('http://example.com/articles/1')
    expect(helpers['article_url']!(1, { host: 'h.io', protocol: 'https', port: 8443 })).toBe('https://h.io:8443/articles/1')
    expect(helpers['article_url']!(1, { protocol: 'https://' })).toBe('https://example.com/articles/1')
    expect(helpers['article_url']!(1, { only_path: true })).toBe('/articles/1')
    expect(helpers['article_path']!(1, { host: 'ignored.io' })).toBe('/articles/1')
    const bare = h(defineRoutes({ resources: { articles: {} } } as any))
    expect(() => bare['article_url']!(1)).toThrow(/Missing host/)
  })

  it('hash_for_* give the hash urlFor takes', () => {
    expect(helpers['hash_for_article_path']!()).toEqual({ controller: 'articles', action: 'show', use_route: 'article', only_path: true })
    expect(helpers['hash_for_article_url']!({ id: 3 })).toEqual({
      controller: 'articles',
      action: 'show',
      id: 3,
      use_route: 'article',
      only_path: false,
    })
    expect(routes.urlFor(helpers['hash_for_article_path']!({ id: 3, x: 1 }) as never)).toBe('/articles/3?x=1')
    expect(routes.urlFor(helpers['hash_for_article_url']!({ id: 3 }) as never)).toBe('http://example.com/articles/3')
  })

  it('routes.helpers is one object (built once, on first access)', () => {
    const r = defineRoutes({ resources: { posts: {} } } as any)
    expect(r.helpers).toBe(r.helpers)
    expect(Object.keys(r.helpers)).toEqual(
      expect.arrayContaining([
        'posts_path',
        'posts_url',
        'hash_for_posts_path',
        'hash_for_posts_url',
        'post_path',
        'edit_post_path',
        'new_post_url',
      ]),
    )
    expect(Object.keys(r.helpers)).toHaveLength(16)
  })

  it('camelCase: true gives only camelCase helpers', () => {
    const c = h(defineRoutes({ resources: { posts: { resources: { comments: {} } } } } as any, { camelCase: true }))
    expect(c['editPostPath']!(3)).toBe('/posts/3/edit')
    expect(c['postCommentsPath']!(3)).toBe('/posts/3/comments')
    expect(c['hashForEditPostPath']!()).toMatchObject({ use_route: 'edit_post', only_path: true })
    expect(c['edit_post_path']).toBeUndefined()
    expect(c['hash_for_edit_post_path']).toBeUndefined()
  })
})

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
