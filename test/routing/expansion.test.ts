/**
 * Replays the `routes` field of every Rails 2.3.18 vector (test/fixtures/rails23-routing.jsonl.gz): `expand` must
 * give Rails' route table exactly — name, verb, path, controller, action and requirements of
 * every route, in order. Requirements are compared as RegExp source + flags, key order aside
 * (Rails 1.8 hashes have none).
 */
import { describe, expect, it } from 'vitest'
import { expand } from '../../src/routing/expand'
import type { Route } from '../../src/routing/route'
import { loadVectors, type VectorRoute } from '../support/vectors'

const regexps = (reqs: Readonly<Record<string, RegExp>>): Record<string, string> =>
  Object.fromEntries(Object.entries(reqs).map(([k, re]) => [k, `/${re.source}/${re.flags}`]))

const fromRails = (r: VectorRoute) => ({
  name: r.name ?? undefined,
  verb: r.verb ?? 'ANY',
  path: r.path,
  controller: r.controller,
  action: r.action,
  requirements: regexps(r.requirements),
})
const fromExpand = (r: Route) => ({
  name: r.name,
  verb: r.verb,
  path: r.path,
  controller: r.controller,
  action: r.action,
  requirements: regexps(r.requirements),
})

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !(value instanceof RegExp)) {
    for (const v of Object.values(value)) deepFreeze(v)
    Object.freeze(value)
  }
  return value
}

const vectors = loadVectors()

describe('expand: Rails 2.3.18 route tables (vectors)', () => {
  it('has all 400 vectors', () => {
    expect(vectors).toHaveLength(400)
  })

  it.each(vectors.map((v) => [v.seed, v] as const))('vector seed %i', (_seed, vector) => {
    const declaration = deepFreeze(copyKeepingRegExps(vector.declaration))
    const routes = expand(declaration)
    expect(routes.map(fromExpand)).toEqual(vector.routes.map(fromRails))
  })
})

describe('expand: every vector route table', () => {
  it('is plain frozen data, with conditions agreeing with verb', () => {
    for (const vector of vectors.slice(0, 50)) {
      for (const route of expand(vector.declaration)) {
        expect(Object.isFrozen(route)).toBe(true)
        expect(Object.isFrozen(route.requirements)).toBe(true)
        const method = route.conditions?.method
        const expected =
          method === undefined ? 'ANY' : typeof method === 'string' ? method.toUpperCase() : method.map((m) => m.toUpperCase())
        expect(route.verb).toEqual(expected)
      }
    }
  })

  it('does not change the declaration', () => {
    for (const vector of vectors.slice(0, 50)) {
      const before = JSON.stringify(vector.declaration, (_k, v) => (v instanceof RegExp ? `/${v.source}/${v.flags}` : v))
      expand(vector.declaration)
      expect(JSON.stringify(vector.declaration, (_k, v) => (v instanceof RegExp ? `/${v.source}/${v.flags}` : v))).toBe(before)
    }
  })
})

/** A deep copy of plain data that keeps RegExp values as they are. */
function copyKeepingRegExps<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyKeepingRegExps) as T
  if (value && typeof value === 'object' && !(value instanceof RegExp)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyKeepingRegExps(v)])) as T
  }
  return value
}
