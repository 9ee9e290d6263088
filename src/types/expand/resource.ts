/**
 * What a scope hands down to the resources in it, and a resource's options with their inherited
 * defaults — the twin of src/routing/expand/resource.ts.
 */
import type { DefaultAction } from '../../routing/declaration'
import type { PathParamNames } from '../path'
import type { ResourceHashHelper, ResourceHelper } from '../helper-forms'

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
  /** The `_path` / `_url` helper type of a collection route (params `pathParams`): `ResourceHelper<pathParams>`. */
  readonly collectionHelper: unknown
  /** The `hash_for_*` helper type of a collection route: `ResourceHashHelper<pathParams>`. */
  readonly collectionHash: unknown
  /** The `_path` / `_url` helper type of a member route: `ResourceHelper<memberParams>`. */
  readonly memberHelper: unknown
  /** The `hash_for_*` helper type of a member route: `ResourceHashHelper<memberParams>`. */
  readonly memberHash: unknown
}

/**
 * A {@link Context} from its five settings; the member name prefix and params and the helper types
 * of the scope's routes are computed here, once per scope, by one test of `Shallow`.
 */
export type ScopeContext<
  PathParams extends readonly string[],
  NamePrefix extends string,
  Namespace extends string,
  Shallow extends boolean,
  Allowed extends DefaultAction,
> = [Shallow] extends [true]
  ? ContextOf<PathParams, NamePrefix, Namespace, Shallow, Allowed, NamespaceNamePrefix<Namespace>, ['id']>
  : ContextOf<PathParams, NamePrefix, Namespace, Shallow, Allowed, NamePrefix, [...PathParams, 'id']>
/** A {@link Context} with its member name prefix and params given (one test of `Shallow` in {@link ScopeContext}). */
type ContextOf<
  PathParams extends readonly string[],
  NamePrefix extends string,
  Namespace extends string,
  Shallow extends boolean,
  Allowed extends DefaultAction,
  MemberNamePrefix extends string,
  MemberParams extends readonly string[],
> = {
  pathParams: PathParams
  namePrefix: NamePrefix
  namespace: Namespace
  shallow: Shallow
  allowed: Allowed
  memberNamePrefix: MemberNamePrefix
  memberParams: MemberParams
  collectionHelper: ResourceHelper<PathParams>
  collectionHash: ResourceHashHelper<PathParams>
  memberHelper: ResourceHelper<MemberParams>
  memberHash: ResourceHashHelper<MemberParams>
}

export type TopContext = ScopeContext<[], '', '', false, DefaultAction>

type NamePrefixOf<Options, C extends Context> = Options extends { readonly name_prefix: unknown }
  ? Options['name_prefix'] extends string
    ? Options['name_prefix']
    : ''
  : C['namePrefix']
type PathParamsOf<Options, C extends Context> = Options extends { readonly path_prefix: string }
  ? PathParamNames<Options['path_prefix']>
  : C['pathParams']
type ShallowOf<Options, C extends Context> = Options extends { readonly shallow: boolean } ? Options['shallow'] : C['shallow']
export type ControllerOf<Default extends string, Options, C extends Context> = `${C['namespace']}${Options extends {
  readonly controller: string
}
  ? Options['controller']
  : Default}`
/** `shallow_name_prefix` when shallow: the namespace with `/` → `_`. */
type NamespaceNamePrefix<Namespace extends string> = Namespace extends `${infer Head}/${infer Rest}`
  ? `${Head}_${NamespaceNamePrefix<Rest>}`
  : Namespace

export type FilterList<Filter> = Filter extends readonly (infer Action)[] ? Action : Filter
/**
 * `only` / `except` → the allowed default actions (Rails' set_allowed_actions); inherited otherwise.
 * `All` is `DefaultAction`, a type parameter so that `Exclude<All, …>` is instantiated once per
 * except list (written `Exclude<DefaultAction, …>`, it is distributed over the seven actions where
 * it is written, and each resource with `except` instantiated seven conditional types).
 */
export type AllowedOf<Options, Inherited extends DefaultAction, All extends DefaultAction = DefaultAction> = Options extends {
  readonly only: unknown
}
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
        : Exclude<All, FilterList<Options['except']>>
    : Inherited

/** The context of a resource with prefix options: its own path prefix, name prefix, shallow and allowed actions, else the scope's. */
export type OwnContext<Options, C extends Context> = ScopeContext<
  PathParamsOf<Options, C>,
  NamePrefixOf<Options, C>,
  C['namespace'],
  ShallowOf<Options, C>,
  AllowedOf<Options, C['allowed']>
>

/** Rails' `has_action?`: a custom action is always routed; a default one only when allowed. */
export type Routed<Action extends string, Allowed extends DefaultAction> = Action extends DefaultAction ? Action & Allowed : Action

/** The option keys read before routing: a resource with one of them gets a context of its own. */
export type PrefixKey = 'singular' | 'name_prefix' | 'path_prefix' | 'shallow'
/** The option keys that nest routes. */
export type NestingKey = 'has_many' | 'has_one' | 'resources' | 'resource' | 'connect'
/** The option keys that add actions (collection, new, member). */
export type ActionKey = 'collection' | 'new' | 'member'
