/** Recognition of plain routes (`connect`, `root`): globs, defaults, requirements, conditions, `:controller` and the catch-all. */
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../../src/index'

const GET = { method: 'GET' }

describe('plain routes', () => {
  const routes = defineRoutes({
    root: { controller: 'home' },
    connect: [
      { path: 'files/*path', controller: 'files', action: 'show' },
      { path: 'pages/:slug', controller: 'pages', action: 'show', defaults: { slug: 'home' } },
      { path: 'raw/:id', controller: 'raw', action: 'show', defaults: { format: 'raw', id: null } },
      { path: 'archive/:year/:month', controller: 'archive', action: 'show', requirements: { year: /\d{4}/, month: /\d{1,2}/ } },
      { name: 'login', path: 'login', controller: 'sessions', action: 'new', conditions: { method: ['get', 'post'] } },
      { name: 'sitemap', path: 'sitemap.xml', controller: 'sitemaps', action: 'show' },
      ':controller/:action/:id',
      ':controller/:action/:id.:format',
    ],
    resources: { posts: {} },
  } as any)
  const rec = (path: string, method = 'GET') => routes.recognizePath(path, { method })

  it('recognizes the root path with and without the slash, for any method', () => {
    expect(rec('/')).toEqual({ controller: 'home', action: 'index' })
    expect(rec('', 'DELETE')).toEqual({ controller: 'home', action: 'index' })
  })

  it('recognizes globs as string arrays (empty when absent)', () => {
    expect(rec('/files/a/b%20c/d.txt')).toEqual({ controller: 'files', action: 'show', path: ['a', 'b c', 'd.txt'] })
    expect(rec('/files')).toEqual({ controller: 'files', action: 'show', path: [] })
  })

  it('fills segment defaults, adds non-segment defaults, leaves null defaults out', () => {
    expect(rec('/pages')).toEqual({ controller: 'pages', action: 'show', slug: 'home' })
    expect(rec('/pages/about')).toEqual({ controller: 'pages', action: 'show', slug: 'about' })
    expect(rec('/raw')).toEqual({ controller: 'raw', action: 'show', format: 'raw' })
    expect(rec('/raw/5')).toEqual({ controller: 'raw', action: 'show', format: 'raw', id: '5' })
  })

  it('a non-segment null default is recognized as null (Rails: `:date => nil` in the params)', () => {
    const r = defineRoutes({
      connect: [
        { name: 'journal', path: 'journal', controller: 'content', action: 'list_journal', defaults: { date: null, user_id: null } },
      ],
    } as any)
    expect(r.recognizePath('/journal', GET)).toEqual({ controller: 'content', action: 'list_journal', date: null, user_id: null })
    expect((r.helpers as any).journal_path()).toBe('/journal')
    expect(r.urlFor({ controller: 'content', action: 'list_journal', date: null, user_id: null, only_path: true })).toBe('/journal')
    expect(() => (r.helpers as any).journal_path({ date: '2024' })).toThrow(RoutingError)
  })

  it('applies requirements; a refused path falls through to the catch-all', () => {
    expect(rec('/archive/2024/1')).toEqual({ controller: 'archive', action: 'show', year: '2024', month: '1' })
    expect(rec('/archive/24/1')).toEqual({ controller: 'archive', action: '24', id: '1' })
  })

  it('multi-verb conditions, static dotted paths', () => {
    expect(rec('/login', 'POST')).toEqual({ controller: 'sessions', action: 'new' })
    expect(routes.match('/login', { method: 'PUT' })).toEqual({ error: 'method_not_allowed', allowedMethods: ['GET', 'POST'] })
    expect(rec('/sitemap.xml')).toEqual({ controller: 'sitemaps', action: 'show' })
  })

  it(':controller recognizes only known controllers, case-insensitively, downcased', () => {
    expect(rec('/POSTS/show/1')).toEqual({ controller: 'posts', action: 'show', id: '1' })
    expect(rec('/pages/list')).toEqual({ controller: 'pages', action: 'show', slug: 'list' })
    expect(rec('/home')).toEqual({ controller: 'home', action: 'index' })
    // Rails 2.3: the format only follows an :id (`:id.:format` with :id optional before it).
    expect(routes.match('/home/feed.rss', GET)).toEqual({ error: 'not_found' })
    expect(rec('/home/feed/7.rss')).toEqual({ controller: 'home', action: 'feed', id: '7', format: 'rss' })
    expect(routes.match('/unknown/show/1', GET)).toEqual({ error: 'not_found' })
    expect(routes.match('/home/a/b/c', GET)).toEqual({ error: 'not_found' })
  })

  it('the catch-all takes what resource routes refused', () => {
    expect(rec('/posts/1', 'POST')).toEqual({ controller: 'posts', action: '1' })
    expect(rec('/posts', 'PUT')).toEqual({ controller: 'posts', action: 'index' })
  })
})
