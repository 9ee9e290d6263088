/**
 * Generates the type-check benchmark apps: N resources, a fifth of them parents with 4 nested
 * children, member/collection actions and only/except mixed in. Each app is two files, as a
 * user has them: `routes.ts` (the declaration) and `usage.ts` (`import { routes } from './routes'`,
 * every helper called once, 20 calls per function). Variants of the same app, with the same
 * `usage.ts` calls (`plain-routes` adds its plain routes' helpers):
 * - `floor`: the same declaration literal through `defineRoutes<const R extends RouteDeclaration>(d: R)`
 *   (checked against the package's `RouteDeclaration`), the helpers taken from a precomputed
 *   interface declaring all four kinds per route with the package's helper types
 *   (`PathHelper<['product_id', 'id']>`, `UrlHelper`, `HashHelper`): everything but the derivation;
 * - `project`: the declaration through the package's `defineRoutes`, every helper derived by the types;
 * - `codegen`: one plain `declare function` per helper (`product_review_path(product_id: Param,
 *   id: Param, options?: UrlOptions): string`), the shape js-routes emits; no declaration;
 * - `emitted`: the project's `routes.ts` plus the module `typed-resources emit-types` writes
 *   beside it (`routes.typed.ts`), which `usage.ts` imports instead;
 * - `emitted-js`: the same declaration in a JavaScript module (`routes.mjs`) and the declaration
 *   file `emit-types` writes for it (`routes.d.mts`): as with codegen, no declaration literal in
 *   the checked program;
 * - `mapped`: the floor's `routes.ts` with its helpers mapped from the route table written out
 *   (the named routes as a union of `{ name; params }` types, the helpers object as four
 *   key-remapped mapped types over it, as the project makes it): what any type-level derivation
 *   pays to make the helpers object, before deriving anything from the declaration;
 * - `plain-routes`: `project` with the plain routes most apps have after their resources
 *   ({@link PLAIN_ROUTES}: `map.root`, a named route, the default route), their helpers called
 *   too; compared with `project`, it shows what plain routes cost the derivation.
 * Every variant imports the library from the same emitted declarations (skipLibCheck), so the
 * library costs the same in each.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { emitTypes } from '../../src/cli/emit-types'
import { expand } from '../../src/routing/expand'
import { compilePath } from '../../src/routing/segments'
import type { RouteDeclaration } from '../../src/routing/declaration'

const SOURCES = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'index').replace(/\\/g, '/')

export type Variant = 'floor' | 'project' | 'mapped' | 'codegen' | 'emitted' | 'emitted-js' | 'plain-routes'
export const VARIANTS: readonly Variant[] = ['floor', 'project', 'mapped', 'codegen', 'emitted', 'emitted-js', 'plain-routes']

/**
 * Plural nouns the resources are named after (`r12_categories`, `r12_c3_addresses`): mostly
 * regular ones, as apps have them, and one for each group of Rails' singular rules and
 * irregulars, so the inflector's cost is paid as in a real app.
 */
export const NOUNS = [
  'posts',
  'comments',
  'users',
  'orders',
  'products',
  'reviews',
  'items',
  'tags',
  'accounts',
  'projects',
  'tasks',
  'events',
  'photos',
  'pages',
  'images',
  'files',
  'notes',
  'roles',
  'articles',
  'messages',
  'invoices',
  'pictures',
  'days',
  'keys',
  'categories',
  'companies',
  'stories',
  'addresses',
  'boxes',
  'matches',
  'wishes',
  'statuses',
  'aliases',
  'buses',
  'heroes',
  'quizzes',
  'analyses',
  'crises',
  'databases',
  'shoes',
  'archives',
  'lives',
  'wolves',
  'movies',
  'indices',
  'matrices',
  'people',
  'children',
  'media',
  'news',
]

/** A declaration as the generator writes it: one scope or several. */
type Declaration = Record<string, unknown> | readonly Record<string, unknown>[]

