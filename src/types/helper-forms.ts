/**
 * The calling forms of one URL helper, by the shape of its route's params — the type-level twin
 * of the runtime's argument reading (src/routing/generator/helpers.ts, after Rails 2.3's
 * `define_url_helper`): {@link RouteHelper} for any route, and the fast path of a resource route
 * ({@link ResourceHelper}). Each form is an anonymous type with its call signatures, so an
 * editor's hover and signature help show the calling forms themselves.
 */
import type {
  GlobParam,
  HashFormOptions,
  HelperOptions,
  Param,
  ParamFor,
  NamedParamsWithDefaults,
  OptionalPositional,
  Positional,
  UrlOptions,
} from './params'

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
export type ResourceHelper<P extends readonly string[]> = P extends readonly []
  ? ResourceForms<[], string>['positional']
  : P extends readonly ['id']
    ? ResourceForms<['id'], string>['byId']
    : ResourceForms<P, string>['named']
/** {@link ResourceHelper} of a `hash_for_*` helper: one object is its options hash, whatever its keys. */
export type ResourceHashHelper<P extends readonly string[]> = P extends readonly []
  ? ResourceForms<[], UrlHash>['hashOptions']
  : ResourceForms<P, UrlHash>['hashNamed']
/** {@link HelperForms} without globs, optional params or defaults. */
interface ResourceForms<P extends readonly string[], R> {
  readonly positional: { (...args: PositionalArgs<P>): R }
  readonly hashOptions: { (options?: UrlOptions): R }
  readonly byId: {
    (...args: PositionalArgs<P>): R
    (params: ParamsByPosition<P, never> & HashFormOptions): R
  }
  readonly named: {
    (...args: PositionalArgs<P>): R
    (params: ParamsByPosition<P, never> & NamedOptions<P>): R
  }
  readonly hashNamed: {
    (...args: PositionalArgs<P>): R
    (params: ParamsByPosition<P, never> & UrlOptions): R
  }
}
/**
 * The positional arguments of a resource route's helper: its params, then the options. One alias
 * for every form, so that a params tuple has one rest-tuple type: TypeScript tells tuple types
 * apart by the declarations of their labels (`options?`), so a tuple written out in each form was
 * a second type per params, with its own members for the calls' arity checks to resolve
 * (TypeScript 7: 16 k more allocations at 1000 resources).
 */
type PositionalArgs<P extends readonly string[]> = [...ParamsFor<P>, options?: HelperOptions]
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
