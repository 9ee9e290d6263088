/**
 * `typed-resources table <routes-file> [out]`: writes the route table, the generation config and
 * the resource descriptions (`routes.resources`, which `formFor` reads) of a route file as a module that builds its helpers with `typed-resources/helpers`
 * (`routesFromTable`) — URL generation in a browser without shipping validation, expansion or
 * recognition. A TypeScript output imports the route file's type only, so the helpers keep their
 * derived types and the route file's code stays out of the bundle.
 */
import { writeFile } from 'node:fs/promises'
import { basename, dirname, extname, relative, resolve } from 'node:path'
import type { ResourceDescription } from '../routing/resource-description'
import type { Route } from '../routing/route'
import { ROUTES_CONFIG } from '../routing/routes'

/** A JavaScript expression for `value`: plain data and RegExps (literals). */
export function toSource(value: unknown, where = 'table'): string {
  if (value instanceof RegExp) return `/${value.source}/${value.flags}`
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))
    return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map((item, i) => toSource(item, `${where}[${i}]`)).join(', ')}]`
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
    if (entries.length === 0) return '{}'
    return `{ ${entries.map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${toSource(v, `${where}.${k}`)}`).join(', ')} }`
  }
  throw new Error(`${where} holds ${typeof value === 'function' ? 'a function' : String(value)}, which a table module cannot hold`)
}

/** The file `table` writes by default: `routes.ts` → `routes.table.ts`, `routes.mjs` → `routes.table.mjs`. */
export function tableFileFor(file: string): string {
  const extension = extname(file)
  return resolve(dirname(file), `${basename(file, extension)}.table${extension === '.tsx' ? '.ts' : extension}`)
}

/** How `target` imports `file` (relative, with the extension Node and TypeScript expect: `.ts` → `.js`). */
function importPath(target: string, file: string): string {
  const path = relative(dirname(resolve(target)), resolve(file))
    .replace(/\\/g, '/')
    .replace(/\.([mc]?)tsx?$/, '.$1js')
  return path.startsWith('.') ? path : `./${path}`
}

/** What the table module is written from: a routes object (`defineRoutes`' result). */
export interface RouteSet {
  readonly routes: readonly Route[]
  readonly resources?: readonly ResourceDescription[]
}

/**
 * The module text for a route set exported as `exportName` by `file`, written to `target`.
 * @throws {Error} when a route holds something a module cannot (a function).
 */
export function tableModule(set: RouteSet, exportName: string, file: string, target: string): string {
  const config = ((set as unknown as Record<symbol, unknown>)[ROUTES_CONFIG] ?? {}) as { defaultUrlOptions?: unknown; camelCase?: unknown }
  const generation = { defaultUrlOptions: config.defaultUrlOptions, camelCase: config.camelCase }
  const typed = /\.[mc]?tsx?$/.test(target)
  const source = importPath(target, file)
  const lines = [
    `// Written by \`typed-resources table ${basename(file)}\` from the routes of ${source}: regenerate after changing them.`,
    `// URL generation only (typed-resources/helpers): no validation, expansion or recognition code ships.`,
    `import { routesFromTable } from 'typed-resources/helpers'`,
  ]
  if (typed) {
    lines.push(
      exportName === 'default' ? `import type declared from '${source}'` : `import type { ${exportName} as declared } from '${source}'`,
    )
  }
  const routes = set.routes.map((route, i) => `  ${toSource(route, `routes[${i}]`)},`)
  const resources = (set.resources ?? []).map((resource, i) => `  ${toSource(resource, `resources[${i}]`)},`)
  lines.push(
    '',
    `export const routes = routesFromTable${typed ? '<typeof declared>' : ''}([`,
    ...routes,
    `], ${toSource(generation, 'config')}, [`,
    ...resources,
    '])',
    '',
  )
  return lines.join('\n')
}

/** Writes the table module of `set` (exported as `exportName` by `file`) to `target`; returns its text. */
export async function emitTable(set: RouteSet, exportName: string, file: string, target: string): Promise<string> {
  const text = tableModule(set, exportName, file, target)
  await writeFile(target, text)
  return text
}
