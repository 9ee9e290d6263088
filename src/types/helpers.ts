/**
 * `Helpers<D>`: the URL helpers of a declaration, four per named route (`<name>_path`,
 * `<name>_url`, `hash_for_<name>_path`, `hash_for_<name>_url`), or their camelCase twins when
 * the config says `camelCase: true` — the type-level twin of src/routing/generator/helpers.ts;
 * and the named routes' names and params (`RouteName`, `RouteParams`).
 *
 * Built straight from the route descriptors of {@link ExpandRoutes}: key-remapped mapped types, each
 * helper's type (./helper-forms, carried by its descriptor) resolved only when the helper is used.
 */
import type { Digit, LowerLetter } from './characters'
import type { ExpandedRoute, ExpandRoutes, RouteDescriptor } from './expand'
import type { RouteHelper, UrlHash } from './helper-forms'
import type { NamedParams } from './params'

export type { HashHelper, PathHelper, RouteHelper, UrlHash, UrlHelper } from './helper-forms'

/** The named routes of `D`: name → required params (in path order). */
export type NamedRouteParams<D> = NamedOf<ExpandRoutes<D>>

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
type NamedGlobs<D, Name extends string> = PlainGlobsNamed<ExpandRoutes<D>, Name>
/** The globs of the plain routes of `R` named `Name` (an unnamed route's `never` name is no match). */
type PlainGlobsNamed<R, Name extends string> = R extends { readonly kind: 'plain'; readonly name: Name }
  ? [R['name']] extends [never]
    ? never
    : GlobsOf<R>
  : never
type GlobsOf<X> = X extends { readonly globs: infer G extends string } ? G : never

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
 *
 * An editor and TypeScript's messages name this type `Helpers<{ …the declaration… }, Config>`
 * (`Property 'product_reviw_path' does not exist on type 'Helpers<…>'. Did you mean
 * 'product_review_path'?`): an intersection of its four kinds, so that it keeps this alias.
 */
export type Helpers<D, Config = {}> = HelperKinds<ExpandRoutes<D>, Config>[0] &
  HelperKinds<ExpandRoutes<D>, Config>[1] &
  HelperKinds<ExpandRoutes<D>, Config>[2] &
  HelperKinds<ExpandRoutes<D>, Config>[3]

/**
 * The helpers of the routes `R` as four object types, one per helper kind (`_path`, `_url`,
 * `hash_for_*_path`, `hash_for_*_url`; camelCase: two, then `unknown`), which {@link Helpers}
 * intersects.
 */
type HelperKinds<R extends RouteDescriptor, Config> = Config extends { readonly camelCase: true }
  ? HelperKindsIn<R, true>
  : HelperKindsIn<R, false>

/**
 * The helpers straight from the route descriptors (no intermediate name map): key-remapped mapped
 * types, each helper's type resolved only when it is used. Whether the table has plain routes is
 * one assignability test of the whole union (no pass over the routes; `name` keeps the target from
 * being a weak type). With plain routes, the union is split once into resource and plain routes;
 * resource routes keep the fast helpers, and are tested against the plain routes' names only when
 * one of those names is also a resource route's.
 */
type HelperKindsIn<R extends RouteDescriptor, Camel extends boolean> = [R] extends [{ readonly name: unknown; readonly kind?: 'resource' }]
  ? ResourceHelperKinds<R, Camel>
  : MixedHelperKinds<
      ResourceHelperKinds<NotHeld<Exclude<R, { readonly kind: 'plain' }>, Extract<R, PlainHelperRoute>['name']>, Camel>,
      Extract<R, PlainHelperRoute>,
      Camel
    >
/** The helpers of resource routes, snake_case or camelCase. */
type ResourceHelperKinds<R extends ExpandedRoute, Camel extends boolean> = Camel extends true
  ? CamelResourceHelperKinds<R>
  : SnakeResourceHelperKinds<R>
/** The helpers of a table with plain routes, snake_case or camelCase. */
type MixedHelperKinds<Resources extends readonly unknown[], Plains extends PlainHelperRoute, Camel extends boolean> = Camel extends true
  ? CamelMixedHelperKinds<Resources, Plains>
  : SnakeMixedHelperKinds<Resources, Plains>

/**
 * The helpers of resource routes: the helper types their descriptors carry (`ResourceHelper` /
 * `ResourceHashHelper` of their params). One mapped type per helper kind, each key a single
 * template: a `${name}_${'path' | 'url'}` key made a two-name union per route and mapped type
 * (TypeScript 7: 7.7 k fewer allocations at 1000 resources this way, and 7.7 k fewer types under
 * TypeScript 5.9, for 15.5 k more instantiations there, which cost no measurable time).
 */
type SnakeResourceHelperKinds<R extends ExpandedRoute> = [
  { readonly [X in R as `${X['name']}_path`]: X['helper'] },
  { readonly [X in R as `${X['name']}_url`]: X['helper'] },
  { readonly [X in R as `hash_for_${X['name']}_path`]: X['hash'] },
  { readonly [X in R as `hash_for_${X['name']}_url`]: X['hash'] },
]

/**
 * The helpers of a table with plain routes (`Plains`) beside its resource routes (`Resources`,
 * those whose name no plain route holds: {@link NotHeld}): a named plain route always holds its
 * name (Rails 2.3 route_set.rb: `named_routes[name] = route` replaces), so a resource route with a
 * plain route's name has no helper.
 */
type SnakeMixedHelperKinds<Resources extends readonly unknown[], Plains extends PlainHelperRoute> = [
  Resources[0] & { readonly [X in Plains as `${X['name']}_${'path' | 'url'}`]: PlainRouteHelper<X, string, false> },
  Resources[1],
  Resources[2] & { readonly [X in Plains as `hash_for_${X['name']}_${'path' | 'url'}`]: PlainRouteHelper<X, UrlHash, true> },
  Resources[3],
]
/** The resource routes whose name no plain route takes: one look-up per plain name when none is shared (the usual case). */
type NotHeld<Resources extends RouteDescriptor, PlainName extends string> = [Extract<PlainName, Resources['name']>] extends [never]
  ? Resources
  : Exclude<Resources, { readonly name: PlainName }>

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

/** {@link SnakeResourceHelperKinds} in camelCase (the runtime's `camel` / `pascal`): two kinds, each key a `'Path' | 'Url'` union. */
type CamelResourceHelperKinds<R extends ExpandedRoute> = [
  { readonly [X in R as `${CamelCase<X['name']>}${'Path' | 'Url'}`]: X['helper'] },
  { readonly [X in R as `hashFor${PascalHead<CamelCase<X['name']>>}${'Path' | 'Url'}`]: X['hash'] },
  unknown,
  unknown,
]
/** {@link SnakeMixedHelperKinds} in camelCase. */
type CamelMixedHelperKinds<Resources extends readonly unknown[], Plains extends PlainHelperRoute> = [
  Resources[0] & { readonly [X in Plains as `${CamelCase<X['name']>}${'Path' | 'Url'}`]: PlainRouteHelper<X, string, false> },
  Resources[1] & {
    readonly [X in Plains as `hashFor${PascalHead<CamelCase<X['name']>>}${'Path' | 'Url'}`]: PlainRouteHelper<X, UrlHash, true>
  },
  unknown,
  unknown,
]

/** The runtime's `pascal`: a leading lower-case letter upper-cased. */
type PascalHead<S extends string> = S extends `${infer H}${infer T}` ? (H extends Alnum ? `${Uppercase<H>}${T}` : S) : S
