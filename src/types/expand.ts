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

/** A plain route descriptor (`connect`, `root`). */
export type PlainRouteOf<
  Name extends string | undefined,
  Params extends readonly string[],
  Controller extends string,
  Action extends string,
  Optional extends string,
  Globs extends string,
  OptionalParams extends readonly string[] = [],
  Extras = {},
  Defaulted extends string = never,
> = {
  readonly name: Name
  readonly params: Params
  readonly controller: Controller
  readonly action: Action
  readonly kind: 'plain'
  readonly optional: Optional
  readonly globs: Globs
  readonly optionalParams: OptionalParams
  /** `defaults` keys that are not path segments: added to the recognized params (`null` kept, others as strings). */
  readonly extras: Extras
  readonly defaulted: Defaulted
}

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
type OrderedPlain<First, Then> = [Then] extends [never]
  ? First
  : [First] extends [never]
    ? Then
    : Ordered<Untake<First, PlainNameOf<Then>>, Then>
type PlainNameOf<R> = R extends { readonly kind: 'plain'; readonly name: string } ? R['name'] : never
/** `R` with its plain routes named in `Taken` unnamed; one look-up in `R`'s names when none is (the usual case). */
type Untake<R, Taken> = [Extract<Taken, NameOf<R>>] extends [never]
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

/**
 * What a scope passes down to the resources in it (Rails 2.3: the options `map_resource` hands a
 * nested block), with the two values every resource in the scope reads computed once for all of
 * them ({@link ScopeContext}).
 */
export interface Context {
  /** The path prefix's params (`['thread_id']`): the first params of every route in the scope. */
  readonly pathParams: readonly string[]
  /** The name prefix (`thread_`). */
  readonly namePrefix: string
  /** The controller namespace (`admin/`). */
  readonly namespace: string
  /** Whether the scope's resources are shallow. */
  readonly shallow: boolean
  /** The default actions a resource routes unless its own `only` / `except` say otherwise. */
  readonly allowed: DefaultAction
  /** The name prefix of a member route: `namePrefix`, or under `shallow` the namespace's only (Rails' `shallow_name_prefix`). */
  readonly memberNamePrefix: string
  /** The params of a member route: `[...pathParams, 'id']`, or under `shallow` `['id']` (Rails' `shallow_path_prefix`). */
  readonly memberParams: readonly string[]
}

/** A {@link Context} from its five settings; the member name prefix and params are computed here, once per scope. */
type ScopeContext<
  PathParams extends readonly string[],
  NamePrefix extends string,
  Namespace extends string,
  Shallow extends boolean,
  Allowed extends DefaultAction,
> = {
  pathParams: PathParams
  namePrefix: NamePrefix
  namespace: Namespace
  shallow: Shallow
  allowed: Allowed
  memberNamePrefix: Shallow extends true ? NamespaceNamePrefix<Namespace> : NamePrefix
  memberParams: Shallow extends true ? ['id'] : [...PathParams, 'id']
}

type TopContext = ScopeContext<[], '', '', false, DefaultAction>

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
export type Expand<Declaration> = Declaration extends readonly unknown[]
  ? ExpandScopes<Declaration, TopContext> extends infer Routes extends RouteDescriptor
    ? Routes
    : never
  : ExpandScope<Declaration, TopContext>

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

type MapResources<Resources, C extends Context> = Resources extends unknown
  ? { [Plural in keyof Resources & string]: MapResource<Plural, Resources[Plural], C> }[keyof Resources & string]
  : never
type MapSingletons<Singletons, C extends Context> = Singletons extends unknown
  ? { [Singular in keyof Singletons & string]: MapSingletonResource<Singular, Singletons[Singular], C> }[keyof Singletons & string]
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

// ---------------------------------------------------------------------------------------------
// Options, with their inherited defaults

type NamePrefixOf<Options, C extends Context> = Options extends { readonly name_prefix: unknown }
  ? Options['name_prefix'] extends string
    ? Options['name_prefix']
    : ''
  : C['namePrefix']
