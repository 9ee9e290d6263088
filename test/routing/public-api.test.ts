/**
 * API.md section A (routing), checked through the public entry point `src/index.ts` as a user
 * imports it. Only what the module tests do not already cover convincingly.
 */
import { describe, expect, it } from 'vitest'
import { Resource } from '../../src/client/index'
import {
  defineRoutes,
  DeclarationError,
  MethodNotAllowed,
  RoutingError,
  type Recognized,
  type RouteName,
  type RouteParams,
} from '../../src/index'
import { API_EXAMPLE, API_EXAMPLE_CONFIG } from '../support/api-example'

type AnyHelpers = Record<string, ((...args: any[]) => any) | undefined>
const helpersOf = (r: { helpers: unknown }) => r.helpers as AnyHelpers
const call = (hs: AnyHelpers, name: string, ...args: unknown[]): any => {
  const f = hs[name]
  if (!f) throw new Error(`no helper ${name}`)
  return f(...args)
}

describe('A.1 declaring', () => {
  it('the API.md example declaration builds, and its recognizePath examples answer as written', () => {
    const routes = defineRoutes(API_EXAMPLE, API_EXAMPLE_CONFIG)
    expect(routes.recognizePath('/threads/7/messages.xml', { method: 'GET' })).toEqual({
      controller: 'messages',
      action: 'index',
      thread_id: '7',
      format: 'xml',
    })
    expect(routes.recognizePath('/messages/3', { method: 'GET' })).toEqual({ controller: 'messages', action: 'show', id: '3' })
    const hs = helpersOf(routes)
    // as: gives the path word; the names stay products / product (Rails 2.3)
    expect(call(hs, 'new_product_path')).toBe('/productos/nuevo')
    expect(call(hs, 'edit_product_path', 4)).toBe('/productos/4/editar')
    expect(hs['new_producto_path']).toBeUndefined()
    expect(call(hs, 'user_post_comments_path', 1, 2)).toBe('/users/1/posts/2/comments')
    expect(call(hs, 'note_author_path', 9)).toBe('/notes/9/author')
    expect(call(hs, 'note_attachments_path', 9)).toBe('/notes/9/attachments')
    expect(call(hs, 'thread_owner_path', 9)).toBe('/threads/9/owner')
    expect(call(hs, 'draft_new_thread_path')).toBe('/threads/new/draft')
    expect(call(hs, 'login_account_path')).toBe('/account/login')
    expect(call(hs, 'admin_user_url', 2)).toBe('https://example.com/admin/users/2')
    // shallow: member helpers unprefixed, collection helpers prefixed
    expect(call(hs, 'message_path', 3)).toBe('/messages/3')
    expect(call(hs, 'thread_messages_path', 7)).toBe('/threads/7/messages')
    expect(hs['destroy_message_path']).toBeUndefined()
    // destroy is excepted: the catch-all connect route takes what the resource routes refused
    expect(routes.recognizePath('/messages/3', { method: 'DELETE' })).toEqual({ controller: 'messages', action: '3' })
  })

  it("a scope's keys are processed in the order written (first match wins)", () => {
    const catchAllFirst = defineRoutes({ connect: [':controller/:action/:id'], resources: { posts: {} } } as const)
    const resourcesFirst = defineRoutes({ resources: { posts: {} }, connect: [':controller/:action/:id'] } as const)
    expect(catchAllFirst.recognizePath('/posts/1', { method: 'GET' })).toEqual({ controller: 'posts', action: '1' })
    expect(resourcesFirst.recognizePath('/posts/1', { method: 'GET' })).toEqual({ controller: 'posts', action: 'show', id: '1' })
    expect([catchAllFirst.routes[0]!.path, resourcesFirst.routes[0]!.path]).toEqual(['/:controller/:action/:id', '/posts(.:format)'])
  })

  it('an array of scopes is processed in order (interleaved connect and resources)', () => {
    const r = defineRoutes([
      { connect: [{ path: 'posts/special', controller: 'special', action: 'show' }] },
      { resources: { posts: {} } },
      { connect: [':controller/:action/:id'] },
    ] as const)
    expect(r.routes[0]!.path).toBe('/posts/special')
    expect(r.routes[r.routes.length - 1]!.path).toMatch(/^\/:controller\/:action\/:id/)
    expect(r.recognizePath('/posts/special', { method: 'GET' })).toEqual({ controller: 'special', action: 'show' })
    expect(r.recognizePath('/posts/1', { method: 'GET' })).toEqual({ controller: 'posts', action: 'show', id: '1' })
  })

  it('frozen declarations work, a shared options object gives every resource the same options, and nothing is mutated', () => {
    const deepFreeze = <T>(o: T): T => {
      if (o && typeof o === 'object' && !(o instanceof RegExp)) {
        for (const v of Object.values(o)) deepFreeze(v)
        Object.freeze(o)
      }
      return o
    }
    const opts = { only: ['index', 'show'], member: { preview: 'get' } } as const
    const decl = deepFreeze({ resources: { messages: opts, comments: opts } } as const)
    const before = JSON.stringify(decl)
    const r = defineRoutes(decl)
    expect(JSON.stringify(decl)).toBe(before)
    const hs = helpersOf(r)
    expect(call(hs, 'preview_message_path', 1)).toBe('/messages/1/preview')
    expect(call(hs, 'preview_comment_path', 1)).toBe('/comments/1/preview')
    expect(hs['new_message_path']).toBeUndefined()
    expect(hs['new_comment_path']).toBeUndefined()
    expect(r.routes.map((x) => `${x.controller}#${x.action}`).sort()).toEqual([
      'comments#index',
      'comments#preview',
      'comments#show',
      'messages#index',
      'messages#preview',
      'messages#show',
    ])
    // a second build from the same frozen declaration gives the same table
    expect(defineRoutes(decl).routes).toEqual(r.routes)
  })

  it('controller without as: the path word follows the controller, names stay', () => {
    const r = defineRoutes({ resources: { messages: { controller: 'categories' } } } as const)
    expect(r.recognizePath('/categories/1', { method: 'GET' })).toEqual({ controller: 'categories', action: 'show', id: '1' })
    expect(call(helpersOf(r), 'message_path', 1)).toBe('/categories/1')
    expect(call(helpersOf(r), 'messages_path')).toBe('/categories')
    const withAs = defineRoutes({ resources: { messages: { controller: 'categories', as: 'kategorien' } } } as const)
    expect(call(helpersOf(withAs), 'message_path', 1)).toBe('/kategorien/1')
  })

  it('name_prefix null removes the nesting prefix; path_prefix with a variable', () => {
    const r = defineRoutes({ resources: { threads: { resources: { messages: { name_prefix: null } } } } } as const)
    expect(call(helpersOf(r), 'message_path', 1, 2)).toBe('/threads/1/messages/2')
    expect(helpersOf(r)['thread_message_path']).toBeUndefined()
    const p = defineRoutes({ resources: { posts: { path_prefix: '/blogs/:blog_id' } } } as const)
    expect(call(helpersOf(p), 'post_path', 3, 4)).toBe('/blogs/3/posts/4')
  })

  it('only/except are inherited by nested resources (has_many included) unless they set their own', () => {
    const r = defineRoutes({
      resources: { posts: { only: ['index', 'show'], has_many: 'comments', resources: { tags: { only: 'all' } } } },
    } as const)
    const hs = helpersOf(r)
    expect(hs['post_comments_path']).toBeDefined()
    expect(hs['new_post_comment_path']).toBeUndefined()
    expect(hs['edit_post_comment_path']).toBeUndefined()
    expect(call(hs, 'new_post_tag_path', 1)).toBe('/posts/1/tags/new')
    expect(() => r.recognizePath('/posts/1/comments', { method: 'POST' })).toThrow(MethodNotAllowed)
    const none = defineRoutes({ resources: { posts: { only: 'none', member: { publish: 'put' } } } } as const)
    expect(none.routes.map((x) => x.action)).toEqual(['publish'])
  })

  it('DeclarationError at run time names the resource and the option', () => {
    const bad = (d: unknown) => () => defineRoutes(d as never)
    expect(bad({ resources: { posts: { only: ['index'], except: ['show'] } } })).toThrow(DeclarationError)
    expect(bad({ resources: { posts: { only: ['index'], except: ['show'] } } })).toThrow(/posts[\s\S]*(only|except)/)
    expect(bad({ resources: { posts: { member: { x: 'head' } } } })).toThrow(/posts[\s\S]*member/)
    expect(bad({ resources: { posts: { member: { x: 'patch' } } } })).toThrow(DeclarationError)
    expect(bad({ resources: { posts: { colection: {} } } })).toThrow(/posts[\s\S]*colection/)
    expect(bad({ resources: { posts: { only: ['frobnicate'] } } })).toThrow(/posts[\s\S]*frobnicate/)
    expect(bad({ resources: { posts: { path_prefix: '/blogs/:blog_id', shallow: true } } })).not.toThrow()
  })

  it('uncountables and singular: equal to the name give <name>_index', () => {
    const r = defineRoutes({ resources: { sheep: {}, news: { singular: 'news' }, people: {} } } as const)
    const hs = helpersOf(r)
    expect(call(hs, 'sheep_index_path')).toBe('/sheep')
    expect(call(hs, 'sheep_path', 1)).toBe('/sheep/1')
    expect(call(hs, 'news_index_path')).toBe('/news')
    expect(call(hs, 'person_path', 1)).toBe('/people/1')
    expect(r.routes.find((x) => x.controller === 'sheep' && x.action === 'index')!.name).toBe('sheep_index')
  })

  it('every resource route accepts .:format', () => {
    const r = defineRoutes({ resources: { posts: {} }, resource: { account: {} } } as const)
    expect(r.recognizePath('/posts.xml', { method: 'GET' })).toEqual({ controller: 'posts', action: 'index', format: 'xml' })
    expect(r.recognizePath('/posts/1/edit.json', { method: 'GET' })).toEqual({
      controller: 'posts',
      action: 'edit',
      id: '1',
      format: 'json',
    })
    expect(r.recognizePath('/posts/new.json', { method: 'GET' })).toEqual({ controller: 'posts', action: 'new', format: 'json' })
    expect(r.recognizePath('/account.xml', { method: 'PUT' })).toEqual({ controller: 'accounts', action: 'update', format: 'xml' })
  })
})

