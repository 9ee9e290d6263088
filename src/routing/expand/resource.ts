/**
 * One resource as Rails 2.3 sees it while mapping (resources.rb `Resource` and
 * `SingletonResource`): its names, paths, name prefixes, requirements, conditions, the extra
 * actions grouped by method, and which default actions are routed. Plain data, computed once
 * from the options and the enclosing {@link Scope}; the declaration is only read.
 */
import { singularize, pluralize } from '../../inflector/index'
import type { ActionMethod, CommonResourceOptions, DefaultAction, ActionFilter, ResourceOptions, RouteConditions } from '../declaration'
import { DEFAULT_ACTIONS } from '../declaration'
import { pathVariables } from '../path-variables'
import { DeclarationError } from '../errors'
import type { ResourceAction, ResourceDescription, ResourceParent } from '../resource-description'

/**
 * What Rails' `with_options` hands down to the routes declared inside a namespace or a resource
 * block: `path_prefix`, `name_prefix`, `namespace` (the controller prefix, `admin/`) and the
 * inheritable `shallow`; plus the allowed default actions, inherited as in Rails 2.2.
 */
export interface Scope {
  readonly pathPrefix?: string
  readonly namePrefix?: string | null
  readonly namespace?: string
  readonly shallow?: boolean
  readonly allowed?: ReadonlySet<DefaultAction>
  /** The resources the scope is nested in, outermost first (none at the top or in a namespace). */
  readonly parents?: readonly ResourceParent[]
  /** Default path words (config `resourcesPathNames` over Rails' `{ new: 'new', edit: 'edit' }`). */
  readonly pathNames: { readonly [action: string]: string | undefined }
  /** Where this scope is in the declaration (`namespace.admin`, `resources.posts`), for errors. */
  readonly where: string
}

/** A group of extra actions sharing one method, in Rails' order (`arrange_actions_by_methods`). */
export interface ActionGroup {
  readonly method: ActionMethod
  readonly actions: readonly string[]
}

/** The resource model the mapping steps read. */
export interface Resource {
  readonly singleton: boolean
  /** The declared name (plural for `resources`, singular for `resource`). */
  readonly plural: string
  readonly singular: string
  /** The URL path word: `as`, else (this project's rule) `controller`, else the name. */
  readonly pathSegment: string
  /** `admin/posts`: the namespace plus the controller option or the plural. */
  readonly controller: string
  readonly namePrefix: string
  /** `<path_prefix>/<path segment>`. */
  readonly path: string
  /** `<path>/<new path word>`. */
  readonly newPath: string
  /** Plural: `<shallow path prefix>/<path segment>/:id`; singleton: the path. */
  readonly memberPath: string
  /** Where nested resources go: plural `<shallow path prefix>/<segment>/:<singular>_id`; singleton the path. */
  readonly nestingPathPrefix: string
  /** The name prefix of member routes (shallow: the namespace only). */
  readonly shallowNamePrefix: string
  /** The name prefix of nested resources: `<shallow name prefix><singular>_`. */
  readonly nestingNamePrefix: string
  /** Requirements without `id` (every route); frozen, shared by the resource's routes. */
  readonly requirements: Readonly<Record<string, RegExp>>
  /**
   * Requirements of member routes of plural resources: the others plus `id`, the declared one
   * or Rails' default `[^/.?]+` (Rails 2.3 `requirements(with_id)`).
   */
  readonly requirementsWithId: Readonly<Record<string, RegExp>>
  /** The resource's own method condition, kept by actions declared `any`. */
  readonly conditionMethod: ActionMethod | undefined
  /** The resource's custom request conditions (frozen; every route of the resource gets them), if any. */
  readonly requestConditions: RequestConditions | undefined
  readonly collectionGroups: readonly ActionGroup[]
  readonly memberGroups: readonly ActionGroup[]
  readonly newGroups: readonly ActionGroup[]
  /** Routed default actions; undefined = all. */
  readonly allowed: ReadonlySet<DefaultAction> | undefined
  /** Own path words (`path_names`), if given. */
  readonly ownPathNames: { readonly [action: string]: string } | undefined
  readonly scope: Scope
  /** Where the resource is in the declaration (`resources.threads.has_many.messages`), for errors. */
  readonly where: string
  /** Whether `shallow` is in effect (own or inherited). */
  readonly shallow: boolean | undefined
  readonly namespace: string | undefined
  /** The resources it is nested in, outermost first. */
  readonly parents: readonly ResourceParent[]
  /** Its routed actions, filled in route order as the mapping steps add its routes. */
  readonly actions: ResourceAction[]
}

