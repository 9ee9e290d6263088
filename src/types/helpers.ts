/**
 * `Helpers<D>`: the URL helpers of a declaration, four per named route (`<name>_path`,
 * `<name>_url`, `hash_for_<name>_path`, `hash_for_<name>_url`), or their camelCase twins when
 * the config says `camelCase: true` — the type-level twin of src/routing/generator/helpers.ts.
 *
 * Built from a name → required params map (one entry per named route), so each helper's type
 * is a cached generic interface instantiation, computed only when a helper is used.
 */
import type { Digit, LowerLetter } from './characters'
import type { Expand, RouteDescriptor } from './expand'
import type {
  GlobParam,
  HashFormOptions,
  HelperOptions,
  NamedParams,
  Param,
  ParamFor,
  NamedParamsWithDefaults,
  OptionalPositional,
  Positional,
  UrlOptions,
} from './params'

/** The named routes of `D`: name → required params (in path order). */
export type NamedRouteParams<D> = NamedOf<Expand<D>>

/**
 * name → params of the routes that hold a name. A named plain route always holds its name
 * (Rails: `named_routes[name] =` replaces), so a resource route with a plain route's name does not.
 */
type NamedOf<R extends RouteDescriptor, Plain = PlainNames<R>> = {
  [X in R as HolderKey<X, Plain, X['name']>]: X['params']
}
/** The names of the named plain routes of `R`. */
type PlainNames<R> = R extends { readonly kind: 'plain'; readonly name: string } ? R['name'] : never

/**
 * The route names of a declaration (`thread_messages`), not helper names.
 *
 * @example
 * ```ts
 * import type { RouteName } from 'typed-resources'
 * type N = RouteName<{ resource: { account: { only: ['show', 'edit'] } } }>
 * // 'account' | 'edit_account'
 * ```
 */
export type RouteName<D> = keyof NamedRouteParams<D> & string

/**
 * The params of the named route `Name`, by name: what the named form of its helpers takes.
 *
 * @example
 * ```ts
 * import type { RouteParams } from 'typed-resources'
 * type P = RouteParams<{ resources: { threads: { resources: { messages: {} } } } }, 'thread_message'>
 * // { readonly thread_id: Param; readonly id: Param }
 * ```
 */
export type RouteParams<D, Name extends RouteName<D>> = ParamsByName<NamedRouteParams<D>[Name], NamedGlobs<D, Name>>
type ParamsByName<P, G extends string> = P extends readonly string[] ? NamedParams<P, G> : never
/** The `*glob` params of the plain route named `Name` (resource routes have none): they take a {@link GlobParam}. */
type NamedGlobs<D, Name extends string> = PlainGlobsNamed<Expand<D>, Name>
/** The globs of the plain routes of `R` named `Name` (an unnamed route's `never` name is no match). */
type PlainGlobsNamed<R, Name extends string> = R extends { readonly kind: 'plain'; readonly name: Name }
  ? [R['name']] extends [never]
    ? never
    : GlobsOf<R>
  : never
type GlobsOf<X> = X extends { readonly globs: infer G extends string } ? G : never

/**
 * A URL helper of a route whose required params are `P` (path order), returning `R`: the params
 * positionally, then an optional {@link HelperOptions} object; or, for a route with two or more
 * params (or one other than `id`), one object naming them all. As the runtime reads arguments
 * (Rails 2.3's `define_url_helper`): a last object with `id`, `to_param()` or `toParam()` is a
 * record — a param, not the options — unless it has `_options: true` or is Rails' hash form (the
 * route's params by name and URL options only, one at least: `product_path({ id: 1, format: 'json' })`);
 * `Hash` (the `hash_for_*` helpers) takes one plain object as its options, `id` and all.
 *
 * The type is one of {@link HelperForms}' members, an anonymous type, so an editor's hover and
 * signature help show the calling forms themselves: at most two for a resource route. Rails'
 * mixed form (the first params positionally, the rest by name in the options object) works at
 * run time but is not typed: it would add a signature per param for URLs the two forms write.
 * `Fixed` constrains the options of a route with non-segment defaults (Rails 2.3 route.rb
 * `generation_requirements`: `defaults: { format: 'raw' }` takes `format` absent or `'raw'` only).
 *
 * @example
 * ```ts
 * import type { RouteHelper } from 'typed-resources'
 * declare const path: RouteHelper<['thread_id', 'id'], string>
 * path(7, 3, { format: 'xml' })        // positional
 * path({ thread_id: 7, id: 3 })        // named
 * path(7, { id: 3 })                   // a record as the second param
 * // @ts-expect-error — the parent id is missing
 * path(3)
 * // @ts-expect-error — run time only (Rails' mixed form): write `path(7, 3, { format: 'xml' })`
 * path(7, { id: 3, format: 'xml' })
 * ```
 */
