/**
 * What the tests of the expansion compare (Rails 2.3 actionpack/test/controller/resources_test.rb,
 * ported): route rows with the `rake routes` columns, the seven routes of a plural resource and
 * the six of a singleton as Rails 2.3 orders them, and a check that a block of routes appears in
 * order.
 */
import { expect } from 'vitest'
import type { RouteDeclaration } from '../../../src/routing/declaration'
import { expand } from '../../../src/routing/expand'
import type { Route } from '../../../src/routing/route'

/** What a test compares: the `rake routes` columns, requirements as `/source/flags`. */
export interface Row {
  name: string | undefined
  verb: Route['verb']
  path: string
  controller: string | null
  action: string | null
}
export const row = (r: Route): Row => ({ name: r.name, verb: r.verb, path: r.path, controller: r.controller, action: r.action })
export const table = (declaration: RouteDeclaration, config?: Parameters<typeof expand>[1]): Row[] => expand(declaration, config).map(row)
export const R = (name: string | undefined, verb: Route['verb'], path: string, controller: string | null, action: string | null): Row => ({
  name,
  verb,
  path,
  controller,
  action,
})
export const named = (routes: readonly Row[], name: string): Row | undefined => routes.find((r) => r.name === name)

export interface RestfulOptions {
  controller?: string
  /** Path word (Rails' `as`). */
  as?: string
  /** Name prefix of collection and new routes. */
  namePrefix?: string
  /** Path prefix of collection and new routes, e.g. `/threads/:thread_id`. */
  pathPrefix?: string
  /** Shallow: member routes use this path prefix / name prefix instead. */
  memberPathPrefix?: string
  memberNamePrefix?: string
  singular?: string
  newWord?: string
  editWord?: string
}

/** The seven routes of a plural resource, in Rails 2.3 order (what `assert_simply_restful_for` checks). */
export function restful(plural: string, o: RestfulOptions = {}): Row[] {
  const singular = o.singular ?? plural.replace(/s$/, '')
  const controller = o.controller ?? plural
  const np = o.namePrefix ?? ''
  const collection = `${o.pathPrefix ?? ''}/${o.as ?? plural}`
  const member = `${o.memberPathPrefix ?? o.pathPrefix ?? ''}/${o.as ?? plural}/:id`
  const mnp = o.memberNamePrefix ?? np
  return [
    R(`${np}${plural}`, 'GET', `${collection}(.:format)`, controller, 'index'),
    R(undefined, 'POST', `${collection}(.:format)`, controller, 'create'),
    R(`new_${np}${singular}`, 'GET', `${collection}/${o.newWord ?? 'new'}(.:format)`, controller, 'new'),
    R(`edit_${mnp}${singular}`, 'GET', `${member}/${o.editWord ?? 'edit'}(.:format)`, controller, 'edit'),
    R(`${mnp}${singular}`, 'GET', `${member}(.:format)`, controller, 'show'),
    R(undefined, 'PUT', `${member}(.:format)`, controller, 'update'),
    R(undefined, 'DELETE', `${member}(.:format)`, controller, 'destroy'),
  ]
}

/** The six routes of a singleton, in Rails 2.3 order (create last). */
export function singleton(name: string, o: { controller?: string; namePrefix?: string; pathPrefix?: string; as?: string } = {}): Row[] {
  const controller = o.controller ?? `${name}s`
  const np = o.namePrefix ?? ''
  const path = `${o.pathPrefix ?? ''}/${o.as ?? name}`
  return [
    R(`new_${np}${name}`, 'GET', `${path}/new(.:format)`, controller, 'new'),
    R(`edit_${np}${name}`, 'GET', `${path}/edit(.:format)`, controller, 'edit'),
    R(`${np}${name}`, 'GET', `${path}(.:format)`, controller, 'show'),
    R(undefined, 'PUT', `${path}(.:format)`, controller, 'update'),
    R(undefined, 'DELETE', `${path}(.:format)`, controller, 'destroy'),
    R(undefined, 'POST', `${path}(.:format)`, controller, 'create'),
  ]
}

/** Asserts that `expected` appears in `routes` as one contiguous block, in order. */
export function expectBlock(routes: readonly Row[], expected: readonly Row[]): void {
  const first = expected[0]
  const start = routes.findIndex((r) => JSON.stringify(r) === JSON.stringify(first))
  expect(start, `no route ${JSON.stringify(first)} in\n${routes.map((r) => JSON.stringify(r)).join('\n')}`).toBeGreaterThanOrEqual(0)
  expect(routes.slice(start, start + expected.length)).toEqual(expected)
}

export const actionsOf = (routes: readonly Row[], controller: string): (string | null)[] =>
  routes.filter((r) => r.controller === controller).map((r) => r.action)
