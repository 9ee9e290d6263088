/**
 * Rails 2.3's reserved URL options that the helpers took out of the query string but
 * then ignored (silently dropped): `params` (merged into the options, url_rewriter.rb
 * `rewrite_path`: `options.update(options[:params])`, as urlFor already did) and
 * `trailing_slash` (`path.sub(/\?|\z/) { "/" + $& }`).
 *
 * Helpers fed with request input (a query hash, `params`) never emit a foreign or script URL:
 * `only_path` read with Ruby's truthiness, `protocol` a URL scheme (never javascript, data,
 * vbscript, file), `host` as host[:port], `port` a number, no path starting with `//` — the
 * deliberate differences from Rails 2.3 that src/routing/url-options.ts lists.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DeclarationError, defineRoutes, RoutingError } from '../../src/index'

const routes = defineRoutes({ resources: { posts: { resources: { comments: {} } } } } as const, {
  defaultUrlOptions: { host: 'example.com' },
})
const h = routes.helpers as unknown as Record<string, (...args: unknown[]) => string>

describe('params', () => {
  it('is merged into the options of a helper', () => {
    expect(h['posts_path']!({ params: { page: 2, q: 'a b' } })).toBe('/posts?page=2&q=a+b')
    expect(h['post_url']!(1, { params: { page: 2 }, anchor: 'c' })).toBe('http://example.com/posts/1?page=2#c')
    expect(h['post_comment_path']!({ post_id: 1, id: 2, params: { format: 'xml' } })).toBe('/posts/1/comments/2.xml')
  })

  it('as urlFor merges it', () => {
    expect(routes.urlFor({ controller: 'posts', action: 'index', params: { page: 2 }, only_path: true })).toBe('/posts?page=2')
    expect(routes.urlFor({ use_route: 'post', id: 1, params: { page: 2 }, only_path: true })).toBe('/posts/1?page=2')
  })
})

describe('trailing_slash', () => {
  it('puts a / at the end of the path, before the query string', () => {
    expect(h['posts_path']!({ trailing_slash: true })).toBe('/posts/')
    expect(h['post_path']!(1, { trailing_slash: true, page: 2, anchor: 'x' })).toBe('/posts/1/?page=2#x')
    expect(h['post_url']!(1, { trailing_slash: true })).toBe('http://example.com/posts/1/')
    expect(routes.urlFor({ controller: 'posts', action: 'show', id: 1, trailing_slash: true, only_path: true })).toBe('/posts/1/')
    expect(h['post_path']!(1, { trailing_slash: false })).toBe('/posts/1')
  })

  it('the path with a trailing slash is recognized as without', () => {
    expect(routes.recognizePath(h['post_path']!(1, { trailing_slash: true }))).toEqual({ controller: 'posts', action: 'show', id: '1' })
  })
})

describe('only_path given to a helper', () => {
  it('wins over the helper kind, as Rails 2.3 merges it over hash_for_* defaults', () => {
    const r = defineRoutes({ resources: { posts: {} } } as const, { defaultUrlOptions: { host: 'example.com' } })
    expect(r.helpers.post_path(1, { only_path: false })).toBe('http://example.com/posts/1')
    expect(r.helpers.post_url(1, { only_path: true })).toBe('/posts/1')
    expect(r.helpers.post_path(1)).toBe('/posts/1')
    expect(r.helpers.post_url(1)).toBe('http://example.com/posts/1')
  })
})

const declaration = {
  resources: { posts: {} },
  connect: [
    { name: 'page', path: '*rest', controller: 'pages', action: 'show' },
    { name: 'file', path: 'files/*path', controller: 'files', action: 'show' },
    { name: 'slug', path: ':slug/:id', controller: 'slugs', action: 'show', requirements: { slug: /[a-z]*/ } },
    { path: ':controller/:action/:id' },
  ],
} as const
const safe = defineRoutes(declaration as never, { defaultUrlOptions: { host: 'example.com' } })
const sh = safe.helpers as unknown as Record<string, (...args: unknown[]) => string>
const urlFor = safe.urlFor as unknown as (hash: Record<string, unknown>) => string
const hostile = { only_path: '0', host: 'evil.com', protocol: 'javascript:' }