type PathParamsOf<Options, C extends Context> = Options extends { readonly path_prefix: string }
  ? PathParamNames<Options['path_prefix']>
  : C['pathParams']
type ShallowOf<Options, C extends Context> = Options extends { readonly shallow: boolean } ? Options['shallow'] : C['shallow']
type ControllerOf<Default extends string, Options, C extends Context> = `${C['namespace']}${Options extends {
  readonly controller: string
}
  ? Options['controller']
  : Default}`
/** `shallow_name_prefix` when shallow: the namespace with `/` → `_`. */
type NamespaceNamePrefix<Namespace extends string> = Namespace extends `${infer Head}/${infer Rest}`
  ? `${Head}_${NamespaceNamePrefix<Rest>}`
  : Namespace

type FilterList<Filter> = Filter extends readonly (infer Action)[] ? Action : Filter
/** `only` / `except` → the allowed default actions (Rails' set_allowed_actions); inherited otherwise. */
type AllowedOf<Options, Inherited extends DefaultAction> = Options extends { readonly only: unknown }
  ? Options['only'] extends 'all'
    ? DefaultAction
    : Options['only'] extends 'none'
      ? never
      : Options extends { readonly except: 'none' }
        ? DefaultAction
        : FilterList<Options['only']> & DefaultAction
  : Options extends { readonly except: unknown }
    ? Options['except'] extends 'none'
      ? DefaultAction
      : Options['except'] extends 'all'
        ? never
        : Exclude<DefaultAction, FilterList<Options['except']>>
    : Inherited

/** The context of a resource with prefix options: its own path prefix, name prefix, shallow and allowed actions, else the scope's. */
type OwnContext<Options, C extends Context> = ScopeContext<
  PathParamsOf<Options, C>,
  NamePrefixOf<Options, C>,
  C['namespace'],
  ShallowOf<Options, C>,
  AllowedOf<Options, C['allowed']>
>

/** Rails' `has_action?`: a custom action is always routed; a default one only when allowed. */
type Routed<Action extends string, Allowed extends DefaultAction> = Action extends DefaultAction ? Action & Allowed : Action

/** The option keys read before routing: a resource with one of them gets a context of its own. */
type PrefixKey = 'singular' | 'name_prefix' | 'path_prefix' | 'shallow'
/** The option keys that nest routes. */
type NestingKey = 'has_many' | 'has_one' | 'resources' | 'resource' | 'connect'
/** The option keys that add actions (collection, new, member). */
type ActionKey = 'collection' | 'new' | 'member'

/*
 * NOTE (cost): a declaration of 1000 resources runs each step below 1000 times, so the steps are
 * few and flat. A route is an inline object type (an alias per route costs an instantiation per
 * argument), a scope's member name prefix and params are computed once in its {@link Context},
 * and the usual shapes take short paths: a resource without options routes
 * {@link DefaultRoutes} straight from its scope's context; one without prefix or nesting keys
 * skips the steps for them. An option is read by testing for its key and indexing it
 * (`Options extends { readonly controller: string } ? Options['controller'] : …`), not with
 * `infer`: each `infer` costs an inference context per test (an eighth of the expansion's
 * allocations under TypeScript 7 when the option reads used it).
 *
 * NOTE (TypeScript 7): an alias whose body is a bare union (or an indexed access of a mapped
 * type) gives its instances an alias name, and a union built from thousands of such named
 * unions (the whole table) costs the native compiler super-linear time (5000 resources: 3.2 s
 * instead of 0.7 s for the expansion). The same union produced inside a distributive conditional
 * (`Plural extends string ? A | B : never`, `R extends unknown ? {…}[keyof R] : never`) does not,
 * so the steps that return a union are written that way.
 */

// ---------------------------------------------------------------------------------------------
// map_resource

/**
 * `map.resources :plural, options`: its routes, nested ones first ({@link Ordered}). A resource
 * without options (the most common) routes the seven defaults in its scope's context; one without
 * prefix or nesting keys its own routes in that context.
 */
