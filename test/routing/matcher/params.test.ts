/**
 * The params factories (src/routing/matcher/params.ts): a trie route builds its params with the
 * generic loop for its first `FACTORY_AFTER` recognitions, then with its shape's generated
 * function; the factories belong to the route table that made them, so a table where code
 * generation was refused does not keep another table from generating its own.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'
import { FACTORY_AFTER } from '../../../src/routing/matcher/params'

const RealFunction = globalThis.Function

/** Replaces the Function constructor by one that counts its calls and refuses them when `refuse`. */
function countFunctionCalls(refuse: boolean): { calls: number } {
  const count = { calls: 0 }
  globalThis.Function = function counted(...args: string[]) {
    count.calls++
    if (refuse) throw new EvalError('Refused to evaluate a string as JavaScript (CSP)')
    return RealFunction(...args)
  } as unknown as FunctionConstructor
  return count
}

const declaration = { resources: { threads: { resources: { messages: {} } } } }
const SHOW = { controller: 'messages', action: 'show', thread_id: '1', id: '2' }

/** Recognizes `/threads/1/messages/2` `times` times (with a format every other time), checking each answer. */
function recognizeShow(routes: ReturnType<typeof defineRoutes>, times: number): void {
  for (let i = 0; i < times; i++) {
    if (i % 2 === 0) expect(routes.recognizePath('/threads/1/messages/2')).toEqual(SHOW)
    else expect(routes.recognizePath('/threads/1/messages/2.xml')).toEqual({ ...SHOW, format: 'xml' })
  }
}

afterEach(() => {
  globalThis.Function = RealFunction
})

describe('params factories', () => {
  it('a route gets its factory once it has been recognized FACTORY_AFTER times, with the same answers', () => {
    const count = countFunctionCalls(false)
    const routes = defineRoutes(declaration)
    recognizeShow(routes, FACTORY_AFTER - 1)
    expect(count.calls).toBe(0)
    recognizeShow(routes, 1)
    expect(count.calls).toBe(1)
    recognizeShow(routes, FACTORY_AFTER * 2)
    // PUT /threads/1/messages/2 (update) has show's shape: its factory is show's.
    for (let i = 0; i < FACTORY_AFTER; i++) {
      expect(routes.recognizePath('/threads/1/messages/2', { method: 'PUT' })).toEqual({ ...SHOW, action: 'update' })
    }
    expect(count.calls).toBe(1)
  })

  it('a table generates its factories after another table was refused code generation', () => {
    const refused = countFunctionCalls(true)
    recognizeShow(defineRoutes(declaration), FACTORY_AFTER * 2)
    expect(refused.calls).toBe(1)

    const allowed = countFunctionCalls(false)
    recognizeShow(defineRoutes(declaration), FACTORY_AFTER * 2)
    expect(allowed.calls).toBe(1)
  })

  it('each table generates the factories of its own shapes', () => {
    const count = countFunctionCalls(false)
    recognizeShow(defineRoutes(declaration), FACTORY_AFTER)
    recognizeShow(defineRoutes(declaration), FACTORY_AFTER)
    expect(count.calls).toBe(2)
  })
})

describe('generated factories on the Rails 2.3.18 vectors', () => {
  it('answer as Rails does once every route has its factory', async () => {
    const { loadVectors, VECTOR_CONFIG } = await import('../../support/vectors')
    const count = countFunctionCalls(false)
    let checked = 0
    for (const v of loadVectors().filter((_, i) => i % 4 === 0)) {
      const routes = defineRoutes(v.declaration, VECTOR_CONFIG)
      const hits = v.recognitions.filter((r) => !('error' in r.result))
      const options = (r: (typeof hits)[number]) => ({ method: r.method, params: r._method ? { _method: r._method } : {} })
      // Every route recognized FACTORY_AFTER times builds its params with the generic loop; the next time, with its factory.
      for (let i = 0; i < FACTORY_AFTER; i++) for (const r of hits) routes.recognizePath(r.path, options(r))
      for (const r of hits) {
        expect(routes.recognizePath(r.path, options(r)), `${r.method} ${r.path}`).toEqual(r.result)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(1000)
    expect(count.calls).toBeGreaterThan(100)
  }, 60_000)
})