describe('A.1 connect routes', () => {
  const r = defineRoutes(
    {
      connect: [
        { name: 'signin', path: '/login', controller: 'account', action: 'login', conditions: { method: ['get', 'post'] } },
        {
          name: 'archive',
          path: 'archive/:year/:month',
          controller: 'posts',
          action: 'archive',
          defaults: { month: null },
          requirements: { year: /\d{4}/ },
        },
        { name: 'files', path: 'files/*path', controller: 'files', action: 'show' },
        { name: 'raw', path: 'raw/:id', controller: 'raw', action: 'show', defaults: { format: 'raw' } },
        ':controller/:action/:id',
      ],
      root: { controller: 'home' },
    } as const,
    { defaultUrlOptions: { host: 'h.io' } },
  )
  const hs = helpersOf(r)

  it('a named connect route gets helpers; method conditions as an array', () => {
    expect(call(hs, 'signin_path')).toBe('/login')
    expect(call(hs, 'signin_url')).toBe('http://h.io/login')
    expect(r.recognizePath('/login', { method: 'POST' })).toEqual({ controller: 'account', action: 'login' })
    expect(r.routes[0]).toMatchObject({ name: 'signin', verb: ['GET', 'POST'], path: '/login', controller: 'account', action: 'login' })
  })

  it('a null default is optional and left out of params; requirements apply', () => {
    expect(r.recognizePath('/archive/2024', { method: 'GET' })).toEqual({ controller: 'posts', action: 'archive', year: '2024' })
    expect(r.recognizePath('/archive/2024/05', { method: 'GET' })).toEqual({
      controller: 'posts',
      action: 'archive',
      year: '2024',
      month: '05',
    })
    expect(call(hs, 'archive_path', 2024)).toBe('/archive/2024')
    expect(call(hs, 'archive_path', 2024, { month: 5 })).toBe('/archive/2024/5')
    expect(() => call(hs, 'archive_path', 'abcd')).toThrow(RoutingError)
  })

  it('a glob is recognized as an array and generated from an array or a string', () => {
    expect(r.recognizePath('/files/a/b%20c/d.txt', { method: 'GET' })).toEqual({
      controller: 'files',
      action: 'show',
      path: ['a', 'b c', 'd.txt'],
    })
    expect(call(hs, 'files_path', ['a', 'b c'])).toBe('/files/a/b%20c')
  })

  it('a non-path default is added to params', () => {
    expect(r.recognizePath('/raw/5', { method: 'GET' })).toEqual({ controller: 'raw', action: 'show', id: '5', format: 'raw' })
  })

  it('root names the empty path; the catch-all takes the rest; action defaults to index', () => {
    expect(call(hs, 'root_path')).toBe('/')
    expect(r.recognizePath('/', { method: 'GET' })).toEqual({ controller: 'home', action: 'index' })
    expect(r.recognizePath('/posts', { method: 'GET' })).toEqual({ controller: 'posts', action: 'index' })
    expect(r.recognizePath('/account/logout/3', { method: 'GET' })).toEqual({ controller: 'account', action: 'logout', id: '3' })
  })

  it('connect inside a resource gets the nesting prefixes of path and name', () => {
    const n = defineRoutes({
      resources: { projects: { connect: [{ name: 'report', path: 'report/:year', controller: 'reports', action: 'show' }] } },
    } as const)
    expect(call(helpersOf(n), 'project_report_path', 3, 2020)).toBe('/projects/3/report/2020')
    expect(n.recognizePath('/projects/3/report/2020', { method: 'GET' })).toEqual({
      controller: 'reports',
      action: 'show',
      project_id: '3',
      year: '2020',
    })
  })

  it('duplicate names: a later connect takes the name; a resource route never takes an existing one', () => {
    const d = defineRoutes({
      connect: [
        { name: 'posts', path: 'old_posts', controller: 'old', action: 'index' },
        { name: 'thing', path: 'a', controller: 'x', action: 'a' },
        { name: 'thing', path: 'b', controller: 'x', action: 'b' },
      ],
      resources: { posts: {} },
    } as const)
    const dh = helpersOf(d)
    expect(call(dh, 'thing_path')).toBe('/b')
    expect(call(dh, 'posts_path')).toBe('/old_posts')
    expect(d.recognizePath('/posts', { method: 'GET' })).toEqual({ controller: 'posts', action: 'index' })
  })
})

