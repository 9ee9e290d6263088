/**
 * typed-resources/helpers: URL generation only, from a route table built ahead of time by
 * `typed-resources table <routes-file>`. For browser apps that only build URLs: no declaration
 * validation, expansion, inflector or recognition code ships (see docs/cli.md#table); the
 * declaration was validated and expanded when the table was written, by the same `defineRoutes`.
 */
import { createGenerator, type GeneratorConfig } from '../routing/generator'
import type { Route } from '../routing/route'
import type { ResourceDescription } from '../routing/resource-description'
import type { RuntimeRoutes } from '../routing/routes'
import { controllersOf, pathCompiler } from '../routing/segments'

export type { Route, RouteVerb, HttpVerb } from '../routing/route'
export type { FormTarget } from '../routing/routes'
export type { ResourceDescription, ResourceAction, ResourceActionPlace, ResourceParent } from '../routing/resource-description'
export type { UrlOptions } from '../routing/generator'

/**
 * The generation half of a routes object: the table, the resources' descriptions, the named-route
 * helpers, `urlFor`, `formFor`.
 */
export type GenerationRoutes<R extends Pick<RuntimeRoutes, 'routes' | 'helpers' | 'urlFor' | 'formFor'> = RuntimeRoutes> = Pick<
  R,
  'routes' | 'helpers' | 'urlFor' | 'formFor'
> & { readonly resources: readonly ResourceDescription[] }

/** What `routesFromTable` takes besides the table: the generation settings of `defineRoutes`' config. */
export type TableConfig = GeneratorConfig

/**
 * The generation half of `defineRoutes(...)` from its route table (`routes.routes`, in order),
 * config and resource descriptions (`routes.resources`), as `typed-resources table` writes them.
 * `R` is the type of the full routes object (the generated module passes `typeof routes` of the
 * route file), which types the helpers.
 * @returns `{ routes, resources, helpers, urlFor, formFor }`, each as `defineRoutes` gives it;
 *   without `resources`, `resources` is empty and `formFor` throws a `RoutingError` saying so.
 * @throws {TypeError} when `table` is not an array of routes (objects with a string `path`), or
 *   `resources` is given and is not an array.
 */
export function routesFromTable<R extends Pick<RuntimeRoutes, 'routes' | 'helpers' | 'urlFor' | 'formFor'> = RuntimeRoutes>(
  table: readonly Route[],
  config: TableConfig = {},
  resources?: readonly ResourceDescription[],
): GenerationRoutes<R> {
  if (!Array.isArray(table)) throw new TypeError('routesFromTable: the table must be an array of routes (routes.routes)')
  table.forEach((route: unknown, i) => {
    if (typeof route !== 'object' || route === null || typeof (route as Route).path !== 'string') {
      throw new TypeError(`routesFromTable: table[${i}] is not a route (an object with a string path)`)
    }
  })
  if (resources !== undefined && !Array.isArray(resources)) {
    throw new TypeError('routesFromTable: the resources must be an array of resource descriptions (routes.resources)')
  }
  const routes = Object.isFrozen(table) ? table : Object.freeze(table.slice())
  // As defineRoutes: each route's path is compiled on its helper's first call.
  const generator = createGenerator(
    routes,
    pathCompiler(routes, () => controllersOf(routes)),
    config,
    resources,
  )
  const generation: GenerationRoutes = {
    routes,
    resources: resources ?? [],
    // A getter, as in defineRoutes: the helpers object is built on first access.
    get helpers() {
      return generator.helpers()
    },
    urlFor: generator.urlFor,
    formFor: generator.formFor,
  }
  return generation as unknown as GenerationRoutes<R>
}
