/**
 * emit-types' view of the runtime table: each helper's route (for its doc comment, as `rake
 * routes` prints it) and the options a plain route's defaults fix.
 */
import { pathToFileURL } from 'node:url'
import { pathVariables } from '../../routing/path-variables'
import type { Route } from '../../routing/route'

/** The four helper names of a named route, snake_case or camelCase (as src/routing/generator/helpers.ts names them). */
function helperNames(name: string): string[] {
  const c = name.replace(/_([a-z0-9])/g, (_, x: string) => x.toUpperCase())
  const C = c.charAt(0).toUpperCase() + c.slice(1)
  return [
    `${name}_path`,
    `${name}_url`,
    `hash_for_${name}_path`,
    `hash_for_${name}_url`,
    `${c}Path`,
    `${c}Url`,
    `hashFor${C}Path`,
    `hashFor${C}Url`,
  ]
}

/** `GET /products/:product_id/reviews/:id(.:format)` and the target, as `rake routes` shows a route. */
export function routeDoc(route: Route): string {
  const verb = typeof route.verb === 'string' ? route.verb : route.verb.join('|')
  const keys = new Set([...route.path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!))
  const target = `${keys.has('controller') ? ':controller' : (route.controller ?? ':controller')}#${keys.has('action') ? ':action' : (route.action ?? ':action')}`
  return `${verb} ${route.path} (${target})`.replace(/\*\//g, '*\\/')
}

/**
 * helper name → the route it generates, for each routes export of the module: the runtime table
 * (loaded through tsx, as `typed-resources routes` does), the last route holding a name (Rails
 * 2.3: `named_routes[name] = route`).
 */
export async function runtimeRoutes(file: string, exportNames: readonly string[]): Promise<Map<string, Map<string, Route>>> {
  const { tsImport } = await import('tsx/esm/api')
  let mod: Record<string, unknown>
  try {
    mod = (await tsImport(`${pathToFileURL(file).href}?emit-types=${Date.now()}`, import.meta.url)) as Record<string, unknown>
  } catch (error) {
    throw new Error(`emit-types: ${file} failed to load: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
  const out = new Map<string, Map<string, Route>>()
  for (const name of exportNames) {
    let value = mod[name] as { routes?: unknown; default?: { routes?: unknown } } | undefined
    if (value && !Array.isArray(value.routes) && value.default && Array.isArray(value.default.routes)) value = value.default // ESM default through CJS interop
    const byHelper = new Map<string, Route>()
    for (const route of Array.isArray(value?.routes) ? (value.routes as Route[]) : []) {
      if (route.name !== undefined) for (const h of helperNames(route.name)) byHelper.set(h, route)
    }
    out.set(name, byHelper)
  }
  return out
}

/**
 * The options a route's non-segment defaults fix, as ` & { readonly format?: 'raw' }` (a value,
 * or a number for its text; `null` for a `null` default), or `''` when it has none.
 */
export function fixedOptions(route: Route): string {
  const inPath = new Set(pathVariables(route.path).map((v) => v.name))
  const fixed = Object.entries(route.defaults).filter(([k]) => !inPath.has(k) && k !== 'controller' && k !== 'action')
  if (fixed.length === 0) return ''
  const value = (v: string | null) => (v === null ? 'null' : `${JSON.stringify(v)}${String(Number(v)) === v ? ` | ${v}` : ''}`)
  return ` & { ${fixed.map(([k, v]) => `readonly ${JSON.stringify(k)}?: ${value(v)}`).join('; ')} }`
}
