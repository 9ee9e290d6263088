// Plain routes (`connect`, `root`): defaults, optional segments, conditions, paths, and inside
// resources: the route table `expand` gives. Ported from Rails 2.3
// actionpack/test/controller/resources_test.rb (test names kept).
import { describe, expect, it } from 'vitest'
import { expand } from '../../../src/routing/expand'
import { row, table, R } from './support'

describe('plain routes (connect, root)', () => {
  it('the default routes: :action defaults to index, a trailing :id is optional, .:format prints (.:format)', () => {
    const routes = expand({ connect: [':controller/:action/:id', ':controller/:action/:id.:format'] })
    expect(routes.map(row)).toEqual([
      R(undefined, 'ANY', '/:controller/:action/:id', null, 'index'),
      R(undefined, 'ANY', '/:controller/:action/:id(.:format)', null, 'index'),
    ])
    expect(routes[0]?.defaults).toEqual({ action: 'index', id: null })
  })

  it('a named route with conditions, requirements and defaults', () => {
    const year = /\d{4}/
    const [route] = expand({
      connect: [
        {
          name: 'archive',
          path: '/archive/:year/:month',
          controller: 'archives',
          action: 'show',
          conditions: { method: ['get', 'post'] },
          requirements: { year },
          defaults: { month: null, page: 1 },
        },
      ],
    })
    expect(route).toEqual({
      name: 'archive',
      verb: ['GET', 'POST'],
      path: '/archive/:year/:month',
      controller: 'archives',
      action: 'show',
      requirements: { year },
      defaults: { month: null, page: '1' },
      conditions: { method: ['get', 'post'] },
    })
  })

  it('an :action requirement refusing "index" gives no default; the action option becomes the segment default', () => {
    expect(expand({ connect: [{ path: 'admin/:action', controller: 'admin', requirements: { action: /list|show/ } }] })[0]).toMatchObject({
      action: null,
      defaults: {},
    })
    expect(expand({ connect: [{ path: 'admin/:action', controller: 'admin', action: 'list' }] })[0]).toMatchObject({
      action: 'list',
      defaults: { action: 'list' },
    })
  })

  it('an :id with a requirement is not made optional', () => {
    expect(
      expand({ connect: [{ path: 'legacy/:id', controller: 'posts', action: 'show', requirements: { id: /\d+/ } }] })[0]?.defaults,
    ).toEqual({})
    expect(expand({ connect: [{ path: 'legacy/:id', controller: 'posts', action: 'show' }] })[0]?.defaults).toEqual({ id: null })
  })

  it('paths: leading / optional, "" is the root, trailing / dropped, globs kept', () => {
    const routes = table({
      connect: [
        { path: '', controller: 'home' },
        { path: '/about/', controller: 'pages' },
        { path: 'files/*path', controller: 'files' },
        { path: 'sitemap.xml', controller: 'sitemaps' },
      ],
    })
    expect(routes.map((r) => r.path)).toEqual(['/', '/about', '/files/*path', '/sitemap.xml'])
  })

  it('root: the named route root on /, action index by default', () => {
    expect(table({ root: { controller: 'welcome' } })).toEqual([R('root', 'ANY', '/', 'welcome', 'index')])
    expect(table({ root: { controller: 'welcome', action: 'show' } })).toEqual([R('root', 'ANY', '/', 'welcome', 'show')])
  })

  it('connect inside a resource gets the nesting path and name prefixes, and the namespace', () => {
    const routes = table({
      namespace: {
        admin: {
          resources: {
            projects: { only: 'index', connect: [{ name: 'report', path: 'report/:year', controller: 'reports', action: 'show' }] },
          },
        },
      },
    })
    expect(routes[0]).toEqual(R('admin_project_report', 'ANY', '/admin/projects/:project_id/report/:year', 'admin/reports', 'show'))
  })

  it('scopes of an array are processed in order', () => {
    const routes = table([
      { connect: [{ name: 'a', path: 'a', controller: 'a' }] },
      { resources: { posts: { only: 'index' } } },
      { connect: [':controller/:action'] },
    ])
    expect(routes.map((r) => r.path)).toEqual(['/a', '/posts(.:format)', '/:controller/:action'])
  })
})
