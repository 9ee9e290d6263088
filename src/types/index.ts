/**
 * The type-level mirror of the routing runtime, step for step: `Expand<D>` (declaration → route
 * descriptors, ./expand.ts), `Helpers<D>` (./helpers.ts), `Recognized<D>` (./recognized.ts),
 * `Routes<D>` (./routes.ts), with the inflector (./inflector.ts), path params (./path.ts),
 * helper arguments (./params.ts) and declaration checks (./validate.ts).
 */
export type { Expand, RouteDescriptor } from './expand'
export type { Helpers, RouteName, RouteParams, NamedRouteParams, RouteHelper, PathHelper, UrlHelper, HashHelper, UrlHash } from './helpers'
export type { Param, ParamFor, HelperOptions, HashFormOptions, OptionsArg, GlobParam } from './params'
export type { Recognized } from './recognized'
export type { Routes, TypedRoutes, UrlForHash } from './routes'
export type { Validate, DeclarationTypeError, CheckDeclaration, DeclarationInput } from './validate'
export type { Singularize, Pluralize } from './inflector'