export type RouteHelper<
  P extends readonly string[],
  R,
  Optional extends readonly string[] = [],
  G extends string = never,
  Hash extends boolean = false,
  Defaulted extends string = never,
  Fixed = unknown,
> = unknown extends Fixed
  ? [Optional] extends [readonly []]
    ? P extends readonly []
      ? Hash extends true
        ? HelperForms<[], R, [], never, true, never>['hashOptions']
        : HelperForms<[], R, [], never, false, never>['positional']
      : Hash extends true
        ? HelperForms<P, R, Optional, G, Hash, Defaulted>['named']
        : P extends readonly ['id']
          ? HelperForms<['id'], R, [], G, false, Defaulted>['byId']
          : HelperForms<P, R, Optional, G, Hash, Defaulted>['named']
    : P extends readonly []
      ? HelperForms<P, R, Optional, G, Hash, Defaulted>['optional']
      : HelperForms<P, R, Optional, G, Hash, Defaulted>['optionalNamed']
  : FixedHelperForms<P, R, Optional, G, Defaulted, Fixed>[[Optional] extends [readonly []]
      ? P extends readonly []
        ? 'positional'
        : P extends readonly ['id']
          ? 'byId'
          : 'named'
      : P extends readonly []
        ? 'optional'
        : 'optionalNamed']

/**
 * {@link RouteHelper} for a resource route (no globs, optional params or defaults), the fast
 * path of {@link Helpers}: the same forms, one conditional cached per params tuple.
 */
type ResourceHelper<P extends readonly string[]> = P extends readonly []
  ? ResourceForms<[], string>['positional']
  : P extends readonly ['id']
    ? ResourceForms<['id'], string>['byId']
    : ResourceForms<P, string>['named']
/** {@link ResourceHelper} of a `hash_for_*` helper: one object is its options hash, whatever its keys. */
type ResourceHashHelper<P extends readonly string[]> = P extends readonly []
  ? ResourceForms<[], UrlHash>['hashOptions']
  : ResourceForms<P, UrlHash>['hashNamed']
/** {@link HelperForms} without globs, optional params or defaults. */
interface ResourceForms<P extends readonly string[], R> {
  readonly positional: { (...args: [...ParamsFor<P>, options?: HelperOptions]): R }
  readonly hashOptions: { (options?: UrlOptions): R }
  readonly byId: {
    (...args: [...ParamsFor<P>, options?: HelperOptions]): R
    (params: ParamsByPosition<P, never> & HashFormOptions): R
  }
  readonly named: {
    (...args: [...ParamsFor<P>, options?: HelperOptions]): R
    (params: ParamsByPosition<P, never> & NamedOptions<P>): R
  }
  readonly hashNamed: {
    (...args: [...ParamsFor<P>, options?: HelperOptions]): R
    (params: ParamsByPosition<P, never> & UrlOptions): R
  }
}
/** The positional params of a resource route, each typed by its name: `['thread_id', 'id']` → `[ParamFor<'thread_id'>, ParamFor<'id'>]`. */
type ParamsFor<P extends readonly string[]> = { -readonly [I in keyof P]: ParamFor<P[I]> }

/**
 * The calling forms of a URL helper, by the shape of its params: {@link RouteHelper} picks one
 * member — a conditional type, cached per params tuple, whose branches are anonymous types that
 * an editor prints as their call signatures (no alias, no type arguments).
 */
export interface HelperForms<
  P extends readonly string[],
  R,
  Optional extends readonly string[],
  G extends string,
  Hash extends boolean,
  Defaulted extends string,
