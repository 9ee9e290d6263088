/**
 * The route table under construction: routes in recognition order plus the named-route map,
 * with Rails 2.3's two rules for names (route_set.rb `add_named_route`, resources.rb
 * `map_resource_routes`):
 * - a plain named route (`connect` with a name, `root`) always takes its name; an earlier route
 *   holding it becomes unnamed (Rails overwrites `named_routes[name]`);
 * - a resource route takes its name only if no route holds it yet, otherwise it is routed unnamed.
 */
import type { Route } from '../route'
import type { ResourceDescription } from '../resource-description'

/** A route without its name: the table decides the name. */
export type UnnamedRoute = Omit<Route, 'name'>

/** Collects routes in order, each frozen as it is added, and applies the naming rules. */
export class RouteTable {
  private readonly list: Route[] = []
  private readonly named = new Map<string, number>()
  private readonly described: ResourceDescription[] = []

  /** Records a resource's description, in declaration order (its actions are filled as its routes are added). */
  addResource(description: ResourceDescription): void {
    this.described.push(description)
  }

  /** Whether a route already holds `name`. */
  hasName(name: string): boolean {
    return this.named.has(name)
  }

  /**
   * Adds a resource route: named `name` unless that name is taken (Rails 2.3 resources.rb:
   * `if route_name && @set.named_routes[route_name.to_sym].nil?`).
   * @returns the route's index in the table.
   */
  addResourceRoute(route: UnnamedRoute, name: string | undefined): number {
    this.push(route, name !== undefined && !this.named.has(name) ? name : undefined)
    return this.list.length - 1
  }

  /** Adds a plain route; a name moves to it from any earlier route (Rails' `named_routes[name] =`). */
  addPlainRoute(route: UnnamedRoute, name: string | undefined): void {
    if (name !== undefined) {
      const previous = this.named.get(name)
      if (previous !== undefined) this.list[previous] = finished(this.list[previous]!, undefined)
    }
    this.push(route, name)
  }

  private push(route: UnnamedRoute, name: string | undefined): void {
    if (name !== undefined) this.named.set(name, this.list.length)
    this.list.push(finished(route, name))
  }

  /**
   * The resources' descriptions in declaration order, frozen in place (their actions and parents
   * too; a parents list is shared by the resources of one block). Call once the table is complete.
   */
  resources(): readonly ResourceDescription[] {
    for (const d of this.described) {
      for (const a of d.actions) Object.freeze(a)
      for (const p of d.parents) Object.freeze(p)
      Object.freeze(d.actions)
      Object.freeze(d.parents)
      Object.freeze(d)
    }
    return Object.freeze(this.described)
  }

  /**
   * The finished table, in recognition order: each route is frozen (its `requirements`,
   * `defaults` and `conditions` must already be frozen: routes of one resource share them).
   */
  routes(): Route[] {
    return this.list
  }
}

/** The frozen route of the table: `name` first when it has one, `conditions` last when it has them, as `rake routes` lists them. */
function finished(r: UnnamedRoute, name: string | undefined): Route {
  const { verb, path, controller, action, requirements, defaults, conditions } = r
  if (name === undefined) {
    return Object.freeze(
      conditions
        ? { verb, path, controller, action, requirements, defaults, conditions }
        : { verb, path, controller, action, requirements, defaults },
    )
  }
  return Object.freeze(
    conditions
      ? { name, verb, path, controller, action, requirements, defaults, conditions }
      : { name, verb, path, controller, action, requirements, defaults },
  )
}
