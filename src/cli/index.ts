/**
 * The `typed-resources` command line.
 *
 *   typed-resources routes <file.ts>       print the route table like `rake routes`
 *   typed-resources emit-types <file.ts> [out] [--positional] [--check | --watch]
 *                                         write the helpers' types out (routes.ts → routes.typed.ts,
 *                                         a module to import instead of routes.ts; needs the
 *                                         `typescript` package, 5.4 to 5.9, installed)
 *   typed-resources convert <routes.rb> [-o routes.ts] [--import-from module]
 *                                         write a Rails 2.3 config/routes.rb as a route module
 *                                         (needs the `@ruby/prism` package installed)
 *   typed-resources table <file.ts> [out.ts]
 *                                         write the route table as a module for typed-resources/helpers
 *
 * A route file is a TypeScript (or JavaScript) module that exports the object returned by
 * `defineRoutes` — as its default export, as `routes`, or as its only export with a `routes` table.
 * JavaScript files load with nothing extra; TypeScript files load directly, no build step needed,
 * through Node's own type stripping (Node 22.18+) or else tsx (`npm install --save-dev tsx`).
 */
import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import type { RouteSet } from './emit-table'
import { importRoutesModule, type ModuleLoaders } from './load'
import { formatRoutesTable } from './table'

const USAGE = `usage:
  typed-resources routes <routes-file>   print the route table (like rake routes)
  typed-resources emit-types <routes-file> [out] [--positional] [--check | --watch]
                                         write the helpers' types out: routes.ts → routes.typed.ts
                                         (import routes from it instead), or out.d.ts
      --check                            exit 1 when the written file is stale or missing (for CI)
      --watch                            write it again whenever the routes change (Ctrl-C stops)
      --positional                       positional helper signatures only
  typed-resources table <routes-file> [out]
                                         write the route table as a module for typed-resources/helpers
                                         (URL generation only, for browser bundles)
  typed-resources convert <routes.rb> [-o routes.ts] [--import-from module]
                                         write a Rails 2.3 config/routes.rb as a typed route module
                                         (needs the \`@ruby/prism\` package installed)`

const isRouteSet = (value: unknown): value is RouteSet =>
  typeof value === 'object' && value !== null && Array.isArray((value as { routes?: unknown }).routes)

/** The route set an export holds: itself, or (an ESM default export loaded through CJS interop) its `default`. */
const routeSetOf = (value: unknown): RouteSet | undefined =>
  isRouteSet(value)
    ? value
    : value && typeof value === 'object' && isRouteSet((value as Record<string, unknown>)['default'])
      ? ((value as Record<string, unknown>)['default'] as RouteSet)
      : undefined

const DECLARATION_KEYS = ['resources', 'resource', 'namespace', 'connect', 'root']
/** A declaration object (or an array of scope objects) exported without going through `defineRoutes`. */
const looksLikeDeclaration = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0 && value.every(looksLikeDeclaration)
    : typeof value === 'object' &&
      value !== null &&
      Object.keys(value).length > 0 &&
      Object.keys(value).every((k) => DECLARATION_KEYS.includes(k))

const describeError = (error: unknown): string =>
  error instanceof Error ? `${error.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message}` : String(error)

/** The absolute path of `file`. @throws {Error} `no such file` when it is not a file. */
function existingFile(file: string): string {
  const path = resolve(file)
  let isFile = false
  try {
    isFile = statSync(path).isFile()
  } catch {
    // missing: reported below
  }
  if (!isFile) throw new Error(`no such file: ${file}`)
  return path
}

/**
 * Loads a route file and returns the route set it exports: the default export, else `routes`,
 * else the one export holding a route set. How it is imported: see ./load.ts.
 * @throws {Error} naming the file when it is missing, fails to load, or exports no route set or several.
 */
export async function loadRouteSet(file: string, loaders?: ModuleLoaders): Promise<RouteSet> {
  return (await loadRouteExport(file, loaders)).set
}

/** {@link loadRouteSet}, with the name of the export that holds the set (`default`, `routes`, …). */
export async function loadRouteExport(file: string, loaders?: ModuleLoaders): Promise<{ set: RouteSet; name: string }> {
  const path = existingFile(file)
  let mod: Record<string, unknown>
  try {
    mod = await importRoutesModule(path, loaders)
  } catch (error) {
    throw new Error(`${file} failed to load: ${describeError(error)}`, { cause: error })
  }
  const byDefault = routeSetOf(mod['default'])
  if (byDefault) return { set: byDefault, name: 'default' }
  const byName = routeSetOf(mod['routes'])
  if (byName) return { set: byName, name: 'routes' }
  // Any other export holding a route set, once per set (a set exported under two names is one).
  const sets = new Map<RouteSet, string>()
  for (const [name, value] of Object.entries(mod)) {
    const set = routeSetOf(value)
    if (set && !sets.has(set) && name !== 'module.exports') sets.set(set, name)
  }
  if (sets.size === 1) {
    const [set, name] = [...sets][0]!
    return { set, name }
  }
  if (sets.size > 1) {
    throw new Error(
      `${file} exports several route sets (${[...sets.values()].join(', ')}): export the one to print as default or as \`routes\``,
    )
  }
  // A declaration exported as is (also as an ESM default export loaded through CJS interop).
  const declaration = Object.entries(mod).find(
    ([name, value]) =>
      name !== 'module.exports' &&
      (looksLikeDeclaration(value) || (name === 'default' && looksLikeDeclaration((value as { default?: unknown } | null)?.default))),
  )?.[0]
  if (declaration) {
    const which = declaration === 'default' ? 'the default export' : `\`${declaration}\``
    throw new Error(
      `${file} exports no route set: ${which} looks like a route declaration: pass it to defineRoutes(...) and export the result`,
    )
  }
  throw new Error(`${file} exports no route set: export the result of defineRoutes(...) (as default or as \`routes\`)`)
}