describe('A.2 helper arguments and options', () => {
  const r = defineRoutes({ resources: { articles: { resources: { comments: {} } } } } as const, {
    defaultUrlOptions: { host: 'example.com' },
  })
  const hs = helpersOf(r)

  it('rule 1: a record with id is a param, not the options object; _options: true forces options', () => {
    expect(call(hs, 'article_path', { id: 3 })).toBe('/articles/3')
    expect(call(hs, 'article_comment_path', { id: 1 }, { id: 2 })).toBe('/articles/1/comments/2')
    expect(call(hs, 'article_comment_path', 1, { id: 2, _options: true })).toBe('/articles/1/comments/2')
    expect(call(hs, 'article_comment_path', { to_param: () => 'a-1' }, { toParam: () => 'c-2' })).toBe('/articles/a-1/comments/c-2')
    expect(call(hs, 'article_path', 1, { _options: true, page: 2 })).toBe('/articles/1?page=2')
  })

  it('rule 2: a single object with every required param is the named form only for >= 2 params', () => {
    expect(call(hs, 'article_comment_path', { article_id: 1, id: 2 })).toBe('/articles/1/comments/2')
    // one required param (id): a single object is a record
    expect(call(hs, 'article_path', { id: 5 })).toBe('/articles/5')
    expect(call(hs, 'article_comments_path', { article_id: 5 })).toBe('/articles/5/comments')
  })

  it('bigint params and to_param over id', () => {
    expect(call(hs, 'article_path', 12345678901234567890n)).toBe('/articles/12345678901234567890')
    expect(call(hs, 'article_path', { id: 1, to_param: () => '1-slug' })).toBe('/articles/1-slug')
    expect(call(hs, 'article_path', { id: 1, toParam: () => '1-x' })).toBe('/articles/1-x')
  })

  it('query: Rack nesting, brackets escaped, keys sorted, spaces as +, null/undefined left out', () => {
    expect(call(hs, 'articles_path', { z: 'a b', a: { b: 1 }, l: [1, 2], n: null, u: undefined })).toBe(
      '/articles?a%5Bb%5D=1&l%5B%5D=1&l%5B%5D=2&z=a+b',
    )
    expect(call(hs, 'articles_path', { format: 'xml', anchor: 'top', q: 'x' })).toBe('/articles.xml?q=x#top')
  })

  it('_url: protocol default http, host, port; hash_for_*_url gives only_path false', () => {
    expect(call(hs, 'article_url', 1)).toBe('http://example.com/articles/1')
    expect(call(hs, 'article_url', 1, { port: 3000 })).toBe('http://example.com:3000/articles/1')
    expect(call(hs, 'hash_for_article_url', 1)).toMatchObject({
      only_path: false,
      use_route: 'article',
      controller: 'articles',
      action: 'show',
    })
    expect(call(hs, 'hash_for_article_path', 1)).toMatchObject({ only_path: true })
  })

  it('camelCase: true gives only camelCase helpers, for every kind', () => {
    const c = helpersOf(defineRoutes({ resources: { posts: {} } } as const, { camelCase: true, defaultUrlOptions: { host: 'h' } }))
    const keys = Object.keys(c).sort()
    expect(keys).toEqual([
      'editPostPath',
      'editPostUrl',
      'hashForEditPostPath',
      'hashForEditPostUrl',
      'hashForNewPostPath',
      'hashForNewPostUrl',
      'hashForPostPath',
      'hashForPostUrl',
      'hashForPostsPath',
      'hashForPostsUrl',
      'newPostPath',
      'newPostUrl',
      'postPath',
      'postUrl',
      'postsPath',
      'postsUrl',
    ])
    expect(call(c, 'hashForPostUrl', 1)).toMatchObject({ only_path: false })
  })

  it('path escaping and generate → recognize round trip', () => {
    for (const v of ["a:b@c&d=e+f$g,h;i'j", 'a b', 'x#y', '50%', 'ü', 'a?']) {
      let p: string
      try {
        p = call(hs, 'article_comments_path', v)
      } catch (e) {
        expect(e).toBeInstanceOf(RoutingError)
        continue
      }
      expect(r.recognizePath(p, { method: 'GET' })).toEqual({ controller: 'comments', action: 'index', article_id: v })
    }
    expect(call(hs, 'article_comments_path', 'a?b')).toBe('/articles/a%3Fb/comments')
  })
})

