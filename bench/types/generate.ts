/**
 * Generates the type-check benchmark apps (issue 3): N resources, a fifth of them parents with
 * 4 nested children, member/collection actions and only/except mixed in; usage code calling
 * every helper once from inside functions (20 calls per function, as an app does).
 * Three variants of the same app:
 * - `project`: the `as const` declaration through `defineRoutes` typed by this package
 *   (`D & Validate<D>` → `Routes<D>`);
 * - `codegen`: one plain `declare function` per helper (the shape js-routes emits), no declaration;
 * - `floor`: the same `as const` declaration and calls, the helpers typed by a ready-made interface —
 *   what checking the declaration literal costs before any derivation;
 * - `emitted` / `emitted-positional`: the project's routes written out by `emitTypes` as a plain
 *   `.d.ts` (every argument form / positional only), the usage importing it.
 * All three import their types from the same emitted `.d.ts` of src/types (skipLibCheck), so the
 * library costs the same in each.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { emitTypes } from '../../src/cli/emit-types'
import { expand } from '../../src/routing/expand'
import { compilePath } from '../../src/routing/segments'
import type { RouteDeclaration } from '../../src/routing/declaration'

export type Variant = 'project' | 'codegen' | 'floor' | 'emitted' | 'emitted-positional'

/** The benchmark declaration with `n` resources. */
export function declaration(n: number): Record<string, unknown> {
  const resources: Record<string, unknown> = {}
  const parents = Math.floor(n / 5)
  for (let p = 0; p < parents; p++) {
    const children: Record<string, unknown> = {}
    for (let c = 0; c < 4; c++) {
      const o: Record<string, unknown> = {}
      if (c === 0) o['member'] = { approve: 'put' }
      if (c === 1) o['only'] = ['index', 'show']
      if (c === 2) o['except'] = ['destroy', 'edit']
      children[`r${p}_c${c}_comments`] = o
    }
    const opts: Record<string, unknown> = { resources: children }
    if (p % 2 === 0) opts['member'] = { close: 'put', preview: ['get', 'post'] }
    if (p % 3 === 0) opts['collection'] = { search: 'get' }
    if (p % 4 === 1) opts['except'] = ['destroy']
    resources[`r${p}_posts`] = opts
  }
  return { resources }
}

/** name → required params (the runtime's answer). */
function namedRoutes(decl: Record<string, unknown>): [string, string[]][] {
  const out: [string, string[]][] = []
  for (const r of expand(decl as RouteDeclaration)) if (r.name !== undefined) out.push([r.name, compilePath(r).required])
  return out
}

const lit = (decl: Record<string, unknown>) => JSON.stringify(decl, null, 1)

/**
 * The usage: every helper called once, 20 calls per function; plus one call missing a parent id
 * under `@ts-expect-error` (an unused directive is an error: the check must still see it).
 */
function usage(named: [string, string[]][], prefix: string): string {
  const nested = named.find(([, ps]) => ps.length === 2)
  const negative = nested ? `export function missingParentId() {\n  // @ts-expect-error — the parent id is missing\n  ${prefix}${nested[0]}_path(1)\n}\n` : ''
  return negative + usageCalls(named, prefix)
}
function usageCalls(named: [string, string[]][], prefix: string): string {
  const calls: string[] = []
  for (const [name, params] of named) {
    const args = params.map((_, i) => String(i + 1)).join(', ')
    for (const h of [`${name}_path`, `${name}_url`, `hash_for_${name}_path`, `hash_for_${name}_url`]) calls.push(`  ${prefix}${h}(${args})`)
  }
  const fns: string[] = []
  for (let i = 0; i < calls.length; i += 20) fns.push(`export function use${i / 20}() {\n${calls.slice(i, i + 20).join('\n')}\n}`)
  return fns.join('\n')
}

function signature(params: string[], opts: string, ret: string): string {
  return `(${[...params.map((p) => `${p}: Param`), `options?: ${opts}`].join(', ')}): ${ret}`
}

/** The project's route file (the declaration through the typed `defineRoutes`). */
function projectRoutes(decl: Record<string, unknown>, lib: string): string {
  return `import type { RouteDeclaration, Routes, Validate } from '${lib}'
declare function defineRoutes<const D extends RouteDeclaration>(declaration: D & Validate<D>): Routes<D>
export const routes = defineRoutes(${lit(decl)})
`
}

/**
 * The source of one variant; `lib` is the import path of the library types, `dir` where the
 * file goes (the `emitted` variant writes `routes-source.ts` and its emitted `routes.d.ts` there).
 */
export async function variantSource(n: number, variant: Variant, lib: string, dir: string): Promise<{ source: string; helpers: number }> {
  const decl = declaration(n)
  const named = namedRoutes(decl)
  const helpers = named.length * 4
  if (variant === 'project') return { helpers, source: `${projectRoutes(decl, lib)}${usage(named, 'routes.helpers.')}\n` }
  if (variant === 'emitted' || variant === 'emitted-positional') {
    const src = join(dir, 'routes-source.ts')
    writeFileSync(src, projectRoutes(decl, lib))
    const out = variant === 'emitted' ? 'routes' : 'routes-positional'
    await emitTypes(src, join(dir, `${out}.d.ts`), { importFrom: lib, forms: variant === 'emitted' ? 'all' : 'positional' })
    return { helpers, source: `import { routes } from './${out}'\n${usage(named, 'routes.helpers.')}\n` }
  }
  const members = named
    .map(([name, ps]) =>
      [
        `${name}_path${signature(ps, 'UrlOptions', 'string')}`,
        `${name}_url${signature(ps, 'UrlOptions', 'string')}`,
        `hash_for_${name}_path${signature(ps, 'UrlOptions', 'UrlHash')}`,
        `hash_for_${name}_url${signature(ps, 'UrlOptions', 'UrlHash')}`,
      ].join('\n'),
    )
    .join('\n')
  if (variant === 'codegen') {
    return {
      helpers,
      source: `import type { Param, UrlOptions, UrlHash } from '${lib}'
${members
  .split('\n')
  .map((m) => `declare function ${m}`)
  .join('\n')}
${usage(named, '')}
`,
    }
  }
  return {
    helpers,
    source: `import type { Param, RouteDeclaration, UrlOptions, UrlHash } from '${lib}'
interface AppHelpers {
${members
  .split('\n')
  .map((m) => `  ${m}`)
  .join('\n')}
}
declare function defineRoutes<const D extends RouteDeclaration>(declaration: D): { readonly helpers: AppHelpers }
export const routes = defineRoutes(${lit(decl)})
${usage(named, 'routes.helpers.')}
`,
  }
}
