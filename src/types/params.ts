/**
 * What a URL helper accepts (docs/helpers-and-types.md, "Helpers"): positional `Param`s for the route's
 * required params in path order, then an optional options object — or the named form, one
 * object holding the params by name.
 */
import type { UrlOptions } from '../routing/generator/options'

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
 * Options of a helper (the runtime's, src/routing/generator/options.ts): `format` (`.xml`), `anchor`
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
 * The options object of a URL helper, its last argument: {@link UrlOptions} (`format`, `anchor`,
 * `host`, `protocol`, `port`, `only_path`, any other key a query parameter) that is not a record.
 * An object with `id`, `to_param()` or `toParam()` as the last argument is a record, a param — as
 * Rails 2.3 reads `post_path(post)` — unless it also has `_options: true`, which marks it as the
 * options object whatever its keys (`{ id: 7, _options: true }` puts `id=7` in the query).
 *
 * @example
 * ```ts
 * import type { HelperOptions } from 'typed-resources'
 * const a: HelperOptions = { format: 'xml', page: 2 }
 * const b: HelperOptions = { id: 7, _options: true }   // id as a query param, or a param by name
 * // @ts-expect-error — a record, not options
 * const c: HelperOptions = { id: 7 }
 * ```
 */
export type HelperOptions = UrlOptions &
  ({ readonly _options: true } | { readonly id?: never; readonly to_param?: never; readonly toParam?: never })

/** @deprecated The former name of {@link HelperOptions}. */
export type OptionsArg = HelperOptions

/**
 * The URL options that may sit beside a route's params by name in Rails' hash form,
 * `product_path({ id: 1, format: 'json' })`: with one of them and nothing but the route's params,
 * an object with `id` is the options object, not a record. Any other key (a query param, a
 * record's attribute) keeps it a record.
 *
 * @example
 * ```ts
 * import type { HashFormOptions } from 'typed-resources'
 * const a: HashFormOptions = { format: 'json', anchor: 'top' }
 * // @ts-expect-error — a query param makes an object with `id` a record
 * const b: HashFormOptions = { format: 'json', page: 2 }
 * ```
 */
export interface HashFormOptions {
  readonly format?: string | null | undefined
  readonly anchor?: string | number | null | undefined
  readonly host?: string | undefined
  readonly protocol?: string | undefined
  readonly port?: string | number | undefined
  readonly only_path?: boolean | undefined
  readonly trailing_slash?: boolean | undefined
}

/**
 * The named form of a route's params: `['thread_id', 'id']` → `{ thread_id: Param; id: Param }`
 * (keys in path order, as an editor shows them); a glob (`G`) takes a {@link GlobParam}.
 */
export type NamedParams<P extends readonly string[], G extends string = never> = {
  readonly [I in keyof P & `${number}` as P[I]]: [P[I]] extends [G] ? GlobParam : Param
}

/** {@link NamedParams} where the params `Defaulted` (they have defaults) may be left out. */
export type NamedParamsWithDefaults<P extends readonly string[], G extends string, Defaulted extends string> = [Defaulted] extends [never]
  ? NamedParams<P, G>
  : { readonly [I in keyof P & `${number}` as P[I] extends Defaulted ? never : P[I]]: [P[I]] extends [G] ? GlobParam : Param } & {
      readonly [I in keyof P & `${number}` as P[I] extends Defaulted ? P[I] : never]?: [P[I]] extends [G] ? GlobParam : Param
    }

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

/** A positional `*glob` param: any {@link GlobParam}; the type is named for the param, as {@link ParamFor}. */
export type GlobParamFor<N extends string> = GlobParam | ParamName<N>

/**
 * A plain route's optional format given positionally (`feed_path('rss')`): a string only — a
 * number or a record in that place is a param too many, refused at run time too (Rails 2.3 writes
 * `/feed.2`).
 */
export type FormatParamFor<N extends string> = string | ParamName<N>

/**
 * The positional form: one param per required param (`['thread_id', 'id']` →
 * `[ParamFor<'thread_id'>, ParamFor<'id'>]`); a glob (`G`) takes a {@link GlobParamFor}.
 */
export type Positional<P extends readonly string[], G extends string = never> = {
  -readonly [I in keyof P]: [P[I]] extends [G] ? GlobParamFor<P[I]> : ParamFor<P[I]>
}

/**
 * The positional forms with a plain route's optional params (`Optional`, path order) after the
 * required ones: `[...required, opt_1, options?]`, `[...required, opt_1, opt_2, options?]`, …
 * (`pages_path(3)` for `pages/:id` with `id` defaulted); `never` when there are none.
 */
export type OptionalPositional<
  P extends readonly string[],
  Optional extends readonly string[],
  O,
  G extends string = never,
  Done extends readonly string[] = [],
> = Optional extends readonly [infer H extends string, ...infer Rest extends readonly string[]]
  ? | [...Positional<P, G>, ...Positional<Done, G>, ...(H extends 'format' ? [FormatParamFor<H>] : Positional<[H], G>), options?: O]
    | OptionalPositional<P, Rest, O, G, [...Done, H]>
  : never
