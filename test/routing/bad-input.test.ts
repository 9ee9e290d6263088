/**
 * Inputs outside the typed surface still get a clear answer (developers' guide: "Bad input
 * gets a clear error naming what was wrong … at run time always").
 */
import { describe, expect, it } from 'vitest'
import { DeclarationError, defineRoutes } from '../../src/index'

const build = (declaration: unknown) => () => defineRoutes(declaration as never)

describe('a declaration that contains itself', () => {
  it('is a DeclarationError naming the place, not a stack overflow', () => {
    const posts: Record<string, unknown> = {}
    posts['resources'] = { posts }
    expect(build({ resources: { posts } })).toThrow(DeclarationError)
    expect(build({ resources: { posts } })).toThrow('resources.posts.resources.posts: the declaration contains itself here (a cycle)')
    const scope: Record<string, unknown> = {}
    scope['namespace'] = { admin: scope }
    expect(build(scope)).toThrow('namespace.admin: the declaration contains itself here (a cycle)')
    const many: Record<string, unknown> = {}
    many['posts'] = many
    expect(build({ resources: { users: { has_many: many } } })).toThrow(
      'resources.users.has_many.posts: the declaration contains itself here (a cycle)',
    )
  })

  it('while one options object shared by siblings or reused at two depths is fine', () => {
    const shared = { only: ['index', 'show'] } as const
    const routes = defineRoutes({ resources: { a: shared, b: shared, c: { resources: { d: shared } } } } as const)
    expect(routes.routes.map((r) => r.name).filter(Boolean)).toEqual([
      'a_index',
      'a',
      'b_index',
      'b',
      'c_d_index',
      'c_d',
      'c_index',
      'new_c',
      'edit_c',
      'c',
    ])
    expect(routes.recognizePath('/c/1/d/2')).toEqual({ controller: 'd', action: 'show', c_id: '1', id: '2' })
    // validating again after a failure starts clean
    const loop: Record<string, unknown> = {}
    loop['resources'] = { loop }
    expect(build({ resources: { loop } })).toThrow(DeclarationError)
    expect(() => defineRoutes({ resources: { a: shared } } as const)).not.toThrow()
  })
})

describe('__proto__ as a param name', () => {
  it('is refused in paths, path prefixes, requirements and defaults', () => {
    expect(build({ connect: [{ path: 'x/:__proto__', controller: 'x' }] })).toThrow(
      'connect[0]: path "x/:__proto__": "__proto__" cannot be a param name',
    )
    expect(build({ resources: { posts: { path_prefix: '/:__proto__' } } })).toThrow(
      'resources.posts: option "path_prefix": "__proto__" cannot be a param name',
    )
    expect(build(JSON.parse('{"connect":[{"path":"x/:id","controller":"x","defaults":{"__proto__":"a"}}]}'))).toThrow(
      'connect[0]: option "defaults": "__proto__" cannot be a param name',
    )
    const requirements = Object.defineProperty({}, '__proto__', { value: /a/, enumerable: true })
    expect(build({ connect: [{ path: 'x/:id', controller: 'x', requirements }] })).toThrow(
      'connect[0]: option "requirements": "__proto__" cannot be a param name',
    )
  })
})

describe('recognition options', () => {
  it('take params: null as no params', () => {
    const routes = defineRoutes({ resources: { posts: {} } } as const)
    expect(routes.match('/posts/1', { method: 'POST', params: null as never })).toEqual({
      error: 'method_not_allowed',
      allowedMethods: ['GET', 'PUT', 'DELETE'],
    })
  })
})

describe('routes.routes', () => {
  it('is frozen: the helpers compile from it on first use', () => {
    const routes = defineRoutes({ resources: { posts: {} } } as const)
    expect(Object.isFrozen(routes.routes)).toBe(true)
    expect(() => (routes.routes as unknown as unknown[]).pop()).toThrow(TypeError)
    expect(routes.helpers.post_path(1)).toBe('/posts/1')
  })
})

describe('a requirement on a param outside the path', () => {
  it('says the param is missing when it is not given (a shallow member keeps its parent requirement)', () => {
    const r = defineRoutes({
      resources: { threads: { shallow: true, resources: { messages: { requirements: { thread_id: /\d+/ } } } } },
    } as const)
    expect(() => r.helpers.message_path(3)).toThrow('message_path failed to generate: missing required param :thread_id')
    expect(() => r.helpers.message_path(3, { thread_id: 'x' })).toThrow('"x" does not satisfy the requirement on :thread_id')
    expect(r.helpers.message_path(3, { thread_id: 7 })).toBe('/messages/3')
  })
})
