/**
 * Recognition of resource routes (src/routing/matcher.ts), Rails 2.3's rules one by one
 * (routing_test.rb and resources_test.rb recognition cases in scope): the seven actions, format,
 * HEAD and `_method`, 405 with the allowed verbs, trailing slashes, decoding, route order, only/except.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes, MethodNotAllowed, RoutingError } from '../../../src/index'

const GET = { method: 'GET' }
const caught = (f: () => unknown): unknown => {
  try {
    return f()
  } catch (e) {
    return e
  }
}

describe('resource routes', () => {
  const routes = defineRoutes({
    resources: { posts: { member: { preview: ['get', 'post'] }, collection: { search: 'get' }, resources: { comments: {} } } },
  } as any)
  const rec = (path: string, method = 'GET', _method?: string) => routes.recognizePath(path, { method, params: _method ? { _method } : {} })

  it('recognizes the seven actions, with and without format', () => {
    expect(rec('/posts')).toEqual({ controller: 'posts', action: 'index' })
    expect(rec('/posts.xml')).toEqual({ controller: 'posts', action: 'index', format: 'xml' })
    expect(rec('/posts', 'POST')).toEqual({ controller: 'posts', action: 'create' })
    expect(rec('/posts/new')).toEqual({ controller: 'posts', action: 'new' })
    expect(rec('/posts/1/edit.json')).toEqual({ controller: 'posts', action: 'edit', id: '1', format: 'json' })
    expect(rec('/posts/1')).toEqual({ controller: 'posts', action: 'show', id: '1' })
    expect(rec('/posts/1', 'PUT')).toEqual({ controller: 'posts', action: 'update', id: '1' })
    expect(rec('/posts/1', 'DELETE')).toEqual({ controller: 'posts', action: 'destroy', id: '1' })
  })

  it('keeps the case of the format as sent', () => {
    expect(rec('/posts/1.XML')).toEqual({ controller: 'posts', action: 'show', id: '1', format: 'XML' })
  })

  it('recognizes collection, member and nested routes', () => {
    expect(rec('/posts/search')).toEqual({ controller: 'posts', action: 'search' })
    expect(rec('/posts/3/preview', 'POST')).toEqual({ controller: 'posts', action: 'preview', id: '3' })
    expect(rec('/posts/3/comments/4.xml')).toEqual({ controller: 'comments', action: 'show', post_id: '3', id: '4', format: 'xml' })
  })

  it('treats HEAD as GET and honours _method put/delete on POST only', () => {
    expect(rec('/posts/1', 'HEAD')).toEqual({ controller: 'posts', action: 'show', id: '1' })
    expect(rec('/posts/1', 'POST', 'put')).toEqual({ controller: 'posts', action: 'update', id: '1' })
    expect(rec('/posts/1', 'POST', 'DELETE')).toEqual({ controller: 'posts', action: 'destroy', id: '1' })
    expect(rec('/posts/1', 'GET', 'delete')).toEqual({ controller: 'posts', action: 'show', id: '1' })
    expect((caught(() => rec('/posts/1', 'POST', 'get')) as MethodNotAllowed).allowedMethods).toEqual(['GET', 'PUT', 'DELETE'])
  })

  it('answers 405 with the allowed verbs in Rails order', () => {
    const e = caught(() => rec('/posts/1', 'POST'))
    expect(e).toBeInstanceOf(MethodNotAllowed)
    expect(e).toBeInstanceOf(RoutingError)
    expect((e as MethodNotAllowed).allowedMethods).toEqual(['GET', 'PUT', 'DELETE'])
    expect(routes.match('/posts', { method: 'DELETE' })).toEqual({ error: 'method_not_allowed', allowedMethods: ['GET', 'POST'] })
  })

  it('other methods (OPTIONS, PATCH) reach only routes without a method condition', () => {
    expect(routes.match('/posts/1', { method: 'OPTIONS' })).toEqual({
      error: 'method_not_allowed',
      allowedMethods: ['GET', 'PUT', 'DELETE'],
    })
    const r = defineRoutes({ connect: [{ path: 'ping', controller: 'health', action: 'ping' }] } as any)
    expect(r.recognizePath('/ping', { method: 'OPTIONS' })).toEqual({ controller: 'health', action: 'ping' })
    expect(r.recognizePath('/ping', { method: 'patch' })).toEqual({ controller: 'health', action: 'ping' })
  })

  it('refuses what no route matches', () => {
    for (const path of [
      '/posts/1/2',
      '/posts//1',
      '/posts/1.1.1',
      '/posts/1.tar.gz',
      '/posts/1.xml/',
      '/nope',
      'posts',
      '//',
      '/posts/1?x=1',
    ]) {
      const e = caught(() => rec(path))
      expect(e, path).toBeInstanceOf(RoutingError)
      expect(e, path).not.toBeInstanceOf(MethodNotAllowed)
      expect(routes.match(path, GET), path).toEqual({ error: 'not_found' })
    }
  })

  it('accepts one trailing slash when no format is given', () => {
    expect(rec('/posts/1/')).toEqual({ controller: 'posts', action: 'show', id: '1' })
    expect(rec('/posts/')).toEqual({ controller: 'posts', action: 'index' })
  })

  it('decodes params (URI.unescape: + stays, invalid escapes stay)', () => {
    expect(rec('/posts/caf%C3%A9')).toMatchObject({ id: 'café' })
    expect(rec('/posts/a%2Fb')).toMatchObject({ id: 'a/b' })
    expect(rec('/posts/a+b')).toMatchObject({ id: 'a+b' })
    expect(rec('/posts/a%20b')).toMatchObject({ id: 'a b' })
    expect(rec('/posts/100%')).toMatchObject({ id: '100%' })
    expect(rec('/posts/a:b@c')).toMatchObject({ id: 'a:b@c' })
  })

  it('prefers the earlier route: new before :id, but a param route declared first wins', () => {
    expect(rec('/posts/new')).toMatchObject({ action: 'new' })
    expect(rec('/posts/new', 'PUT')).toEqual({ controller: 'posts', action: 'update', id: 'new' })
    const r = defineRoutes([
      { connect: [{ path: 'posts/:id', controller: 'legacy', action: 'show' }] },
      { resources: { posts: {} } },
    ] as any)
    expect(r.recognizePath('/posts/new', GET)).toEqual({ controller: 'legacy', action: 'show', id: 'new' })
    expect(r.recognizePath('/posts/new.xml', GET)).toEqual({ controller: 'posts', action: 'new', format: 'xml' })
  })

  it('does not route actions removed by only/except', () => {
    const r = defineRoutes({ resources: { posts: { only: ['index', 'show'] } } } as any)
    expect(r.match('/posts/new', GET)).toEqual({ params: { controller: 'posts', action: 'show', id: 'new' } })
    expect(r.match('/posts', { method: 'POST' })).toEqual({ error: 'method_not_allowed', allowedMethods: ['GET'] })
    expect(r.match('/posts/1/edit', GET)).toEqual({ error: 'not_found' })
  })
})
