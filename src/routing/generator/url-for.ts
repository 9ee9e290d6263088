/**
 * `urlFor(hash)`: a URL from a `hash_for_*` style hash. `use_route` names the route; otherwise
 * Rails 2.3's route choice among the routes for the hash's controller and action: fewest unused
 * keys first, then table order (route_set.rb `generate`,
 * `routes_for_controller_and_action_and_keys`).
 */
import { RoutingError } from '../errors'
import { PARAM } from '../segments'
import { truthy } from '../url-options'
import type { GenerationRoute } from './compiled-route'
import type { CompiledRoutes } from './compiled-routes'
import { fail } from './failure'
import { RESERVED, type GeneratorConfig } from './options'
import { generatePath } from './path'
import { finishUrl, mergeParams } from './url-rewriter'

/** The `urlFor` of a route table. */
export function createUrlFor(table: CompiledRoutes, config: GeneratorConfig): (input: Readonly<Record<string, unknown>>) => string {
  return function urlFor(input: Readonly<Record<string, unknown>>): string {
    const hash: Record<string, unknown> = { ...input }
    mergeParams(hash)
    const onlyPath = truthy(hash['only_path'])
    const useRoute = hash['use_route']
    if (useRoute != null) {
      const index = table.named().get(String(useRoute))
      if (index === undefined) throw new RoutingError(`urlFor: no route named ${String(useRoute)}`)
      const g = table.route(index)
      const full = { ...g.defaults, ...hash }
      const r = generatePath(g, full)
      if (typeof r !== 'string') fail(`urlFor(use_route: ${String(useRoute)})`, r, full)
      return finishUrl(r, full, onlyPath, config, 'urlFor')
    }
    let controller = hash['controller']
    if (typeof controller !== 'string') throw new RoutingError('urlFor needs a controller (or use_route)')
    if (controller.startsWith('/')) controller = controller.slice(1)
    hash['controller'] = controller
    const action = hash['action'] == null ? 'index' : String(hash['action'])
    hash['action'] = action
    const keys = Object.keys(hash).filter((k) => !RESERVED.has(k))
    const candidates = table
      .all()
      .filter((g) => matchesControllerAndAction(g, controller as string, action))
      .map((g) => ({ g, unused: keys.filter((k) => !g.significant.has(k)).length }))
      .sort((a, b) => a.unused - b.unused || a.g.index - b.g.index)
    // Rails 2.3 route_set.rb `generate`: the hash (not the route's defaults) must meet a route's
    // non-segment requirements, so `defaults: { format: 'raw' }` is chosen only for `format: 'raw'`.
    for (const { g } of candidates) {
      const r = generatePath(g, hash)
      if (typeof r === 'string') return finishUrl(r, hash, onlyPath, config, 'urlFor')
    }
    throw new RoutingError(`No route matches ${JSON.stringify(input)}`)
  }
}

function matchesControllerAndAction(g: GenerationRoute, controller: string, action: string): boolean {
  return fits(g, 'controller', controller) && fits(g, 'action', action)
}

/** The route's fixed controller / action is the value, or its `:controller` / `:action` segment takes it. */
function fits(g: GenerationRoute, key: 'controller' | 'action', value: string): boolean {
  const fixed = g.route[key]
  const seg = g.path.segments.find((s) => s.kind >= PARAM && s.key === key)
  if (!seg) return fixed === value
  return !seg.regexp || g.anchored.get(key)!.test(value)
}
