/**
 * Replays every recognition and generation of the Rails 2.3.18 vectors
 * (test/fixtures/rails23-routing.jsonl.gz) through defineRoutes: each answer exactly.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes, MethodNotAllowed, RoutingError } from '../../src/index'
import { loadVectors, VECTOR_CONFIG } from '../support/vectors'

const vectors = loadVectors()

describe('Rails 2.3.18 vectors', () => {
  it('holds 400 declarations', () => {
    expect(vectors.length).toBe(400)
  })

  for (const v of vectors) {
    describe(`seed ${v.seed}`, () => {
      const routes = defineRoutes(v.declaration, VECTOR_CONFIG)

      it(`recognizes ${v.recognitions.length} requests as Rails does`, () => {
        for (const r of v.recognitions) {
          const options = { method: r.method, params: r._method ? { _method: r._method } : {} }
          const where = `${r.method}${r._method ? `(_method=${r._method})` : ''} ${r.path}`
          const res = r.result as Record<string, unknown>
          if (res['error'] === 'RoutingError') {
            let err: unknown
            try {
              const got = routes.recognizePath(r.path, options)
              expect.fail(`${where}: expected RoutingError, got ${JSON.stringify(got)}`)
            } catch (e) {
              err = e
            }
            expect(err, where).toBeInstanceOf(RoutingError)
            expect(err, where).not.toBeInstanceOf(MethodNotAllowed)
            expect(routes.match(r.path, options), where).toEqual({ error: 'not_found' })
          } else if (res['error'] === 'MethodNotAllowed') {
            const allowed = (res['allowed'] as string[]).map((m) => m.toUpperCase())
            let err: unknown
            try {
              const got = routes.recognizePath(r.path, options)
              expect.fail(`${where}: expected MethodNotAllowed, got ${JSON.stringify(got)}`)
            } catch (e) {
              err = e
            }
            expect(err, where).toBeInstanceOf(MethodNotAllowed)
            expect((err as MethodNotAllowed).allowedMethods, where).toEqual(allowed)
            expect(routes.match(r.path, options), where).toEqual({ error: 'method_not_allowed', allowedMethods: allowed })
          } else {
            let got: unknown
            try {
              got = routes.recognizePath(r.path, options)
            } catch (e) {
              got = String(e)
            }
            expect(got, where).toEqual(res)
            expect(routes.match(r.path, options), where).toEqual({ params: res })
          }
        }
      })

      it(`generates ${v.generations.length} URLs as Rails does`, () => {
        for (const g of v.generations) {
          const where = `${g.helper}(${JSON.stringify(g.args).slice(1, -1)})`
          const helper = routes.helpers[g.helper]
          expect(helper, `${where}: helper exists`).toBeTypeOf('function')
          if (typeof g.result === 'string') {
            let got: unknown
            try {
              got = helper!(...g.args)
            } catch (e) {
              got = String(e)
            }
            expect(got, where).toBe(g.result)
          } else {
            expect(() => helper!(...g.args), where).toThrow(RoutingError)
          }
        }
      })
    })
  }
})
