/**
 * The route descriptors of the type-level expansion, and Rails 2.3's rules for names as the types
 * can see them — the twin of src/routing/expand/table.ts: a resource route takes its name only if
 * no earlier route holds it (resources.rb `map_resource_routes`); a named plain route always takes
 * its name (route_set.rb `add_named_route`).
 */
/**
 * One route as the types see it — or several routes sharing a name, params and controller
 * (`action` is then a union: index | create, show | update | destroy). `name` is `never` for an
 * unnamed route (so that it yields no helper key and no name in a union of names). Resource
 * routes leave out `kind`, `optional` and `globs` (their defaults).
 */
export interface RouteDescriptor {
  /** The named route (`thread_messages`); `never` when unnamed. */
  readonly name: string
  /** Required params in path order (parents first): the positional arguments of its helpers. */
  readonly params: readonly string[]
  /** The controller (`admin/users`); `string` when the path has a `:controller` segment. */
  readonly controller: string
  /** The action(s); `string` when the path has an `:action` segment. */
  readonly action: string
  /** `plain` for `connect` / `root` routes (a named one takes its name from any other route); default `resource`. */
  readonly kind?: 'resource' | 'plain'
  /** Params the path may hold but does not require (a union); default `'format'`. */
  readonly optional?: string
  /** The `*glob` params (recognized as string arrays); default none. */
  readonly globs?: string
  /**
   * A plain route's optional params in path order: its helpers also take them positionally
   * after the required ones (Rails 2.3 fills a named route's segment keys in order).
   */
  readonly optionalParams?: readonly string[]
  /**
   * A plain route's required params that have a default (a mid-path `:action`: `index`): given
   * positionally as the others, but by name they may be left out (the runtime fills the default).
   */
  readonly defaulted?: string
}

/**
 * A {@link RouteDescriptor} as the expansion makes it: a resource route also carries the types of
 * its helpers, computed once per scope and params (`C['memberHelper']`), so that the helpers'
 * mapped types read them (an indexed access per helper) instead of instantiating a conditional
 * type per helper (about 3 % of TypeScript 7's allocations at 1000 resources).
 */
export interface ExpandedRoute extends RouteDescriptor {
  /** The `<name>_path` / `<name>_url` helper's type (a resource route's). */
  readonly helper?: unknown
  /** The `hash_for_<name>_path` / `hash_for_<name>_url` helper's type (a resource route's). */
  readonly hash?: unknown
}

/** A plain route descriptor (`connect`, `root`). */
export type PlainRouteOf<
  Name extends string,
  Params extends readonly string[],
  Controller extends string,
  Action extends string,
  Optional extends string,
  Globs extends string,
  OptionalParams extends readonly string[] = [],
  Extras = {},
  Defaulted extends string = never,
> = {
  readonly name: Name
  readonly params: Params
  readonly controller: Controller
  readonly action: Action
  readonly kind: 'plain'
  readonly optional: Optional
  readonly globs: Globs
  readonly optionalParams: OptionalParams
  /** `defaults` keys that are not path segments: added to the recognized params (`null` kept, others as strings). */
  readonly extras: Extras
  readonly defaulted: Defaulted
}

/**
 * Routes `First` then `Then`, in this order: a resource route of `Then` whose name a route of
 * `First` holds is routed unnamed (Rails' `map_resource_routes`: `named_routes[name].nil?`). When
 * no name is shared (the usual case) one intersection of the two name unions says so, instead of a
 * test per route of `Then`.
 */
export type Ordered<First, Then> = [First] extends [never]
  ? Then
  : [Then] extends [never]
    ? First
    : [NameOf<Then> & NameOf<First>] extends [never]
      ? Join<First, Then>
      : Join<First, Unname<Then, NameOf<First>>>
/**
 * {@link Ordered} where `Then` may hold named plain routes (declaration arrays, connect lists): a
 * later named plain route takes the name from an earlier plain route, which is routed unnamed
 * (Rails 2.3 route_set.rb: `named_routes[name] = route` replaces).
 */
export type OrderedPlain<First, Then> = [Then] extends [never]
  ? First
  : [First] extends [never]
    ? Then
    : Ordered<Untake<First, PlainNameOf<Then>>, Then>
type PlainNameOf<R> = R extends { readonly kind: 'plain'; readonly name: string } ? R['name'] : never
/** `R` with its plain routes named in `Taken` unnamed; one look-up in `R`'s names when none is (the usual case). */
type Untake<R, Taken> = [Extract<Taken, NameOf<R>>] extends [never]
  ? R
  : R extends { readonly kind: 'plain'; readonly name: Taken & string }
    ? { readonly [K in keyof R]: K extends 'name' ? never : R[K] }
    : R
/** `A | B`, built by a distributive conditional (see the NOTE on TypeScript 7 below). */
export type Join<A, B, K = 0> = K extends 0 ? A | B : never
/** The names `R` holds (an unnamed route's `never` adds none). */
export type NameOf<R> = R['name' & keyof R]
type Unname<R, Held> = R extends { readonly name: Held & string }
  ? R extends { readonly kind: 'plain' }
    ? R
    : [R['name' & keyof R]] extends [never] // already unnamed
      ? R
      : { readonly [K in keyof R]: K extends 'name' ? never : R[K] }
  : R
