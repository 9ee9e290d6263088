/**
 * What a URL helper accepts (docs/helpers-and-types.md, "Helpers"): positional `Param`s for the route's
 * required params in path order, then an optional options object — or the named form, one
 * object holding the params by name. Params still missing after the positional ones are
 * taken from the options object by name (`article_comment_path(1, { id: 2 })`).
 */
import type { UrlOptions } from '../routing/generator'

/**
 * A param value: a string, number or bigint, or a record — an object with `to_param()`,
 * `toParam()` or `id` (its `to_param()` / `toParam()`, else its `id`, gives the value).
 * `toParam()` may be typed to return `null` (a client `Resource` not yet saved): the runtime
 * refuses such a value when generating.
 *
 * @example
 * ```ts
 * import type { Param } from 'typed-resources'
 * const a: Param = 7
 * const b: Param = { id: 7 }
 * const c: Param = { toParam: () => '7-hello' }
 * ```
 */
export type Param =
  | string
  | number
  | bigint
  | { readonly to_param: () => string | number | bigint | null }
  | { readonly toParam: () => string | number | bigint | null }
  | { readonly id: string | number | bigint }

/**
 * Options of a helper (the runtime's, src/routing/generator.ts): `format` (`.xml`), `anchor`
 * (`#top`), and for `_url` helpers `host`, `protocol` (default `http`), `port`, `only_path`;
 * every other key is a query parameter (Rack-style nesting, keys sorted; `null` / `undefined`
 * left out), or a required param given by name.
 *
 * @example
 * ```ts
 * import type { UrlOptions } from 'typed-resources'
 * const o: UrlOptions = { format: 'xml', anchor: 'top', host: 'example.com', page: 2, tags: ['a', 'b'] }
 * ```
 */
export type { UrlOptions }

/**
 * The options object as the last argument of a helper (docs/helpers-and-types.md): {@link UrlOptions}
 * without `id`, `to_param` or `toParam` (an object with one of them is a record: a param), or
 * with `_options: true` (the options object whatever its keys).
 *
 * @example
 * ```ts
 * const a: OptionsArg = { format: 'xml', page: 2 }
 * const b: OptionsArg = { id: 7, _options: true }   // id as a query param, or a param by name
 * // @ts-expect-error — a record, not options
 * const c: OptionsArg = { id: 7 }
 * ```
 */
export type OptionsArg = UrlOptions & ({ readonly _options: true } | { readonly id?: never; readonly to_param?: never; readonly toParam?: never })

/**
 * The named form of a route's params: `['thread_id', 'id']` → `{ thread_id: Param; id: Param }`;
 * a glob (`G`) takes a {@link GlobParam}.
 */
export type NamedParams<P extends readonly string[], G extends string = never> = { readonly [K in P[number]]: [K] extends [G] ? GlobParam : Param }

/** {@link NamedParams} where the params `Df` (they have defaults) may be left out. */
export type NamedParamsWithDefaults<P extends readonly string[], G extends string, Df extends string> = [Df] extends [never]
  ? NamedParams<P, G>
  : { readonly [K in Exclude<P[number], Df>]: [K] extends [G] ? GlobParam : Param } & { readonly [K in Extract<P[number], Df>]?: [K] extends [G] ? GlobParam : Param }

declare const paramName: unique symbol
/** Never a value: it only carries a param's name into the signature an editor shows. */
export interface ParamName<N extends string> {
  readonly [paramName]: N
}
/**
 * A positional param: any {@link Param}; the type is named for the param, so a call's signature
 * reads `thread_message_path(args_0: ParamFor<'thread_id'>, args_1: ParamFor<'id'>, options?)`.
 *
 * @example
 * ```ts
 * import type { ParamFor } from 'typed-resources'
 * const id: ParamFor<'id'> = 7
 * const record: ParamFor<'thread_id'> = { id: 7 }
 * ```
 */
export type ParamFor<N extends string> = Param | ParamName<N>

/** A `*glob` param: an array of segments or one string (`'a/b'`). */
export type GlobParam = string | readonly string[]

/**
 * The positional form: one param per required param (`['thread_id', 'id']` →
 * `[ParamFor<'thread_id'>, ParamFor<'id'>]`); a glob (`G`) takes a {@link GlobParam}.
 */
export type Positional<P extends readonly string[], G extends string = never> = { -readonly [I in keyof P]: [P[I]] extends [G] ? GlobParam : ParamFor<P[I]> }

/**
 * The positional forms with a plain route's optional params (`Opt`, path order) after the
 * required ones: `[...required, opt_1, options?]`, `[...required, opt_1, opt_2, options?]`, …
 * (`pages_path(3)` for `pages/:id` with `id` defaulted); `never` when there are none.
 */
export type OptionalPositional<P extends readonly string[], Opt extends readonly string[], O, G extends string = never, Done extends readonly string[] = []> = Opt extends readonly [
  infer H extends string,
  ...infer Rest extends readonly string[],
]
  ? [...Positional<P, G>, ...Positional<[...Done, H], G>, options?: O] | OptionalPositional<P, Rest, O, G, [...Done, H]>
  : never

/**
 * The mixed forms: k positional params (k = 1 … n-1), then an object naming the rest
 * (`article_comment_path(1, { id: 2 })`); `never` for fewer than two params.
 */
export type MixedArgs<P extends readonly string[], O, G extends string = never, Df extends string = never> = P extends readonly [infer H extends string, ...infer Rest extends readonly string[]]
  ? MixedForms<Rest, O, G, Df, [[H] extends [G] ? GlobParam : ParamFor<H>]>
  : never

type MixedForms<P extends readonly string[], O, G extends string, Df extends string, Done extends readonly unknown[]> = P extends readonly [infer H extends string, ...infer Rest extends readonly string[]]
  ? [...Done, params: NamedParamsWithDefaults<P, G, Df> & O] | MixedForms<Rest, O, G, Df, [...Done, [H] extends [G] ? GlobParam : ParamFor<H>]>
  : never
