/**
 * The helpers' fast path (src/routing/generator/fast-path.ts): a helper's common call, precompiled,
 * answers as the general path does, for any params and for the options that only make the path a
 * URL, on the Rails 2.3.18 vector tables.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../src/index'

describe('the precompiled helper path answers as the general one', () => {
  /** Every path and url helper of every `every`-th vector table: its param count (format aside) and a runner. */
  async function vectorHelpers(every: number) {
    const { loadVectors, VECTOR_CONFIG } = await import('../support/vectors')
    return loadVectors()
      .filter((_, i) => i % every === 0)
      .flatMap((v) => {
        const routes = defineRoutes(v.declaration, VECTOR_CONFIG)
        return Object.entries(routes.helpers)
          .filter(([name]) => !name.startsWith('hash_for_'))
          .map(([name, helper]) => {
            const route = routes.routes.find((r) => r.name === name.replace(/_(path|url)$/, ''))!
            const run = (args: unknown[]): string => {
              try {
                return helper(...args) as string
              } catch (e) {
                return e instanceof RoutingError ? `RoutingError: ${e.message}` : String(e)
              }
            }
            return { name, seed: v.seed, params: [...route.path.matchAll(/[:*](\w+)/g)].filter((m) => m[1] !== 'format').length, run }
          })
      })
  }

  it('on the vector tables, for arbitrary params', async () => {
    const fc = (await import('fast-check')).default
    const value = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.integer(),
      fc.double(),
      fc.constantFrom('1.1.1', 'a b', 'x/y', 'a?b', '', 'abc', '2024', 'en', 'AB12'),
    )
    let compared = 0
    for (const { name, seed, params, run } of await vectorHelpers(10)) {
      fc.assert(
        fc.property(fc.array(value, { minLength: params, maxLength: params }), (values) => {
          // `_options: true` marks the options object and takes the general path.
          expect(run(values), `${name}(${JSON.stringify(values)})`).toBe(run([...values, { _options: true }]))
          expect(run([...values, {}]), `${name}(${JSON.stringify(values)}, {})`).toBe(run([...values, { _options: true }]))
          compared++
        }),
        { numRuns: 20, seed },
      )
    }
    expect(compared).toBeGreaterThan(1000)
  }, 120_000)

  it('with options that only make the path a URL (host, protocol, port, anchor, only_path), safe or not', async () => {
    const fc = (await import('fast-check')).default
    const value = fc.oneof(fc.string(), fc.integer(), fc.constantFrom('1.1.1', 'a b', '', 'abc', '2024'))
    const options = fc.record(
      {
        host: fc.constantFrom('example.com', 'api.example.com:8080', '[::1]', 'evil.com/x', 'a@b', '', 3),
        protocol: fc.constantFrom('https', 'https://', 'http:', 'javascript', 'JavaScript:', 'data', '1x', ''),
        port: fc.constantFrom(80, '8080', 65535, 70000, '80a', -1, null),
        anchor: fc.oneof(fc.string(), fc.constantFrom(null, 'a b#c', 12)),
        only_path: fc.constantFrom(true, false, 'false', '0', 0, null, undefined),
      },
      { requiredKeys: [] },
    )
    let compared = 0
    for (const { name, seed, params, run } of await vectorHelpers(20)) {
      fc.assert(
        fc.property(fc.array(value, { minLength: params, maxLength: params }), options, (values, opts) => {
          const call = `${name}(${JSON.stringify([...values, opts])})`
          expect(run([...values, opts]), call).toBe(run([...values, { ...opts, _options: true }]))
          compared++
        }),
        { numRuns: 10, seed },
      )
    }
    expect(compared).toBeGreaterThan(500)
  }, 120_000)
})
