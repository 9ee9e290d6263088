/**
 * The `typed-resources` command line.
 *
 *   typed-resources routes <file.ts>       print the route table like `rake routes`
 *
 * A route file is a TypeScript (or JavaScript) module that exports the object returned by
 * `defineRoutes` — as its default export, as `routes`, or as any export with a `routes` table.
 * TypeScript files are loaded directly (through tsx), no build step needed.
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Route } from '../routing/route'
import { formatRoutesTable } from './table'

const USAGE = `usage:
  typed-resources routes <routes-file>   print the route table (like rake routes)`

interface RouteSet {
  routes: readonly Route[]
}

const isRouteSet = (value: unknown): value is RouteSet =>
  typeof value === 'object' && value !== null && Array.isArray((value as { routes?: unknown }).routes)

/** Loads a route file and returns the route set it exports; throws naming the file when there is none. */
export async function loadRouteSet(file: string): Promise<RouteSet> {
  const url = pathToFileURL(resolve(file)).href
  const { tsImport } = await import('tsx/esm/api')
  const mod = (await tsImport(url, import.meta.url)) as Record<string, unknown>
  const candidates = [mod['default'], mod['routes'], ...Object.values(mod)]
  for (const candidate of candidates) {
    if (isRouteSet(candidate)) return candidate
    // `export default` of an ESM module loaded through CJS interop
    if (candidate && typeof candidate === 'object' && isRouteSet((candidate as Record<string, unknown>)['default'])) {
      return (candidate as Record<string, RouteSet>)['default']!
    }
  }
  throw new Error(`${file} exports no route set: export the result of defineRoutes(...) (as default or as \`routes\`)`)
}

/** Runs the CLI with `argv` (without node and the script); resolves to the exit code. */
export async function main(argv: readonly string[], out: (text: string) => void = console.log): Promise<number> {
  const [command, file] = argv
  if (command === 'routes' && file) {
    out(formatRoutesTable((await loadRouteSet(file)).routes))
    return 0
  }
  out(USAGE)
  return command === undefined || command === '--help' || command === '-h' ? 0 : 1
}