> {
  /** Positional only: no params (the options only). */
  readonly positional: { (...args: [...Positional<P, G>, options?: HelperOptions]): R }
  /**
   * Just `id`: positionally (one object with an `id` is that record), or Rails' hash form — the
   * id by name beside URL options only (`product_path({ id: 1, format: 'json' })`).
   */
  readonly byId: {
    (...args: [...Positional<P, G>, options?: HelperOptions]): R
    (params: ParamsByPosition<P, G> & HashFormOptions): R
  }
  /** A `hash_for_*` helper without params: one object is its options hash, whatever its keys. */
  readonly hashOptions: { (options?: UrlOptions): R }
  /** Positional, or one object naming the params. */
  readonly named: {
    (...args: [...Positional<P, G>, options?: HelperOptions]): R
    (params: NamedArg<P, G, Hash, Defaulted>): R
  }
  /** A plain route's optional params: each longer positional form too (`pages_path()`, `pages_path(3)`). */
  readonly optional: {
    (...args: [options?: Hash extends true ? UrlOptions : HelperOptions] | OptionalPositional<P, Optional, HelperOptions, G>): R
  }
  /** Optional params and one object naming the params. */
  readonly optionalNamed: {
    (...args: [...Positional<P, G>, options?: HelperOptions] | OptionalPositional<P, Optional, HelperOptions, G>): R
    (params: NamedArg<P, G, Hash, Defaulted>): R
  }
}

/**
 * {@link HelperForms} of a plain route with non-segment defaults (`Fixed`: the options they fix,
 * Rails 2.3 `generation_requirements`), for `_path` / `_url` helpers: the same forms, each
 * options object also `Fixed`.
 */
export interface FixedHelperForms<
  P extends readonly string[],
  R,
  Optional extends readonly string[],
  G extends string,
  Defaulted extends string,
  Fixed,
> {
  readonly positional: { (...args: [...Positional<P, G>, options?: HelperOptions & Fixed]): R }
  readonly byId: {
    (...args: [...Positional<P, G>, options?: HelperOptions & Fixed]): R
    (params: ParamsByPosition<P, G> & HashFormOptions & Fixed): R
  }
  readonly named: {
    (...args: [...Positional<P, G>, options?: HelperOptions & Fixed]): R
    (params: NamedArg<P, G, false, Defaulted> & Fixed): R
  }
  readonly optional: { (...args: [options?: HelperOptions & Fixed] | OptionalPositional<P, Optional, HelperOptions & Fixed, G>): R }
  readonly optionalNamed: {
    (...args: [...Positional<P, G>, options?: HelperOptions & Fixed] | OptionalPositional<P, Optional, HelperOptions & Fixed, G>): R
    (params: NamedArg<P, G, false, Defaulted> & Fixed): R
  }
}

/**
 * The one-object form: every param by name (rule 2 for two or more), or — for a plain route whose
 * params `Defaulted` have defaults — the others by name in the options object (rule 1: not a record).
 */
type NamedArg<P extends readonly string[], G extends string, Hash extends boolean, Defaulted extends string> = [Defaulted] extends [never]
  ? ParamsByPosition<P, G> & (Hash extends true ? UrlOptions : NamedOptions<P>)
  : | (ParamsByPosition<P, G> & (Hash extends true ? UrlOptions : NamedOptions<P>))
    | (NamedParamsWithDefaults<P, G, Defaulted> & (Hash extends true ? UrlOptions : HelperOptions))
/**
 * {@link NamedParams} written out, so that an editor shows `{ readonly thread_id: Param; readonly id: Param; }`
 * (an indexed access on an interface carries no alias name).
 */
type ParamsByPosition<P extends readonly string[], G extends string> = NamedParamsTable<P, G>['params']
interface NamedParamsTable<P extends readonly string[], G extends string> {
  readonly params: { readonly [I in keyof P & `${number}` as P[I]]: [P[I]] extends [G] ? GlobParam : Param }
}
/**
 * What else one object naming a route's params may hold: anything for two or more params (rule 2:
 * it is the options object even when it has an `id`), else only options (rule 1: with an `id`,
 * `to_param()` or `toParam()` it would be a record).
 */
type NamedOptions<P extends readonly string[]> = P extends readonly [unknown, unknown, ...unknown[]] ? UrlOptions : HelperOptions