/** Custom request conditions: the `conditions` keys other than `method`. */
export type RequestConditions = Readonly<Record<string, string | RegExp | readonly string[]>>

/**
 * The custom request conditions of a `conditions` option (its keys other than `method`), frozen,
 * or undefined when it has none. Rails 2.3 `add_conditions_for` copies a resource's conditions
 * into each of its routes (`conditions.dup`, then `:method`); nested resources do not inherit them.
 */
export function requestConditions(conditions: RouteConditions | undefined): RequestConditions | undefined {
  if (conditions === undefined) return undefined
  let custom: Record<string, string | RegExp | readonly string[]> | undefined
  for (const key of Object.keys(conditions)) {
    const value = conditions[key]
    if (key === 'method' || value === undefined) continue
    ;(custom ??= {})[key] = Array.isArray(value) ? Object.freeze([...(value as readonly string[])]) : (value as string | RegExp)
  }
  return custom && Object.freeze(custom)
}

/** Groups of no actions: shared by the resources without extra ones. */
const NO_GROUPS: readonly ActionGroup[] = Object.freeze([])

/** The one group of a resource declaring no `member` / `new` actions: its default action on GET. */
const defaultOnly = (action: string): readonly ActionGroup[] =>
  Object.freeze([Object.freeze({ method: 'get', actions: Object.freeze([action]) })])

/** {@link defaultOnly} of `edit` and `new`, built once and shared (the steps only read groups). */
const ONLY_EDIT = defaultOnly('edit')
const ONLY_NEW = defaultOnly('new')

/** Rails' default requirement on `:id`: `/[^#{SEPARATORS.join}]+/` with SEPARATORS `/ . ?`. */
export const DEFAULT_ID_REQUIREMENT = new RegExp('[^/.?]+')

/**
 * Groups `action → method` by method, in first-appearance order, then puts `default` first in
 * the `get` group (creating it last if absent). Rails 2.3 `arrange_actions_by_methods` +
 * `add_default_action`: so `member: { close: 'put' }` maps `close` before `edit`.
 */
export function arrangeActionsByMethods(
  actions: { readonly [action: string]: ActionMethod } | undefined,
  defaultAction?: string,
): readonly ActionGroup[] {
  if (actions === undefined) {
    if (defaultAction === undefined) return NO_GROUPS
    return defaultAction === 'edit' ? ONLY_EDIT : defaultAction === 'new' ? ONLY_NEW : defaultOnly(defaultAction)
  }
  const groups: { key: string; method: ActionMethod; actions: string[] }[] = []
  const names = Object.keys(actions)
  for (let n = 0; n < names.length; n++) {
    const action = names[n]!
    const method = actions[action]!
    const key = typeof method === 'string' ? method : `[${method.join(',')}]`
    let group: (typeof groups)[number] | undefined
    for (let i = 0; i < groups.length && group === undefined; i++) if (groups[i]!.key === key) group = groups[i]
    if (group) group.actions.push(action)
    else groups.push({ key, method, actions: [action] })
  }
  if (defaultAction !== undefined) {
    let get: (typeof groups)[number] | undefined
    for (let i = 0; i < groups.length && get === undefined; i++) if (groups[i]!.key === 'get') get = groups[i]
    if (get) get.actions.unshift(defaultAction)
    else groups.push({ key: 'get', method: 'get', actions: [defaultAction] })
  }
  return groups
}

