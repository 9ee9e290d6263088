/**
 * The steps of Rails 2.3.18 resources.rb at the type level, one alias per step — the twin of
 * src/routing/expand/steps.ts: `map_resource` and `map_singleton_resource` route the nested
 * block first (has_many, has_one, then `resources` / `resource` / `connect`), then their own
 * actions.
 */
import type { DefaultAction } from '../../routing/declaration'
import type { Pluralize, Singularize } from '../inflector'
import type { ResourceHashHelper, ResourceHelper } from '../helper-forms'
import type { MapConnectList } from './plain'
import type {
  ActionKey,
  AllowedOf,
  Context,
  ControllerOf,
  FilterList,
  NestingKey,
  OwnContext,
  PrefixKey,
  Routed,
  ScopeContext,
} from './resource'
import type { Ordered } from './table'

/** A scope's `resources`: the routes of each (`map.resources :plural, options`), as one union. */
export type MapResources<Resources, C extends Context> = Resources extends unknown
  ? { [Plural in keyof Resources & string]: MapResource<Plural, Resources[Plural], C> }[keyof Resources & string]
  : never
/** A scope's `resource`: the routes of each singleton (`map.resource :singular, options`). */
export type MapSingletons<Singletons, C extends Context> = Singletons extends unknown
  ? { [Singular in keyof Singletons & string]: MapSingletonResource<Singular, Singletons[Singular], C> }[keyof Singletons & string]
  : never

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

/**
 * `map.resources :plural, options`: its routes, nested ones first ({@link Ordered}). A resource
 * without options (the most common) routes the seven defaults in its scope's context; one without
 * prefix or nesting keys its own routes in that context; one with nesting keys but no prefix key
 * nests in that context with its own allowed actions (no option reads for the prefixes).
 */
type MapResource<Plural extends string, Options, C extends Context> = keyof Options extends never
  ? DefaultRoutes<Plural, Singularize<Plural>, C, C['allowed'], `${C['namespace']}${Plural}`>
  : keyof Options & (PrefixKey | NestingKey) extends never
    ? OwnResourceRoutes<Plural, Singularize<Plural>, Options, C, AllowedOf<Options, C['allowed']>, ControllerOf<Plural, Options, C>>
    : keyof Options & PrefixKey extends never
      ? ResourceRoutes<
          Plural,
          Singularize<Plural>,
          Options,
          ScopeContext<C['pathParams'], C['namePrefix'], C['namespace'], C['shallow'], AllowedOf<Options, C['allowed']>>
        >
      : ResourceRoutes<
          Plural,
          Options extends { readonly singular: string } ? Options['singular'] : Singularize<Plural>,
          Options,
          OwnContext<Options, C>
        >

/** A resource with prefix or nesting options, in its own context `Own`: nested routes first, then its own. */
type ResourceRoutes<Plural extends string, Singular extends string, Options, Own extends Context> = keyof Options & NestingKey extends never
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
> = keyof Options & ActionKey extends never // a conditional, not a bare union: see the NOTE above
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