type MapResource<Plural extends string, Options, C extends Context> = keyof Options extends never
  ? DefaultRoutes<Plural, Singularize<Plural>, C, C['allowed'], `${C['namespace']}${Plural}`>
  : keyof Options & (PrefixKey | NestingKey) extends never
    ? OwnResourceRoutes<Plural, Singularize<Plural>, Options, C, AllowedOf<Options, C['allowed']>, ControllerOf<Plural, Options, C>>
    : ResourceRoutes<
        Plural,
        Options extends { readonly singular: string } ? Options['singular'] : Singularize<Plural>,
        Options,
        OwnContext<Options, C>
      >

/** A resource with prefix or nesting options, in its own context `Own`: nested routes first, then its own. */
type ResourceRoutes<Plural extends string, Singular extends string, Options, Own extends Context> = Plural extends string
  ? keyof Options & NestingKey extends never
    ? OwnResourceRoutes<Plural, Singular, Options, Own, Own['allowed'], ControllerOf<Plural, Options, Own>>
    : Ordered<
        MapNested<
          Options,
          ScopeContext<
            [...(Own['shallow'] extends true ? [] : Own['pathParams']), `${Singular}_id`],
            `${Own['memberNamePrefix']}${Singular}_`,
            Own['namespace'],
            Own['shallow'],
            Own['allowed']
          >
        >,
        OwnResourceRoutes<Plural, Singular, Options, Own, Own['allowed'], ControllerOf<Plural, Options, Own>>
      >
  : never

/**
 * A plural resource's own routes: collection, index/create, new, member (edit first),
 * show/update/destroy — the defaults ({@link DefaultRoutes}) and the options' actions.
 */
type OwnResourceRoutes<
  Plural extends string,
  Singular extends string,
  Options,
  C extends Context,
  Allowed extends DefaultAction,
  Controller extends string,
> = Plural extends string // a distributive conditional, not a bare union: see the NOTE above
  ? keyof Options & ActionKey extends never
    ? DefaultRoutes<Plural, Singular, C, Allowed, Controller>
    : | DefaultRoutes<Plural, Singular, C, Allowed, Controller>
      | (Options extends { readonly collection: unknown }
          ? ActionRoutes<
              Routed<keyof Options['collection'] & string, Allowed>,
              '',
              `_${C['namePrefix']}${Plural}`,
              C['pathParams'],
              Controller
            >
          : never)
      | (Options extends { readonly new: unknown }
          ? NewActionRoutes<Routed<keyof Options['new'] & string, Allowed>, `${C['namePrefix']}${Singular}`, C['pathParams'], Controller>
          : never)
      | (Options extends { readonly member: unknown }
          ? ActionRoutes<
              Routed<keyof Options['member'] & string, Allowed>,
              '',
              `_${C['memberNamePrefix']}${Singular}`,
              C['memberParams'],
              Controller
            >
          : never)
  : never

/**
 * The seven default actions of a plural resource, those `Allowed` (Rails 2.3 resources.rb
 * `map_default_collection_actions`, `map_new_actions`, `map_member_actions`): index and create
 * share `<name_prefix><plural>` (`_index` when the plural is its own singular), `new_<singular>`,
 * `edit_<singular>`, and show/update/destroy share `<singular>`.
 */
type DefaultRoutes<
  Plural extends string,
  Singular extends string,
  C extends Context,
  Allowed extends DefaultAction,
  Controller extends string,
