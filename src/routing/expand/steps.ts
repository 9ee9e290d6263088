/**
 * The mapping steps of Rails 2.3.18 resources.rb, one function per step and named after it:
 * `map_resource` / `map_singleton_resource` call `map_associations` and the resource block first
 * (nested routes are recognized before the parent's own), then `map_collection_actions`,
 * `map_default_collection_actions`, `map_new_actions`, `map_member_actions` and, for a singleton,
 * `map_default_singleton_actions` (so a singleton's `create` comes last). `map_resource_routes`
 * turns one action into one route with the `(.:format)` suffix.
 */
import type {
  ActionMethod,
  CommonResourceOptions,
  DefaultAction,
  HasMany,
  HttpMethod,
  ResourceOptions,
  SingletonResourceOptions,
} from '../declaration'
import type { HttpVerb, Route, RouteVerb } from '../route'
import { wordPath } from '../declaration'
import { mapConnectRoute } from './plain'
import type { ResourceActionPlace } from '../resource-description'
import { asParent, buildResource, describeResource, hasAction, type Resource, type Scope } from './resource'
import type { RouteTable } from './table'

/**
 * The default actions' method and whether they take the `:id` requirement (Rails 2.3
 * `action_options_for`): index/new/create are collection-side, show/edit/update/destroy member-side.
 */
const DEFAULT_ACTION_ROUTES: Readonly<Record<DefaultAction, { readonly method: HttpMethod; readonly withId: boolean }>> = {
  index: { method: 'get', withId: false },
  new: { method: 'get', withId: false },
  create: { method: 'post', withId: false },
  show: { method: 'get', withId: true },
  edit: { method: 'get', withId: true },
  update: { method: 'put', withId: true },
  destroy: { method: 'delete', withId: true },
}

const toVerb = (m: HttpMethod): HttpVerb => m.toUpperCase() as HttpVerb

type VerbAndConditions = { readonly verb: RouteVerb; readonly conditions: Route['conditions'] & object }

/** The frozen verb/conditions pair of each single method, shared by every route (built once). */
const SINGLE_METHODS: Readonly<Record<HttpMethod | 'any', VerbAndConditions>> = Object.freeze({
  any: Object.freeze({ verb: 'ANY', conditions: Object.freeze({}) }),
  get: Object.freeze({ verb: 'GET', conditions: Object.freeze({ method: 'get' }) }),
  post: Object.freeze({ verb: 'POST', conditions: Object.freeze({ method: 'post' }) }),
  put: Object.freeze({ verb: 'PUT', conditions: Object.freeze({ method: 'put' }) }),
  delete: Object.freeze({ verb: 'DELETE', conditions: Object.freeze({ method: 'delete' }) }),
})

/**
 * The verb of a route with method `method`: `any` keeps the resource's own `conditions.method`
 * (Rails' `add_conditions_for` only sets `:method` when it is not `:any`).
 */
function verbOf(method: ActionMethod, resource: Resource): VerbAndConditions {
  const effective = method === 'any' ? (resource.conditionMethod ?? 'any') : method
  const custom = resource.requestConditions
  if (typeof effective === 'string') {
    const single = SINGLE_METHODS[effective]
    // Custom request conditions ride beside the method (Rails' `conditions.dup` + `:method`).
    return custom === undefined ? single : { verb: single.verb, conditions: Object.freeze({ ...custom, ...single.conditions }) }
  }
  const list = Object.freeze(effective.filter((m): m is HttpMethod => m !== 'any'))
  return { verb: Object.freeze(list.map(toVerb)), conditions: Object.freeze({ ...custom, method: list }) }
}

const NO_DEFAULTS: Readonly<Record<string, string | null>> = Object.freeze({})

/** `names[action]` as a Ruby hash lookup: own keys only (`constructor` is no path word). */
const ownWord = (names: { readonly [action: string]: string | undefined } | undefined, action: string): string | undefined =>
  names !== undefined && Object.hasOwn(names, action) ? names[action] : undefined

/**
 * Rails 2.3 `map_resource_routes`: one route for `action` at `routePath` + `(.:format)`, if the
 * action is routed (only/except); named `routeName` unless that name is taken. `on` is where the
 * route sits in its resource (recorded in the resource's description), `method` the method of an
 * extra action (default actions have theirs), `pathWord` the path word an extra or new action adds.
 * Requirements: the resource's, plus `:id`'s for member-side default actions and (`forceId`)
 * extra member actions of a plural resource. (Positional arguments, no options object: this runs
 * once per route, in cold code.)
 */
