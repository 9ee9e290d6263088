/**
 * `Expand<D>`: a declaration → the union of its route descriptors (name, required params,
 * controller, action) — the type-level twin of src/routing/expand.ts, step by step after
 * Rails 2.3.18's resources.rb: `map_resource` (associations, nested block, collection,
 * default collection, new, member actions) and `map_singleton_resource`.
 *
 * Each step is one generic alias keyed by (name, options, context), so TypeScript caches it:
 * the work is linear in the declaration.
 *
 * Names held twice (Rails 2.3: a resource route never takes a name already held; a named plain
 * route always takes its name): the order the types can see is modelled — a resource's nested
 * routes (has_many, has_one, then its block) come before its own, and the scopes of a
 * declaration array come in order (see {@link Ordered}); named plain routes win over resource
 * routes (helpers.ts). The order of the keys of one object is invisible to the type system, so
 * when two sibling entries claim one name with different params, the helper accepts both.
 */
import type { DefaultAction } from '../routing/declaration'
import type { Pluralize, Singularize } from './inflector'
import type { ConnectPathParams, GlobNames, PathParamNames } from './path'

/**
 * One route as the types see it — or several routes sharing a name, params and controller
 * (`action` is then a union: index | create, show | update | destroy). `name` is `undefined` for
 * an unnamed route. Resource routes leave out `kind`, `optional` and `globs` (their defaults).
 */
export interface RouteDescriptor {
  /** The named route (`thread_messages`), `undefined` when unnamed. */
  readonly name: string | undefined
  /** Required params in path order (parents first): the positional arguments of its helpers. */
  readonly params: readonly string[]
  /** The controller (`admin/users`); `string` when the path has a `:controller` segment. */
  readonly controller: string
  /** The action(s); `string` when the path has an `:action` segment. */
  readonly action: string
  /** `plain` for `connect` / `root` routes (a named one takes its name from any other route); default `resource`. */
  readonly kind?: 'resource' | 'plain'
  /** Params the path may hold but does not require (a union); default `'format'`. */
  readonly optional?: string
  /** The `*glob` params (recognized as string arrays); default none. */
  readonly globs?: string
  /**
   * A plain route's optional params in path order: its helpers also take them positionally
   * after the required ones (Rails 2.3 fills a named route's segment keys in order).
   */
  readonly optionalParams?: readonly string[]
  /**
   * A plain route's required params that have a default (a mid-path `:action`: `index`): given
   * positionally as the others, but by name they may be left out (the runtime fills the default).
   */
  readonly defaulted?: string
}

/** A resource route descriptor. */
export type RouteOf<N extends string | undefined, P extends readonly string[], C extends string, A extends string> = {
  readonly name: N
  readonly params: P
  readonly controller: C
  readonly action: A
}

/** A plain route descriptor (`connect`, `root`). */
export type PlainRouteOf<
  N extends string | undefined,
  P extends readonly string[],
  C extends string,
  A extends string,
  O extends string,
  G extends string,
  OL extends readonly string[] = [],
  E = {},
  Df extends string = never,
> = {
  readonly name: N
  readonly params: P
  readonly controller: C
  readonly action: A
  readonly kind: 'plain'
  readonly optional: O
  readonly globs: G
  readonly optionalParams: OL
  /** `defaults` keys that are not path segments: added to the recognized params (`null` kept, others as strings). */
  readonly extras: E
  readonly defaulted: Df
}

/** Several routes of one name and params as one descriptor (none when no action is routed). */
type RoutesOf<N extends string, P extends readonly string[], C extends string, A extends string> = [A] extends [never]
  ? never
  : RouteOf<N, P, C, A>

/**
 * Routes `First` then `Then`, in this order: a resource route of `Then` whose name a route of
 * `First` holds is routed unnamed (Rails' `map_resource_routes`: `named_routes[name].nil?`).
 */
export type Ordered<First, Then> = [First] extends [never]
  ? Then
  : [Then] extends [never]
    ? First
    : Join<First, Unname<Then, NameOf<First>>>
/**
 * {@link Ordered} where `Then` may hold named plain routes (declaration arrays, connect lists): a
 * later named plain route takes the name from an earlier plain route, which is routed unnamed
 * (Rails 2.3 route_set.rb: `named_routes[name] = route` replaces).
 */
