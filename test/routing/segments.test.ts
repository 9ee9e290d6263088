/**
 * `firstWord` (the static word a route path starts with, which the matcher files the route
 * under at build) reads a path as `parsePath` does, without building its segments.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DIVIDER, FORMAT, STATIC, firstWord, parsePath } from '../../src/routing/segments'

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
