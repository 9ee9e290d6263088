/**
 * Expansion: a declaration (docs/routing.md) → the ordered route table, as Rails 2.3.18's
 * `map.resources` / `map.resource` / `map.namespace` / `map.connect` / `map.root` build it.
 * The steps live in ./expand/: `steps.ts` (resources.rb, one function per Rails step),
 * `resource.ts` (the Resource model), `plain.ts` (plain routes, builder.rb), `table.ts`
 * (route order and the named-route rules). Two deliberate differences from Rails 2.3 (docs/migrating-from-rails.md):
 * a `controller` option without `as` gives the URL path word, and only/except are inherited by
 * nested resources unless they set their own (Rails 2.2).
 */
import type { ResourcesPathNames, RouteDeclaration, RouteScope } from './declaration'
import { wordPath } from './declaration'
import { validateDeclaration } from './validate'
import type { Route } from './route'
import type { ResourceDescription } from './resource-description'
import { mapConnectRoute, mapRoot } from './expand/plain'
import type { Scope } from './expand/resource'
import { map_resource, map_singleton_resource } from './expand/steps'
import { RouteTable } from './expand/table'

/** Rails 2.3's `resources_path_names` default. */
export const DEFAULT_RESOURCES_PATH_NAMES: Readonly<{ new: string; edit: string }> = Object.freeze({ new: 'new', edit: 'edit' })

/**
 * Rails 2.3 `Mapper#namespace`: a top-level namespace gets path prefix `admin`, name prefix
 * `admin_` and controller prefix `admin/`; a nested one appends to each (`admin/v1`, `admin_v1_`).
 */
function namespaceScope(name: string, outer: Scope): Scope {
  const nested = outer.namespace !== undefined
  return {
    ...outer,
    where: wordPath(wordPath(outer.where, 'namespace'), name),
    pathPrefix: nested ? `${outer.pathPrefix ?? ''}/${name}` : name,
    namePrefix: nested ? `${outer.namePrefix ?? ''}${name}_` : `${name}_`,
    namespace: `${outer.namespace ?? ''}${name}/`,
  }
}

function expandScope(table: RouteTable, declaration: RouteDeclaration, scope: Scope): void {
  const scopes: readonly RouteScope[] = Array.isArray(declaration) ? declaration : [declaration as RouteScope]
  scopes.forEach((s, i) => {
    const where = Array.isArray(declaration) ? `${scope.where}[${i}]` : scope.where
    const at = { ...scope, where }
    for (const key of Object.keys(s)) {
      // Scope keys and (validated) names are words: no test of each key is needed for the places.
      const here = wordPath(where, key)
      switch (key) {
        case 'resources': {
          const resources = s.resources ?? {}
          const names = Object.keys(resources)
          for (let i = 0; i < names.length; i++) {
            const name = names[i]!
            map_resource(table, name, resources[name]!, at, wordPath(here, name))
          }
          break
        }
        case 'resource':
          for (const [name, options] of Object.entries(s.resource ?? {}))
            map_singleton_resource(table, name, options, at, wordPath(here, name))
          break
        case 'namespace':
          for (const [name, inner] of Object.entries(s.namespace ?? {})) expandScope(table, inner, namespaceScope(name, at))
          break
        case 'connect':
          ;(s.connect ?? []).forEach((route, j) => mapConnectRoute(table, route, at, `${here}[${j}]`))
          break
        case 'root':
          if (s.root !== undefined) mapRoot(table, s.root, at, here)
          break
      }
    }
  })
}

/**
 * Expands a declaration into Rails 2.3.18's route table, in recognition order, and describes
 * each resource it maps (in declaration order; see {@link ResourceDescription}).
 *
 * - Order: declaration order; within a resource, has_many / has_one / nested routes first, then
 *   collection actions, index, create, new actions, member actions (edit among them), show,
 *   update, destroy; a singleton's create last.
 * - Names: `rake routes` names; a resource route never takes a name already held (it stays
 *   unnamed), a named plain route takes its name from any earlier holder.
 * - Every resource route path ends in `(.:format)`.
 * - The declaration is validated first and never mutated; routes and descriptions are frozen.
 *
 * @param config `resourcesPathNames`: default path words (Rails `resources_path_names`).
 * @throws {DeclarationError} for an invalid declaration (see `validateDeclaration`).
 */
export function expandDeclaration(
  declaration: RouteDeclaration,
  config?: { readonly resourcesPathNames?: ResourcesPathNames },
): { routes: Route[]; resources: readonly ResourceDescription[] } {
  validateDeclaration(declaration, config)
  const table = new RouteTable()
  expandScope(table, declaration, { pathNames: { ...DEFAULT_RESOURCES_PATH_NAMES, ...config?.resourcesPathNames }, where: '' })
  return { routes: table.routes(), resources: table.resources() }
}

/**
 * The route table of a declaration ({@link expandDeclaration} without the descriptions).
 * @throws {DeclarationError} for an invalid declaration.
 * @example expand({ resources: { posts: {} } })[0] // { name: 'posts', verb: 'GET', path: '/posts(.:format)', controller: 'posts', action: 'index', ... }
 */
export function expand(declaration: RouteDeclaration, config?: { readonly resourcesPathNames?: ResourcesPathNames }): Route[] {
  return expandDeclaration(declaration, config).routes
}
