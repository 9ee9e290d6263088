/**
 * `Routes<D, C>`: the exact type of what `defineRoutes(D, C)` returns — the runtime object
 * (src/routing/routes.ts `RuntimeRoutes`) with its helpers, recognition result, `urlFor` hash
 * and `formFor` names typed from the declaration.
 */
import type { Route } from '../routing/route'
import type { RouteScope } from '../routing/declaration'
import type { MatchResult, RecognizeOptions } from '../routing/matcher'
import type { FormTarget, RuntimeRoutes } from '../routing/routes'
import type { ResourceDescription } from '../routing/resource-description'
import type { ExpandRoutes, RouteDescriptor } from './expand'
import type { Helpers, NamedRouteParams, RouteName, UrlHash } from './helpers'
import type { GlobParam, Param, UrlOptions } from './params'
import type { Recognized } from './recognized'

/**
 * A `urlFor` hash (Rails' `url_for(hash)` / a `hash_for_*` result): `use_route` naming a route,
 * or a controller and action of a route with that route's required params and its non-segment
 * defaults (Rails 2.3 route.rb `generation_requirements`: `defaults: { format: 'raw' }` needs
 * `format: 'raw'`; a `null` default needs the key absent or `null`).
 *
 * @example
 * ```ts
 * import type { UrlForHash } from 'typed-resources'
 * type H = UrlForHash<{ resources: { posts: { only: ['show'] } } }>
 * const h: H = { controller: 'posts', action: 'show', id: 1, only_path: true }
 * ```
 */
export type UrlForHash<D> = UseRouteHash<D> | ControllerActionHash<ExpandRoutes<D>>
type UseRouteHash<D> = UrlOptions & { readonly use_route: RouteName<D>; readonly controller?: string; readonly action?: string }
type ControllerActionHash<R> = R extends RouteDescriptor ? ActionHash<R, R['action']> : never
type ActionHash<R extends RouteDescriptor, A extends string> = A extends string
  ? UrlOptions & { readonly controller: R['controller'] } & (string extends A
        ? { readonly action?: string }
        : A extends 'index'
          ? { readonly action?: 'index' }
          : { readonly action: A }) &
      HashParams<R, DefaultedOf<R>> &
      ExtrasHash<R>
  : never
/** A plain route's non-segment defaults as generation requirements: a value required as it is (a number's text or the number), `null` absent or `null`. */
type ExtrasHash<R> = R extends { readonly extras: infer E } ? ([keyof E] extends [never] ? unknown : ExtrasRequired<E>) : unknown
type ExtrasRequired<E> = {
  readonly [K in keyof E as E[K] extends null ? never : K]: E[K] | (E[K] extends `${infer N extends number}` ? N : never)
} & {
  readonly [K in keyof E as E[K] extends null ? K : never]?: null | undefined
}
/** A route's required params in a hash; those with defaults (`Defaulted`, plain routes) may be left out. */
type HashParams<R extends RouteDescriptor, Defaulted extends string> = [Defaulted] extends [never]
  ? { readonly [K in Exclude<R['params'][number], 'controller' | 'action'>]: [K] extends [GlobsOf<R>] ? GlobParam : Param }
  : { readonly [K in Exclude<R['params'][number], 'controller' | 'action' | Defaulted>]: [K] extends [GlobsOf<R>] ? GlobParam : Param } & {
      readonly [K in Exclude<Extract<R['params'][number], Defaulted>, 'controller' | 'action'>]?: [K] extends [GlobsOf<R>]
        ? GlobParam
        : Param
    }

type GlobsOf<R> = R extends { readonly globs: infer G extends string } ? G : never
/** A plain route's required params with defaults: a hash may leave them out. */
type DefaultedOf<R> = R extends { readonly defaulted: infer D extends string } ? D : never

/**
 * The argument types of `urlFor` and `formFor` written out (an indexed access on an interface
 * carries no alias), so that their errors print the route names and hashes, never the
 * declaration (`UrlForHash<{ … }>`).
 */
interface RoutesArguments<D> {
  readonly name: keyof NamedRouteParams<D> & string
  readonly urlFor:
    | UrlHash
    | (UrlOptions & { readonly use_route: keyof NamedRouteParams<D> & string; readonly controller?: string; readonly action?: string })
    | (ExpandRoutes<D> extends infer R ? (R extends RouteDescriptor ? ActionHash<R, R['action']> : never) : never)
}

/** What `routes.match` answers, with typed params. */
export type TypedMatchResult<D> = Exclude<MatchResult, { params: object }> | { readonly params: Recognized<D>; readonly error?: undefined }

/**
 * The routes of a declaration, as `defineRoutes(declaration, config)` returns them
 * ({@link TypedRoutes}); for a declaration the types cannot see (`any`, or one typed only as
 * `RouteDeclaration`), the untyped runtime object.
 *
 * @example
 * ```ts
 * import { defineRoutes, type Routes } from 'typed-resources'
 * const decl = { resources: { threads: { resources: { messages: {} } } } } as const
 * const routes: Routes<typeof decl> = defineRoutes(decl)
 * routes.helpers.thread_message_path(7, 3)   // '/threads/7/messages/3'
 * const p = routes.recognizePath('/threads/7/messages')
 * if (p.controller === 'messages' && p.action === 'index') p.thread_id // string
 * ```
 */
export type Routes<D, C = {}> = 0 extends 1 & D
  ? RuntimeRoutes
  : [RouteScope] extends [D]
    ? RuntimeRoutes
    : [readonly RouteScope[]] extends [D]
      ? RuntimeRoutes
      : TypedRoutes<D, C>

/** The routes of a declaration the types can see: helpers, recognition and `urlFor` typed from it. */
export interface TypedRoutes<D, C = {}> {
  /** Every route in recognition order, as `rake routes` shows them. */
  readonly routes: readonly Route[]
  /** Every resource the declaration maps, in declaration order (runtime data; not typed per declaration). */
  readonly resources: readonly ResourceDescription[]
  /** The URL helpers: exactly the named routes' four helpers each (or camelCase ones). */
  readonly helpers: Helpers<D, C>
  /**
   * Rails' flat params hash for a request.
   * @throws {MethodNotAllowed} when routes match the path for other verbs only.
   * @throws {RoutingError} when no route matches the path.
   */
  recognizePath(path: string, options?: RecognizeOptions): Recognized<D>
  /** The non-throwing form of `recognizePath`. */
  match(path: string, options?: RecognizeOptions): TypedMatchResult<D>
  /**
   * A URL (or a path with `only_path: true`) from a hash naming a route's controller and action
   * and giving its params (Rails 2.3's route choice), or `use_route`; or what a `hash_for_*`
   * helper returns (a {@link UrlHash}: its `use_route` names the route).
   * @throws {RoutingError} when no route generates, or a URL has no host.
   */
  urlFor(hash: RoutesArguments<D>['urlFor']): string
  /** Form action and method for a new (POST to the collection) or persisted (PUT to the member) record. */
  formFor(name: RoutesArguments<D>['name'], record: unknown, ...parents: unknown[]): FormTarget
}
