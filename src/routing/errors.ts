/**
 * The routing errors. Rails 2.3 names: ActionController::RoutingError and
 * ActionController::MethodNotAllowed (routing/recognition_optimisation.rb, route_set.rb).
 */
import type { HttpVerb } from './route'

/** No route recognizes a path, or a helper / urlFor call cannot generate a path. */
export class RoutingError extends Error {
  override name = 'RoutingError'
}

/**
 * A route of the table recognizes the path, but not for this method (HTTP 405).
 * `allowedMethods` holds the verbs that would have been recognized, upper-case, in Rails' order.
 */
export class MethodNotAllowed extends RoutingError {
  override name = 'MethodNotAllowed'
  readonly allowedMethods: readonly HttpVerb[]
  constructor(message: string, allowedMethods: readonly HttpVerb[]) {
    super(message)
    this.allowedMethods = allowedMethods
  }
}

/**
 * A declaration that cannot be expanded (thrown by `defineRoutes`). The message starts with the
 * place in the declaration, written as a property path (`resources.threads.resources.messages`),
 * and names the offending option, e.g.
 * `resources.threads: option "only": unknown action "archive" (expected 'all', 'none' or one of index, …)`.
 */
export class DeclarationError extends Error {
  override name = 'DeclarationError'
}
