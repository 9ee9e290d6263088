/**
 * One route of the table: the contract between expansion (declaration → Route[]) and the
 * matcher / generator (which compile each Route's path into segments).
 *
 * A Route is plain data, exactly what `rake routes` shows plus what recognition and generation
 * need. Rails 2.3 source: actionpack/lib/action_controller/routing/route.rb and builder.rb.
 */

/** An HTTP verb a route can be restricted to (upper-case, as `rake routes` prints it). */
export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * The verb column of `rake routes`: one verb, `'ANY'` (no method condition), or several verbs
 * for one route (Rails makes one multi-verb route for a `new` action given an array, and for
 * a plain route whose `conditions: { method: [...] }` is an array).
 */
export type RouteVerb = HttpVerb | 'ANY' | readonly HttpVerb[]

/** One route, in recognition order within the table. */
export interface Route {
  /** The named route (`thread_messages`), or undefined for an unnamed route. */
  readonly name?: string
  /** The method restriction; see {@link RouteVerb}. */
  readonly verb: RouteVerb
  /**
   * The path as `rake routes` prints it: leading `/`, `:param` segments, `*glob` segments, and
   * the optional format suffix written `(.:format)` for resource routes
   * (`/threads/:thread_id/messages/:id(.:format)`). Plain (`connect`) routes print their path as
   * declared with a leading `/`, the scope's path prefix in front and no trailing `/`; a trailing
   * `.:format` is optional in Rails 2.3 and printed `(.:format)` (`/:controller/:action/:id`,
   * `/:controller/:action/:id(.:format)`, `/feed(.:format)`, `/sitemap.xml`, root `/`).
   */
  readonly path: string
  /** The controller, e.g. `admin/users`; `null` when the path has a `:controller` segment. */
  readonly controller: string | null
  /** The action; for a path with an `:action` segment, its default (`'index'`) or `null`. */
  readonly action: string | null
  /**
   * Param → RegExp, as Rails 2.3 reports them: the default `[^/.?]+` on a resource `:id`,
   * requirements on path_prefix variables, and requirements on params that are not in the
   * path (checked when generating).
   */
  readonly requirements: Readonly<Record<string, RegExp>>
  /**
   * Defaults of a plain route (`connect`'s `defaults`, plus Rails' implied ones): for a path
   * segment, the segment is optional with that default (`null`: optional, left out of params);
   * any other key is added to the recognized params and must match when generating.
   * Resource routes have none (their only optional part is the `(.:format)` in `path`).
   *
   * Implied defaults (Rails 2.3 builder.rb `assign_default_route_options`), set by `expand`:
   * - an `:action` segment gets `action: <the route's action option>` or `'index'` (unless an
   *   `action` requirement refuses `'index'`); `action` above is that default;
   * - an `:id` segment without a default gets `id: null` when it has no requirement or its
   *   requirement matches `''` (Rails: "id is optional").
   *
   * As in Rails' `ensure_required_segments`, a segment with a default is optional only when every
   * segment after it is optional too (`posts/:id/comments` keeps `:id` required even with `id: null`):
   * the segment compiler applies that, walking the path from its end.
   */
  readonly defaults: Readonly<Record<string, string | null>>
  /**
   * Recognition conditions as Rails keeps them (`{ method: 'get' }`, lower-case; no `method` for
   * a route that accepts any method; `method` is the same fact as {@link Route.verb}), plus the
   * custom request conditions declared (`subdomain: 'admin'`, `host: /\.example\.com$/`: a string,
   * a RegExp or a list of strings). `expand` always sets it.
   */
  readonly conditions?: Readonly<{
    method?: Lowercase<HttpVerb> | readonly Lowercase<HttpVerb>[]
    readonly [condition: string]: string | RegExp | readonly string[] | undefined
  }>
}
