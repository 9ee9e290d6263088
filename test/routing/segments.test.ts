/**
 * `firstWord` (the static word a route path starts with, which the matcher files the route
 * under at build) reads a path as `parsePath` does, without building its segments.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Route } from '../../src/routing/route'
import {
  CONTROLLER,
  DIVIDER,
  FORMAT,
  GLOB,
  PARAM,
  STATIC,
  firstWord,
  parsePath,
  parsePathByChars,
  pathCompiler,
} from '../../src/routing/segments'

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

/** Paths without '.' or '?' (but a final `(.:format)`): the ones `parsePath` reads by pieces between slashes. */
const slashPaths = fc
  .tuple(
    fc.array(fc.constantFrom('/', '//', ':', '*', 'a', 'b_', '-', ':id', ':controller', '*x', '/posts', '/:post_id'), { maxLength: 8 }),
    fc.boolean(),
  )
  .map(([parts, format]) => parts.join('') + (format ? '(.:format)' : ''))

describe('parsePath', () => {
  it('cuts resource paths into segments', () => {
    const kinds = (path: string) => parsePath(path).map((s) => [s.kind, s.text || s.key, s.optional])
    expect(kinds('/posts/:post_id/photos/:id/edit(.:format)')).toEqual([
      [DIVIDER, '/', true],
      [STATIC, 'posts', false],
      [DIVIDER, '/', true],
      [PARAM, 'post_id', false],
      [DIVIDER, '/', true],
      [STATIC, 'photos', false],
      [DIVIDER, '/', true],
      [PARAM, 'id', false],
      [DIVIDER, '/', true],
      [STATIC, 'edit', false],
      [FORMAT, 'format', true],
    ])
    expect(kinds('posts/')).toEqual([
      [DIVIDER, '/', true],
      [STATIC, 'posts', false],
      [DIVIDER, '/', true],
    ])
    expect(kinds('/:controller/*path')).toEqual([
      [DIVIDER, '/', true],
      [CONTROLLER, 'controller', false],
      [DIVIDER, '/', true],
      [GLOB, 'path', true],
      [DIVIDER, '/', true],
    ])
  })

  it('reads a path by pieces between slashes as it reads it char by char', () => {
    for (const generated of [slashPaths, paths]) {
      fc.assert(
        fc.property(generated, (path) => {
          expect(parsePath(path), path).toEqual(parsePathByChars(path))
        }),
        { numRuns: 5000 },
      )
    }
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
