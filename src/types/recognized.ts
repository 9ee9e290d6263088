/**
 * `Recognized<D>`: what `recognizePath` returns — Rails' flat params hash as a union over the
 * routes (narrow it on `controller` / `action`): the route's path params as strings (a `*glob`
 * as a string array, always present: `[]` when empty), optional ones (a trailing `:id`,
 * `format`, …) optional.
 */
import type { ExpandRoutes, RouteDescriptor } from './expand'

/**
 * The params hash of one route. A `:controller` segment recognizes the controllers the routes
 * name (`Controllers`), as the runtime does.
 */
export type RecognizedRoute<R extends RouteDescriptor, Controllers extends string = string, A extends string = R['action']> = {
  readonly controller: string extends R['controller'] ? Controllers : R['controller']
  readonly action: A
} & { readonly [K in Exclude<R['params'][number] | GlobsOf<R>, 'controller' | 'action'>]: K extends GlobsOf<R> ? string[] : string } & {
  readonly [K in Exclude<OptionalOf<R>, 'controller' | 'action' | GlobsOf<R>>]?: string
} & ExtrasOf<R>
/** A plain route's non-segment `defaults`, recognized as params (`null` kept). */
type ExtrasOf<R> = R extends { readonly extras: infer E } ? E : {}
type OptionalOf<R> = R extends { readonly optional: infer O extends string } ? O : 'format'
type GlobsOf<R> = R extends { readonly globs: infer G extends string } ? G : never

type Flatten<T> = { [K in keyof T]: T[K] } & {}

/**
 * The result of `routes.recognizePath(path)`: a union over the routes of `D`.
 *
 * @example
 * ```ts
 * import type { Recognized } from 'typed-resources'
 * type R = Recognized<{ resources: { threads: { only: ['show'], resources: { messages: { only: ['index'] } } } } }>
 * // | { controller: 'messages'; action: 'index'; thread_id: string; format?: string }
 * // | { controller: 'threads'; action: 'show'; id: string; format?: string }
 * declare const r: R
 * if (r.controller === 'messages') r.thread_id.toUpperCase()
 * ```
 */
export type Recognized<D> = RecognizedOf<ExpandRoutes<D>>
type RecognizedOf<R, Controllers extends string = ControllersOf<R>> = R extends RouteDescriptor
  ? ByAction<R, Controllers, R['action']>
  : never
/** One member per action (a descriptor may stand for several routes: index | create). */
type ByAction<R extends RouteDescriptor, Controllers extends string, A extends string> = A extends string
  ? Flatten<RecognizedRoute<R, Controllers, A>>
  : never
/** The controllers the routes name (a `:controller` segment's `string` left out). */
type ControllersOf<R> = R extends { readonly controller: infer C extends string } ? (string extends C ? never : C) : never
