/**
 * Paths with several globs: recognition keeps Rails' answers (the first glob greedy) and no longer
 * retries the path's ending for every split of the earlier globs (a 200 KB path that no route
 * takes was seconds to minutes of backtracking; it is now answered within the test's time-out).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'
import { compilePath, globGuard, recognitionPattern } from '../../src/routing/segments'
import type { Route } from '../../src/routing/route'

const paths = ['/*a/x/*b/y', '/files/*a/to/*b', '/*a/:id/*b/edit', '/*a/*b.:format', '/*a/x/*b/y/*c/z']
const route = (path: string): Route =>
  ({ path, requirements: {}, defaults: {}, controller: 'g', action: 'x', conditions: {} }) as unknown as Route

describe('a path with several globs', () => {
  it('gets a lookahead on its ending only when something required follows the last glob', () => {
    expect(globGuard(compilePath(route('/*a/x/*b/y')), undefined)).toBe('(?=.*(?:\\/y(?:\\/)?)$)')
    expect(globGuard(compilePath(route('/*a/:id/*b/:k')), undefined)).toBe('(?=.*(?:\\/(?:[^/.?]+)(?:\\/)?)$)')
    expect(globGuard(compilePath(route('/files/*a')), undefined)).toBe('')
  })

  it('recognizes as the pattern without the lookahead does (same match, same captures)', () => {
    const compiled = paths.map((p) => compilePath(route(p)))
    const pairs = compiled.map((c) => {
      const guarded = recognitionPattern(c)
      const guard = globGuard(c, undefined)
      const guardSource = guard === '' ? '' : new RegExp(guard).source
      expect(guarded.source.startsWith('^' + guardSource)).toBe(true)
      return [guarded, new RegExp('^' + guarded.source.slice(1 + guardSource.length))] as const
    })
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/', 'x', 'y', 'z', 'a', '.', 'edit', 'to', 'files', '%2F'), { maxLength: 14 }), (parts) => {
        const path = '/' + parts.join('')
        for (const [guarded, plain] of pairs)
          if (JSON.stringify(guarded.exec(path)) !== JSON.stringify(plain.exec(path))) expect(guarded.exec(path)).toEqual(plain.exec(path))
      }),
      { numRuns: 500 },
    )
  })

  it('answers a 200 KB path that no route takes, and one that a route takes', () => {
    const routes = defineRoutes({
      connect: [
        { path: '*a/x/*b/y', controller: 'g', action: 'x' },
        { path: '*a/x/*b/y/*c/z', controller: 'h', action: 'x' },
      ],
    })
    expect(routes.match('/' + 'x/'.repeat(100_000), { method: 'GET' })).toEqual({ error: 'not_found' })
    expect(routes.match('/' + 'x/'.repeat(100_000) + 'y', { method: 'GET' }).params).toMatchObject({ controller: 'g' })
  })
})
