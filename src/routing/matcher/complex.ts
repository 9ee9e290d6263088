/**
 * The routes the trie cannot hold (requirements, `:controller`, globs, optional segments, custom
 * conditions) keep Rails' whole-path RegExp and are tried in index order, only where they could
 * still beat the best trie match.
 */
import { conditionsMet } from '../conditions'
import type { Route } from '../route'
import { CONTROLLER, DIVIDER, controllersOf, recognitionPattern, type CompiledPath } from '../segments'
import { caseFold, escapeRegExp } from '../regexp-source'
import type { ComplexEntry } from './entry'
import { extractor, type RecognizedParams } from './params'
import type { Recognition } from './walk'

/** The RegExps of a table's complex routes (shared by routes with the same compiled path). */
export class ComplexPatterns {
  private readonly patterns = new Map<CompiledPath, { pattern: RegExp; extract: ComplexEntry['extract'] }>()
  private controllerOrder: Map<string, number> | undefined
  private controllerSlashes = 0
  private readonly candidates: string[] = []

  constructor(private readonly routes: readonly Route[]) {}

  /** Gives a complex route's entry its RegExp and extraction (per controller for a leading `:controller`). */
  prepare(entry: ComplexEntry, c: CompiledPath, useTrie: boolean): void {
    let p = this.patterns.get(c)
    if (!p) this.patterns.set(c, (p = { pattern: recognitionPattern(c), extract: extractor(c) }))
    entry.pattern = p.pattern
    entry.extract = p.extract
    const s = c.segments
    if (
      useTrie &&
      s[1]?.kind === CONTROLLER &&
      s[1].regexp === undefined &&
      (s[2] === undefined || (s[2].kind === DIVIDER && s[2].text === '/'))
    ) {
      entry.compiled = c
      entry.byController = new Map()
    }
  }

  /** The known controllers (lower-case) leading the path, then '/' or its end, in alternation order. */
  private leadingControllers(path: string): string[] {
    if (this.controllerOrder === undefined) {
      this.controllerOrder = new Map()
      for (const name of controllersOf(this.routes)) {
        const lower = name.toLowerCase()
        if (!this.controllerOrder.has(lower)) this.controllerOrder.set(lower, this.controllerOrder.size)
        this.controllerSlashes = Math.max(this.controllerSlashes, name.split('/').length - 1)
      }
    }
    const order = this.controllerOrder
    const candidates = this.candidates
    candidates.length = 0
    if (path.charCodeAt(0) !== 47) return candidates
    let from = 1
    for (let k = 0; k <= this.controllerSlashes; k++) {
      const slash = path.indexOf('/', from)
      const name = path.slice(1, slash < 0 ? path.length : slash).toLowerCase()
      if (order.has(name)) candidates.push(name)
      if (slash < 0) break
      from = slash + 1
    }
    if (candidates.length > 1) candidates.sort((a, b) => order.get(a)! - order.get(b)!)
    return candidates
  }

  /** Tries one complex route (RegExp); a path match for other verbs only goes to `state.allowed`. */
  private tryRoute(state: Recognition, e: ComplexEntry, collect: boolean): RecognizedParams | undefined {
    const want = state.want
    if (!collect && (e.mask & want) === 0) return undefined
    const path = state.path
    let m: RegExpExecArray | null = null
    if (e.byController !== undefined) {
      for (const name of this.leadingControllers(path)) {
        let re = e.byController.get(name)
        if (re === undefined) e.byController.set(name, (re = recognitionPattern(e.compiled!, caseFold(escapeRegExp(name)))))
        if ((m = re.exec(path)) !== null) break
      }
    } else m = e.pattern!.exec(path)
    if (!m) return undefined
    // A custom condition the request does not meet: a plain miss, never a 405.
    if (e.conditions !== undefined && !conditionsMet(e.conditions, state.request)) return undefined
    if (collect || (e.mask & want) === 0) {
      state.allowed |= e.mask
      return undefined
    }
    const params: RecognizedParams = { ...e.shell }
    e.extract!(m, params)
    return params
  }

  /**
   * The first complex route below `state.best` that matches, in index order (merging the path
   * word's list `a` and the list of routes without a first word `b`). `collect`: match for no
   * verb, only gather the verbs of the routes matching the path (for 405).
   */
  search(state: Recognition, a: readonly ComplexEntry[], b: readonly ComplexEntry[], collect: boolean): RecognizedParams | undefined {
    let i = 0
    let j = 0
    for (;;) {
      const ea = a[i]
      const eb = b[j]
      const e = ea !== undefined && (eb === undefined || ea.index < eb.index) ? ea : eb
      if (e === undefined || e.index >= state.best) return undefined
      if (e === ea) i++
      else j++
      const r = this.tryRoute(state, e, collect)
      if (r !== undefined) return r
    }
  }
}
