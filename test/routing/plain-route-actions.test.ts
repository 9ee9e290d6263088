/**
 * The plain-route types (type-tests/routing/plain-routes.test-d.ts): the runtime's
 * action of a plain route and urlFor without an action.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'

describe('plain route actions', () => {
  const routes = defineRoutes({
    connect: [
      { name: 'about', path: 'about', controller: 'pages' },
      { name: 'pa', path: 'posts/:action', controller: 'posts', action: 'list' },
    ],
  } as const)
  it('without :action or an action option: index', () => {
    expect(routes.recognizePath('/about')).toEqual({ controller: 'pages', action: 'index' })
    expect(routes.urlFor({ controller: 'pages', only_path: true })).toBe('/about')
  })
  it('an action option with an :action segment is only its default', () => {
    expect(routes.recognizePath('/posts')).toEqual({ controller: 'posts', action: 'list' })
    expect(routes.recognizePath('/posts/show')).toEqual({ controller: 'posts', action: 'show' })
    expect(routes.urlFor({ controller: 'posts', action: 'show', only_path: true })).toBe('/posts/show')
    expect(routes.urlFor({ controller: 'posts', only_path: true })).toBe('/posts/index')
  })
  it('the catch-all takes a hash without action', () => {
    const catchAll = defineRoutes({ resources: { posts: {} }, connect: [':controller/:action/:id'] } as const)
    expect(catchAll.urlFor({ controller: 'foo', only_path: true })).toBe('/foo')
  })
})
