/**
 * The typing of controllers: one object per controller, one handler per routed action.
 *
 * Everything is derived from the route table's recognition result (`routes.recognizePath`'s return
 * type, `Recognized<D>` — a union over the routes of `{ controller, action, ...params }`), so a
 * handler missing for a routed action, or a handler for an action that is not routed (removed by
 * only/except), is a compile error, and each handler's `params` are the params of its own routes.
 */
import type { ParamHash } from './params'
import type { RequestContext } from '../routing/conditions'

/** The formats a request can ask for: the path's `.:format`, else the `Accept` header, else `html`. */
export type RequestFormat = 'html' | 'xml' | 'json' | (string & {})

/** What a route table must offer the server: non-throwing recognition, recognition typing, helpers. */
export interface ServableRoutes {
  /** Non-throwing recognition (docs/recognition.md). */
  match(
    path: string,
    options: { method: string; params?: Record<string, unknown>; request?: RequestContext | undefined },
  ):
    | { params: Record<string, unknown>; error?: undefined }
    | { error: 'not_found' }
    | { error: 'method_not_allowed'; allowedMethods: readonly string[] }
  /** Throwing recognition; only its return type is used here (the union of recognized params). */
  recognizePath(path: string, options?: never): object
  /** The URL helpers, handed to every handler. */
  readonly helpers: object
}

/** The recognized-params union of a route table (`Recognized<D>`). */
export type RecognizedOf<R extends ServableRoutes> = ReturnType<R['recognizePath']>

/**
 * What a handler receives.
 * - `request`: the web `Request` (under `toNodeListener` (node.ts) it is built on first read, so a
 *   handler that never reads it does not pay for it). Its body has already been read when the
 *   request carried JSON, XML or a form: use `body`.
 * - `params`: the params recognized from the path (`controller`, `action`, ids by name, `format` when
 *   the path has one), typed for the handler's routes.
 * - `query`: the query string, nested Rack style (`?issue[state]=open` → `{ issue: { state: 'open' } }`).
 * - `body`: the parsed body — JSON as parsed, XML as Rails' `Hash.from_xml` (root element kept),
 *   forms nested Rack style (without `_method`); `undefined` when the request has none or its
 *   content type is not one of those.
 * - `format`: the requested format (see {@link RequestFormat}).
 * - `helpers`: the route table's URL helpers.
 */
export interface Context<P, H> {
  readonly request: Request
  readonly params: P
  readonly query: ParamHash
  readonly body: unknown
  readonly format: RequestFormat
  readonly helpers: H
}

/** One action's handler: a context in, a `Response` (or a promise of one) out. */
export type Handler<P, H> = (ctx: Context<P, H>) => Response | Promise<Response>

type ControllerOf<P> = P extends { controller: infer C } ? (C extends string ? C : never) : never
/** The literal actions of `P` (a route whose action comes from the path, `:action`, has `string`). */
type LiteralActionOf<P> = P extends { action: infer A } ? (A extends string ? (string extends A ? never : A) : never) : never
/**
 * The members of `P` that can reach controller `C`: those naming it, and those whose
 * `:controller` segment recognizes it (a union of the controllers the routes name).
 */
type ForController<P, C extends string> = Extract<P, { controller: C }> | MultiFor<Multi<P>, C>
type MultiFor<M, C extends string> = M extends { controller: infer MC } ? (C extends MC ? M : never) : never
/** The members of `P` whose controller is a union (a `:controller` segment), found once per table. */
type Multi<P> = P extends { controller: infer PC } ? (IsUnion<PC> extends true ? P : never) : never
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never
/** The members of `Q` that can reach action `A` (naming it, or taking it from the path). */
type ForAction<Q, A extends string> = Q extends { action: infer QA } ? (A extends QA ? Q : never) : never
/** The members of `Q` whose action comes from the path (`string`). */
type PathActions<Q> = Q extends { action: infer A } ? (string extends A ? Q : never) : never
/** `W` as recognized for controller `C` and action `A` (a `:controller` union or an `:action` string narrowed). */
type As<W, C extends string, A extends string> = W extends { controller: infer WC; action: infer WA }
  ? [WC, WA] extends [C, A]
    ? W
    : { readonly [K in keyof W]: K extends 'controller' ? C : K extends 'action' ? A : W[K] }
  : never
/** A handler in method position, so that named handlers fit the index signature of extra actions. */
type ExtraHandler<P, H> = { handler(ctx: Context<P, H>): Response | Promise<Response> }['handler']
/**
 * The actions a `:controller/:action` (or `pages/:action`) route reaches besides the named ones:
 * any name, optional.
 */
type ExtraActions<W, C extends string, H> = [W] extends [never] ? {} : { readonly [action: string]: ExtraHandler<As<W, C, string>, H> }
/** One controller's handlers, from the members `Q` of the union that reach it. */
type ControllerFor<Q, C extends string, H> = {
  readonly [A in LiteralActionOf<Q>]: Handler<As<ForAction<Q, A>, C, A>, H>
} & ExtraActions<PathActions<Q>, C, H>

/**
 * The controllers object for the recognized-params union `P` and helpers `H`:
 * `{ [controller]: { [action]: Handler<params of that controller#action, H> } }`. Every action a
 * route names is required (also one a `:controller` segment reaches: `':controller'` routes
 * `<controller>#index` for each controller); a route whose action comes from the path
 * (`:controller/:action/:id`) also accepts handlers for any other action of the controllers it
 * reaches.
 */
export type ControllersFor<P, H> = {
  readonly [C in ControllerOf<P>]: ControllerFor<ForController<P, C>, C, H>
}

/** The controllers object a route table needs (see {@link ControllersFor}). */
export type Controllers<R extends ServableRoutes> = ControllersFor<RecognizedOf<R>, R['helpers']>