/** A `<name>_path` helper: {@link RouteHelper} returning the path. */
export type PathHelper<P extends readonly string[]> = RouteHelper<P, string>
/** A `<name>_url` helper: {@link RouteHelper} returning the URL (`host` / `protocol` / `port` options apply). */
export type UrlHelper<P extends readonly string[]> = RouteHelper<P, string>

/** What a `hash_for_*` helper returns: the generation hash, for `urlFor` (Rails' `hash_for_*`). */
export interface UrlHash {
  readonly controller: string
  readonly action: string
  readonly use_route: string
  readonly only_path: boolean
  readonly [key: string]: unknown
}

/** A `hash_for_<name>_path` / `hash_for_<name>_url` helper: {@link RouteHelper} returning the hash. */
export type HashHelper<P extends readonly string[]> = RouteHelper<P, UrlHash, [], never, true>

/**
 * The URL helpers of a declaration: four per named route, with exact arities.
 *
 * @example
 * ```ts
 * import type { Helpers } from 'typed-resources'
 * declare const h: Helpers<{ resources: { threads: { resources: { messages: {} } } } }>
 * h.thread_message_path(7, 3)                      // '/threads/7/messages/3'
 * h.thread_message_path({ thread_id: 7, id: 3 })   // named form
 * h.thread_messages_url(7, { host: 'example.com' })
 * // @ts-expect-error — the parent id is missing
 * h.thread_message_path(3)
 * ```
 */
export type Helpers<D, Config = {}> = Config extends { readonly camelCase: true } ? CamelHelpersOf<Expand<D>> : SnakeHelpersOf<Expand<D>>

/**
 * Snake_case helpers straight from the route descriptors (no intermediate name map): key-remapped
 * mapped types, each helper's type resolved only when it is used. Whether the table has plain
 * routes is one assignability test of the whole union (no pass over the routes; `name` keeps the
 * target from being a weak type). With plain routes, the union is split once into resource and
 * plain routes; resource routes keep the fast helpers, and are tested against the plain routes'
 * names only when one of those names is also a resource route's.
 */
type SnakeHelpersOf<R extends RouteDescriptor> = [R] extends [{ readonly name: unknown; readonly kind?: 'resource' }]
  ? ResourceHelpersOf<R>
  : MixedHelpersOf<Exclude<R, { readonly kind: 'plain' }>, Extract<R, PlainHelperRoute>>

/** The helpers of resource routes: `ResourceHelper` / `ResourceHashHelper` by their params. */
type ResourceHelpersOf<R extends RouteDescriptor> = {
  readonly [X in R as `${X['name']}_${'path' | 'url'}`]: ResourceHelper<X['params']>
} & {
  readonly [X in R as `hash_for_${X['name']}_${'path' | 'url'}`]: ResourceHashHelper<X['params']>
}

/**
 * The helpers of a table with plain routes (`Plains`) beside its resource routes (`Resources`): a
 * named plain route always holds its name (Rails 2.3 route_set.rb: `named_routes[name] = route`
 * replaces), so a resource route with a plain route's name has no helper.
 */
type MixedHelpersOf<Resources extends RouteDescriptor, Plains extends PlainHelperRoute> = ResourceHelpersOf<
  NotHeld<Resources, Plains['name']>
> &
  PlainHelpersOf<Plains>
/** The resource routes whose name no plain route takes: one look-up per plain name when none is shared (the usual case). */
type NotHeld<Resources extends RouteDescriptor, PlainName extends string> = [Extract<PlainName, Resources['name']>] extends [never]
  ? Resources
  : Exclude<Resources, { readonly name: PlainName }>
/** The helpers of plain routes: {@link PlainRouteHelper}. */
type PlainHelpersOf<Plains extends PlainHelperRoute> = {
  readonly [X in Plains as `${X['name']}_${'path' | 'url'}`]: PlainRouteHelper<X, string, false>
} & {
  readonly [X in Plains as `hash_for_${X['name']}_${'path' | 'url'}`]: PlainRouteHelper<X, UrlHash, true>
}

