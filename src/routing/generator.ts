/**
 * Route[] → generation: the named-route helpers (`<name>_path`, `<name>_url`, `hash_for_<name>_path`,
 * `hash_for_<name>_url`, or their camelCase forms), `urlFor(hash)` and `formFor(name, record)`.
 *
 * The steps live in ./generator/, one job each:
 * - `options.ts`: the URL options and which of them never reach the query string;
 * - `compiled-route.ts`, `compiled-routes.ts`: a route compiled for generation (defaults,
 *   significant keys, requirements), the table compiled on first use and its named routes;
 * - `arguments.ts`: a helper call's arguments → its params hash;
 * - `path.ts`: a route and a params hash → the path and its query string (Rails 2.3 segments.rb,
 *   route.rb `generate`);
 * - `fast-path.ts`: the common call precompiled (the same result, by concatenation);
 * - `url-rewriter.ts`: path → URL (Rails 2.3 url_rewriter.rb);
 * - `failure.ts`: why a route does not generate, and the RoutingError that says so;
 * - `helpers.ts`, `url-for.ts`, `form-for.ts`: the three ways in.
 */
import type { ResourceDescription } from './resource-description'
import type { Route } from './route'
import type { CompiledPath } from './segments'
import { compiledRoutes } from './generator/compiled-routes'
import { createFormFor, type FormTarget } from './generator/form-for'
import { buildHelpers, type HelpersObject } from './generator/helpers'
import type { GeneratorConfig } from './generator/options'
import { createUrlFor } from './generator/url-for'
import { origin } from './generator/url-rewriter'

export type { FormTarget } from './generator/form-for'
export type { GeneratorConfig, UrlOptions } from './generator/options'

/** The helpers object of a route table plus urlFor / formFor. */
export interface Generator {
  /** The helpers object (built on the first call, then the same object). */
  helpers(): HelpersObject
  urlFor(hash: Readonly<Record<string, unknown>>): string
  formFor(name: string, record: unknown, ...parents: unknown[]): FormTarget
}

/**
 * Compiles the route table for generation (each route on its first use) and builds the
 * named-route helpers (on first use: recognition-only users never pay for them). `resources`
 * (the expansion's descriptions, whose actions index `routes`) is what `formFor` reads; without
 * it `formFor` throws.
 * @throws {RoutingError} when `config.defaultUrlOptions` holds a protocol, host or port that is not safe.
 */
export function createGenerator(
  routes: readonly Route[],
  pathOf: (index: number) => CompiledPath,
  config: GeneratorConfig,
  resources: readonly ResourceDescription[] | undefined,
): Generator {
  const table = compiledRoutes(routes, pathOf)
  const d = config.defaultUrlOptions
  const defaultOrigin = d?.host ? origin(d.protocol ?? 'http', d.host, d.port, 'defaultUrlOptions') : undefined
  let helpers: HelpersObject | undefined
  return {
    helpers: () => (helpers ??= buildHelpers(table, config, defaultOrigin)),
    urlFor: createUrlFor(table, config),
    formFor: createFormFor(table, resources),
  }
}
