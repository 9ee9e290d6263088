/**
 * A case-insensitive requirement (`/…/i`) is rewritten to match without the flag (it is
 * embedded in the whole-path RegExp). Escapes (`\x41`, `\u00e9`, `\cJ`) and named groups were
 * rewritten letter by letter: `\x4a` became `\x4[aA]`, `(?<n>…)` became `(?<[nN]>…)` (a
 * SyntaxError thrown by recognizePath), and escaped letters lost their other case.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'

const withId = (id: RegExp) => defineRoutes({ resources: { posts: { requirements: { id } } } } as never)
const path = (routes: ReturnType<typeof withId>, ...args: unknown[]) =>
  (routes.helpers as unknown as Record<string, (...a: unknown[]) => string>)['post_path']!(...args)

describe('case-insensitive requirements', () => {
  it('\\x escapes keep their meaning and fold', () => {
    const routes = withId(/\x41b/i)
    expect(routes.recognizePath('/posts/ab')).toEqual({ controller: 'posts', action: 'show', id: 'ab' })
    expect(routes.recognizePath('/posts/AB')).toEqual({ controller: 'posts', action: 'show', id: 'AB' })
    expect(path(routes, 'aB')).toBe('/posts/aB')
    expect(withId(/\x4a/i).recognizePath('/posts/j')).toEqual({ controller: 'posts', action: 'show', id: 'j' })
  })

  it('\\u escapes keep their meaning and fold', () => {
    const routes = withId(/caf\u00e9/i)
    expect(path(routes, 'café')).toBe('/posts/caf%C3%A9')
    expect(path(routes, 'CAFÉ')).toBe('/posts/CAF%C3%89')
  })

  it('escapes in character classes and ranges', () => {
    expect(withId(/[\x41-\x5a]+/i).recognizePath('/posts/abc')).toEqual({ controller: 'posts', action: 'show', id: 'abc' })
    expect(withId(/[\x61-\x7a]+/i).recognizePath('/posts/XYZ')).toEqual({ controller: 'posts', action: 'show', id: 'XYZ' })
  })

  it('control escapes are left alone', () => {
    expect(withId(/a\cJ?/i).recognizePath('/posts/A')).toEqual({ controller: 'posts', action: 'show', id: 'A' })
  })

  it('named groups', () => {
    const routes = withId(/(?<n>a)b/i)
    expect(routes.recognizePath('/posts/AB')).toEqual({ controller: 'posts', action: 'show', id: 'AB' })
    expect(path(routes, 'Ab')).toBe('/posts/Ab')
    expect(withId(/(?<n>a)\k<n>/i).recognizePath('/posts/aa')).toEqual({ controller: 'posts', action: 'show', id: 'aa' })
  })

  it('plain letters and ranges still fold', () => {
    expect(withId(/[a-f]+\d/i).recognizePath('/posts/ABC1')).toEqual({ controller: 'posts', action: 'show', id: 'ABC1' })
    expect(withId(/[a-f]+\d/i).match('/posts/ABG1').error).toBe('not_found')
  })
})
