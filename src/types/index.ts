/**
 * The type-level mirror of the routing runtime: `Expand<D>` (route descriptors), `Helpers<D>`,
 * `RouteName<D>`, `RouteParams<D, Name>`, `Recognized<D>`, `Routes<D>`, and what helpers accept.
 */
export type { Expand, RouteDescriptor } from './expand'
export type { Helpers, RouteName, RouteParams, NamedRouteParams, PathHelper, UrlHelper, HashHelper, UrlHash } from './helpers'
export type { Param, PathOptions, UrlOptions } from './params'
export type { Singularize, Pluralize } from './inflector'
