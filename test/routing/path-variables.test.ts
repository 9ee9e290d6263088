/**
 * Declaration checks and expansion found `:name` anywhere in a path, while the segment
 * parser (Rails 2.3 builder.rb `segment_for`) reads a variable only at the start of a piece, after
 * a separator or right after another variable: in `archive/:year-:month`, `-:month` is static text.
 * The two now agree, so a check never refuses (or a default never targets) a variable that is not one.
 */
import { describe, expect, it } from 'vitest'
import { DeclarationError, defineRoutes } from '../../src/index'

describe('variables inside static text', () => {
  it('a path_prefix with ":id" inside a word is static text, not the reserved :id', () => {
    const routes = defineRoutes({ resources: { posts: { path_prefix: '/v-:id', only: ['show'] } } } as const)
    expect(routes.routes.map((r) => r.path)).toEqual(['/v-:id/posts/:id(.:format)'])
    expect(routes.recognizePath('/v-:id/posts/3')).toEqual({ controller: 'posts', action: 'show', id: '3' })
    expect(routes.helpers.post_path(3)).toBe('/v-:id/posts/3')
  })

  it('a plain route with ":action" inside a word has no action segment', () => {
    const routes = defineRoutes({ connect: [{ path: 'archive/:year-:action', controller: 'archive', action: 'show' }] } as const)
    expect(routes.routes[0]).toMatchObject({ controller: 'archive', action: 'show', defaults: {} })
    expect(routes.recognizePath('/archive/2024-:action')).toEqual({ controller: 'archive', action: 'show', year: '2024' })
    expect(routes.urlFor({ controller: 'archive', action: 'show', year: 2024, only_path: true })).toBe('/archive/2024-:action')
  })

  it('a controller named only inside a word is no :controller segment', () => {
    expect(() => defineRoutes({ connect: [{ path: 'x/a-:controller' }] } as never)).toThrow(DeclarationError)
    expect(() => defineRoutes({ connect: [{ path: 'x/a-:controller' }] } as never)).toThrow('names no controller')
  })

  it('variables right after another variable or a separator are still variables', () => {
    const routes = defineRoutes({ connect: [{ path: 'p/:a.:b', controller: 'p', action: 'x' }] } as const)
    expect(routes.recognizePath('/p/1.2')).toEqual({ controller: 'p', action: 'x', a: '1', b: '2' })
    expect(() => defineRoutes({ connect: [{ path: 'p/:a/:a', controller: 'p' }] } as never)).toThrow('variable "a" appears twice')
  })
})
