/**
 * One route as recognition keeps it: its index (its priority: the lowest matching index wins,
 * Rails' first match), the verbs it takes, and how its params are built — from the trie walk's
 * value positions for a trie route, from its whole-path RegExp's captures otherwise.
 *
 * The two kinds are two object shapes, each made in one place: a request reads trie entries in
 * the walk and complex entries in their search, each site always the same shape, and a trie
 * entry (nearly every route) carries nothing of the complex routes.
 */
import type { CompiledConditions } from '../conditions'
import type { Route } from '../route'
import type { CompiledPath } from '../segments'
import { ANY_PARAMS, SHELL_AND_ID, SHELL_ONLY, shellOf, type RecognizedParams } from './params'
import { verbMask } from './verbs'

/** A route of the trie: its params are built by `trieParams` (params.ts) from the walk's segment positions. */
export interface TrieEntry {
  index: number
  mask: number
  hasFormat: boolean
  /** How `trieParams` builds the params (params.ts: `SHELL_ONLY`, `SHELL_AND_ID`, `ANY_PARAMS`), and the depth of its `id`. */
  layout: number
  idDepth: number
  /** Whether the shell is `{ controller, action }` (these two values), the common case. */
  controllerAction: boolean
  controller: string | null
  action: string | null
  /** Param key per request segment depth (undefined = static). */
  keys: (string | undefined)[]
  /** The shell when it is not `{ controller, action }` (else empty). */
  shellKeys: readonly string[]
  shellValues: readonly (string | null)[]
}

/** A route recognized by its whole-path RegExp (requirements, `:controller`, globs, optional segments, custom conditions). */
export interface ComplexEntry {
  index: number
  mask: number
  /** Constant params (controller, action, non-segment defaults), Rails' parameter_shell. */
  shell: Record<string, string | null>
  /** The whole-path RegExp and its capture → segment map. */
  pattern: RegExp | undefined
  extract: ((m: RegExpExecArray, params: RecognizedParams) => void) | undefined
  /**
   * A route starting with a `:controller` segment: instead of its RegExp with every controller
   * in one alternation, one RegExp per controller that leads the path (same captures, tried in
   * the alternation's order — the same first match).
   */
  byController: Map<string, RegExp> | undefined
  compiled: CompiledPath | undefined
  /** Custom request conditions, checked once the path matched. */
  conditions: CompiledConditions | undefined
}

const NO_SHELL: readonly never[] = Object.freeze([])

/**
 * A trie route's entry. `keys`: the param key per depth (undefined: a static word); `controller`
 * and `action`: its shell when `shellKeys` is undefined (the shell `{ controller, action }`), else
 * the shell is `shellKeys` / `shellValues` (Rails' parameter_shell, in order).
 * The layout (params.ts): `SHELL_ONLY` / `SHELL_AND_ID` for the shell `{ controller, action }` and
 * no path key or just `id`, else `ANY_PARAMS`.
 */
export function trieEntry(
  index: number,
  mask: number,
  hasFormat: boolean,
  keys: (string | undefined)[],
  controller: string | null,
  action: string | null,
  shellKeys: readonly string[] | undefined,
  shellValues: readonly (string | null)[] | undefined,
): TrieEntry {
  let idDepth = -1
  let count = 0
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]
    if (key === undefined) continue
    count++
    if (key === 'id') idDepth = k
  }
  const controllerAction = shellKeys === undefined
  const layout = !controllerAction || count > 1 || (count === 1 && idDepth < 0) ? ANY_PARAMS : count === 0 ? SHELL_ONLY : SHELL_AND_ID
  // What recognition reads of a matched route comes first (a table's entries are mostly out of
  // the CPU's caches: the first fields share a cache line with the object's header).
  return {
    index,
    mask,
    hasFormat,
    layout,
    idDepth: layout === SHELL_AND_ID ? idDepth : -1,
    controllerAction,
    controller,
    action,
    keys,
    shellKeys: shellKeys ?? NO_SHELL,
    shellValues: shellValues ?? NO_SHELL,
  }
}

/** A trie route's entry from its compiled path's keys per depth (the caller has checked it has no custom conditions). */
export function compiledTrieEntry(
  index: number,
  route: Route,
  c: CompiledPath,
  keys: (string | undefined)[],
  hasFormat: boolean,
): TrieEntry {
  const shell = shellOf(route, c)
  const controllerAction = shell.keys.length === 2 && shell.keys[0] === 'controller' && shell.keys[1] === 'action'
  return controllerAction
    ? trieEntry(index, verbMask(route), hasFormat, keys, shell.values[0]!, shell.values[1]!, undefined, undefined)
    : trieEntry(index, verbMask(route), hasFormat, keys, null, null, shell.keys, shell.values)
}

/** A complex route's entry; the caller fills in its pattern (complex.ts: `ComplexPatterns.prepare`). */
export function complexEntry(index: number, route: Route, c: CompiledPath, conditions: CompiledConditions | undefined): ComplexEntry {
  const shell = shellOf(route, c)
  return {
    index,
    mask: verbMask(route),
    shell: Object.fromEntries(shell.keys.map((k, i) => [k, shell.values[i]!])),
    pattern: undefined,
    extract: undefined,
    byController: undefined,
    compiled: undefined,
    conditions,
  }
}
