/**
 * Recognition where code generation is refused (a Content-Security-Policy without
 * 'unsafe-eval'): `new Function` throws, the matcher builds params with its generic loop, and
 * the answers stay Rails' (a sample of the vectors, replayed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FACTORY_AFTER } from '../../src/routing/matcher/params'
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

  it('recognizes as Rails does', async () => {
    const { defineRoutes, RoutingError } = await import('../../src/index')
    let checked = 0
    let tables = 0
    for (const v of loadVectors().filter((_, i) => i % 8 === 0)) {
      const routes = defineRoutes(v.declaration, VECTOR_CONFIG)
      tables++
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
    expect(checked).toBeGreaterThan(500)
    // Each table tried code generation once at most (for a route recognized often enough), then kept to the generic loop.
    expect(built).toBeLessThanOrEqual(tables)
  }, 60_000)

  it('tries code generation once per table, however many route shapes it recognizes', async () => {
    const { defineRoutes } = await import('../../src/index')
    const routes = defineRoutes({ resources: { threads: { member: { close: 'put' }, resources: { messages: {} } } } })
    built = 0
    // Each route recognized FACTORY_AFTER times: enough for a factory of its shape, were code generation allowed.
    for (let i = 0; i < FACTORY_AFTER; i++) {
      expect(routes.recognizePath('/threads')).toEqual({ controller: 'threads', action: 'index' })
      expect(routes.recognizePath('/threads/7.xml')).toEqual({ controller: 'threads', action: 'show', id: '7', format: 'xml' })
      expect(routes.recognizePath('/threads/7/messages/9')).toEqual({ controller: 'messages', action: 'show', thread_id: '7', id: '9' })
      expect(routes.recognizePath('/threads/7/close', { method: 'PUT' })).toEqual({ controller: 'threads', action: 'close', id: '7' })
    }
    expect(built).toBe(1)
  })
})