/**
 * The seven default actions of a plural resource, those `Allowed` (Rails 2.3 resources.rb
 * `map_default_collection_actions`, `map_new_actions`, `map_member_actions`): index and create
 * share `<name_prefix><plural>` (`_index` when the plural is its own singular), `new_<singular>`,
 * `edit_<singular>`, and show/update/destroy share `<singular>`. With all seven allowed (the usual
 * case) the four routes are written out; otherwise the allowed actions pick theirs in one look-up
 * ({@link DefaultRouteOf}), not a test per route. The two forms repeat the routes on purpose: the
 * look-up for all seven, or an alias per route, costs more (about 4 k and 6 k more TypeScript 7
 * allocations at 1000 resources).
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
        readonly helper: C['collectionHelper']
        readonly hash: C['collectionHash']
        readonly controller: Controller
        readonly action: 'index' | 'create'
      }
    | {
        readonly name: `new_${C['namePrefix']}${Singular}`
        readonly params: C['pathParams']
        readonly helper: C['collectionHelper']
        readonly hash: C['collectionHash']
        readonly controller: Controller
        readonly action: 'new'
      }
    | {
        readonly name: `edit_${C['memberNamePrefix']}${Singular}`
        readonly params: C['memberParams']
        readonly helper: C['memberHelper']
        readonly hash: C['memberHash']
        readonly controller: Controller
        readonly action: 'edit'
      }
    | {
        readonly name: `${C['memberNamePrefix']}${Singular}`
        readonly params: C['memberParams']
        readonly helper: C['memberHelper']
        readonly hash: C['memberHash']
        readonly controller: Controller
        readonly action: 'show' | 'update' | 'destroy'
      }
  : {
      readonly collection: {
        readonly name: Singular extends Plural ? `${C['namePrefix']}${Plural}_index` : `${C['namePrefix']}${Plural}`
        readonly params: C['pathParams']
        readonly helper: C['collectionHelper']
        readonly hash: C['collectionHash']
        readonly controller: Controller
        readonly action: ('index' | 'create') & Allowed
      }
      readonly new: {
        readonly name: `new_${C['namePrefix']}${Singular}`
        readonly params: C['pathParams']
        readonly helper: C['collectionHelper']
        readonly hash: C['collectionHash']
        readonly controller: Controller
        readonly action: 'new'
      }
      readonly edit: {
        readonly name: `edit_${C['memberNamePrefix']}${Singular}`
        readonly params: C['memberParams']
        readonly helper: C['memberHelper']
        readonly hash: C['memberHash']
        readonly controller: Controller
        readonly action: 'edit'
      }
      readonly member: {
        readonly name: `${C['memberNamePrefix']}${Singular}`
        readonly params: C['memberParams']
        readonly helper: C['memberHelper']
        readonly hash: C['memberHash']
        readonly controller: Controller
        readonly action: ('show' | 'update' | 'destroy') & Allowed
      }
    }[DefaultRouteOf[Allowed]]

/** The default route of each default action (`show`, `update` and `destroy` share one). */
interface DefaultRouteOf {
  readonly index: 'collection'
  readonly create: 'collection'
  readonly new: 'new'
  readonly edit: 'edit'
  readonly show: 'member'
  readonly update: 'member'
  readonly destroy: 'member'
}

/** Routes of one name, params and controller as one descriptor with their actions (none when no action is routed). */
type RoutesNamed<Name extends string, Params extends readonly string[], Controller extends string, Action extends string> = [
  Action,
] extends [never]
  ? never
  : {
      readonly name: Name
      readonly params: Params
      readonly helper: ResourceHelper<Params>
      readonly hash: ResourceHashHelper<Params>
      readonly controller: Controller
      readonly action: Action
    }

/** Extra actions (`map_collection_actions`, `map_member_actions`): `<action><infix><base>` (`search_posts`, `close_post`). */
type ActionRoutes<
  Action extends string,
  Infix extends string,
  Base extends string,
  Params extends readonly string[],
  Controller extends string,
> = Action extends string
  ? {
      readonly name: `${Action}${Infix}${Base}`
      readonly params: Params
      readonly helper: ResourceHelper<Params>
      readonly hash: ResourceHashHelper<Params>
      readonly controller: Controller
      readonly action: Action
    }
  : never

/** `map_new_actions`: `new_<name_prefix><singular>`, and `<action>_new_<name_prefix><singular>`. */
type NewActionRoutes<
  Action extends string,
  Base extends string,
  Params extends readonly string[],
  Controller extends string,
> = Action extends 'new'
  ? {
      readonly name: `new_${Base}`
      readonly params: Params
      readonly helper: ResourceHelper<Params>
      readonly hash: ResourceHashHelper<Params>
      readonly controller: Controller
      readonly action: Action
    }
  : ActionRoutes<Action, '_new_', Base, Params, Controller>

/**
 * `map_associations` and the nested block: has_many, has_one, then `resources`/`resource`/`connect`.
 * A block of nested `resources` only (the usual case) maps them straight, without ordering steps.
 */
type MapNested<Options, Nested extends Context> = keyof Options & ('has_many' | 'has_one') extends never
  ? keyof Options & ('resource' | 'connect') extends never
    ? MapResources<Options['resources' & keyof Options], Nested>
    : MapBlock<Options, Nested>
  : Ordered<
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