function map_resource_routes(
  table: RouteTable,
  resource: Resource,
  action: string,
  routePath: string,
  routeName: string | undefined,
  on: ResourceActionPlace,
  method: ActionMethod | undefined,
  forceId: boolean,
  pathWord: string | undefined,
): void {
  if (resource.allowed !== undefined && !hasAction(resource, action)) return
  const rule = Object.hasOwn(DEFAULT_ACTION_ROUTES, action) ? DEFAULT_ACTION_ROUTES[action as DefaultAction] : undefined
  const withId = !resource.singleton && (rule ? rule.withId : forceId)
  const verbAndConditions = verbOf(method ?? rule?.method ?? 'any', resource)
  const route = table.addResourceRoute(
    verbAndConditions.verb,
    routePath.charCodeAt(0) === 47 ? `${routePath}(.:format)` : `/${routePath}(.:format)`, // rooted
    resource.controller,
    action,
    withId ? resource.requirementsWithId : resource.requirements,
    NO_DEFAULTS,
    verbAndConditions.conditions,
    routeName,
  )
  resource.actions.push(pathWord === undefined ? { action, on, route } : { action, on, route, pathWord })
}

/** Rails 2.3 `map_collection_actions`: `/posts/search`, named `search_posts`; a list of methods gives one route each. */
function map_collection_actions(table: RouteTable, r: Resource): void {
  const groups = r.collectionGroups
  for (let g = 0; g < groups.length; g++) {
    const { method, actions } = groups[g]!
    for (let i = 0; i < actions.length; i++) {
      const action = actions[i]!
      const word = ownWord(r.ownPathNames, action) ?? action
      const path = `${r.path}/${word}`
      const name = `${action}_${r.namePrefix}${r.plural}`
      if (typeof method === 'string') map_resource_routes(table, r, action, path, name, 'collection', method, false, word)
      else for (let m = 0; m < method.length; m++) map_resource_routes(table, r, action, path, name, 'collection', method[m], false, word)
    }
  }
}

/**
 * Rails 2.3 `map_default_collection_actions`: index and create on the collection path, both
 * given the name `<prefix><plural>` (create gets it only when index is not routed); an
 * uncountable resource (singular == plural) names it `<prefix><plural>_index`.
 */
function map_default_collection_actions(table: RouteTable, r: Resource): void {
  const name = `${r.namePrefix}${r.plural}${r.singular === r.plural ? '_index' : ''}`
  map_resource_routes(table, r, 'index', r.path, name, 'collection', undefined, false, undefined)
  map_resource_routes(table, r, 'create', r.path, name, 'collection', undefined, false, undefined)
}

/** Rails 2.3 `map_default_singleton_actions`: a singleton's create, mapped last. */
function map_default_singleton_actions(table: RouteTable, r: Resource): void {
  map_resource_routes(table, r, 'create', r.path, `${r.shallowNamePrefix}${r.singular}`, 'collection', undefined, false, undefined)
}

/**
 * Rails 2.3 `map_new_actions`: `new` at `<path>/<new word>` (`new_post`), other new actions at
 * `<path>/<new word>/<action>` (`draft_new_post`); a list of methods gives one route accepting each.
 */
function map_new_actions(table: RouteTable, r: Resource): void {
  const groups = r.newGroups
  for (let g = 0; g < groups.length; g++) {
    const { method, actions } = groups[g]!
    for (let i = 0; i < actions.length; i++) {
      const action = actions[i]!
      const isNew = action === 'new'
      const path = isNew ? r.newPath : `${r.newPath}/${action}`
      const name = isNew ? `new_${r.namePrefix}${r.singular}` : `${action}_new_${r.namePrefix}${r.singular}`
      map_resource_routes(table, r, action, path, name, 'new', method, false, path.slice(r.path.length + 1))
    }
  }
}

/**
 * Rails 2.3 `map_member_actions`: extra member actions (edit first among the GET ones) at
 * `<member path>/<path word>`, then show, update and destroy on the member path. Shallow member
 * routes drop the path and name prefixes (the member path and `shallowNamePrefix` say so).
 */
function map_member_actions(table: RouteTable, r: Resource): void {
  const groups = r.memberGroups
  for (let g = 0; g < groups.length; g++) {
    const { method, actions } = groups[g]!
    for (let i = 0; i < actions.length; i++) {
      const action = actions[i]!
      const word = ownWord(r.ownPathNames, action) ?? ownWord(r.scope.pathNames, action) ?? action
      const path = `${r.memberPath}/${word}`
      const name = `${action}_${r.shallowNamePrefix}${r.singular}`
      if (typeof method === 'string') map_resource_routes(table, r, action, path, name, 'member', method, true, word)
      else for (let m = 0; m < method.length; m++) map_resource_routes(table, r, action, path, name, 'member', method[m], true, word)
    }
  }
  const name = `${r.shallowNamePrefix}${r.singular}`
  map_resource_routes(table, r, 'show', r.memberPath, name, 'member', undefined, false, undefined)
  map_resource_routes(table, r, 'update', r.memberPath, name, 'member', undefined, false, undefined)
  map_resource_routes(table, r, 'destroy', r.memberPath, name, 'member', undefined, false, undefined)
}

