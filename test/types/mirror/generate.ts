/**
 * The mirror check's file generator: for each declaration, the runtime's answer (every named
 * route of `expand(declaration)` with the params its helpers require, from `compilePath`) and a
 * TypeScript source asserting that the type level (`NamedRouteParams<typeof d>`, the map behind
 * `Helpers<D>`) holds exactly those names with exactly those params, in order.
 */
import { defineRoutes } from '../../../src/index'
import { expand } from '../../../src/routing/expand'
import { compilePath } from '../../../src/routing/segments'
import type { RouteDeclaration } from '../../../src/routing/declaration'
import type { Route } from '../../../src/routing/route'

/** The runtime's named routes: name → required params (path order). */
export function runtimeNamedRoutes(declaration: RouteDeclaration): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const route of expand(declaration)) {
    if (route.name !== undefined) out[route.name] = compilePath(route).required
  }
  return out
}

/** A value for `key` that meets the route's requirement on it (the types do not check requirements). */
function valueFor(route: Route, key: string): string {
  const re = route.requirements[key]
  if (re === undefined) return '1'
  return ['2020', 'a', '1'].find((v) => new RegExp(`^(?:${re.source})$`, re.flags).test(v)) ?? '1'
}

/**
 * `urlFor` hashes to check for each plain route with a non-segment default (a generation
 * requirement): its controller, action and required params without the defaults' keys, then with
 * their values, each with whether the runtime generates from it.
 */
export function runtimeUrlForHashes(declaration: RouteDeclaration): { hash: Record<string, unknown>; generates: boolean }[] {
  const routes = defineRoutes(declaration)
  const out: { hash: Record<string, unknown>; generates: boolean }[] = []
  for (const route of expand(declaration)) {
    if (route.controller === null || route.action === null || route.defaults === undefined) continue
    const path = compilePath(route)
    if (path.keys.includes('controller') || path.keys.includes('action')) continue
    const extras = Object.entries(route.defaults).filter(([k]) => !path.keys.includes(k) && k !== 'controller' && k !== 'action')
    // (A key with both a default and a requirement outside the path generates nothing at all, which the types do not model.)
    if (extras.length === 0 || extras.some(([k]) => route.requirements[k] !== undefined)) continue
    const base: Record<string, unknown> = { controller: route.controller, action: route.action, only_path: true }
    for (const k of path.required) base[k] = valueFor(route, k)
    // A requirement on a key outside the path must be met too; the types do not model those (only defaults).
    for (const k of Object.keys(route.requirements)) if (!path.keys.includes(k)) base[k] = valueFor(route, k)
    for (const hash of [base, { ...base, ...Object.fromEntries(extras) }]) {
      let generates = true
      try {
        routes.urlFor(hash)
      } catch {
        generates = false
      }
      out.push({ hash, generates })
    }
  }
  return out
}

/** The runtime's helper names (`defineRoutes(declaration).helpers`). */
export function runtimeHelperNames(declaration: RouteDeclaration, camelCase = false): string[] {
  return Object.keys(defineRoutes(declaration as never, { camelCase }).helpers)
}

/** A declaration as TypeScript source: JSON with RegExp literals. */
export function toSource(value: unknown, indent = ''): string {
  if (value instanceof RegExp) return `/${value.source}/${value.flags}`
  if (Array.isArray(value)) return `[${value.map((v) => toSource(v, indent)).join(', ')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${toSource(v, indent)}`)
    return `{ ${entries.join(', ')} }`
  }
  return JSON.stringify(value)
}

/** The expected map as a type literal. */
function expectedType(named: Record<string, string[]>): string {
  const entries = Object.entries(named).map(([k, ps]) => `${JSON.stringify(k)}: [${ps.map((p) => JSON.stringify(p)).join(', ')}]`)
  return `{ ${entries.join('; ')} }`
}

/** The header of a generated check file; `typesPath` is the import path of src/types. */
export function header(typesPath: string): string {
  return `import type { Helpers, NamedRouteParams, UrlForHash } from '${typesPath}'
type Eq<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false
type IsUnion<T, U = T> = T extends T ? ([U] extends [T] ? false : true) : never
/** Params the types give as a union of the runtime's and others: two sibling keys claiming one name (key order is invisible to types). */
type Ambiguous<A, E, K extends keyof A & keyof E> = Eq<A[K], E[K]> extends true ? false : [E[K]] extends [A[K]] ? (true extends IsUnion<A[K]> ? true : false) : false
/** [names only in the types, names only in the runtime, names whose params differ] — all never when they agree. */
type Diff<A, E> = [
  Exclude<keyof A, keyof E>,
  Exclude<keyof E, keyof A>,
  { [K in keyof A & keyof E]: Eq<A[K], E[K]> extends true ? never : Ambiguous<A, E, K> extends true ? never : K }[keyof A & keyof E],
]
type AmbiguousNames<A, E> = { [K in keyof A & keyof E]: Ambiguous<A, E, K> extends true ? K : never }[keyof A & keyof E]
declare function agree<A, E>(): Diff<A, E>
/** [helpers only in the types, helpers only in the runtime]. */
declare function sameHelpers<H, E extends string>(): [Exclude<keyof H, E>, Exclude<E, keyof H>]
declare function ambiguous<A, E>(): AmbiguousNames<A, E>
`
}

/**
 * One declaration's check: the declaration; `c<i>` — an error there names a disagreement on
 * route names or params; `h<i>` — on helper names (`Helpers<D>` against the runtime's
 * `helpers`); `k<i>` — the same with `camelCase: true`; `u<i>_<j>` — on whether a `urlFor` hash
 * generates (a non-segment default is a generation requirement); `a<i>` — an error there names a name the types leave ambiguous (documented
 * limitation: two sibling keys of one object claiming one name with different params).
 */
export function checkSource(
  i: number,
  declaration: unknown,
  named: Record<string, string[]>,
  helpers: readonly string[],
  camelHelpers?: readonly string[],
  urlForHashes: readonly { hash: Record<string, unknown>; generates: boolean }[] = [],
): string {
  const union = (names: readonly string[]) => names.map((h) => JSON.stringify(h)).join(' | ') || 'never'
  const camel = camelHelpers
    ? `export const k${i}: [never, never] = sameHelpers<Helpers<typeof d${i}, { camelCase: true }>, ${union(camelHelpers)}>()\n`
    : ''
  // `u<i>_<j>`: an error there (or an unused @ts-expect-error) names a urlFor hash the types and the runtime disagree on.
  const urlFor = urlForHashes
    .map(
      ({ hash, generates }, j) =>
        `${generates ? '' : '// @ts-expect-error — the runtime generates no URL from it\n'}export const u${i}_${j}: UrlForHash<typeof d${i}> = ${toSource(hash)}\n`,
    )
    .join('')
  return `const d${i} = ${toSource(declaration)} as const
type E${i} = ${expectedType(named)}
export const c${i}: [never, never, never] = agree<NamedRouteParams<typeof d${i}>, E${i}>()
export const h${i}: [never, never] = sameHelpers<Helpers<typeof d${i}>, ${union(helpers)}>()
${camel}${urlFor}
export const a${i}: never = ambiguous<NamedRouteParams<typeof d${i}>, E${i}>()
`
}