type OrderedPlain<First, Then> = [Then] extends [never] ? First : Ordered<Untake<First, PlainNameOf<Then>>, Then>
type PlainNameOf<R> = R extends { readonly kind: 'plain'; readonly name: infer N extends string } ? N : never
type Untake<R, Taken> = [Taken] extends [never]
  ? R
  : R extends { readonly kind: 'plain'; readonly name: Taken & string }
    ? { readonly [K in keyof R]: K extends 'name' ? undefined : R[K] }
    : R
/** `A | B`, built by a distributive conditional (see the NOTE on TypeScript 7 below). */
type Join<A, B, K = 0> = K extends 0 ? A | B : never
/** The names `R` holds (with `undefined` when some route of `R` is unnamed: {@link Unname} drops it). */
type NameOf<R> = R['name' & keyof R]
type Unname<R, Held> = R extends { readonly name: Held & string }
  ? R extends { readonly kind: 'plain' }
    ? R
    : { readonly [K in keyof R]: K extends 'name' ? undefined : R[K] }
  : R

/** What a scope passes down: path prefix params, name prefix, namespace, shallow, allowed default actions. */
export interface Context {
  readonly pp: readonly string[]
  readonly np: string
  readonly ns: string
  readonly sh: boolean
  readonly allowed: DefaultAction
}

type TopContext = { pp: []; np: ''; ns: ''; sh: false; allowed: DefaultAction }

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
export type Expand<D> = D extends readonly unknown[]
  ? ExpandScopes<D, TopContext> extends infer R extends RouteDescriptor
    ? R
    : never
  : ExpandScope<D, TopContext>

/**
 * A declaration array: its scopes in order — a left fold, so TypeScript evaluates it as a tail
 * call (a right fold stopped at about 90 scopes with TS2589), as {@link MapConnectList}.
 */
type ExpandScopes<L extends readonly unknown[], C extends Context, Done = never> = L extends readonly [infer H, ...infer T]
  ? ExpandScopes<T, C, OrderedPlain<Done, ExpandScope<H, C>>>
  : L extends readonly []
    ? Done
    : OrderedPlain<Done, ExpandScope<L[number], C>>

/** A scope: `resources`, `resource`, `namespace`, `connect`, `root`. */
export type ExpandScope<S, C extends Context> = S extends unknown
  ? | (S extends { readonly resources: infer R } ? MapResources<R, C> : never)
    | (S extends { readonly resource: infer R } ? MapSingletons<R, C> : never)
    | (S extends { readonly namespace: infer N } ? MapNamespaces<N, C> : never)
    | (S extends { readonly connect: infer L extends readonly unknown[] } ? MapConnectList<L, C> : never)
    | (S extends { readonly root: infer R } ? MapRoot<R, C> : never)
  : never

type MapResources<R, C extends Context> = R extends unknown ? { [K in keyof R & string]: MapResource<K, R[K], C> }[keyof R & string] : never
type MapSingletons<R, C extends Context> = R extends unknown
  ? { [K in keyof R & string]: MapSingletonResource<K, R[K], C> }[keyof R & string]
  : never

/** `map.namespace :admin`: path `admin/`, name prefix `admin_`, controller namespace `admin/`. */
type MapNamespaces<N, C extends Context> = N extends unknown
  ? {
      [K in keyof N & string]: N[K] extends readonly unknown[]
        ? ExpandScopes<N[K], NamespaceContext<K, C>>
        : ExpandScope<N[K], NamespaceContext<K, C>>
    }[keyof N & string]
  : never
type NamespaceContext<K extends string, C extends Context> = {
  pp: C['pp']
  np: `${C['np']}${K}_`
  ns: `${C['ns']}${K}/`
  sh: C['sh']
  allowed: C['allowed']
}

// ---------------------------------------------------------------------------------------------
// Options, with their inherited defaults

type NamePrefix<O, C extends Context> = O extends { readonly name_prefix: infer V } ? (V extends string ? V : '') : C['np']
type PathPrefix<O, C extends Context> = O extends { readonly path_prefix: infer V extends string } ? PathParamNames<V> : C['pp']
type Shallow<O, C extends Context> = O extends { readonly shallow: infer V extends boolean } ? V : C['sh']
type ControllerOf<
  Default extends string,
  O,
  C extends Context,
