/**
 * Recognition where code generation is refused (a Content-Security-Policy without
 * 'unsafe-eval'): the matcher generates no code, so `new Function` is never called and the
 * answers stay Rails' (a sample of the vectors, replayed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadVectors, VECTOR_CONFIG } from '../support/vectors'

const RealFunction = globalThis.Function
let built = 0

describe('without code generation', () => {
  beforeAll(() => {
    globalThis.Function = function refused() {
      built++
      throw new EvalError('Refused to evaluate a string as JavaScript (CSP)')
    } as unknown as FunctionConstructor
  })
  afterAll(() => {
    globalThis.Function = RealFunction
  })

  it('recognizes as Rails does, many times over, without trying to generate code', async () => {
    const { defineRoutes, RoutingError } = await import('../../src/index')
    let checked = 0
    for (const v of loadVectors().filter((_, i) => i % 8 === 0)) {
      const routes = defineRoutes(v.declaration, VECTOR_CONFIG)
      for (let pass = 0; pass < 20; pass++) {
        for (const r of v.recognitions) {
          const res = r.result as Record<string, unknown>
          if ('error' in res) continue
          let got: unknown
          try {
            got = routes.recognizePath(r.path, { method: r.method, params: r._method ? { _method: r._method } : {} })
          } catch (e) {
            got = e instanceof RoutingError ? 'RoutingError' : e
          }
          expect(got, `${r.method} ${r.path}`).toEqual(res)
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000)
    expect(built).toBe(0)
  }, 60_000)
})