> = DefaultAction extends Allowed
  ? | {
        readonly name: Singular extends Plural ? `${C['namePrefix']}${Plural}_index` : `${C['namePrefix']}${Plural}`
        readonly params: C['pathParams']
        readonly controller: Controller
        readonly action: 'index' | 'create'
      }
    | {
        readonly name: `new_${C['namePrefix']}${Singular}`
        readonly params: C['pathParams']
        readonly controller: Controller
        readonly action: 'new'
      }
    | {
        readonly name: `edit_${C['memberNamePrefix']}${Singular}`
        readonly params: C['memberParams']
        readonly controller: Controller
        readonly action: 'edit'
      }
    | {
        readonly name: `${C['memberNamePrefix']}${Singular}`
        readonly params: C['memberParams']
        readonly controller: Controller
        readonly action: 'show' | 'update' | 'destroy'
      }
  : | RoutesNamed<
        Singular extends Plural ? `${C['namePrefix']}${Plural}_index` : `${C['namePrefix']}${Plural}`,
        C['pathParams'],
        Controller,
        ('index' | 'create') & Allowed
      >
    | RoutesNamed<`new_${C['namePrefix']}${Singular}`, C['pathParams'], Controller, 'new' & Allowed>
    | RoutesNamed<`edit_${C['memberNamePrefix']}${Singular}`, C['memberParams'], Controller, 'edit' & Allowed>
    | RoutesNamed<`${C['memberNamePrefix']}${Singular}`, C['memberParams'], Controller, ('show' | 'update' | 'destroy') & Allowed>

/** Routes of one name, params and controller as one descriptor with their actions (none when no action is routed). */
type RoutesNamed<Name extends string, Params extends readonly string[], Controller extends string, Action extends string> = [
  Action,
] extends [never]
  ? never
  : { readonly name: Name; readonly params: Params; readonly controller: Controller; readonly action: Action }

/** Extra actions (`map_collection_actions`, `map_member_actions`): `<action><infix><base>` (`search_posts`, `close_post`). */
type ActionRoutes<
  Action extends string,
  Infix extends string,
  Base extends string,
  Params extends readonly string[],
  Controller extends string,
> = Action extends string
  ? { readonly name: `${Action}${Infix}${Base}`; readonly params: Params; readonly controller: Controller; readonly action: Action }
  : never

/** `map_new_actions`: `new_<name_prefix><singular>`, and `<action>_new_<name_prefix><singular>`. */
type NewActionRoutes<
  Action extends string,
  Base extends string,
  Params extends readonly string[],
  Controller extends string,
> = Action extends 'new'
  ? { readonly name: `new_${Base}`; readonly params: Params; readonly controller: Controller; readonly action: Action }
  : ActionRoutes<Action, '_new_', Base, Params, Controller>

/** `map_associations` and the nested block: has_many, has_one, then `resources`/`resource`/`connect`. */
type MapNested<Options, Nested extends Context> = Ordered<
  Ordered<
    Options extends { readonly has_many: unknown } ? MapHasMany<Options['has_many'], Nested> : never,
    Options extends { readonly has_one: unknown } ? MapSingletonResource<FilterList<Options['has_one']> & string, {}, Nested> : never
  >,
  MapBlock<Options, Nested>
>
type MapBlock<Options, Nested extends Context> = Options extends unknown
  ? | (Options extends { readonly resources: unknown } ? MapResources<Options['resources'], Nested> : never)
    | (Options extends { readonly resource: unknown } ? MapSingletons<Options['resource'], Nested> : never)
    | (Options extends { readonly connect: readonly unknown[] } ? MapConnectList<Options['connect'], Nested> : never)
  : never

/** `map_has_many_associations`: a name, a list, or a hash name → deeper has_many. */
type MapHasMany<HasMany, Nested extends Context> = HasMany extends string
  ? MapResource<HasMany, {}, Nested>
  : HasMany extends readonly (infer Each)[]
    ? MapHasMany<Each, Nested>
    : HasMany extends unknown
      ? { [Plural in keyof HasMany & string]: MapResource<Plural, { has_many: HasMany[Plural] }, Nested> }[keyof HasMany & string]
      : never

// ---------------------------------------------------------------------------------------------
// map_singleton_resource

/**
 * `map.resource :singular, options`: its routes, nested ones first. One without prefix or nesting
 * keys (most) routes its own routes in its scope's context.
 */