> = `${C['ns']}${O extends { readonly controller: infer V extends string } ? V : Default}`
/** `shallow_name_prefix` when shallow: the namespace with `/` → `_`. */
type NamespaceNamePrefix<NS extends string> = NS extends `${infer A}/${infer B}` ? `${A}_${NamespaceNamePrefix<B>}` : NS

type FilterList<X> = X extends readonly (infer E)[] ? E : X
/** `only` / `except` → the allowed default actions (Rails' set_allowed_actions); inherited otherwise. */
type Allowed<O, Inherited extends DefaultAction> = O extends { readonly only: infer X }
  ? X extends 'all'
    ? DefaultAction
    : X extends 'none'
      ? never
      : O extends { readonly except: 'none' }
        ? DefaultAction
        : FilterList<X> & DefaultAction
  : O extends { readonly except: infer X }
    ? X extends 'none'
      ? DefaultAction
      : X extends 'all'
        ? never
        : Exclude<DefaultAction, FilterList<X>>
    : Inherited

/** Rails' `has_action?`: a custom action is always routed; a default one only when allowed. */
type Routed<A extends string, Allowed extends DefaultAction> = A extends DefaultAction ? A & Allowed : A

// ---------------------------------------------------------------------------------------------
// map_resource

/**
 * A resource without prefix options (most) skips their four tests: one test of its keys instead.
 * One without prefix or nesting keys (a leaf) goes straight to its own routes
 * ({@link OwnDefaultRoutes} when it has no action keys either), without the {@link ResourceRoutes} step.
 */
type MapResource<P extends string, O, C extends Context> = [Extract<keyof O, PrefixKey | NestingKey>] extends [never]
  ? [Extract<keyof O, ActionKey>] extends [never]
    ? OwnDefaultRoutes<
        P,
        Singularize<P>,
        C['np'],
        C['pp'],
        C['sh'] extends true ? NamespaceNamePrefix<C['ns']> : C['np'],
        [...(C['sh'] extends true ? [] : C['pp']), 'id'],
        Allowed<O, C['allowed']>,
        ControllerOf<P, O, C>
      >
    : OwnResourceRoutes<
        P,
        Singularize<P>,
        O,
        C['np'],
        C['pp'],
        C['sh'] extends true ? NamespaceNamePrefix<C['ns']> : C['np'],
        [...(C['sh'] extends true ? [] : C['pp']), 'id'],
        Allowed<O, C['allowed']>,
        ControllerOf<P, O, C>
      >
  : [Extract<keyof O, PrefixKey>] extends [never]
    ? ResourceRoutes<P, Singularize<P>, O, C, C['np'], C['pp'], C['sh']>
    : ResourceRoutes<
        P,
        O extends { readonly singular: infer S extends string } ? S : Singularize<P>,
        O,
        C,
        NamePrefix<O, C>,
        PathPrefix<O, C>,
        Shallow<O, C>
      >
/** The options {@link MapResource} reads before routing (the others are read by the steps that use them). */
type PrefixKey = 'singular' | 'name_prefix' | 'path_prefix' | 'shallow'

type ResourceRoutes<
  P extends string,
  S extends string,
  O,
  C extends Context,
  NP extends string,
  PP extends readonly string[],
  SH extends boolean,
  SPP extends readonly string[] = SH extends true ? [] : PP,
  SNP extends string = SH extends true ? NamespaceNamePrefix<C['ns']> : NP,
  A extends DefaultAction = Allowed<O, C['allowed']>,
  Ctl extends string = ControllerOf<P, O, C>,
> = P extends string
  ? [Extract<keyof O, NestingKey | ActionKey>] extends [never]
    ? OwnDefaultRoutes<P, S, NP, PP, SNP, [...SPP, 'id'], A, Ctl>
    : [Extract<keyof O, NestingKey>] extends [never]
      ? OwnResourceRoutes<P, S, O, NP, PP, SNP, [...SPP, 'id'], A, Ctl>
      : Ordered<
          MapNested<O, { pp: [...SPP, `${S}_id`]; np: `${SNP}${S}_`; ns: C['ns']; sh: SH; allowed: A }>,
          OwnResourceRoutes<P, S, O, NP, PP, SNP, [...SPP, 'id'], A, Ctl>
        >
  : never

