/**
 * Plain routes (`connect`, `root`) as Rails 2.3's route builder makes them
 * (routing/builder.rb `build`, `divide_route_options`, `assign_default_route_options`):
 * the scope's path prefix goes in front, its name prefix before the name and its namespace
 * before the controller; `:action` segments default to `index`; a trailing `.:format` is printed
 * (and recognized) as the optional `(.:format)`.
 */
import type { ConnectRoute, ConnectRouteObject, RootRoute, RouteConditions } from '../declaration'
import { pathVariables } from '../path-variables'
import type { HttpVerb, Route, RouteVerb } from '../route'
import { checkOneValuePerVariable, requestConditions, type Scope } from './resource'
import type { RouteTable } from './table'

/**
 * The printed path of a plain route: Rails wraps the path in `/`, puts the path prefix (without
 * its leading `/`) in front, and `rake routes` drops the trailing `/`. `''` and `'/'` give `/`.
 */
export function plainRoutePath(path: string, pathPrefix: string | undefined): string {
  let p = path.startsWith('/') ? path : `/${path}`
  if (!p.endsWith('/')) p += '/'
  const prefix = (pathPrefix ?? '').replace(/^\//, '')
  if (prefix !== '') p = `/${prefix}${p}`
  if (p.length > 1) p = p.slice(0, -1)
  if (p.endsWith('.:format')) p = `${p.slice(0, -'.:format'.length)}(.:format)`
  return p
}

/**
 * Verb and conditions from `conditions: { method }` (absent or `any`: any method), the custom
 * request conditions kept beside `method`.
 */
function verbOf(conditions: RouteConditions | undefined): { verb: RouteVerb; conditions: Route['conditions'] & object } {
  const method = conditions?.method
  const custom = requestConditions(conditions)
  if (method === undefined || method === 'any') return { verb: 'ANY', conditions: Object.freeze({ ...custom }) }
  if (typeof method === 'string') return { verb: method.toUpperCase() as HttpVerb, conditions: Object.freeze({ ...custom, method }) }
  return {
    verb: Object.freeze(method.map((m) => m.toUpperCase() as HttpVerb)),
    conditions: Object.freeze({ ...custom, method: Object.freeze([...method]) }),
  }
}

/** Rails 2.3 `assign_default_route_options` on `:action`: `index` unless the requirement refuses it. */
function actionDefault(requirement: RegExp | undefined): string | undefined {
  if (requirement === undefined) return 'index'
  const match = new RegExp(requirement.source, requirement.flags.replace(/[gy]/g, '')).exec('index')
  return match?.[0] === 'index' ? 'index' : undefined
}

/** Builds one plain route and adds it to the table (a name moves to it, Rails' rule). */
function addPlainRoute(table: RouteTable, route: ConnectRouteObject, scope: Scope, where: string): void {
  const path = plainRoutePath(route.path, scope.pathPrefix)
  checkOneValuePerVariable(where, path)
  const keys = pathVariables(path).map((v) => v.name)
  const requirements: Record<string, RegExp> = { ...route.requirements }
  const defaults: Record<string, string | null> = {}
  for (const [key, value] of Object.entries(route.defaults ?? {})) defaults[key] = value === null ? null : String(value)

  const controller = route.controller === undefined ? null : `${scope.namespace ?? ''}${route.controller}`
  let action: string | null
  if (keys.includes('action')) {
    if (!Object.hasOwn(defaults, 'action')) {
      const implied = route.action ?? actionDefault(requirements['action'])
      if (implied !== undefined) defaults['action'] = implied
    }
    action = defaults['action'] ?? null
  } else {
    action = route.action ?? 'index'
  }
  if (keys.includes('id') && !Object.hasOwn(defaults, 'id')) {
    const req = requirements['id']
    if (req === undefined || new RegExp(`^(?:${req.source})$`, req.flags.replace(/[gy]/g, '')).test('')) defaults['id'] = null
  }
  const name = route.name === undefined ? undefined : `${scope.namePrefix ?? ''}${route.name}`
  table.addPlainRoute(
    { ...verbOf(route.conditions), path, controller, action, requirements: Object.freeze(requirements), defaults: Object.freeze(defaults) },
    name,
  )
}

/** A `connect` entry: a path string or a route object, with the scope's prefixes. */
export function mapConnectRoute(table: RouteTable, route: ConnectRoute, scope: Scope, where: string): void {
  addPlainRoute(table, typeof route === 'string' ? { path: route } : route, scope, where)
}

/** `root`: the named route `root` (with the scope's name prefix) on the empty path. */
export function mapRoot(table: RouteTable, root: RootRoute, scope: Scope, where: string): void {
  addPlainRoute(
    table,
    { path: '', name: 'root', controller: root.controller, ...(root.action !== undefined && { action: root.action }) },
    scope,
    where,
  )
}
