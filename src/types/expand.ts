/**
 * `Expand<D>`: a declaration → the union of its route descriptors (name, required params,
 * controller, action) — the type-level twin of src/routing/expand.ts, step by step after
 * Rails 2.3.18's resources.rb: `map_resource` (associations, nested block, collection,
 * default collection, new, member actions) and `map_singleton_resource`.
 *
 * Each step is one generic alias keyed by (name, options, context), so TypeScript caches it:
 * the work is linear in the declaration. The steps are laid out as the runtime's: expand/table.ts
 * (route descriptors and the rules for names), expand/resource.ts (what a scope hands down, a
 * resource's options), expand/steps.ts (map_resource, map_singleton_resource), expand/plain.ts
 * (connect, root); this module walks the scopes.
 *
 * Names held twice (Rails 2.3: a resource route never takes a name already held; a named plain
 * route always takes its name): the order the types can see is modelled — a resource's nested
 * routes (has_many, has_one, then its block) come before its own, and the scopes of a
 * declaration array come in order (see {@link Ordered}); named plain routes win over resource
 * routes (helpers.ts). The order of the keys of one object is invisible to the type system, so
 * when two sibling entries claim one name with different params, the helper accepts both.
 */
import type { Context, ScopeContext, TopContext } from './expand/resource'
import type { MapConnectList, MapRoot } from './expand/plain'
import type { MapResources, MapSingletons } from './expand/steps'
import type { OrderedPlain, RouteDescriptor } from './expand/table'

export type { ExpandedRoute, RouteDescriptor } from './expand/table'

/**
 * Every route of a declaration, as a union of {@link RouteDescriptor}s (routes sharing a name,
 * params and controller as one descriptor with an action union).
 *
 * @example
 * ```ts
 * import type { Expand } from 'typed-resources'
 * type R = Expand<{ resource: { account: { only: ['show', 'update'] } } }>
 * // { readonly name: 'account'; readonly params: []; readonly controller: 'accounts'; readonly action: 'show' | 'update' }
 * ```
 */
export type Expand<Declaration> = WithoutHelperTypes<ExpandRoutes<Declaration>>

/**
 * {@link Expand} as the other types read it: each resource route's descriptor also carries the
 * types of its helpers (`helper`, `hash`; see {@link ExpandedRoute}), computed once per scope.
 */
export type ExpandRoutes<Declaration> = Declaration extends readonly unknown[]
  ? ExpandScopes<Declaration, TopContext> extends infer Routes extends RouteDescriptor
    ? Routes
    : never
  : ExpandScope<Declaration, TopContext>
/** The descriptors without the helper types they carry inside. */
type WithoutHelperTypes<R> = R extends unknown ? { readonly [K in keyof R as K extends 'helper' | 'hash' ? never : K]: R[K] } : never

/**
 * A declaration array: its scopes in order — a left fold, so TypeScript evaluates it as a tail
 * call (a right fold stopped at about 90 scopes with TS2589), as {@link MapConnectList}.
 */
type ExpandScopes<Scopes extends readonly unknown[], C extends Context, Done = never> = Scopes extends readonly [infer Head, ...infer Tail]
  ? ExpandScopes<Tail, C, OrderedPlain<Done, ExpandScope<Head, C>>>
  : Scopes extends readonly []
    ? Done
    : OrderedPlain<Done, ExpandScope<Scopes[number], C>>

/** A scope: `resources`, `resource`, `namespace`, `connect`, `root`. */
export type ExpandScope<Scope, C extends Context> = Scope extends unknown
  ? | (Scope extends { readonly resources: infer Resources } ? MapResources<Resources, C> : never)
    | (Scope extends { readonly resource: infer Singletons } ? MapSingletons<Singletons, C> : never)
    | (Scope extends { readonly namespace: infer Namespaces } ? MapNamespaces<Namespaces, C> : never)
    | (Scope extends { readonly connect: infer Routes extends readonly unknown[] } ? MapConnectList<Routes, C> : never)
    | (Scope extends { readonly root: infer Root } ? MapRoot<Root, C> : never)
  : never

/** `map.namespace :admin`: path `admin/`, name prefix `admin_`, controller namespace `admin/`. */
type MapNamespaces<Namespaces, C extends Context> = Namespaces extends unknown
  ? {
      [Name in keyof Namespaces & string]: Namespaces[Name] extends readonly unknown[]
        ? ExpandScopes<Namespaces[Name], NamespaceContext<Name, C>>
        : ExpandScope<Namespaces[Name], NamespaceContext<Name, C>>
    }[keyof Namespaces & string]
  : never
type NamespaceContext<Name extends string, C extends Context> = ScopeContext<
  C['pathParams'],
  `${C['namePrefix']}${Name}_`,
  `${C['namespace']}${Name}/`,
  C['shallow'],
  C['allowed']
>
