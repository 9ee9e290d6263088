/**
 * Builds the runtime Routes object from a route table (Route[]) and the config: the table, the
 * named-route helpers, recognition (`recognizePath`, `match`) and generation (`urlFor`,
 * `formFor`). This is the object `defineRoutes` returns (docs/helpers-and-types.md, docs/recognition.md).
 */
import { createGenerator, type FormTarget, type GeneratorConfig, type UrlOptions } from './generator'
import { createMatcher, type MatchResult, type RecognizeOptions, type RecognizedParams } from './matcher'
import type { Route } from './route'
import type { ResourceDescription } from './resource-description'
import { controllersOf, parsePath, pathCompiler } from './segments'

export { controllersOf }
export type { FormTarget }

/** The key under which a routes object keeps the config it was built with (read by the CLI's `table`). */
export const ROUTES_CONFIG = Symbol.for('typed-resources.routesConfig')

/** The runtime Routes object (untyped form; `Routes<D>` in src/types gives it exact types). */
export interface RuntimeRoutes {
  /** Every route in recognition order, as `rake routes` shows them. */
  readonly routes: readonly Route[]
  /**
   * Every resource the declaration maps, in declaration order: its names, controller, parents,
   * paths and routed actions (each naming its route's index in {@link RuntimeRoutes.routes}).
   */
  readonly resources: readonly ResourceDescription[]
  /** `<name>_path`, `<name>_url`, `hash_for_<name>_path`, `hash_for_<name>_url` (or camelCase). */
  readonly helpers: Readonly<Record<string, (...args: any[]) => any>>
  /**
   * Rails' flat params hash for a request.
   * @throws {MethodNotAllowed} when routes match the path for other verbs only.
   * @throws {RoutingError} when no route matches the path.
   */
  recognizePath(path: string, options?: RecognizeOptions): RecognizedParams
  /** The non-throwing form of `recognizePath`. */
  match(path: string, options?: RecognizeOptions): MatchResult
  /**
   * A URL (or path with `only_path: true`) from a `hash_for_*` style hash, Rails 2.3's route
   * choice (fewest unused keys, then route order; `use_route` names one).
   * @throws {RoutingError} when no route generates, or a URL has no host.
   */
  urlFor(hash: Readonly<UrlOptions & { controller?: string; action?: string; use_route?: string }>): string
  /** Form action and method for a new (POST to the collection) or persisted (PUT to the member) record. */
  formFor(name: string, record: unknown, ...parents: unknown[]): FormTarget
}

/**
 * Builds the runtime object from a route table and its resources' descriptions.
 * @param config `defaultUrlOptions` (host, protocol, port for `_url` helpers), `camelCase`.
 */
export function buildRoutes(
  table: readonly Route[],
  resources: readonly ResourceDescription[],
  config: GeneratorConfig = {},
): RuntimeRoutes {
  // Helpers compile their route on first use, from this array: nobody may change it after.
  const routes = Object.isFrozen(table) ? table : Object.freeze(table.slice())
  // Paths are compiled on first use (recognition compiles a path word's routes on its first
  // request, generation a route on its helper's first call): building stays cheap.
  const compiled = pathCompiler(routes, () => controllersOf(routes), parsePath)
  const matcher = createMatcher(routes, compiled)
  const generator = createGenerator(routes, compiled, config, resources)
  const result: RuntimeRoutes = {
    routes,
    resources,
    // A getter: the helpers object is built on first access (recognition-only users skip it).
    get helpers() {
      return generator.helpers()
    },
    recognizePath: matcher.recognizePath,
    match: matcher.match,
    urlFor: generator.urlFor,
    formFor: generator.formFor,
  }
  // The config, for `typed-resources table` (which writes it beside the table); not enumerable.
  Object.defineProperty(result, ROUTES_CONFIG, { value: config })
  return result
}
