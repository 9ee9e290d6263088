/**
 * `formFor(name, record, ...parents)`: the action and method of a record's form, from the resource
 * model (`routes.resources`) of the resource whose route is named. A new record POSTs to its
 * create route; a persisted one PUTs (`_method: 'put'`) to its member route, as Rails 2.3's
 * `form_for` does.
 */
import { RoutingError } from '../errors'
import type { ResourceDescription } from '../resource-description'
import { argsToHash } from './arguments'
import type { GenerationRoute } from './compiled-route'
import type { CompiledRoutes } from './compiled-routes'
import { fail } from './failure'
import { generatePath } from './path'

/** What `routes.formFor(name, record)` gives: the form's action and method (+ `_method: 'put'`). */
export interface FormTarget {
  action: string
  method: 'post'
  _method?: 'put'
}

/**
 * The `formFor` of a route table. `resources` (the expansion's descriptions, whose actions index
 * the table) is what it reads; without it `formFor` throws.
 */
export function createFormFor(
  table: CompiledRoutes,
  resources: readonly ResourceDescription[] | undefined,
): (name: string, record: unknown, ...parents: unknown[]) => FormTarget {
  /** The resource each resource route belongs to, by route index (built on formFor's first call). */
  let owners: (ResourceDescription | undefined)[] | undefined
  const ownerOf = (index: number): ResourceDescription | undefined => {
    if (resources === undefined) {
      throw new RoutingError(
        'formFor needs the resource model beside the route table: write the table module again with `typed-resources table`',
      )
    }
    if (owners === undefined) {
      owners = new Array(table.routes.length)
      for (const r of resources) for (const a of r.actions) owners[a.route] = r
    }
    return owners[index]
  }

  /**
   * The form of a record for the resource whose route is named `name` (any of its routes: the
   * collection's, the member's): a new record POSTs to its create route, a persisted one PUTs
   * to its member route (update, else show or destroy: one path).
   */
  return function formFor(name: string, record: unknown, ...parents: unknown[]): FormTarget {
    const index = table.named().get(name)
    if (index === undefined) throw new RoutingError(`formFor: no route named ${name}`)
    const resource = ownerOf(index)
    if (resource === undefined) throw new RoutingError(`formFor: the route named ${name} is not a resource's route`)
    const routeOf = (...actions: string[]): GenerationRoute | undefined => {
      for (const action of actions) {
        const found = resource.actions.find((a) => a.action === action)
        if (found !== undefined) return table.route(found.route)
      }
      return undefined
    }
    // The parents a route needs are the innermost ones given (a shallow member needs none).
    const innermost = (count: number) => (count > 0 ? parents.slice(Math.max(0, parents.length - count)) : [])
    if (isNewRecord(record)) {
      // Only the create route is needed (an index route's is on its own path).
      const create = routeOf('create')
      if (create === undefined) throw new RoutingError(`formFor: no create route for ${name}`)
      const r = generatePath(create, argsToHash(create, [...innermost(create.path.required.length), {}]))
      if (typeof r !== 'string') fail(`formFor(${name})`, r, {})
      return { action: r, method: 'post' }
    }
    // Only the member route is needed (a resource without create still has its edit form).
    const member = routeOf('update', 'show', 'destroy')
    if (member === undefined) throw new RoutingError(`formFor: no member route for ${name}`)
    const required = member.path.required
    const withId = required.includes('id')
    const hash = argsToHash(member, [...innermost(required.length - (withId ? 1 : 0)), {}])
    if (withId) hash['id'] = record
    const r = generatePath(member, hash)
    if (typeof r !== 'string') fail(`formFor(${name})`, r, hash)
    return { action: r, method: 'post', _method: 'put' }
  }
}

/** A record is new when `isNew()` / `newRecord()` says so, else when it has no id / to_param. */
function isNewRecord(record: unknown): boolean {
  if (record === null || record === undefined) return true
  if (typeof record !== 'object') return false
  const o = record as Record<string, unknown>
  if (typeof o['isNew'] === 'function') return Boolean((o['isNew'] as () => unknown).call(o))
  if (typeof o['newRecord'] === 'function') return Boolean((o['newRecord'] as () => unknown).call(o))
  if (typeof o['to_param'] === 'function') return (o['to_param'] as () => unknown).call(o) == null
  if (typeof o['toParam'] === 'function') return (o['toParam'] as () => unknown).call(o) == null
  return o['id'] == null
}