/** The benchmark declaration with `n` resources. */
export function declaration(n: number): Record<string, unknown> {
  const noun = (i: number) => NOUNS[i % NOUNS.length]!
  const resources: Record<string, unknown> = {}
  const parents = Math.floor(n / 5)
  for (let p = 0; p < parents; p++) {
    const children: Record<string, unknown> = {}
    for (let c = 0; c < 4; c++) {
      const o: Record<string, unknown> = {}
      if (c === 0) o['member'] = { approve: 'put' }
      if (c === 1) o['only'] = ['index', 'show']
      if (c === 2) o['except'] = ['destroy', 'edit']
      children[`r${p}_c${c}_${noun(p * 4 + c + 1)}`] = o
    }
    const opts: Record<string, unknown> = { resources: children }
    if (p % 2 === 0) opts['member'] = { close: 'put', preview: ['get', 'post'] }
    if (p % 3 === 0) opts['collection'] = { search: 'get' }
    if (p % 4 === 1) opts['except'] = ['destroy']
    resources[`r${p}_${noun(p * 5)}`] = opts
  }
  return { resources }
}

/** The scope the `plain-routes` variant adds after the resources: Rails 2.3's usual tail of a route file. */
export const PLAIN_ROUTES = {
  root: { controller: 'home' },
  connect: [{ path: 'login', name: 'login', controller: 'sessions', action: 'new' }, ':controller/:action/:id'],
}

/** name → required params (the runtime's answer). */
export function namedRoutes(decl: Declaration): [string, string[]][] {
  const out: [string, string[]][] = []
  for (const r of expand(decl as RouteDeclaration)) if (r.name !== undefined) out.push([r.name, compilePath(r).required])
  return out
}

const lit = (decl: Declaration) => JSON.stringify(decl, null, 1)

/**
 * `usage.ts`: every helper called once, 20 calls per function; plus probes under
 * `@ts-expect-error` that only a precise helper type rejects — a nested helper missing its parent
 * id, one with an id too many, and a helper name no route has. If the types collapsed (TS2589,
 * `any`, an index signature: "loose" helpers), a directive would be unused and the check would
 * report an error: "errors: 0" means the helpers are still exact.
 */
function usage(named: [string, string[]][], from: string): string {
  const nested = named.find(([, ps]) => ps.length === 2)!
  const probes = `export function probes() {
  // @ts-expect-error — the parent id is missing
  routes.helpers.${nested[0]}_path(1)
  // @ts-expect-error — one id too many
  routes.helpers.${nested[0]}_url(1, 2, 3)
  // @ts-expect-error — no such route
  routes.helpers.no_such_route_path()
}
`
  const calls: string[] = []
  for (const [name, params] of named) {
    const args = params.map((_, i) => String(i + 1)).join(', ')
    for (const h of [`${name}_path`, `${name}_url`, `hash_for_${name}_path`, `hash_for_${name}_url`])
      calls.push(`  routes.helpers.${h}(${args})`)
  }
  const fns: string[] = []
  for (let i = 0; i < calls.length; i += 20) fns.push(`export function use${i / 20}() {\n${calls.slice(i, i + 20).join('\n')}\n}`)
  return `import { routes } from '${from}'\n${probes}${fns.join('\n')}\n`
}

/** A tuple type of param names: `['product_id', 'id']`. */
const tuple = (params: string[]) => `[${params.map((p) => `'${p}'`).join(', ')}]`

/** The project's `routes.ts`: the declaration through the package's `defineRoutes`. */
function projectRoutes(decl: Declaration, lib: string): string {
  return `import { defineRoutes } from '${lib}'\nexport const routes = defineRoutes(${lit(decl)})\n`
}

/** The floor's `routes.ts`: the literal checked against `RouteDeclaration`, the helpers precomputed. */
function floorRoutes(decl: Declaration, named: [string, string[]][], lib: string): string {
  const members = named.flatMap(([name, ps]) => [
    `  readonly ${name}_path: PathHelper<${tuple(ps)}>`,
    `  readonly ${name}_url: UrlHelper<${tuple(ps)}>`,
    `  readonly hash_for_${name}_path: HashHelper<${tuple(ps)}>`,
    `  readonly hash_for_${name}_url: HashHelper<${tuple(ps)}>`,
  ])
  return `import type { HashHelper, PathHelper, RouteDeclaration, UrlHelper } from '${lib}'
export interface AppHelpers {
${members.join('\n')}
}
declare function defineRoutes<const R extends RouteDeclaration>(declaration: R): { readonly helpers: AppHelpers }
export const routes = defineRoutes(${lit(decl)})
`
}

/**
 * The `mapped` variant's `routes.ts`: the floor's, with the helpers object mapped from the route
 * table written out (one `{ name; params }` type per named route) by four key-remapped mapped
 * types, one per helper kind, as the project maps its expanded routes.
 */