/** An only / except value as a list of actions. */
const filterList = (f: ActionFilter): readonly DefaultAction[] => (typeof f === 'string' ? [f as DefaultAction] : f)

/**
 * The routed default actions from `only` / `except` (Rails 2.3 `set_allowed_actions`), or the
 * inherited set when the resource sets neither (Rails 2.2's inheritance, this project's rule).
 */
export function allowedActions(
  only: ActionFilter | undefined,
  except: ActionFilter | undefined,
  inherited: ReadonlySet<DefaultAction> | undefined,
): ReadonlySet<DefaultAction> | undefined {
  if (only === undefined && except === undefined) return inherited
  if (only === 'all' || except === 'none') return new Set(DEFAULT_ACTIONS)
  if (only === 'none' || except === 'all') return new Set()
  if (only !== undefined) return new Set(filterList(only))
  if (except !== undefined) {
    const excluded = filterList(except)
    return new Set(DEFAULT_ACTIONS.filter((a) => !excluded.includes(a)))
  }
  return inherited
}

/**
 * Builds the model of `resources: { <name>: options }` (or `resource:` when `singleton`) inside
 * `scope`. Options given on the resource win over what the scope hands down (Rails'
 * `with_options` merge: an explicit `name_prefix: null` removes the nesting prefix).
 */