describe('a _path helper given request input', () => {
  it('returns the path, whatever the options hold (Rails 2.3: any string is true)', () => {
    expect(sh['post_path']!(1, hostile)).toBe('/posts/1')
    expect(sh['posts_path']!(hostile)).toBe('/posts')
    expect(sh['post_path']!(1, { only_path: 'true' })).toBe('/posts/1')
    expect(sh['post_path']!(1, { only_path: 'false', host: 'evil.com' })).toBe('/posts/1')
    expect(sh['post_path']!(1, { only_path: null, host: 'evil.com' })).toBe('/posts/1')
  })

  it('ignores reserved keys inside params (Rails 2.3 rewrite_path deletes them after the merge)', () => {
    expect(sh['post_path']!(1, { params: { ...hostile, only_path: false } })).toBe('/posts/1')
    expect(sh['post_url']!(1, { params: { host: 'evil.com', protocol: 'javascript', page: 2 } })).toBe('http://example.com/posts/1?page=2')
    expect(urlFor({ use_route: 'post', id: 1, params: { host: 'evil.com' } })).toBe('http://example.com/posts/1')
  })

  it('gives a URL only for a real false, as code (never request input) writes it', () => {
    expect(sh['post_path']!(1, { only_path: false })).toBe('http://example.com/posts/1')
  })

  it('a _url helper or urlFor gives a path for any true value, a string included', () => {
    expect(sh['post_url']!(1, { only_path: 'false' })).toBe('/posts/1')
    expect(sh['post_url']!(1, { only_path: 0 })).toBe('/posts/1')
    expect(sh['post_url']!(1, { only_path: null })).toBe('http://example.com/posts/1')
    expect(urlFor({ use_route: 'post', id: 1, only_path: '0' })).toBe('/posts/1')
    expect(urlFor({ use_route: 'post', id: 1 })).toBe('http://example.com/posts/1')
  })
})

describe('protocol', () => {
  it('is a URL scheme written scheme, scheme: or scheme://', () => {
    expect(sh['post_url']!(1, { protocol: 'https' })).toBe('https://example.com/posts/1')
    expect(sh['post_url']!(1, { protocol: 'https:' })).toBe('https://example.com/posts/1')
    expect(sh['post_url']!(1, { protocol: 'https://' })).toBe('https://example.com/posts/1')
    expect(sh['post_url']!(1, { protocol: 'web+app' })).toBe('web+app://example.com/posts/1')
  })

  it.each(['javascript', 'javascript:', 'JavaScript://', 'data', 'vbscript:', 'file://'])('refuses %j, naming the option', (protocol) => {
    expect(() => sh['post_url']!(1, { protocol })).toThrow(
      /^post_url: option "protocol" .* is refused: javascript, data, vbscript and file URLs are never generated$/,
    )
    expect(() => urlFor({ use_route: 'post', id: 1, protocol })).toThrow(RoutingError)
  })

  it.each(['', 'ht tp', '1http', 'http:/', 'http://evil.com/', 'java\nscript', 'javascript:alert(1)//'])(
    'refuses %j, which is not a scheme',
    (protocol) => {
      expect(() => sh['post_url']!(1, { protocol })).toThrow(/^post_url: option "protocol" must be a URL scheme/)
    },
  )
})