/** The option keys that nest routes (checked once, so a resource without them skips that step). */
type NestingKey = 'has_many' | 'has_one' | 'resources' | 'resource' | 'connect'

/** A plural resource's own routes: collection, index/create, new, member (edit first), show/update/destroy. */
type OwnResourceRoutes<
  P extends string,
  S extends string,
  O,
  NP extends string,
  PP extends readonly string[],
  SNP extends string,
  MP extends readonly string[],
  A extends DefaultAction,
  Ctl extends string,
> = P extends string // a distributive conditional, not a bare union: see NOTE below
  ? | (O extends { readonly collection: infer M } ? MapCollectionActions<Routed<keyof M & string, A>, `${NP}${P}`, PP, Ctl> : never)
    | MapDefaultCollectionActions<('index' | 'create') & A, S extends P ? `${NP}${P}_index` : `${NP}${P}`, PP, Ctl>
    | ('new' extends A ? RouteOf<`new_${NP}${S}`, PP, Ctl, 'new'> : never)
    | (O extends { readonly new: infer M } ? MapNewActions<Routed<keyof M & string, A>, `${NP}${S}`, PP, Ctl> : never)
    | ('edit' extends A ? RouteOf<`edit_${SNP}${S}`, MP, Ctl, 'edit'> : never)
    | (O extends { readonly member: infer M } ? MapMemberActions<Routed<keyof M & string, A>, never, `${SNP}${S}`, MP, Ctl> : never)
    | RoutesOf<`${SNP}${S}`, MP, Ctl, ('show' | 'update' | 'destroy') & A>
  : never

/** The option keys that add actions (collection, new, member). */
type ActionKey = 'collection' | 'new' | 'member'
/** {@link OwnResourceRoutes} of a resource without collection, new or member actions (same routes, fewer tests). */
type OwnDefaultRoutes<
  P extends string,
  S extends string,
  NP extends string,
  PP extends readonly string[],
  SNP extends string,
  MP extends readonly string[],
  A extends DefaultAction,
  Ctl extends string,
> = P extends string
  ? | MapDefaultCollectionActions<('index' | 'create') & A, S extends P ? `${NP}${P}_index` : `${NP}${P}`, PP, Ctl>
    | ('new' extends A ? RouteOf<`new_${NP}${S}`, PP, Ctl, 'new'> : never)
    | ('edit' extends A ? RouteOf<`edit_${SNP}${S}`, MP, Ctl, 'edit'> : never)
    | RoutesOf<`${SNP}${S}`, MP, Ctl, ('show' | 'update' | 'destroy') & A>
  : never

/*
 * NOTE (TypeScript 7): an alias whose body is a bare union (or an indexed access of a mapped
 * type) gives its instances an alias name, and a union built from thousands of such named
 * unions (the whole table) costs the native compiler super-linear time (5000 resources: 3.2 s
 * instead of 0.7 s for the expansion). The same union produced inside a distributive conditional
 * (`P extends string ? A | B : never`, `R extends unknown ? {…}[keyof R] : never`) does not, so
 * the steps that return a union are written that way.
 */

/** `map_collection_actions`: `<action>_<name_prefix><plural>`. */
type MapCollectionActions<A extends string, Base extends string, PP extends readonly string[], Ctl extends string> = A extends string
  ? RouteOf<`${A}_${Base}`, PP, Ctl, A>
  : never

/** `map_default_collection_actions`: index and create share `<name_prefix><plural>` (`_index` when uncountable). */
type MapDefaultCollectionActions<A extends string, Name extends string, PP extends readonly string[], Ctl extends string> = RoutesOf<
  Name,
  PP,
  Ctl,
  A
>

/** `map_new_actions`: `new_<name_prefix><singular>`, and `<action>_new_<name_prefix><singular>`. */
type MapNewActions<A extends string, Base extends string, PP extends readonly string[], Ctl extends string> = A extends 'new'
  ? RouteOf<`new_${Base}`, PP, Ctl, A>
  : A extends string
    ? RouteOf<`${A}_new_${Base}`, PP, Ctl, A>
    : never

/** `map_member_actions`: `<action>_<shallow_name_prefix><singular>`, then show/update/destroy. */
type MapMemberActions<
  A extends string,
  Own extends string,
  Base extends string,
  MP extends readonly string[],
  Ctl extends string,
