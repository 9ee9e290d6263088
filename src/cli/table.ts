/**
 * Formats a route table the way Rails 2.3's `rake routes` prints it: the name right-aligned,
 * then verb, path, `controller#action`, and the requirements.
 * Rails 2.3 source: railties/lib/tasks/routes.rake.
 */
import type { Route } from '../routing/route'

const verbColumn = (verb: Route['verb']): string => (typeof verb === 'string' ? (verb === 'ANY' ? '' : verb) : verb.join('|'))

/** The param names of a path's `:name` and `*name` segments. */
const pathKeys = (path: string): Set<string> => new Set([...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!))

/**
 * The requirements column: the requirements, then the defaults of keys that are not path
 * segments (constant params, like Rails' `:format => 'raw'`; Rails 2.3 lists them with the
 * requirements). `controller` and `action` show in the `controller#action` column.
 */
const requirementsColumn = (route: Route, keys: Set<string>): string => {
  const entries = [
    ...Object.entries(route.requirements).map(([k, re]) => `${k}: ${String(re)}`),
    ...Object.entries(route.defaults ?? {})
      .filter(([k]) => !keys.has(k) && k !== 'controller' && k !== 'action')
      .map(([k, v]) => `${k}: ${JSON.stringify(v)}`),
  ]
  return entries.length === 0 ? '' : `{${entries.join(', ')}}`
}

/** `controller#action`; a `:controller` or `:action` path segment shows as itself (its default is not the only target). */
const target = (route: Route, keys: Set<string>): string =>
  `${keys.has('controller') ? ':controller' : (route.controller ?? ':controller')}#${keys.has('action') ? ':action' : (route.action ?? ':action')}`

/**
 * The table as text, one line per route, columns padded to their widest cell.
 * @param routes the route table in recognition order (`routes.routes`)
 */
export function formatRoutesTable(routes: readonly Route[]): string {
  const rows = routes.map((r) => {
    const keys = pathKeys(r.path)
    return [r.name ?? '', verbColumn(r.verb), r.path, target(r, keys), requirementsColumn(r, keys)] as const
  })
  const width = (i: number): number => Math.max(0, ...rows.map((row) => row[i]!.length))
  const [w0, w1, w2, w3] = [width(0), width(1), width(2), width(3)]
  return rows
    .map(([name, verb, path, to, reqs]) =>
      `${name.padStart(w0)} ${verb.padEnd(w1)} ${path.padEnd(w2)} ${reqs ? `${to.padEnd(w3)} ${reqs}` : to}`.trimEnd(),
    )
    .join('\n')
}
