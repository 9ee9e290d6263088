/**
 * Path strings at the type level: the params of a `path_prefix` and of a `connect` path, and
 * which of them a named route requires (Rails 2.3 routing/builder.rb: `assign_default_route_options`
 * and `ensure_required_segments` — walking from the end, a segment is optional while it has a
 * default, is `:id` without a requirement, or is `:action`; a trailing `.:format` is optional).
 *
 * A `*glob` is optional at the end too (Rails' PathSegment).
 * A RegExp's source is not visible to the type system, so a requirement on `:id` is taken to
 * refuse the empty string (it makes `:id` required), and a requirement on `:action` to accept
 * `index` (it stays optional) — the usual cases.
 */
import type { CapitalLetter, Digit, LowerLetter } from './characters'

/** One dynamic piece of a path: a `:param` or a `*glob`. */
interface PathParam<K extends string = string> {
  readonly key: K
  readonly glob: boolean
}
/** A static piece (text between separators); it stops the optional tail. */
type Static = 'static'
type Token = PathParam | Static

/**
 * The tokens of one piece (text between `/` and `.`), as the runtime's `parsePath` cuts it: a
 * `:name` / `*name` at its start is a param whose name is the word characters (`\w`) that follow,
 * the rest of the piece static (`:year-:month` is `:year` then `-:month`); any other piece is static.
 */
type Piece<S extends string> = S extends `:${infer K}`
  ? Dynamic<K, false>
  : S extends `*${infer K}`
    ? Dynamic<K, true>
    : S extends ''
      ? []
      : [Static]
type Dynamic<K extends string, G extends boolean> =
  WordPrefix<K> extends infer W extends string
    ? W extends ''
      ? [Static]
      : W extends K
        ? [{ readonly key: W; readonly glob: G }]
        : [{ readonly key: W; readonly glob: G }, Static]
    : never
/** The leading word characters of `S` (most names are all word characters: one test per character). */
type WordPrefix<S extends string, Done extends string = ''> = S extends `${infer C}${infer T}`
  ? C extends WordChar
    ? WordPrefix<T, `${Done}${C}`>
    : Done
  : Done
type WordChar = LowerLetter | CapitalLetter | Digit | '_'

/** Pieces of one `/`-segment; a `.` between pieces is a divider that is never optional. */
type DotPieces<S extends string> = S extends `${infer A}.${infer B}` ? [...Piece<A>, Static, ...DotPieces<B>] : Piece<S>

/** The tokens of a path, in order (`/` and `.` separate pieces). */
export type PathTokens<P extends string> = P extends `${infer A}/${infer B}` ? [...DotPieces<A>, ...PathTokens<B>] : DotPieces<P>

/** The param names of a path, in order: `'/:locale/x/:id'` → `['locale', 'id']`. */
export type PathParamNames<P extends string> = TokenKeys<PathTokens<P>>

type TokenKeys<T extends readonly Token[]> = T extends readonly [infer H, ...infer R extends Token[]]
  ? H extends PathParam<infer K>
    ? [K, ...TokenKeys<R>]
    : TokenKeys<R>
  : []

/** A path without a trailing `.:format` (or the `rake routes` form `(.:format)`, or `.:format/`). */
type StripFormat<P extends string> = P extends `${infer A}.:format`
  ? A extends `${infer B}(`
    ? B
    : A
  : P extends `${infer A}.:format)`
    ? A extends `${infer B}(`
      ? B
      : P
    : P extends `${infer A}.:format/`
      ? A
      : P

/** Is this param optional at the end of a path (with these defaults and requirements)? */
type OptionalAtEnd<K extends string, Defaults, Requirements> = K extends keyof Defaults
  ? true
  : K extends 'action'
    ? true
    : K extends 'id'
      ? K extends keyof Requirements
        ? false
        : true
      : false

/**
 * Splits tokens into the required prefix and the optional tail, walking from the end; the
 * optional ones come back in path order (`optionalList`) and as a union (`optional`).
 */
type SplitOptional<T extends readonly Token[], Defaults, Requirements, Optional extends readonly string[] = []> = T extends readonly [
  ...infer Init extends Token[],
  infer Last,
]
  ? Last extends PathParam<infer K>
    ? Last['glob'] extends true
      ? SplitOptional<Init, Defaults, Requirements, [K, ...Optional]>
      : OptionalAtEnd<K, Defaults, Requirements> extends true
        ? SplitOptional<Init, Defaults, Requirements, [K, ...Optional]>
        : { required: TokenKeys<T>; optional: Optional[number]; optionalList: Optional }
    : { required: TokenKeys<T>; optional: Optional[number]; optionalList: Optional }
  : { required: []; optional: Optional[number]; optionalList: Optional }

/**
 * The params of a plain route's path: `required` (in path order) and the optional ones (in path
 * order as `optionalList`, and as a union), e.g. `'archive/:year/:month'` →
 * `{ required: ['year', 'month']; optional: never; optionalList: [] }`,
 * `':controller/:action/:id.:format'` → `{ required: ['controller']; optional: 'action' | 'id' | 'format'; optionalList: ['action', 'id', 'format'] }`.
 */
export type ConnectPathParams<P extends string, Defaults, Requirements> =
  StripFormat<P> extends P
    ? SplitOptional<PathTokens<P>, Defaults, Requirements>
    : SplitOptional<PathTokens<StripFormat<P>>, Defaults, Requirements, ['format']>

/** The `*glob` params of a path (a union): a `*name` that starts a piece. */
export type GlobNames<P extends string> = P extends `${string}*${string}` ? GlobKeys<PathTokens<P>> : never
type GlobKeys<T extends readonly Token[]> = T extends readonly [infer H, ...infer R extends Token[]]
  ? H extends { readonly key: infer K; readonly glob: true }
    ? K | GlobKeys<R>
    : GlobKeys<R>
  : never
