/**
 * generate → recognize gives the same params back (docs/helpers-and-types.md), for every value that generates:
 * arbitrary strings including '/', '?', '#', '%', spaces, '+', unicode and lone surrogates, over
 * the named GET routes of the vector tables.
 *
 * Rails 2.3's own exceptions, kept because the vectors require them and excluded here:
 * - a segment without a requirement (plain routes, path_prefix variables) generates any value,
 *   but recognizes only `[^/.?]+`: a value with '.' (or '') generates and does not come back;
 * - a value equal to a static word of the table (`new`, `edit`, …) is recognized by the route
 *   that has that word.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../src/index'
import { loadVectors, VECTOR_CONFIG } from '../support/vectors'

const value = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1 }),
  fc.stringMatching(/^[a-z0-9 /?#%+.:@&=$,;'~*()[\]é✓]{1,8}$/),
  fc.constantFrom('x/y', 'a?b', 'a#b', '100%', 'a b', 'a+b', 'café', '✓', '%2F', 'a%20b', '..', '.', 'a.b'),
)

describe('generate → recognize', () => {
  const vectors = loadVectors().filter((_, i) => i % 5 === 0)

  it('gives the same params back for every value that generates', () => {
    let roundTrips = 0
    let refused = 0
    for (const v of vectors) {
      const routes = defineRoutes(v.declaration, VECTOR_CONFIG)
      const statics = new Set(routes.routes.flatMap((r) => r.path.split(/[/.()]/)))
      const named = routes.routes.filter(
        (r) => r.name !== undefined && (r.verb === 'GET' || r.verb === 'ANY' || (Array.isArray(r.verb) && r.verb.includes('GET'))),
      )
      for (const route of named) {
        const params = [...route.path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!).filter((k) => k !== 'format')
        const helper = routes.helpers[`${route.name}_path`]!
        fc.assert(
          fc.property(fc.array(value, { minLength: params.length, maxLength: params.length }), (values) => {
            fc.pre(
              values.every((x, i) => !statics.has(x) && (route.requirements[params[i]!] !== undefined || (!x.includes('.') && x !== ''))),
            )
            let path: string
            try {
              path = helper(...values)
            } catch (e) {
              expect(e).toBeInstanceOf(RoutingError)
              refused++
              return
            }
            const got = routes.recognizePath(path, { method: 'GET' })
            const want = Object.fromEntries(params.map((k, i) => [k, values[i]!]))
            expect(got, `${route.name}_path(${JSON.stringify(values)}) = ${path}`).toMatchObject({
              controller: route.controller,
              action: route.action,
              ...want,
            })
            roundTrips++
          }),
          { numRuns: 25, seed: v.seed },
        )
      }
    }
    expect(roundTrips).toBeGreaterThan(1000)
    expect(refused).toBeGreaterThan(100)
  }, 120_000)
})
