/**
 * `firstWord` (the static word a route path starts with, which the matcher files the route
 * under at build) reads a path as `parsePath` does, without building its segments.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Route } from '../../src/routing/route'
import { DIVIDER, FORMAT, STATIC, firstWord, parsePath, pathCompiler } from '../../src/routing/segments'

/** The first segment when it is static text (not optional) followed by a `/` or `.` divider or the format. */
function firstWordBySegments(path: string): string | undefined {
  const [lead, word, next] = parsePath(path)
  const followed = next?.kind === FORMAT || (next?.kind === DIVIDER && (next.text === '/' || next.text === '.'))
  return lead?.kind === DIVIDER && lead.text === '/' && word?.kind === STATIC && !word.optional && followed ? word.text : undefined
}

const paths = fc
  .tuple(fc.array(fc.constantFrom('/', '.', '?', ':', '*', 'a', 'b_', '(', ')', ':id', '*x', 'format'), { maxLength: 7 }), fc.boolean())
  .map(([parts, format]) => parts.join('') + (format ? '(.:format)' : ''))

describe('firstWord', () => {
  it('reads the static word a path starts with', () => {
    expect(firstWord('/posts/:id(.:format)')).toBe('posts')
    expect(firstWord('posts/new')).toBe('posts')
    expect(firstWord('/posts(.:format)')).toBe('posts')
    expect(firstWord('/posts')).toBe('posts')
    expect(firstWord('/:controller/:action')).toBeUndefined()
    expect(firstWord('/*path')).toBeUndefined()
    expect(firstWord('/')).toBeUndefined()
    expect(firstWord('')).toBeUndefined()
    expect(firstWord('/posts?/x')).toBeUndefined()
  })

  it('agrees with parsePath on any path', () => {
    fc.assert(
      fc.property(paths, (path) => {
        expect(firstWord(path), path).toBe(firstWordBySegments(path))
      }),
      { numRuns: 5000 },
    )
  })
})

describe('pathCompiler', () => {
  const route = (requirements: Record<string, RegExp>, defaults: Record<string, string | null> = {}): Route => ({
    verb: 'GET',
    path: '/posts/:id(.:format)',
    controller: 'posts',
    action: 'show',
    requirements,
    defaults,
  })

  it('gives routes with the same path, requirements and defaults one compiled path', () => {
    const shared = { id: /\d+/ }
    const routes = [route(shared), route(shared), route({ id: /\d+/ }), { ...route(shared), path: '/posts/:id/edit(.:format)' }]
    const compiledOf = pathCompiler(routes, () => [])
    expect(compiledOf(1)).toBe(compiledOf(0))
    // Equal requirements in another object: the same compiled path too.
    expect(compiledOf(2)).toBe(compiledOf(0))
    expect(compiledOf(3)).not.toBe(compiledOf(0))
  })

  it('compiles a path again for other requirements or defaults', () => {
    const routes = [route({ id: /\d+/ }), route({ id: /\d+/i }), route({ id: /[a-z]+/ }), route({}), route({ id: /\d+/ }, { id: '1' })]
    const compiledOf = pathCompiler(routes, () => [])
    const compiled = routes.map((_, i) => compiledOf(i))
    expect(new Set(compiled).size).toBe(5)
    expect(compiled[1]!.segments[3]!.source).toBe('\\d+')
    expect(compiled[2]!.segments[3]!.source).toBe('[a-z]+')
    expect(compiled[4]!.required).toEqual([])
  })
})
