/**
 * A differential property: the segment trie must answer exactly as the plain Rails matcher
 * (every route's RegExp, in order) on the vector tables and on paths built from them.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { expand } from '../../../src/routing/expand'
import { createMatcher } from '../../../src/routing/matcher'
import { controllersOf } from '../../../src/routing/routes'
import { compileAll } from '../../../src/routing/segments'
import type { Route } from '../../../src/routing/route'
import { loadVectors } from '../../support/vectors'

describe('the trie answers as the plain Rails matcher', () => {
  const vectors = loadVectors()
  const words = ['7', 'abc', 'new', 'edit', '1.1.1', 'a%2Fb', 'x%20y', '', 'A', 'caf%C3%A9', 'a.b', '100%25', 'index']
  const pathsOf = (routes: readonly Route[]): string[] => {
    const statics = new Set<string>()
    for (const r of routes) for (const w of r.path.split(/[/.()]/)) if (w && !w.startsWith(':') && !w.startsWith('*')) statics.add(w)
    return [...statics]
  }

  it('on every vector table, for paths built from its routes', () => {
    const seen = { params: 0, not_found: 0, method_not_allowed: 0 }
    for (const v of vectors.filter((_, i) => i % 4 === 0)) {
      const routes = expand(v.declaration)
      const compiled = compileAll(routes, controllersOf(routes))
      const fast = createMatcher(routes, compiled)
      const slow = createMatcher(routes, compiled, false)
      const statics = pathsOf(routes)
      const arbPath = fc
        .tuple(
          fc.constantFrom(...routes.map((r) => r.path)),
          fc.array(fc.constantFrom(...words, ...statics), { minLength: 4, maxLength: 4 }),
          fc.constantFrom('', '', '.xml', '.JSON', '/', '.tar.gz', '/extra', '//'),
          fc.boolean(),
        )
        .map(([p, fill, tail, upper]) => {
          let i = 0
          let s = p.replace('(.:format)', '').replace(/[:*]\w+/g, () => fill[i++ % fill.length]!) + tail
          if (upper) s = s.toUpperCase()
          return s
        })
      fc.assert(
        fc.property(
          arbPath,
          fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD'),
          fc.constantFrom(undefined, 'put', 'delete'),
          (path, method, _method) => {
            const options = { method, params: { _method } }
            const answer = fast.match(path, options)
            expect(answer, `${v.seed} ${method} ${path}`).toEqual(slow.match(path, options))
            seen[answer.params ? 'params' : answer.error]++
          },
        ),
        { numRuns: 300, seed: v.seed },
      )
    }
    // The paths exercise all three answers.
    expect(Math.min(seen.params, seen.not_found, seen.method_not_allowed)).toBeGreaterThan(500)
  }, 120_000)

  it('where a trie node has a few static children (compared in one string) or many (hashed)', () => {
    // A few collection actions, or many, beside the member routes: words of one length, one first char.
    const few = ['search', 'recent', 'rx', 'r']
    const many = [...few, 'archived', 'bulk', 'closed', 'open', 'drafts', 'mine', 'theirs', 'starred', 'stale']
    for (const actions of [few, many]) {
      const declaration = {
        resources: { posts: { collection: Object.fromEntries(actions.map((a) => [a, 'get'])), resources: { comments: {} } } },
      }
      const routes = expand(declaration as never)
      const compiled = compileAll(routes, controllersOf(routes))
      const fast = createMatcher(routes, compiled)
      const slow = createMatcher(routes, compiled, false)
      const near = actions.flatMap((a) => [a, a.slice(1), `${a}x`, a.toUpperCase(), `x${a.slice(1)}`, encodeURIComponent(a)])
      fc.assert(
        fc.property(fc.constantFrom(...near, '7', 'new'), fc.constantFrom('', '.xml', '/', '/edit', '/comments'), (word, tail) => {
          const path = `/posts/${word}${tail}`
          expect(fast.match(path), path).toEqual(slow.match(path))
        }),
        { numRuns: 200 },
      )
      for (const a of actions) expect(fast.match(`/posts/${encodeURIComponent(a)}`)).toEqual({ params: { controller: 'posts', action: a } })
    }
  })
})
