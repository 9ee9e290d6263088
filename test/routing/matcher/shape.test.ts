/**
 * A trie route's shape read from its path text (src/routing/matcher/shape.ts, `PlainPaths`) is
 * the shape its compiled path gives (`trieShape`), with the shell `{ controller, action }` and no
 * custom condition; every route it does not read is left to compilation.
 */
import { describe, expect, it } from 'vitest'
import { customConditions } from '../../../src/routing/conditions'
import { expand } from '../../../src/routing/expand'
import { PlainPaths, trieShape } from '../../../src/routing/matcher/shape'
import { shellOf } from '../../../src/routing/matcher/params'
import type { Route } from '../../../src/routing/route'
import { controllersOf } from '../../../src/routing/routes'
import { compilePath, parsePath } from '../../../src/routing/segments'
import { loadVectors } from '../../support/vectors'

/** Compares PlainPaths' reading of every route with compilation's; returns how many it read. */
function compare(routes: readonly Route[]): number {
  const plain = new PlainPaths()
  const controllers = controllersOf(routes)
  let read = 0
  for (const route of routes) {
    const keys = plain.read(route)
    if (keys === undefined) continue
    read++
    const c = compilePath(route, controllers, parsePath)
    const shape = trieShape(c)
    expect(shape, route.path).toBeDefined()
    expect(keys, route.path).toEqual(shape!.keys)
    expect(plain.words.slice(1), route.path).toEqual(shape!.statics)
    expect(plain.hasFormat, route.path).toBe(shape!.hasFormat)
    expect(customConditions(route), route.path).toBeUndefined()
    expect(shellOf(route, c), route.path).toEqual({ keys: ['controller', 'action'], values: [route.controller, route.action] })
  }
  return read
}

const route = (path: string, more: Partial<Route> = {}): Route => ({
  verb: 'GET',
  path,
  controller: 'posts',
  action: 'show',
  requirements: { id: /[^/.?]+/ },
  defaults: {},
  conditions: { method: 'get' },
  ...more,
})

describe('PlainPaths', () => {
  it('reads the shape compilation gives, on every vector table', () => {
    let routes = 0
    let read = 0
    for (const v of loadVectors()) {
      const table = expand(v.declaration)
      routes += table.length
      read += compare(table)
    }
    // Nearly every route of the vector tables is a resource route.
    expect(read).toBeGreaterThan(routes * 0.8)
  }, 60_000)

  it('reads resource paths: words, params, the format', () => {
    const plain = new PlainPaths()
    expect(plain.read(route('/posts/:post_id/comments/:id/edit(.:format)'))).toEqual([undefined, 'post_id', undefined, 'id', undefined])
    expect(plain.words).toEqual(['', 'posts', undefined, 'comments', undefined, 'edit'])
    expect(plain.hasFormat).toBe(true)
    expect(plain.read(route('/my-posts/new'))).toEqual([undefined, undefined])
    expect(plain.hasFormat).toBe(false)
    expect(compare([route('/posts/:post_id/comments/:id/edit(.:format)'), route('/my-posts/new')])).toBe(2)
  })

  it('leaves to compilation what compilation may make optional, special or complex', () => {
    const others = [
      route('/posts/:id', { requirements: {} }), // :id without requirement: optional
      route('/posts/:id', { requirements: { id: /\d+/ } }),
      route('/posts/:post_id', { requirements: { post_id: /\d+/ } }),
      route('/posts/:year', { defaults: { year: '2009' } }),
      route('/posts(.:format)', { defaults: { format: 'xml' } }),
      route('/posts', { defaults: { page: '1' } }), // a shell beyond controller and action
      route('/posts/:action', { action: 'index' }),
      route('/:controller/:id', { controller: null }),
      route('/posts/:format'),
      route('/posts/*path'),
      route('/posts/x.xml'),
      route('/posts/a?b'),
      route('/posts/'),
      route('/posts//x'),
      route('/'),
      route('posts'),
      route('/posts/:id-x'),
      route('/posts', { conditions: { method: 'get', subdomain: 'admin' } }),
      route('/posts', { action: null }),
    ]
    const plain = new PlainPaths()
    for (const r of others) expect(plain.read(r), `${r.path} ${JSON.stringify(r)}`).toBeUndefined()
  })

  it('keeps its verdict on a table’s shared requirements and defaults by object, not by the first route', () => {
    const requirements = { id: /\d+/ }
    const plain = new PlainPaths()
    expect(plain.read(route('/a/:id'))).toBeDefined()
    expect(plain.read(route('/a/:id', { requirements }))).toBeUndefined()
    expect(plain.read(route('/a/:id'))).toBeDefined()
    expect(plain.read(route('/a/:id', { requirements }))).toBeUndefined()
    const defaults = { page: '1' }
    expect(plain.read(route('/a', { defaults }))).toBeUndefined()
    expect(plain.read(route('/a'))).toBeDefined()
    expect(plain.read(route('/a', { defaults }))).toBeUndefined()
  })
})
