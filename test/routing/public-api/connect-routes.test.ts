// Plain (connect) routes: named routes, method conditions, optional and non-path defaults,
// requirements, globs, root and the catch-all, connect inside a resource, duplicate names. Through the
// public entry point `src/index.ts`, as a user imports it.
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../../src/index'
import { helpersOf, call } from './support'

describe('connect routes', () => {
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
