/**
 * Types and runtime agree: the type-level named routes and params equal the runtime
 * expansion's for 200 random declarations (one TypeScript program) and for all 400 Rails 2.3.18
 * vector declarations, and `UrlForHash<D>` accepts a plain route's hash with or without its
 * non-segment defaults exactly when the runtime's `urlFor` generates from it.
 * Long run: `npm run test:mirror -- --runs 2000`.
 */
import { describe, expect, it } from 'vitest'
import { runtimeUrlForHashes } from './generate'
import { mirrorRandom, mirrorVectors, sampleDeclarations } from './run'
import type { RouteDeclaration } from '../../../src/routing/declaration'

const seed = Number(process.env['MIRROR_SEED'] ?? 20261123)

describe('type-level mirror', () => {
  it(`agrees with the runtime on 200 random declarations (seed ${seed})`, { timeout: 120_000 }, () => {
    const r = mirrorRandom(200, seed)
    expect(r.checked).toBe(200)
    expect(r.disagreements).toEqual([])
  })

  it('checks urlFor hashes the runtime refuses and hashes it generates from (the check above is not vacuous)', () => {
    const hashes = sampleDeclarations(200, seed).flatMap((d) => runtimeUrlForHashes(d as RouteDeclaration))
    expect(hashes.filter((h) => h.generates).length).toBeGreaterThan(20)
    expect(hashes.filter((h) => !h.generates).length).toBeGreaterThan(10)
  })

  it('agrees with Rails 2.3.18 route tables on all 400 vector declarations', { timeout: 120_000 }, () => {
    const r = mirrorVectors()
    expect(r.checked).toBe(400)
    expect(r.disagreements).toEqual([])
    expect(r.ambiguous).toBe(0)
  })
})
