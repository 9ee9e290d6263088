/**
 * Generation through the named-route helpers (src/routing/generator/): helper arguments (positional
 * and named forms), records, escaping, requirements, URL options, hash_for_*, camelCase helpers.
 * urlFor's route choice is in ../url-for.test.ts, formFor in ../form-for.test.ts, the helpers' fast
 * path in ../fast-path.test.ts, the count of positional params in ../helper-arguments.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../../src/index'

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