> = Base extends string ? (A extends string ? RouteOf<`${A}_${Base}`, MP, Ctl, A> : never) | RoutesOf<Base, MP, Ctl, Own> : never

/** `map_associations` and the nested block: has_many, has_one, then `resources`/`resource`/`connect`. */
type MapNested<O, N extends Context> = Ordered<
  Ordered<
    O extends { readonly has_many: infer H } ? MapHasMany<H, N> : never,
    O extends { readonly has_one: infer H } ? MapSingletonResource<FilterList<H> & string, {}, N> : never
  >,
  MapBlock<O, N>
>
type MapBlock<O, N extends Context> = O extends unknown
  ? | (O extends { readonly resources: infer R } ? MapResources<R, N> : never)
    | (O extends { readonly resource: infer R } ? MapSingletons<R, N> : never)
    | (O extends { readonly connect: infer L extends readonly unknown[] } ? MapConnectList<L, N> : never)
  : never

/** `map_has_many_associations`: a name, a list, or a hash name → deeper has_many. */
type MapHasMany<H, N extends Context> = H extends string
  ? MapResource<H, {}, N>
  : H extends readonly (infer E)[]
    ? MapHasMany<E, N>
    : H extends unknown
      ? { [K in keyof H & string]: MapResource<K, { has_many: H[K] }, N> }[keyof H & string]
      : never

// ---------------------------------------------------------------------------------------------
// map_singleton_resource

/** A singleton without prefix or nesting keys (most) goes straight to its own routes: one test of its keys. */
type MapSingletonResource<S extends string, O, C extends Context> = S extends string
  ? [Extract<keyof O, 'name_prefix' | 'path_prefix' | NestingKey>] extends [never]
    ? [Extract<keyof O, ActionKey>] extends [never]
      ? OwnSingletonDefaultRoutes<S, C['np'], C['pp'], Allowed<O, C['allowed']>, ControllerOf<Pluralize<S>, O, C>>
      : OwnSingletonRoutes<S, O, C['np'], C['pp'], Allowed<O, C['allowed']>, ControllerOf<Pluralize<S>, O, C>>
    : SingletonRoutes<S, O, C, NamePrefix<O, C>, PathPrefix<O, C>>
  : never

type SingletonRoutes<
  S extends string,
  O,
  C extends Context,
  NP extends string,
  PP extends readonly string[],
  A extends DefaultAction = Allowed<O, C['allowed']>,
  Ctl extends string = ControllerOf<Pluralize<S>, O, C>,
> = S extends string
  ? [Extract<keyof O, NestingKey>] extends [never]
    ? OwnSingletonRoutes<S, O, NP, PP, A, Ctl>
    : Ordered<
        MapNested<O, { pp: PP; np: `${NP}${S}_`; ns: C['ns']; sh: Shallow<O, C>; allowed: A }>,
        OwnSingletonRoutes<S, O, NP, PP, A, Ctl>
      >
  : never

/** A singleton's own routes: collection, new, member (edit first), show/update/destroy, create. */
type OwnSingletonRoutes<
  S extends string,
  O,
  NP extends string,
  PP extends readonly string[],
  A extends DefaultAction,
  Ctl extends string,
> = S extends string
  ? | (O extends { readonly collection: infer M } ? MapCollectionActions<Routed<keyof M & string, A>, `${NP}${S}`, PP, Ctl> : never)
    | ('new' extends A ? RouteOf<`new_${NP}${S}`, PP, Ctl, 'new'> : never)
    | (O extends { readonly new: infer M } ? MapNewActions<Routed<keyof M & string, A>, `${NP}${S}`, PP, Ctl> : never)
    | ('edit' extends A ? RouteOf<`edit_${NP}${S}`, PP, Ctl, 'edit'> : never)
    | (O extends { readonly member: infer M } ? MapMemberActions<Routed<keyof M & string, A>, never, `${NP}${S}`, PP, Ctl> : never)
    | RoutesOf<`${NP}${S}`, PP, Ctl, ('show' | 'update' | 'destroy' | 'create') & A>
  : never

/** {@link OwnSingletonRoutes} of a singleton without collection, new or member actions (same routes, fewer tests). */
type OwnSingletonDefaultRoutes<
  S extends string,
  NP extends string,
  PP extends readonly string[],
  A extends DefaultAction,
  Ctl extends string,