export function buildResource(
  name: string,
  options: CommonResourceOptions & Pick<ResourceOptions, 'singular'>,
  scope: Scope,
  singleton: boolean,
  where: string,
): Resource {
  const plural = name
  const singular = singleton ? name : (options.singular ?? singularize(name))
  const pathSegment = options.as ?? options.controller ?? plural
  const namespace = scope.namespace
  const controller = `${namespace ?? ''}${options.controller ?? (singleton ? pluralize(name) : plural)}`
  const pathPrefix = 'path_prefix' in options && options.path_prefix !== undefined ? options.path_prefix : (scope.pathPrefix ?? '')
  const namePrefix = ('name_prefix' in options && options.name_prefix !== undefined ? options.name_prefix : scope.namePrefix) ?? ''
  const shallow = options.shallow ?? scope.shallow
  const path = `${pathPrefix}/${pathSegment}`
  const newWord = options.path_names?.['new'] ?? scope.pathNames['new'] ?? 'new'
  const shallowPathPrefix = !singleton && shallow ? (namespace ?? '').replace(/\/$/, '') : pathPrefix
  const shallowNamePrefix = !singleton && shallow ? (namespace ?? '').replace(/\//g, '_') : namePrefix
  const { requirements, requirementsWithId } = resourceRequirements(options.requirements)
  const memberPath = singleton ? path : `${shallowPathPrefix}/${pathSegment}/:id`
  checkOneValuePerVariable(where, path)
  checkOneValuePerVariable(where, memberPath)
  return {
    singleton,
    plural,
    singular,
    pathSegment,
    controller,
    namePrefix,
    path,
    newPath: `${path}/${newWord}`,
    memberPath,
    nestingPathPrefix: singleton ? path : `${shallowPathPrefix}/${pathSegment}/:${singular}_id`,
    shallowNamePrefix,
    nestingNamePrefix: `${shallowNamePrefix}${singular}_`,
    requirements,
    requirementsWithId,
    conditionMethod: options.conditions?.method,
    requestConditions: requestConditions(options.conditions),
    collectionGroups: arrangeActionsByMethods(options.collection),
    memberGroups: arrangeActionsByMethods(options.member, 'edit'),
    newGroups: arrangeActionsByMethods(options.new, 'new'),
    allowed: allowedActions(options.only, options.except, scope.allowed),
    ownPathNames: options.path_names,
    scope,
    where,
    shallow,
    namespace,
    parents: scope.parents ?? [],
    actions: [],
  }
}

const NO_REQUIREMENTS: Readonly<Record<string, RegExp>> = Object.freeze({})
const DEFAULT_REQUIREMENTS_WITH_ID: Readonly<Record<string, RegExp>> = Object.freeze({ id: DEFAULT_ID_REQUIREMENT })

/**
 * A resource's requirements without `id` and with it (the declared one or Rails' default), frozen;
 * a resource without requirements gets the shared pair.
 */
function resourceRequirements(declared: Readonly<Record<string, RegExp>> | undefined): {
  requirements: Readonly<Record<string, RegExp>>
  requirementsWithId: Readonly<Record<string, RegExp>>
} {
  if (declared === undefined) return { requirements: NO_REQUIREMENTS, requirementsWithId: DEFAULT_REQUIREMENTS_WITH_ID }
  const { id, ...requirements } = declared
  return {
    requirements: Object.freeze(requirements),
    requirementsWithId: Object.freeze({ ...requirements, id: id ?? DEFAULT_ID_REQUIREMENT }),
  }
}

/** `/` in front, as Rails' route builder does (a namespace path prefix has none). */
export const rooted = (path: string): string => (path.startsWith('/') ? path : `/${path}`)

/**
 * The public description of a resource (`routes.resources`); its `actions` is the resource's
 * own list, filled while its routes are mapped (the route table freezes it).
 */
export function describeResource(r: Resource): ResourceDescription {
  const { singleton, plural: name, singular, controller, pathSegment, namespace, parents, actions } = r
  const shallow = !singleton && r.shallow === true
  const path = rooted(r.path)
  const memberPath = rooted(r.memberPath)
  const namePrefix = r.namePrefix
  const memberNamePrefix = r.shallowNamePrefix
  // Two literals rather than a spread: `namespace` only when there is one, in the same key order.
  return namespace === undefined
    ? { singleton, name, singular, controller, pathSegment, parents, shallow, path, memberPath, namePrefix, memberNamePrefix, actions }
    : {
        singleton,
        name,
        singular,
        controller,
        pathSegment,
        namespace,
        parents,
        shallow,
        path,
        memberPath,
        namePrefix,
        memberNamePrefix,
        actions,
      }
}

/** What a resource is to the resources nested in it. */
export function asParent(r: Resource): ResourceParent {
  return r.singleton
    ? { name: r.plural, singular: r.singular, singleton: true }
    : { name: r.plural, singular: r.singular, singleton: false, param: `${r.singular}_id` }
}

/**
 * A route path can give each variable one value only: a variable written twice (a path_prefix
 * `/:post_id` above a resource nesting under `posts`) leaves one of them with no value source.
 * @throws {DeclarationError} naming the resource and the variable.
 */
export function checkOneValuePerVariable(where: string, path: string): void {
  // Every variable is one of the `:word` / `*word` tokens (static text may hold more): a path with
  // no `*` and at most one `:` holds at most one (found without a RegExp); when the tokens are all
  // distinct, as in nearly every path, the exact reading below is not needed.
  const colon = path.indexOf(':')
  if ((colon < 0 || path.indexOf(':', colon + 1) < 0) && path.indexOf('*') < 0) return
  const tokens = path.match(/[:*]\w*/g)
  if (tokens === null || tokens.length < 2) return
  // (A nested resource's member path has two: compared in place, without a Set.)
  if (tokens.length === 2 ? tokens[0]!.slice(1) !== tokens[1]!.slice(1) : new Set(tokens.map((t) => t.slice(1))).size === tokens.length)
    return
  const seen = new Set<string>()
  for (const { name } of pathVariables(path)) {
    if (seen.has(name)) {
      throw new DeclarationError(`${where}: path_prefix variable ":${name}" has no value source: the route path ${path} holds it twice`)
    }
    seen.add(name)
  }
}

/** Rails 2.3 `has_action?`: extra actions always; default actions when allowed. */
export function hasAction(resource: Resource, action: string): boolean {
  return (
    !DEFAULT_ACTIONS.includes(action as DefaultAction) || resource.allowed === undefined || resource.allowed.has(action as DefaultAction)
  )
}
