// Helper arguments and options: records as params, the named form, bigint and to_param, query strings,
// _url options, camelCase helpers, escaping and the generate / recognize round trip. Through the
// public entry point `src/index.ts`, as a user imports it.
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../../src/index'
import { helpersOf, call } from './support'

describe('helper arguments and options', () => {
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