> = S extends string
  ? | ('new' extends A ? RouteOf<`new_${NP}${S}`, PP, Ctl, 'new'> : never)
    | ('edit' extends A ? RouteOf<`edit_${NP}${S}`, PP, Ctl, 'edit'> : never)
    | RoutesOf<`${NP}${S}`, PP, Ctl, ('show' | 'update' | 'destroy' | 'create') & A>
  : never

// ---------------------------------------------------------------------------------------------
// connect and root

/**
 * A connect list, in order (a later named route takes an earlier one's name): a left fold, so
 * TypeScript evaluates it as a tail call (a right fold stopped at about 90 routes with TS2589).
 */
type MapConnectList<L extends readonly unknown[], C extends Context, Done = never> = L extends readonly [infer H, ...infer T]
  ? MapConnectList<T, C, ConnectStep<Done, MapConnect<H, C>>>
  : L extends readonly []
    ? Done
    : OrderedPlain<Done, MapConnect<L[number], C>>

/**
 * {@link OrderedPlain} for one more plain route (`New`): a name no earlier route holds (the usual
 * case, one test against the names held so far) just joins the list.
 */
type ConnectStep<Done, New> = [Done] extends [never]
  ? New
  : NameOf<New> extends infer N extends string
    ? N extends NameOf<Done>
      ? OrderedPlain<Done, New>
      : Join<Done, New>
    : Join<Done, New>

type MapConnect<R, C extends Context> = R extends string
  ? ConnectRoute<undefined, R, {}, {}, string, 'index', C>
  : R extends { readonly path: infer P extends string }
    ? ConnectRoute<
        R extends { readonly name: infer N extends string } ? `${C['np']}${N}` : undefined,
        P,
        R extends { readonly defaults: infer V } ? V : {},
        R extends { readonly requirements: infer V } ? V : {},
        R extends { readonly controller: infer V extends string } ? `${C['ns']}${V}` : string,
        R extends { readonly action: infer V extends string } ? V : 'index',
        C
      >
    : never

type ConnectRoute<
  N extends string | undefined,
  P extends string,
  Defaults,
  Requirements,
  Ctl extends string,
  Act extends string,
  C extends Context,
  Split extends { required: readonly string[]; optional: string; optionalList: readonly string[] } = ConnectPathParams<
    StripSlash<P>,
    Defaults,
    Requirements
  >,
> = PlainRouteOf<
  N,
  [...C['pp'], ...Split['required']],
  Ctl,
  // an `:action` segment takes any action (the `action` option is its default); else the option, or `index`
  'action' extends Split['required'][number] | Split['optional'] ? string : Act,
  Split['optional'],
  GlobNames<P>,
  Split['optionalList'],
  ExtrasOf<Defaults, Split['required'][number] | Split['optional'] | GlobNames<P>>,
  [keyof Defaults] extends [never] // most plain routes: no defaults, so only a mid-path `:action` has one
    ? 'action' extends Split['required'][number]
      ? 'action'
      : never
    : Extract<C['pp'][number] | Split['required'][number], DefaultedKey<Defaults>>
>

/** The keys a plain route's defaults give a value (not `null`), and `action` unless its default is `null`. */
type DefaultedKey<Defaults> =
  | { [K in keyof Defaults]: Defaults[K] extends null ? never : K }[keyof Defaults]
  | (Defaults extends { readonly action: null } ? never : 'action')

/** A plain route's non-segment defaults as the runtime recognizes them: `null` stays, a value becomes its string. */
type ExtrasOf<Defaults, PathParams extends string> = {
  readonly [K in Exclude<keyof Defaults & string, PathParams | 'controller' | 'action'>]: Defaults[K] extends null
    ? null
    : Defaults[K] extends string | number
      ? `${Defaults[K]}`
      : string
}

type StripSlash<P extends string> = P extends `/${infer R}` ? R : P

/** `map.root`: the empty path, named `root`. */
type MapRoot<R, C extends Context> = R extends { readonly controller: infer Ctl extends string }
  ? PlainRouteOf<
      `${C['np']}root`,
      C['pp'],
      `${C['ns']}${Ctl}`,
      R extends { readonly action: infer A extends string } ? A : 'index',
      never,
      never
    >
  : never