type MapSingletonResource<Singular extends string, Options, C extends Context> = Singular extends string
  ? keyof Options & ('name_prefix' | 'path_prefix' | NestingKey) extends never
    ? OwnSingletonRoutes<Singular, Options, C, AllowedOf<Options, C['allowed']>, ControllerOf<Pluralize<Singular>, Options, C>>
    : SingletonRoutes<Singular, Options, OwnContext<Options, C>>
  : never

/** A singleton with prefix or nesting options, in its own context `Own`. */
type SingletonRoutes<Singular extends string, Options, Own extends Context> = Singular extends string
  ? keyof Options & NestingKey extends never
    ? OwnSingletonRoutes<Singular, Options, Own, Own['allowed'], ControllerOf<Pluralize<Singular>, Options, Own>>
    : Ordered<
        MapNested<
          Options,
          ScopeContext<Own['pathParams'], `${Own['namePrefix']}${Singular}_`, Own['namespace'], Own['shallow'], Own['allowed']>
        >,
        OwnSingletonRoutes<Singular, Options, Own, Own['allowed'], ControllerOf<Pluralize<Singular>, Options, Own>>
      >
  : never

/**
 * A singleton's own routes: collection, new, member (edit first), show/update/destroy and create
 * sharing `<singular>` (Rails 2.3 resources.rb `map_singleton_resource`).
 */
type OwnSingletonRoutes<
  Singular extends string,
  Options,
  C extends Context,
  Allowed extends DefaultAction,
  Controller extends string,
> = Singular extends string
  ? | RoutesNamed<`new_${C['namePrefix']}${Singular}`, C['pathParams'], Controller, 'new' & Allowed>
    | RoutesNamed<`edit_${C['namePrefix']}${Singular}`, C['pathParams'], Controller, 'edit' & Allowed>
    | RoutesNamed<`${C['namePrefix']}${Singular}`, C['pathParams'], Controller, ('show' | 'update' | 'destroy' | 'create') & Allowed>
    | (keyof Options & ActionKey extends never
        ? never
        : | (Options extends { readonly collection: unknown }
              ? ActionRoutes<
                  Routed<keyof Options['collection'] & string, Allowed>,
                  '',
                  `_${C['namePrefix']}${Singular}`,
                  C['pathParams'],
                  Controller
                >
              : never)
          | (Options extends { readonly new: unknown }
              ? NewActionRoutes<
                  Routed<keyof Options['new'] & string, Allowed>,
                  `${C['namePrefix']}${Singular}`,
                  C['pathParams'],
                  Controller
                >
              : never)
          | (Options extends { readonly member: unknown }
              ? ActionRoutes<
                  Routed<keyof Options['member'] & string, Allowed>,
                  '',
                  `_${C['namePrefix']}${Singular}`,
                  C['pathParams'],
                  Controller
                >
              : never))
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
        R extends { readonly name: infer N extends string } ? `${C['namePrefix']}${N}` : undefined,
        P,
        R extends { readonly defaults: infer V } ? V : {},
        R extends { readonly requirements: infer V } ? V : {},
        R extends { readonly controller: infer V extends string } ? `${C['namespace']}${V}` : string,
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
  [...C['pathParams'], ...Split['required']],
  Ctl,
  // an `:action` segment takes any action (the `action` option is its default); else the option, or `index`
  'action' extends Split['required'][number] | Split['optional'] ? string : Act,
  Split['optional'],
  GlobNames<P>,
  Split['optionalList'],
  ExtrasOf<Defaults, Split['required'][number] | Split['optional'] | GlobNames<P>>,
  keyof Defaults extends never // most plain routes: no defaults, so only a mid-path `:action` has one
    ? 'action' extends Split['required'][number]
      ? 'action'
      : never
    : Extract<C['pathParams'][number] | Split['required'][number], DefaultedKey<Defaults>>
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
      `${C['namePrefix']}root`,
      C['pathParams'],
      `${C['namespace']}${Ctl}`,
      R extends { readonly action: infer A extends string } ? A : 'index',
      never,
      never
    >
  : never
