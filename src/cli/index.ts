/**
 * The `typed-resources` command line.
 *
 *   typed-resources routes <file.ts>       print the route table like `rake routes`
 *   typed-resources emit-types <file.ts> [out.d.ts] [--positional]
 *                                         write the resolved helper types as a plain .d.ts
 *                                         (needs the `typescript` package, ≥ 5.4, installed)
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
  typed-resources routes <routes-file>   print the route table (like rake routes)
  typed-resources emit-types <routes-file> [out.d.ts] [--positional]
                                         write the resolved helper types as a plain .d.ts`

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
  const positional = argv.includes('--positional')
  const [command, file, outFile] = argv.filter((a) => a !== '--positional')
  if (command === 'routes' && file) {
    out(formatRoutesTable((await loadRouteSet(file)).routes))
    return 0
  }
  if (command === 'emit-types' && file) {
    const { emitTypes } = await import('./emit-types')
    const target = outFile ?? file.replace(/\.[cm]?[jt]sx?$/, '') + '.d.ts'
    const written = await emitTypes(file, target, positional ? { forms: 'positional' } : {}).catch((error: unknown) => {
      const e = error as { code?: string; message?: string }
      if (e.code === 'ERR_MODULE_NOT_FOUND' && e.message?.includes("'typescript'")) {
        throw new Error('emit-types needs the `typescript` package (5.4 to 5.9: the JS compiler API) installed in your project')
      }
      throw error
    })
    out(`wrote ${target} (${written.split('\n').length} lines)`)
    return 0
  }
  out(USAGE)
  return command === undefined || command === '--help' || command === '-h' ? 0 : 1
}