/** The options each command takes (besides `--help` / `-h`) and how many file arguments. */
const COMMANDS: Record<string, { options: readonly string[]; files: number }> = {
  routes: { options: [], files: 1 },
  convert: { options: ['-o', '--out', '--import-from'], files: 2 },
  'emit-types': { options: ['--positional', '--check', '--watch'], files: 2 },
  table: { options: [], files: 2 },
}

/**
 * Runs the CLI with `argv` (without node and the script); resolves to the exit code.
 * @param out where output goes (standard output); @param err where warnings go (standard error)
 */
export async function main(
  argv: readonly string[],
  out: (text: string) => void = console.log,
  err: (text: string) => void = console.error,
): Promise<number> {
  const [command, ...rest] = argv
  if (command === undefined || command === '--help' || command === '-h') {
    out(USAGE)
    return 0
  }
  if (command === 'convert' && !(rest.includes('--help') || rest.includes('-h'))) {
    const { runConvert } = await import('./convert/command')
    return runConvert(rest, out, err)
  }
  const spec = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined
  if (!spec) {
    out(USAGE)
    return 1
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    out(USAGE)
    return 0
  }
  const options = rest.filter((a) => a.startsWith('-'))
  const args = rest.filter((a) => !a.startsWith('-'))
  const unknown = options.find((o) => !spec.options.includes(o))
  if (unknown) throw new Error(`unknown option ${unknown} for ${command} (see typed-resources --help)`)
  if (args.length > spec.files) throw new Error(`unexpected argument ${args[spec.files]} for ${command} (see typed-resources --help)`)
  const [file, outFile] = args
  if (!file) {
    out(USAGE)
    return 1
  }
  if (command === 'routes') {
    out(formatRoutesTable((await loadRouteSet(file)).routes))
    return 0
  }
  if (command === 'table') {
    const { emitTable, tableFileFor } = await import('./emit-table')
    const target = outFile ?? tableFileFor(file)
    if (resolve(target) === existingFile(file))
      throw new Error(`table: writing ${target} would overwrite the route file: give another file to write`)
    const { set, name } = await loadRouteExport(file)
    await emitTable(set, name, file, target)
    out(
      `wrote ${target} (${set.routes.length} routes, ${set.resources?.length ?? 0} resources; import { routes } from it, helpers from typed-resources/helpers)`,
    )
    return 0
  }
  const { emitTypes, emittedFileFor, emittedTypesAreCurrent, watchTypes } = await import('./emit-types')
  const target = outFile ?? emittedFileFor(file)
  if (resolve(target) === existingFile(file))
    throw new Error(`emit-types: writing ${target} would overwrite the route file: give another file to write`)
  if (options.includes('--check') && options.includes('--watch')) throw new Error('emit-types: --check and --watch do not go together')
  const emitOptions = options.includes('--positional') ? { forms: 'positional' as const } : {}
  const needsTypeScript = (error: unknown): never => {
    const e = error as { code?: string; message?: string }
    if (e.code === 'ERR_MODULE_NOT_FOUND' && e.message?.includes("'typescript'")) {
      throw new Error('emit-types needs the `typescript` package (5.4 to 5.9: the JS compiler API) installed in your project')
    }
    throw error
  }
  if (options.includes('--check')) {
    if (await emittedTypesAreCurrent(file, target, emitOptions).catch(needsTypeScript)) {
      out(`${target} is up to date`)
      return 0
    }
    out(
      `${target} is stale or missing: run typed-resources emit-types ${[file, ...(outFile ? [outFile] : []), ...options.filter((o) => o !== '--check')].join(' ')}`,
    )
    return 1
  }
  if (options.includes('--watch')) {
    const stop = new AbortController()
    process.once('SIGINT', () => stop.abort())
    out(`watching ${file} (Ctrl-C stops)`)
    await watchTypes(file, target, {
      ...emitOptions,
      signal: stop.signal,
      onEmit: (text) => out(`wrote ${target} (${text.split('\n').length} lines)`),
      onError: (error) => err(error.message),
    })
    return 0
  }
  const written = await emitTypes(file, target, emitOptions).catch(needsTypeScript)
  out(`wrote ${target} (${written.split('\n').length} lines)`)
  return 0
}
