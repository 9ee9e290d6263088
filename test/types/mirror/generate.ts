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

/** The runtime's named routes: name → required params (path order). */
export function runtimeNamedRoutes(declaration: RouteDeclaration): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const route of expand(declaration)) {
    if (route.name !== undefined) out[route.name] = compilePath(route).required
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
  return `import type { Helpers, NamedRouteParams } from '${typesPath}'
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
 * `helpers`); `k<i>` — the same with `camelCase: true`; `a<i>` — an error there names a name the types leave ambiguous (documented
 * limitation: two sibling keys of one object claiming one name with different params).
 */
export function checkSource(i: number, declaration: unknown, named: Record<string, string[]>, helpers: readonly string[], camelHelpers?: readonly string[]): string {
  const union = (names: readonly string[]) => names.map((h) => JSON.stringify(h)).join(' | ') || 'never'
  const camel = camelHelpers ? `export const k${i}: [never, never] = sameHelpers<Helpers<typeof d${i}, { camelCase: true }>, ${union(camelHelpers)}>()\n` : ''
  return `const d${i} = ${toSource(declaration)} as const
type E${i} = ${expectedType(named)}
export const c${i}: [never, never, never] = agree<NamedRouteParams<typeof d${i}>, E${i}>()
export const h${i}: [never, never] = sameHelpers<Helpers<typeof d${i}>, ${union(helpers)}>()
${camel}
export const a${i}: never = ambiguous<NamedRouteParams<typeof d${i}>, E${i}>()
`
}
