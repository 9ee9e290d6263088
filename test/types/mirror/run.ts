/**
 * The mirror property: for random declarations (fast-check) and for every Rails 2.3.18 vector
 * declaration, the type level's named routes and their params (`NamedRouteParams<D>`, the map
 * `Helpers<D>` is built from) equal the runtime's exactly. One TypeScript program checks a
 * whole batch; a disagreement is shrunk to the smallest declaration that still shows it.
 */
import fc from 'fast-check'
import { expand } from '../../../src/routing/expand'
import type { RouteDeclaration } from '../../../src/routing/declaration'
import { loadVectors } from '../../support/vectors'
import { declarationArbitrary } from './arbitrary'
import { checkBatch, type Disagreement } from './check'

export interface MirrorReport {
  checked: number
  disagreements: { declaration: unknown; message: string }[]
  /** Declarations where the types accept the runtime's params among others (sibling key order). */
  ambiguous: number
  ms: number
}

const valid = (d: unknown): boolean => {
  try {
    expand(d as RouteDeclaration)
    return true
  } catch {
    return false
  }
}

/** Random valid declarations. */
export function sampleDeclarations(runs: number, seed: number): unknown[] {
  const out: unknown[] = []
  let round = 0
  while (out.length < runs) {
    for (const d of fc.sample(declarationArbitrary, { numRuns: runs, seed: seed + round++ })) {
      if (out.length < runs && valid(d)) out.push(d)
    }
  }
  return out
}

/** Every one-step-smaller variant of a JSON-like value (a key or element removed, or a child shrunk). */
function shrinks(value: unknown): unknown[] {
  const out: unknown[] = []
  if (Array.isArray(value)) {
    if (value.length === 1) out.push(value[0]) // [scope] → scope
    value.forEach((_, i) => out.push(value.filter((__, j) => j !== i)))
    value.forEach((v, i) => shrinks(v).forEach((s) => out.push(value.map((w, j) => (j === i ? s : w)))))
  } else if (value && typeof value === 'object' && !(value instanceof RegExp)) {
    const o = value as Record<string, unknown>
    for (const k of Object.keys(o)) {
      const { [k]: _, ...rest } = o
      out.push(rest)
    }
    // Hoist: a map entry's own same-named map replaces the map (`resources: { a: { resources: X } }` → `resources: X`).
    for (const k of Object.keys(o)) {
      const v = o[k]
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        for (const child of Object.values(v as Record<string, unknown>)) {
          const inner = child && typeof child === 'object' ? (child as Record<string, unknown>)[k] : undefined
          if (inner !== undefined) out.push({ ...o, [k]: inner })
        }
      }
    }
    for (const k of Object.keys(o)) for (const s of shrinks(o[k])) out.push({ ...o, [k]: s })
  }
  return out
}

/** Greedy shrinking: the smallest declaration (one removal at a time) that still disagrees. */
export function shrink(declaration: unknown): { declaration: unknown; message: string } {
  let current = declaration
  let message = checkBatch([current as RouteDeclaration], 'shrink').find((d) => d.kind === 'disagreement')?.message ?? ''
  for (;;) {
    const candidates = shrinks(current).filter(valid)
    if (candidates.length === 0) break
    const found = checkBatch(candidates as RouteDeclaration[], 'shrink').filter((d) => d.kind === 'disagreement' && d.index >= 0)
    if (found.length === 0) break
    const first = Math.min(...found.map((d) => d.index))
    current = candidates[first]
    message = found.find((d) => d.index === first)!.message
  }
  return { declaration: current, message }
}

function report(declarations: readonly unknown[], found: Disagreement[], ms: number, shrinkFirst: boolean): MirrorReport {
  const failing = [...new Set(found.filter((d) => d.kind === 'disagreement').map((d) => d.index))]
  const disagreements = failing.map((i) => ({
    declaration: declarations[i],
    message: found.find((d) => d.index === i && d.kind === 'disagreement')!.message,
  }))
  if (shrinkFirst && disagreements.length > 0) disagreements[0] = shrink(disagreements[0]!.declaration)
  return {
    checked: declarations.length,
    disagreements,
    ambiguous: new Set(found.filter((d) => d.kind === 'ambiguous').map((d) => d.index)).size,
    ms,
  }
}

/** Random declarations: `runs` of them in batches of `batch` (one program each). */
export function mirrorRandom(runs: number, seed: number, batch = 500, shrinkFirst = true): MirrorReport {
  const t0 = performance.now()
  const all = sampleDeclarations(runs, seed)
  const found: Disagreement[] = []
  for (let i = 0; i < all.length; i += batch) {
    const part = all.slice(i, i + batch)
    for (const d of checkBatch(part as RouteDeclaration[], `random-${i}`)) found.push({ ...d, index: d.index < 0 ? d.index : d.index + i })
  }
  return report(all, found, performance.now() - t0, shrinkFirst)
}

/** Every vector declaration (Rails 2.3.18's route tables: names and required params). */
export function mirrorVectors(): MirrorReport {
  const t0 = performance.now()
  const declarations = loadVectors().map((v) => v.declaration)
  return report(declarations, checkBatch(declarations, 'vectors'), performance.now() - t0, false)
}
