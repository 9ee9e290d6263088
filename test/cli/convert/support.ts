/** Converting a routes.rb written in a test and reading back the route table it declares. */
import { convertRoutes } from '../../../src/cli/convert/index'
import { loadRubyParser, type RubyParser } from '../../../src/cli/convert/prism'
import { toValue } from '../../../src/cli/convert/print'
import type { RouteDeclaration } from '../../../src/routing/declaration'
import { expandDeclaration } from '../../../src/routing/expand'
import type { Route } from '../../../src/routing/route'
import { buildRoutes } from '../../../src/routing/routes'

/** A routes.rb with `body` inside the draw block. */
export const draw = (body: string): string => `ActionController::Routing::Routes.draw do |map|\n${body}\nend\n`

const show = (v: unknown): string => (v instanceof RegExp ? String(v) : JSON.stringify(v))

/**
 * A route as one line, close to `rake routes`: name, verb (none for any), path,
 * controller#action, then requirements and defaults (`{id: /\d+/}`, `{format: "m"}`).
 */
export function routeLine(r: Route): string {
  const extras = [...Object.entries(r.requirements), ...Object.entries(r.defaults)].map(([k, v]) => `${k}: ${show(v)}`)
  const verb = typeof r.verb === 'string' ? (r.verb === 'ANY' ? '' : r.verb) : r.verb.join('|')
  return [
    r.name ?? '',
    verb,
    r.path,
    `${r.controller ?? ':controller'}#${r.action ?? ':action'}`,
    extras.length ? `{${extras.join(', ')}}` : '',
  ]
    .filter((s) => s !== '')
    .join(' ')
}

let parser: Promise<RubyParser> | undefined

/** Converts `ruby` and expands the declaration it gives (with the runtime object for recognition). */
export async function convert(ruby: string) {
  const result = await convertRoutes(ruby, { file: 'routes.rb', parser: await (parser ??= loadRubyParser()) })
  const declaration = toValue(result.declaration) as RouteDeclaration
  const { routes: table, resources } = expandDeclaration(declaration)
  return {
    ...result,
    declaration,
    table,
    lines: table.map(routeLine),
    routes: buildRoutes(table, resources),
    warnings: result.warnings.map((w) => `${w.line}: ${w.message}`),
  }
}
