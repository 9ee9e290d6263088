// The types of helpers, route names and params, and invalid declarations, checked by tsc --noEmit -p .
// (each negative has a positive twin). Through the public entry point `src/index.ts`, as a user
// imports it.
import { describe, expect, it } from 'vitest'
import { defineRoutes, DeclarationError, type Recognized, type RouteName, type RouteParams } from '../../../src/index'

describe('types (checked by tsc --noEmit -p .; each negative has a positive twin)', () => {
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
