/**
 * The requirement RegExps of a route table checked before it is served: one that safe-regex2
 * (the checker find-my-way uses) flags — nested quantifiers such as `/(a+)+b/`, whose
 * backtracking on one crafted path can block the event loop — is a `DeclarationError`.
 * The check runs where hostile requests arrive (`createRequestHandler`), so the routing entry
 * stays small for browsers.
 */
import { safeRegex } from 'safe-regex2'
import { DeclarationError } from '../routing/errors'

/** What the check reads of a route table: `routes.routes` (path and requirements of each route). */
export interface CheckedRoutes {
  readonly routes?: readonly {
    readonly path: string
    readonly requirements: Readonly<Record<string, RegExp>>
    readonly conditions?: Readonly<Record<string, unknown>> | undefined
  }[]
}

/**
 * Throws for the first requirement safe-regex2 flags, unless its param is allowed.
 * @param allowed `true` for every param, or the names of the params whose requirements are
 *   accepted as they are (`allowUnsafeRequirements` of `createRequestHandler`).
 * @throws {DeclarationError} naming the route, the param and the pattern.
 */
export function checkRequirements(routes: CheckedRoutes, allowed: boolean | readonly string[] | undefined): void {
  if (allowed === true) return
  const checked = new Set<RegExp>()
  for (const route of routes.routes ?? []) {
    for (const key of Object.keys(route.requirements)) {
      const re = route.requirements[key]!
      if (checked.has(re) || (Array.isArray(allowed) && allowed.includes(key))) continue
      checked.add(re)
      if (!safeRegex(re)) {
        throw new DeclarationError(
          `route ${route.path}: requirement on :${key} ${String(re)} is unsafe: its nested quantifiers can backtrack catastrophically, so one crafted path blocks the server (safe-regex2); rewrite it, or pass allowUnsafeRequirements: ['${key}'] to createRequestHandler if you know it is safe`,
        )
      }
    }
    // A custom condition's RegExp reads request input too (the Host header).
    for (const [key, re] of Object.entries(route.conditions ?? {})) {
      if (!(re instanceof RegExp) || checked.has(re) || (Array.isArray(allowed) && allowed.includes(key))) continue
      checked.add(re)
      if (!safeRegex(re)) {
        throw new DeclarationError(
          `route ${route.path}: condition ${key} ${String(re)} is unsafe: its nested quantifiers can backtrack catastrophically, so one crafted Host header blocks the server (safe-regex2); rewrite it, or pass allowUnsafeRequirements: ['${key}'] to createRequestHandler if you know it is safe`,
        )
      }
    }
  }
}