describe('host and port', () => {
  it('accept host[:port], a name or an address', () => {
    expect(sh['post_url']!(1, { host: 'api.example.com:8080' })).toBe('http://api.example.com:8080/posts/1')
    expect(sh['post_url']!(1, { host: '127.0.0.1', port: '3000' })).toBe('http://127.0.0.1:3000/posts/1')
    expect(sh['post_url']!(1, { host: '[::1]', port: 443 })).toBe('http://[::1]:443/posts/1')
  })

  it.each([
    'evil.com/admin?',
    'user@example.com',
    'evil.com#',
    'a b',
    'evil.com\\x',
    'evil.com?',
    '\texample.com',
    'example.com:99999',
    'example.com:',
  ])('refuses host %j, naming the option', (host) => {
    expect(() => sh['post_url']!(1, { host })).toThrow(/^post_url: option "host" must be host\[:port\]/)
  })

  it.each(['80/x', '-1', 'a', 65536, 1.5])('refuses port %j', (port) => {
    expect(() => sh['post_url']!(1, { port })).toThrow(/^post_url: option "port" must be a port number/)
  })

  it('defaultUrlOptions are checked when the routes are defined', () => {
    expect(() => defineRoutes({ resources: { posts: {} } }, { defaultUrlOptions: { host: 'evil.com/x' } })).toThrow(DeclarationError)
    expect(() => defineRoutes({ resources: { posts: {} } }, { defaultUrlOptions: { host: 'h', protocol: 'javascript' } })).toThrow(
      /config\.defaultUrlOptions: option "protocol"/,
    )
  })
})

describe('no path starts with //', () => {
  it('a glob given an empty first component does not generate', () => {
    expect(() => sh['page_path']!({ rest: ['', 'evil.com'] })).toThrow(
      'page_path failed to generate: the path would start with "//" (another host to a browser): :rest is empty or starts empty',
    )
    expect(sh['page_path']!({ rest: ['a', 'b'] })).toBe('/a/b')
    expect(sh['file_path']!({ path: ['', 'evil.com'] })).toBe('/files//evil.com')
  })

  it('trailing_slash adds no second / to the root path', () => {
    expect(sh['page_path']!({ trailing_slash: true })).toBe('/')
    expect(sh['page_path']!({ trailing_slash: true, q: 1 })).toBe('/?q=1')
    expect(sh['posts_path']!({ trailing_slash: true })).toBe('/posts/')
  })

  it('a root param whose requirement allows empty does not generate empty (fast path included)', () => {
    expect(() => sh['slug_path']!('', 1)).toThrow(/:slug is empty/)
    expect(() => sh['slug_path']!({ slug: '', id: 1 })).toThrow(RoutingError)
    expect(sh['slug_path']!('a', 1)).toBe('/a/1')
  })

  it('urlFor skips the route that would and escapes controller names', () => {
    expect(() => urlFor({ controller: '//evil.com', action: 'x', only_path: true })).toThrow(RoutingError)
    expect(urlFor({ controller: '\\evil.com', action: 'x', only_path: true })).toBe('/%5Cevil.com/x')
    expect(urlFor({ controller: 'a?b#c', action: 'x', only_path: true })).toBe('/a%3Fb%23c/x')
    expect(urlFor({ controller: 'admin/posts', action: 'x', only_path: true })).toBe('/admin/posts/x')
  })

  it('holds for any request-like options hash given to any _path helper', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('', '/', '//', 'evil.com', '\\', 'javascript:', '0', 'false'))
    const options = fc.dictionary(
      fc.constantFrom('only_path', 'host', 'protocol', 'port', 'anchor', 'format', 'trailing_slash', 'id', 'rest', 'path', 'slug', 'page'),
      fc.oneof(text, fc.array(text, { maxLength: 3 })),
    )
    const names = ['post_path', 'posts_path', 'page_path', 'file_path', 'slug_path']
    fc.assert(
      fc.property(fc.constantFrom(...names), options, fc.boolean(), (name, opts, nested) => {
        let path: string
        try {
          path = sh[name]!(nested ? { params: opts } : opts)
        } catch (e) {
          expect(e).toBeInstanceOf(RoutingError)
          return
        }
        expect(path).toMatch(/^\/(?![/\\])/)
      }),
      { numRuns: 500 },
    )
  })
})
