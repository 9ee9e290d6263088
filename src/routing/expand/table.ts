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
   * `if route_name && @set.named_routes[route_name.to_sym].nil?`). The route's fields come one
   * by one (a resource route always has conditions): the frozen route is the only object made.
   * @returns the route's index in the table.
   */
  addResourceRoute(
    verb: Route['verb'],
    path: string,
    controller: string,
    action: string,
    requirements: Route['requirements'],
    defaults: Route['defaults'],
    conditions: NonNullable<Route['conditions']>,
    name: string | undefined,
  ): number {
    const index = this.list.length
    if (name !== undefined && !this.named.has(name)) {
      this.named.set(name, index)
      this.list.push(Object.freeze({ name, verb, path, controller, action, requirements, defaults, conditions }))
    } else this.list.push(Object.freeze({ verb, path, controller, action, requirements, defaults, conditions }))
    return index
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
    const described = this.described
    for (let i = 0; i < described.length; i++) {
      const d = described[i]!
      const actions = d.actions
      for (let j = 0; j < actions.length; j++) Object.freeze(actions[j])
      const parents = d.parents
      for (let j = 0; j < parents.length; j++) Object.freeze(parents[j])
      Object.freeze(actions)
      Object.freeze(parents)
      Object.freeze(d)
    }
    return Object.freeze(described)
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