/**
 * `Key` when the route `X` holds its name, else `never`: a named plain route always holds its name
 * (Rails 2.3 route_set.rb: `named_routes[name] = route` replaces), a resource route unless a plain
 * route (`Plain`: their names) has that name; an unnamed route's `Key` is `never`.
 */
type HolderKey<X extends RouteDescriptor, Plain, Key> = X['name'] extends Plain ? (X extends { readonly kind: 'plain' } ? Key : never) : Key

/** A plain route descriptor as {@link PlainRouteHelper} reads it (every plain route has these fields). */
interface PlainHelperRoute {
  readonly kind: 'plain'
  readonly name: string
  readonly params: readonly string[]
  readonly optionalParams: readonly string[]
  readonly globs: string
  readonly defaulted: string
  readonly extras: unknown
}
/** The helper of the plain route `X` returning `Result`: {@link RouteHelper} with its optional params, globs, defaults and fixed options. */
type PlainRouteHelper<X extends PlainHelperRoute, Result, Hash extends boolean> = RouteHelper<
  X['params'],
  Result,
  X['optionalParams'],
  X['globs'],
  Hash,
  X['defaulted'],
  Hash extends true ? unknown : FixedOptionsOf<X['extras']>
>
/**
 * The options a plain route's non-segment defaults (`Extras`) fix (Rails 2.3
 * `generation_requirements`: the helper fills the value in and refuses another):
 * `defaults: { format: 'raw' }` → `format` absent or `'raw'` (`1` for `'1'`), a `null` default →
 * absent or `null`; `unknown` for most routes.
 */
type FixedOptionsOf<Extras> = [keyof Extras] extends [never] ? unknown : FixedOptions<Extras>
/** Written out (an indexed access on an interface carries no alias), so an editor shows `{ readonly format?: "raw" }`. */
type FixedOptions<E> = FixedOptionsTable<E>['options']
interface FixedOptionsTable<E> {
  readonly options: { readonly [K in keyof E]?: E[K] extends null ? null : E[K] | (E[K] extends `${infer N extends number}` ? N : never) }
}

/** `edit_post` → `editPost`: `_` + a lower-case letter or digit → that character upper-cased (the runtime's rule). */
export type CamelCase<S extends string> = S extends `${infer H}_${infer C}${infer T}`
  ? C extends Alnum
    ? `${H}${Uppercase<C>}${CamelCase<T>}`
    : `${H}_${CamelCase<`${C}${T}`>}`
  : S
type Alnum = LowerLetter | Digit

/** camelCase helpers straight from the route descriptors (the runtime's `camel` / `pascal`), split as {@link SnakeHelpersOf}. */
type CamelHelpersOf<R extends RouteDescriptor> = [R] extends [{ readonly name: unknown; readonly kind?: 'resource' }]
  ? CamelResourceHelpersOf<R>
  : CamelMixedHelpersOf<Exclude<R, { readonly kind: 'plain' }>, Extract<R, PlainHelperRoute>>
/** {@link MixedHelpersOf} in camelCase. */
type CamelMixedHelpersOf<Resources extends RouteDescriptor, Plains extends PlainHelperRoute> = CamelResourceHelpersOf<
  NotHeld<Resources, Plains['name']>
> &
  CamelPlainHelpersOf<Plains>
type CamelResourceHelpersOf<R extends RouteDescriptor> = {
  readonly [X in R as `${CamelCase<X['name']>}${'Path' | 'Url'}`]: ResourceHelper<X['params']>
} & {
  readonly [X in R as `hashFor${PascalHead<CamelCase<X['name']>>}${'Path' | 'Url'}`]: ResourceHashHelper<X['params']>
}
type CamelPlainHelpersOf<Plains extends PlainHelperRoute> = {
  readonly [X in Plains as `${CamelCase<X['name']>}${'Path' | 'Url'}`]: PlainRouteHelper<X, string, false>
} & {
  readonly [X in Plains as `hashFor${PascalHead<CamelCase<X['name']>>}${'Path' | 'Url'}`]: PlainRouteHelper<X, UrlHash, true>
}

/** The runtime's `pascal`: a leading lower-case letter upper-cased. */
type PascalHead<S extends string> = S extends `${infer H}${infer T}` ? (H extends Alnum ? `${Uppercase<H>}${T}` : S) : S
