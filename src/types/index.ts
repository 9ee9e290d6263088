/**
 * The type-level mirror of the routing runtime, step for step: `Expand<D>` (declaration → route
 * descriptors, ./expand.ts), `Helpers<D>` (./helpers.ts), `Recognized<D>` (./recognized.ts),
 * `Routes<D>` (./routes.ts), with the inflector (./inflector.ts), path params (./path.ts),
 * helper arguments (./params.ts) and declaration checks (./validate.ts).
 */
export type { Expand, RouteDescriptor } from './expand'
export type { Helpers, RouteName, RouteParams, NamedRouteParams, RouteHelper, PathHelper, UrlHelper, HashHelper, UrlHash, CamelCase } from './helpers'
export type { Param, ParamFor, ParamName, UrlOptions, OptionsArg, GlobParam, NamedParams, Positional, MixedArgs } from './params'
export type { Recognized, RecognizedRoute } from './recognized'
export type { Routes, TypedRoutes, UrlForHash, TypedMatchResult } from './routes'
export type { Validate, DeclarationTypeError } from './validate'
export type { Singularize, Pluralize } from './inflector'
export type { RouteDeclaration } from '../routing/declaration'
export type { Route } from '../routing/route'
export type { FormTarget, RuntimeRoutes } from '../routing/routes'
export type { MatchResult, RecognizeOptions } from '../routing/matcher'