/**
 * What a resource hands to the resources nested in it (its block, has_one, has_many): Rails'
 * `options.slice(:namespace, :shallow).merge(:path_prefix => nesting_path_prefix,
 * :name_prefix => nesting_name_prefix)`, plus its allowed actions (Rails 2.2 inheritance).
 */
function nestingScope(r: Resource): Scope {
  const scope: { -readonly [K in keyof Scope]: Scope[K] } = {
    pathPrefix: r.nestingPathPrefix,
    namePrefix: r.nestingNamePrefix,
    parents: r.parents.concat(asParent(r)),
    pathNames: r.scope.pathNames,
    where: r.where,
  }
  if (r.namespace !== undefined) scope.namespace = r.namespace
  if (r.shallow !== undefined) scope.shallow = r.shallow
  if (r.allowed !== undefined) scope.allowed = r.allowed
  return scope
}

/**
 * Rails 2.3 `map_has_many_associations`: a name maps a plural resource (carrying the deeper
 * `has_many` of a map entry), a list maps each, a map maps each key with its value as `has_many`.
 */
function map_has_many_associations(table: RouteTable, r: Resource, associations: HasMany, nested: HasMany | undefined): void {
  if (typeof associations === 'string') {
    map_resource(
      table,
      associations,
      nested === undefined ? {} : { has_many: nested },
      nestingScope(r),
      wordPath(wordPath(r.where, 'has_many'), associations),
    )
  } else if (Array.isArray(associations)) {
    for (const association of associations as readonly (string | { readonly [k: string]: HasMany })[]) {
      map_has_many_associations(table, r, association, nested)
    }
  } else {
    for (const [association, hasMany] of Object.entries(associations as { readonly [k: string]: HasMany })) {
      map_has_many_associations(table, r, association, hasMany)
    }
  }
}

/** Rails 2.3 `map_associations`: has_many first, then has_one (singletons). */
function map_associations(table: RouteTable, r: Resource, options: CommonResourceOptions): void {
  if (options.has_many !== undefined) map_has_many_associations(table, r, options.has_many, undefined)
  if (options.has_one !== undefined) {
    const names = typeof options.has_one === 'string' ? [options.has_one] : options.has_one
    for (const name of names) map_singleton_resource(table, name, {}, nestingScope(r), wordPath(wordPath(r.where, 'has_one'), name))
  }
}

/** The resource block (`resources`, `resource`, `connect` keys), in the order they are written. */
function map_block(table: RouteTable, r: Resource, options: CommonResourceOptions): void {
  // The block's scope, built on its first nested resource or route (most blocks are empty).
  let scope: Scope | undefined
  const keys = Object.keys(options)
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]!
    if (key === 'resources') {
      const resources = options.resources ?? {}
      const names = Object.keys(resources)
      for (let i = 0; i < names.length; i++) {
        const name = names[i]!
        map_resource(table, name, resources[name]!, (scope ??= nestingScope(r)), wordPath(wordPath(r.where, key), name))
      }
    } else if (key === 'resource') {
      for (const [name, o] of Object.entries(options.resource ?? {}))
        map_singleton_resource(table, name, o, (scope ??= nestingScope(r)), wordPath(wordPath(r.where, key), name))
    } else if (key === 'connect') {
      ;(options.connect ?? []).forEach((route, i) =>
        mapConnectRoute(table, route, (scope ??= nestingScope(r)), `${wordPath(r.where, key)}[${i}]`),
      )
    }
  }
}

/** Rails 2.3.18 `map_resource`: nested routes, then collection, index/create, new, member. */
export function map_resource(table: RouteTable, name: string, options: ResourceOptions, scope: Scope, where: string): void {
  const r = buildResource(name, options, scope, false, where)
  table.addResource(describeResource(r))
  map_associations(table, r, options)
  map_block(table, r, options)
  map_collection_actions(table, r)
  map_default_collection_actions(table, r)
  map_new_actions(table, r)
  map_member_actions(table, r)
}

/** Rails 2.3.18 `map_singleton_resource`: nested routes, collection, new, member, then create. */
export function map_singleton_resource(
  table: RouteTable,
  name: string,
  options: SingletonResourceOptions,
  scope: Scope,
  where: string,
): void {
  const r = buildResource(name, options, scope, true, where)
  table.addResource(describeResource(r))
  map_associations(table, r, options)
  map_block(table, r, options)
  map_collection_actions(table, r)
  map_new_actions(table, r)
  map_member_actions(table, r)
  map_default_singleton_actions(table, r)
}
