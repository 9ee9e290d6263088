/**
 * One route as recognition keeps it: its index (its priority: the lowest matching index wins,
 * Rails' first match), the verbs it takes, and how its params are built — from the trie walk's
 * value positions for a trie route, from its whole-path RegExp's captures otherwise.
 */
import type { CompiledConditions } from '../conditions'
import type { Route } from '../route'
import type { CompiledPath } from '../segments'
import { paramsLayout, shellOf, type RecognizedParams } from './params'
import type { TrieShape } from './shape'
import { verbMask } from './verbs'

export interface Entry {
  index: number
  mask: number
  /** Constant params (controller, action, non-segment defaults), Rails' parameter_shell (complex routes). */
  shell: Record<string, string | null>
  /** How `trieParams` builds the params of a trie route (params.ts: `paramsLayout`), and the depth of its `id`. */
  layout: number
  idDepth: number
  /** Whether the shell is `{ controller, action }` (these two values), the common case. */
  controllerAction: boolean
  controller: string | null
  action: string | null
  shellKeys: string[]
  shellValues: (string | null)[]
  /** Simple routes: param key per request segment depth (undefined = static). */
  keys: (string | undefined)[]
  hasFormat: boolean
  /** Complex routes: the whole-path RegExp and its capture → segment map. */
  pattern: RegExp | undefined
  extract: ((m: RegExpExecArray, params: RecognizedParams) => void) | undefined
  /**
   * A route starting with a `:controller` segment: instead of its RegExp with every controller
   * in one alternation, one RegExp per controller that leads the path (same captures, tried in
   * the alternation's order — the same first match).
   */
  byController: Map<string, RegExp> | undefined
  compiled: CompiledPath | undefined
  /** Custom request conditions (routes with them are complex routes), checked once the path matched. */
  conditions: CompiledConditions | undefined
}

/** A trie route's `shell` (its params are built by `trieParams`). */
const NO_SHELL: Record<string, string | null> = Object.freeze({})

/**
 * Route `index`'s entry: a trie route when `shape` is given (the caller has checked it has no
 * custom conditions), else a complex route whose pattern the caller fills in.
 */
export function entryOf(
  index: number,
  route: Route,
  c: CompiledPath,
  shape: TrieShape | null,
  conditions: CompiledConditions | undefined,
): Entry {
  const shell = shellOf(route, c)
  const keys = shape ? shape.keys : []
  const controllerAction = shell.keys.length === 2 && shell.keys[0] === 'controller' && shell.keys[1] === 'action'
  const { layout, idDepth } = paramsLayout(controllerAction, keys)
  // What recognition reads of a matched route comes first (a table's entries are mostly out of
  // the CPU's caches: the first fields share a cache line with the object's header).
  return {
    index,
    mask: verbMask(route),
    hasFormat: shape ? shape.hasFormat : false,
    layout,
    idDepth,
    controllerAction,
    controller: shell.values[0] ?? null,
    action: shell.values[1] ?? null,
    keys,
    shellKeys: shell.keys,
    shellValues: shell.values,
    shell: shape ? NO_SHELL : Object.fromEntries(shell.keys.map((k, i) => [k, shell.values[i]!])),
    pattern: undefined,
    extract: undefined,
    byController: undefined,
    compiled: undefined,
    conditions,
  }
}
