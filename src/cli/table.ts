/**
 * Formats a route table the way Rails 2.3's `rake routes` prints it: the name right-aligned,
 * then verb, path, `controller#action`, and the requirements.
 * Rails 2.3 source: railties/lib/tasks/routes.rake.
 */
import type { Route } from '../routing/route'

const verbColumn = (verb: Route['verb']): string => (typeof verb === 'string' ? (verb === 'ANY' ? '' : verb) : verb.join('|'))

const requirementsColumn = (requirements: Route['requirements']): string => {
  const entries = Object.entries(requirements)
  return entries.length === 0 ? '' : `{${entries.map(([k, re]) => `${k}: ${String(re)}`).join(', ')}}`
}

const target = (route: Route): string => `${route.controller ?? ':controller'}#${route.action ?? ':action'}`

/**
 * The table as text, one line per route, columns padded to their widest cell.
 * @param routes the route table in recognition order (`routes.routes`)
 */
export function formatRoutesTable(routes: readonly Route[]): string {
  const rows = routes.map((r) => [r.name ?? '', verbColumn(r.verb), r.path, target(r), requirementsColumn(r.requirements)] as const)
  const width = (i: number): number => Math.max(0, ...rows.map((row) => row[i]!.length))
  const [w0, w1, w2, w3] = [width(0), width(1), width(2), width(3)]
  return rows
    .map(([name, verb, path, to, reqs]) =>
      `${name.padStart(w0)} ${verb.padEnd(w1)} ${path.padEnd(w2)} ${reqs ? `${to.padEnd(w3)} ${reqs}` : to}`.trimEnd(),
    )
    .join('\n')
}