describe('A.3 recognizing', () => {
  const r = defineRoutes({
    resources: { posts: { member: { preview: ['get', 'post'] }, new: { draft: ['get', 'post'] }, collection: { search: 'any' } } },
    resource: { account: {} },
  } as const)

  it('routes.routes shape: verb ANY, one route per verb for member arrays, one multi-verb route for new arrays', () => {
    const byAction = (a: string) => r.routes.filter((x) => x.controller === 'posts' && x.action === a)
    expect(byAction('search').map((x) => x.verb)).toEqual(['ANY'])
    expect(byAction('preview').map((x) => x.verb)).toEqual(['GET', 'POST'])
    expect(byAction('draft').map((x) => x.verb)).toEqual([['GET', 'POST']])
    const show = byAction('show')[0]!
    expect(show).toMatchObject({ name: 'post', verb: 'GET', path: '/posts/:id(.:format)', controller: 'posts', action: 'show' })
    expect(show.requirements).toBeDefined()
    expect(show.conditions).toEqual({ method: 'get' })
  })

  it('a singleton: create last, so the named route account is its GET', () => {
    const acc = r.routes.filter((x) => x.controller === 'accounts')
    expect(acc[acc.length - 1]).toMatchObject({ verb: 'POST', action: 'create' })
    expect(acc.find((x) => x.name === 'account')).toMatchObject({ verb: 'GET', action: 'show' })
    expect(acc.filter((x) => x.name === 'account')).toHaveLength(1)
  })

  it('HEAD as GET; POST with _method put/delete; 405 with upper-case allowedMethods', () => {
    expect(r.recognizePath('/posts/1', { method: 'HEAD' })).toEqual({ controller: 'posts', action: 'show', id: '1' })
    expect(r.recognizePath('/posts/1', { method: 'POST', params: { _method: 'put' } } as never)).toEqual({
      controller: 'posts',
      action: 'update',
      id: '1',
    })
    expect(r.recognizePath('/posts/1', { method: 'POST', params: { _method: 'delete' } } as never)).toEqual({
      controller: 'posts',
      action: 'destroy',
      id: '1',
    })
    try {
      r.recognizePath('/posts', { method: 'PUT' })
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(MethodNotAllowed)
      expect(e).toBeInstanceOf(RoutingError)
      expect((e as MethodNotAllowed).allowedMethods).toEqual(['GET', 'POST'])
    }
    expect(() => r.recognizePath('/nope', { method: 'GET' })).toThrow(RoutingError)
    expect(() => r.recognizePath('/nope', { method: 'GET' })).not.toThrow(MethodNotAllowed)
  })

  it('match: the non-throwing form gives the same answers', () => {
    expect(r.match('/posts/1', { method: 'GET' })).toEqual({ params: { controller: 'posts', action: 'show', id: '1' } })
    expect(r.match('/nope', { method: 'GET' })).toEqual({ error: 'not_found' })
    expect(r.match('/posts', { method: 'PUT' })).toEqual({ error: 'method_not_allowed', allowedMethods: ['GET', 'POST'] })
    expect(r.match('/posts/1', { method: 'POST', params: { _method: 'delete' } })).toEqual({
      params: { controller: 'posts', action: 'destroy', id: '1' },
    })
  })

  it('urlFor: URL unless only_path, missing host says so; unused keys go to the query', () => {
    const h = defineRoutes({ resources: { posts: {} } } as const, { defaultUrlOptions: { host: 'ex.com' } })
    expect(h.urlFor({ controller: 'posts', action: 'show', id: 1, q: 'x' })).toBe('http://ex.com/posts/1?q=x')
    expect(h.urlFor({ controller: 'posts', action: 'index', only_path: true })).toBe('/posts')
    expect(h.urlFor({ use_route: 'edit_post', id: 2, only_path: true })).toBe('/posts/2/edit')
    const nohost = defineRoutes({ resources: { posts: {} } } as const)
    expect(() => nohost.urlFor({ controller: 'posts', action: 'index' })).toThrow(/host/i)
  })
})