function mappedRoutes(decl: Declaration, named: [string, string[]][], lib: string): string {
  const table = named.map(([name, ps]) => `  | { readonly name: '${name}'; readonly params: ${tuple(ps)} }`)
  return `import type { HashHelper, PathHelper, RouteDeclaration, UrlHelper } from '${lib}'
type Table =
${table.join('\n')}
export type AppHelpers = { readonly [X in Table as \`\${X['name']}_path\`]: PathHelper<X['params']> } & {
  readonly [X in Table as \`\${X['name']}_url\`]: UrlHelper<X['params']>
} & { readonly [X in Table as \`hash_for_\${X['name']}_path\`]: HashHelper<X['params']> } & {
  readonly [X in Table as \`hash_for_\${X['name']}_url\`]: HashHelper<X['params']>
}
declare function defineRoutes<const R extends RouteDeclaration>(declaration: R): { readonly helpers: AppHelpers }
export const routes = defineRoutes(${lit(decl)})
`
}

/** Plain codegen's `routes.ts`: one `declare function` per helper, positional params. */
function codegenRoutes(named: [string, string[]][], lib: string): string {
  const sig = (ps: string[], ret: string) => `(${[...ps.map((p) => `${p}: Param`), 'options?: UrlOptions'].join(', ')}): ${ret}`
  const fns = named.flatMap(([name, ps]) => [
    `    function ${name}_path${sig(ps, 'string')}`,
    `    function ${name}_url${sig(ps, 'string')}`,
    `    function hash_for_${name}_path${sig(ps, 'UrlHash')}`,
    `    function hash_for_${name}_url${sig(ps, 'UrlHash')}`,
  ])
  return `import type { Param, UrlHash, UrlOptions } from '${lib}'
export declare namespace routes {
  namespace helpers {
${fns.join('\n')}
  }
}
`
}

export interface App {
  /** The files to pass to `tsc` (usage first). */
  files: string[]
  /** The file completion edits. */
  usage: string
  helpers: number
  /** One helper every variant has (the first named route's `_path`). */
  helper: string
}

/**
 * Writes one variant of the `n`-resource app into `dir` (`lib`: import path of the library's
 * emitted declarations) and returns its files.
 */
export async function writeApp(n: number, variant: Variant, lib: string, dir: string): Promise<App> {
  mkdirSync(dir, { recursive: true })
  const decl = variant === 'plain-routes' ? [declaration(n), PLAIN_ROUTES] : declaration(n)
  const named = namedRoutes(decl)
  const helpers = named.length * 4
  const helper = `${named[0]![0]}_path`
  const routes = join(dir, 'routes.ts')
  const use = join(dir, 'usage.ts')
  if (variant === 'floor') writeFileSync(routes, floorRoutes(decl, named, lib))
  else if (variant === 'mapped') writeFileSync(routes, mappedRoutes(decl, named, lib))
  else if (variant === 'codegen') writeFileSync(routes, codegenRoutes(named, lib))
  else writeFileSync(routes, projectRoutes(decl, lib))
  if (variant === 'emitted') {
    const typed = join(dir, 'routes.typed.ts')
    // emit-types loads the route file for the doc comments: the library's declarations have no
    // JavaScript, so it reads a routes.ts importing the sources, then gets the one the check reads
    writeFileSync(routes, projectRoutes(decl, SOURCES))
    await emitTypes(routes, typed, { importFrom: lib })
    writeFileSync(routes, projectRoutes(decl, lib))
    writeFileSync(use, usage(named, './routes.typed'))
    return { files: [use, typed, routes], usage: use, helpers, helper }
  }
  if (variant === 'emitted-js') {
    // the route module is JavaScript (tsc reads routes.d.mts for it); it runs the sources
    const js = join(dir, 'routes.mjs')
    const typed = join(dir, 'routes.d.mts')
    rmSync(routes, { force: true })
    writeFileSync(js, projectRoutes(decl, `${SOURCES}.ts`))
    await emitTypes(js, typed, { importFrom: lib })
    writeFileSync(use, usage(named, './routes.mjs'))
    return { files: [use, typed], usage: use, helpers, helper }
  }
  writeFileSync(use, usage(named, './routes'))
  return { files: [use, routes], usage: use, helpers, helper }
}
