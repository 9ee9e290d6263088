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
   * declared with a leading `/` (`/:controller/:action/:id`, `/:controller/:action/:id.:format`).
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
   * Defaults of a plain route (`connect`'s `defaults`, plus Rails' implied ones such as
   * `action: 'index'` for an `:action` segment): for a path segment, the segment is optional
   * with that default (`null`: optional, left out of params); any other key is added to the
   * recognized params and must match when generating. Resource routes have none.
   */
  readonly defaults: Readonly<Record<string, string | null>>
}