describe('A.2/A.4 types (checked by tsc --noEmit -p .; each negative has a positive twin)', () => {
  const decl = {
    resources: { articles: { only: ['index', 'show'], resources: { comments: {} } }, sheep: {} },
    connect: [{ name: 'signin', path: 'login', controller: 'account', action: 'login' }],
  } as const
  const r = defineRoutes(decl, { defaultUrlOptions: { host: 'x.test' } })
  const c = defineRoutes(decl, { camelCase: true, defaultUrlOptions: { host: 'x.test' } })

  it('helpers exist only for routes; arity and named params are checked', () => {
    const h = r.helpers
    expect([
      h.article_path(1),
      h.article_comment_path(1, 2),
      h.article_comment_path({ article_id: 1, id: 2 }),
      h.article_comment_path(1, 2, { format: 'xml', anchor: 'a', page: 3 }),
      h.article_url(1, { host: 'h.test', protocol: 'https', port: 1 }),
      h.sheep_index_path(),
      h.signin_path(),
    ]).toEqual([
      '/articles/1',
      '/articles/1/comments/2',
      '/articles/1/comments/2',
      '/articles/1/comments/2.xml?page=3#a',
      'https://h.test:1/articles/1',
      '/sheep',
      '/login',
    ])
    expect(h.hash_for_article_url(1)).toMatchObject({ only_path: false })
    const typeOnly = (): void => {
      // @ts-expect-error removed by only
      h.new_article_path()
      // @ts-expect-error too few params
      h.article_comment_path(1)
      // @ts-expect-error too many params
      h.article_path(1, 2)
      // @ts-expect-error misspelt param in the named form
      h.article_comment_path({ article_id: 1, idd: 2 })
      // @ts-expect-error camelCase helpers exist only with camelCase: true
      h.articleCommentPath(1, 2)
      // @ts-expect-error with camelCase: true, no snake_case helper
      c.helpers.article_path(1)
      // @ts-expect-error an action that is not routed
      r.urlFor({ controller: 'articles', action: 'destroy', id: 1 })
    }
    void typeOnly
    expect([c.helpers.articleCommentPath(1, 2), c.helpers.hashForArticlePath(1).use_route]).toEqual(['/articles/1/comments/2', 'article'])
    expect(r.urlFor({ controller: 'articles', action: 'show', id: 1 })).toBe('http://x.test/articles/1')
  })

  it('RouteName is route names, RouteParams their params, Recognized narrows on controller/action', () => {
    const name: RouteName<typeof decl> = 'article_comments'
    // @ts-expect-error helper names are not route names
    const notName: RouteName<typeof decl> = 'article_comments_path'
    const params: RouteParams<typeof decl, 'article_comment'> = { article_id: 1, id: 2 }
    const rec: Recognized<typeof decl> = r.recognizePath('/articles/1/comments/2', { method: 'GET' })
    let parent = ''
    if (rec.controller === 'comments' && rec.action === 'show') parent = rec.article_id
    expect([name, notName, params, parent]).toEqual(['article_comments', 'article_comments_path', { article_id: 1, id: 2 }, '1'])
  })

  it('invalid declarations the types can see are compile errors (and DeclarationErrors at run time)', () => {
    // @ts-expect-error unknown option
    expect(() => defineRoutes({ resources: { posts: { colection: {} } } } as const)).toThrow(DeclarationError)
    // @ts-expect-error a method other than the five
    expect(() => defineRoutes({ resources: { posts: { member: { x: 'head' } } } } as const)).toThrow(DeclarationError)
    // @ts-expect-error only together with except
    expect(() => defineRoutes({ resources: { posts: { only: ['index'], except: ['show'] } } } as const)).toThrow(DeclarationError)
    // @ts-expect-error an unknown action in only
    expect(() => defineRoutes({ resources: { posts: { only: ['frob'] } } } as const)).toThrow(DeclarationError)
    expect(() => defineRoutes({ resources: { posts: { only: ['index'], member: { x: 'any' } } } } as const)).not.toThrow()
  })
})

describe('A.2 formFor and helpers with client records', () => {
  class Post extends Resource {
    static override site = 'http://api.test/'
  }
  const r = defineRoutes({ resources: { posts: { resources: { comments: {} } } } } as const)

  it('a new Resource posts to the collection, a persisted one to the member with _method put', () => {
    expect(r.formFor('post', new Post())).toEqual({ action: '/posts', method: 'post' })
    expect(r.formFor('post', new Post({ id: 3 }))).toEqual({ action: '/posts/3', method: 'post', _method: 'put' })
    expect(r.formFor('post_comment', new Post({ id: 4 }), new Post({ id: 3 }))).toEqual({
      action: '/posts/3/comments/4',
      method: 'post',
      _method: 'put',
    })
    expect(r.formFor('post_comment', new Post(), new Post({ id: 3 }))).toEqual({ action: '/posts/3/comments', method: 'post' })
    expect(r.formFor('post', { id: 0 })).toEqual({ action: '/posts/0', method: 'post', _method: 'put' })
  })

  it('helpers take Resource records through toParam()', () => {
    expect(r.helpers.post_comment_path(new Post({ id: 9 }), new Post({ id: 2 }))).toBe('/posts/9/comments/2')
  })
})
