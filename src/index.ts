/**
 * typed-resources: Rails 2.3's `map.resources` routing for TypeScript. The package root entry:
 * `defineRoutes` (declaration → validated → expanded route table → runtime Routes object), the
 * routing errors and the route types. See docs/routing.md, docs/helpers-and-types.md and docs/recognition.md.
 */
import { expandDeclaration } from './routing/expand'
import { buildRoutes, type RuntimeRoutes } from './routing/routes'
import type { RouteDeclaration, RoutesConfig } from './routing/declaration'

export { RoutingError, MethodNotAllowed, DeclarationError } from './routing/errors'
export type { Route, RouteVerb, HttpVerb } from './routing/route'
export type { RouteDeclaration, RoutesConfig } from './routing/declaration'
export type { RuntimeRoutes, FormTarget } from './routing/routes'
export type { ResourceDescription, ResourceAction, ResourceActionPlace, ResourceParent } from './routing/resource-description'
export type { MatchResult, RecognizeOptions, RecognizedParams } from './routing/matcher'
export type { UrlOptions } from './routing/generator'
import type { CheckDeclaration, DeclarationInput, Routes } from './types'
export type {
  Routes,
  TypedRoutes,
  Helpers,
  RouteName,
  RouteParams,
  Recognized,
  Param,
  ParamFor,
  GlobParam,
  HelperOptions,
  HashFormOptions,
  OptionsArg,
  UrlForHash,
  Validate,
  CheckDeclaration,
  DeclarationInput,
  DeclarationTypeError,
  Expand,
  RouteDescriptor,
  NamedRouteParams,
  RouteHelper,
  PathHelper,
  UrlHelper,
  HashHelper,
  UrlHash,
  Singularize,
  Pluralize,
} from './types'

/**
 * Builds the routes of a declaration (docs/routing.md): validates it, expands it into Rails 2.3.18's
 * route table and compiles recognition and generation.
 * @returns `{ routes, resources, helpers, recognizePath, match, urlFor, formFor }`.
 * @throws {DeclarationError} for an invalid declaration (message names the resource and option).
 */
export function defineRoutes<const D extends DeclarationInput, const C extends RoutesConfig = {}>(
  declaration: CheckDeclaration<D>,
  config?: C,
): Routes<D, C> {
  const { routes, resources } = expandDeclaration(declaration as RouteDeclaration, config)
  return buildRoutes(routes, resources, config) as RuntimeRoutes as Routes<D, C>
}
