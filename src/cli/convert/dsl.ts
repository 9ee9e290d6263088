/**
 * The Rails 2.3 routing DSL, read from a routes.rb syntax tree: which `map.*` calls the file makes,
 * in order, with the options each call receives once Rails' `with_options` has merged its options
 * in (ActiveSupport's OptionMerger: the block's options deep-merged under the call's own hash, or
 * appended when the call passes none). The structure stays: a resource's block holds its nested
 * calls, a namespace its body.
 *
 * Rails 2.3 sources: actionpack/lib/action_controller/routing/route_set.rb (`Mapper`: `connect`,
 * `named_route`, `root`, `namespace`, `method_missing` for named routes), resources.rb
 * (`resources`, `resource`), activesupport/lib/active_support/option_merger.rb.
 *
 * What is not the routing DSL (a conditional, a loop, a variable, a plugin loading its routes,
 * an argument that is not a literal) becomes an {@link Untranslated} entry at its place, with
 * the reason: nothing is evaluated.
 */
import { is, type RubyNode, type NodeOf } from './nodes'
import { deepMerge, EMPTY_HASH, NotALiteral, readValue, type RubyHash, type RubyValue, nameOf } from './ruby-value'
import type { RubySource } from './source'

/** Where an entry is in routes.rb. */
export interface Origin {
  /** 1-based first line. */
  readonly line: number
  /** The statement's source lines as written. */
  readonly text: readonly string[]
}

/** The Ruby comment on an entry's last line, without the `#` (comments before it are {@link CommentEntry}s). */
interface Commented {
  trailingComment?: string
}

/** `map.resources :name, options` or `map.resource :name, options` (one entry per name). */
export interface ResourceEntry extends Commented {
  readonly kind: 'resources' | 'resource'
  readonly name: string
  /** The options Rails' `resources` receives (with_options merged in; the block's nesting prefixes not included). */
  readonly options: RubyHash
  /** The calls of its block (`do |project| … end`), in order; undefined without a block. */
  readonly block: readonly RailsEntry[] | undefined
  readonly origin: Origin
}

/** `map.namespace :name do |admin| … end`. */
export interface NamespaceEntry extends Commented {
  readonly kind: 'namespace'
  readonly name: string
  readonly body: readonly RailsEntry[]
  readonly origin: Origin
}

/** A plain route: `map.connect path, options`, a named route `map.name path, options`, or `map.root options`. */
export interface RouteEntry extends Commented {
  readonly kind: 'route'
  /** The route name as called (`signup`; `root` for map.root), before any name_prefix. */
  readonly name: string | undefined
  readonly path: string
  readonly options: RubyHash
  readonly root: boolean
  readonly origin: Origin
}

/** A statement that is not the routing DSL, left for a person. */
export interface Untranslated extends Commented {
  readonly kind: 'untranslated'
  /** Why, in words (`a conditional: …`). */
  readonly reason: string
  readonly origin: Origin
}

/** Ruby comments with no statement after them in their block. */
export interface CommentEntry {
  readonly kind: 'comment'
  readonly comments: string[]
}

/** One call of the DSL (or what stands in for one). */
export type RailsEntry = ResourceEntry | NamespaceEntry | RouteEntry | Untranslated | CommentEntry

/** The routes.rb as DSL calls: the body of `ActionController::Routing::Routes.draw`. */
export interface RoutesFile {
  /** The Ruby comments before the draw block. */
  readonly header: readonly string[]
  readonly entries: readonly RailsEntry[]
}

/** A routes.rb without a `draw` block: there is nothing to convert. */
export class NotARoutesFile extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NotARoutesFile'
  }
}

/** Where calls through a block parameter go, and the options its `with_options` blocks add. */
interface Receiver {
  /** What the receiver is: the route set's mapper, a namespace body, or a resource block. */
  readonly context: 'top' | 'namespace' | 'resource'
  /** The with_options options (undefined: a plain mapper, no OptionMerger). */
  readonly options: RubyHash | undefined
  readonly entries: RailsEntry[]
}

type Env = ReadonlyMap<string, Receiver>

/** Methods of Rails 2.3's Mapper that are not named routes. */
const MAPPER_METHODS = new Set(['connect', 'named_route', 'root', 'namespace', 'resources', 'resource', 'with_options'])
/** Calls that load routes from elsewhere (engines' `from_plugin`, `instance_eval(File.read …)`). */
const LOADERS = new Set(['from_plugin', 'routes_from_plugin', 'load', 'require', 'eval', 'instance_eval', 'class_eval'])
const LOOPS = new Set([
  'each',
  'each_with_index',
  'each_pair',
  'times',
  'upto',
  'downto',
  'map',
  'collect',
  'step',
  'each_key',
  'each_value',
])

/** Reads the DSL calls of a parsed routes.rb. */
class Interpreter {
  private readonly comments: { offset: number; end: number; line: number; text: string[] }[]

  constructor(
    private readonly source: RubySource,
    comments: readonly { offset: number; length: number }[],
  ) {
    this.comments = comments.map((c) => {
      const raw = source.slice({ startOffset: c.offset, length: c.length })
      const text = raw.startsWith('=begin') ? raw.split('\n').slice(1, -1) : [raw.replace(/^#\s?/, '')]
      return { offset: c.offset, end: c.offset + c.length, line: source.lineOf(c.offset), text: text.map((l) => l.replace(/\s+$/, '')) }
    })
  }

  origin(node: RubyNode): Origin {
    return { line: this.source.lineOf(node.location.startOffset), text: this.source.linesOf(node.location) }
  }

  /** Comments before this offset are placed already (each comment is placed once, in order). */
  private placed = 0

  /** The comment lines from the last placed one up to `to`, now placed. */
  private takeComments(to: number): string[] {
    const lines = this.comments.filter((c) => c.offset >= this.placed && c.offset < to).flatMap((c) => c.text)
    this.placed = Math.max(this.placed, to)
    return lines
  }

  /**
   * Interprets a block's statements, appending what each call makes to its receiver's entries.
   * Ruby comments go before the next statement's entries; a comment on a statement's last line
   * goes with the entry it made; comments after the last statement close the block's entries.
   * @param end the byte offset where the block ends
   */
  statements(body: RubyNode | null, env: Env, home: Receiver, end: number): void {
    const nodes = body === null ? [] : is(body, 'StatementsNode') ? body.body : [body]
    for (const node of nodes) this.placeStatement(node, home, () => this.statement(node, env, home))
    const rest = this.takeComments(end)
    if (rest.length > 0) home.entries.push({ kind: 'comment', comments: rest })
  }

  /** Runs `interpret` for one statement, with the comments before it and on its last line. */
  private placeStatement(node: RubyNode, home: Receiver, interpret: () => RailsEntry[]): void {
    const leading = this.takeComments(node.location.startOffset)
    if (leading.length > 0) home.entries.push({ kind: 'comment', comments: leading })
    const made = interpret()
    const stop = node.location.startOffset + node.location.length
    this.placed = Math.max(this.placed, stop)
    const lastLine = this.source.lineOf(stop - 1)
    const trailing = this.comments.filter((c) => c.offset >= stop && c.line === lastLine)
    if (trailing.length === 0) return
    const text = trailing.flatMap((c) => c.text).join(' ')
    this.placed = trailing.at(-1)!.end
    const only = made.length === 1 ? made[0] : undefined
    if (only !== undefined && only.kind !== 'comment') only.trailingComment = text
    else home.entries.push({ kind: 'comment', comments: [text] })
  }

  /** One statement: the DSL call it is, or an untranslated entry. Returns the entries it made. */
  private statement(node: RubyNode, env: Env, home: Receiver): RailsEntry[] {
    const untranslated = (reason: string): Untranslated[] => {
      const entry: Untranslated = { kind: 'untranslated', reason, origin: this.origin(node) }
      home.entries.push(entry)
      return [entry]
    }
    if (is(node, 'IfNode') || is(node, 'UnlessNode') || is(node, 'CaseNode')) {
      return untranslated('a conditional: Rails adds these routes only when the condition holds, which the converter cannot know')
    }
    if (is(node, 'WhileNode') || is(node, 'UntilNode') || is(node, 'ForNode'))
      return untranslated('a loop: write one entry per route it makes')
    if (/WriteNode$/.test(node.constructor.name)) return untranslated('a variable: the converter reads literals only')
    if (is(node, 'DefNode')) return untranslated('a method definition')
    if (!is(node, 'CallNode')) return untranslated('Ruby outside the routing DSL')

    const receiver = node.receiver !== null && is(node.receiver, 'LocalVariableReadNode') ? env.get(node.receiver.name) : undefined
    if (receiver === undefined) {
      if (node.block !== null && LOOPS.has(node.name)) return untranslated('a loop: write one entry per route it makes')
      if (LOADERS.has(node.name))
        return untranslated('loads routes from another file or plugin: convert those routes where they are written')
      const passesMapper = (node.arguments_?.arguments_ ?? []).some((a) => is(a, 'LocalVariableReadNode') && env.has(a.name))
      if (passesMapper) return untranslated('plugin route loading: the routes it adds are not in this file')
      return untranslated('Ruby outside the routing DSL')
    }
    if (LOADERS.has(node.name)) return untranslated('plugin route loading: the routes it adds are not in this file')

    let args: RubyValue[]
    try {
      args = (node.arguments_?.arguments_ ?? []).map((a) => {
        if (is(a, 'BlockArgumentNode')) throw new NotALiteral(a, 'a block passed with & is not a literal')
        return readValue(a, this.source)
      })
    } catch (error) {
      if (error instanceof NotALiteral)
        return untranslated(`${error.message}: the converter reads literals only (a route built from variables)`)
      throw error
    }
    // OptionMerger#method_missing: the block's options deep-merged under a trailing hash, or appended.
    if (receiver.options !== undefined) {
      const last = args.at(-1)
      if (last?.kind === 'hash') args = [...args.slice(0, -1), deepMerge(receiver.options, last)]
      else args = [...args, receiver.options]
    }
    const block = node.block !== null && is(node.block, 'BlockNode') ? node.block : undefined
    const blockParam = block ? this.blockParameter(block) : undefined
    const origin = this.origin(node)
    const trailingHash = (): RubyHash => (args.at(-1)?.kind === 'hash' ? (args.at(-1) as RubyHash) : EMPTY_HASH)
    const positional = (): RubyValue[] => (args.at(-1)?.kind === 'hash' ? args.slice(0, -1) : args)
    const inner = (target: Receiver): Env => (blockParam === undefined ? env : new Map([...env, [blockParam, target]]))
    const blockEnd = block ? block.location.startOffset + block.location.length : 0

    switch (MAPPER_METHODS.has(node.name) ? node.name : 'named') {
      case 'with_options': {
        if (!block) return untranslated('with_options without a block')
        const options = trailingHash()
        const merger: Receiver = { context: receiver.context, options, entries: receiver.entries }
        const before = receiver.entries.length
        this.statements(block.body, inner(merger), merger, blockEnd)
        return receiver.entries.slice(before)
      }
      case 'resources':
      case 'resource': {
        const names = positional()
        if (names.length === 0 || names.some((n) => nameOf(n) === undefined)) {
          return untranslated(`${node.name} needs resource names (symbols or strings)`)
        }
        let nested: RailsEntry[] | undefined
        if (block) {
          nested = []
          this.statements(
            block.body,
            inner({ context: 'resource', options: undefined, entries: nested }),
            { context: 'resource', options: undefined, entries: nested },
            blockEnd,
          )
        }
        const made = names.map((n): ResourceEntry => ({
          kind: node.name as 'resources' | 'resource',
          name: nameOf(n)!,
          options: trailingHash(),
          block: nested,
          origin,
        }))
        receiver.entries.push(...made)
        return made
      }
      case 'namespace': {
        const name = nameOf(positional()[0])
        if (name === undefined || !block) return untranslated('namespace needs a name and a block')
        if (receiver.context === 'resource') return untranslated('a namespace inside a resource block: declare it as a top-level namespace')
        const body: RailsEntry[] = []
        // Mapper#namespace: with_options({ path_prefix, name_prefix, namespace }.merge(options)).
        const options = trailingHash()
        const scope: Receiver = { context: 'namespace', options: options.entries.length > 0 ? options : undefined, entries: body }
        this.statements(block.body, inner(scope), scope, blockEnd)
        const entry: NamespaceEntry = { kind: 'namespace', name, body, origin }
        receiver.entries.push(entry)
        return [entry]
      }
      case 'root': {
        const first = args[0]
        if (first !== undefined && first.kind === 'symbol')
          return untranslated('map.root naming another route: write the root route with its controller and action')
        const entry: RouteEntry = { kind: 'route', name: 'root', path: '', options: trailingHash(), root: true, origin }
        receiver.entries.push(entry)
        return [entry]
      }
      case 'connect':
      case 'named_route':
      case 'named': {
        if (block) return untranslated(`${node.name} with a block is not a route`)
        const named = node.name === 'named_route'
        const [nameArg, pathArg] = named ? positional() : [undefined, positional()[0]]
        const name = node.name === 'connect' ? undefined : named ? nameOf(nameArg) : node.name
        if (named && name === undefined) return untranslated('named_route needs a name')
        if (pathArg?.kind !== 'string')
          return untranslated(`${node.name === 'connect' ? 'map.connect' : `the named route ${name}`} needs a path string`)
        const entry: RouteEntry = { kind: 'route', name, path: pathArg.value, options: trailingHash(), root: false, origin }
        receiver.entries.push(entry)
        return [entry]
      }
    }
    return untranslated('Ruby outside the routing DSL')
  }

  /** The name of a block's first parameter (`do |map|`). */
  private blockParameter(block: NodeOf<'BlockNode'>): string | undefined {
    const params = block.parameters
    if (params === null || !is(params, 'BlockParametersNode') || params.parameters === null) return undefined
    const first = params.parameters.requireds[0]
    return first !== undefined && is(first, 'RequiredParameterNode') ? first.name : undefined
  }

  /** The program: the `ActionController::Routing::Routes.draw do |map| … end` block, anything else untranslated. */
  program(program: NodeOf<'ProgramNode'>): RoutesFile {
    const top: Receiver = { context: 'top', options: undefined, entries: [] }
    let drawn = false
    let header: string[] = []
    for (const node of program.statements.body) {
      const block =
        is(node, 'CallNode') && node.name === 'draw' && !drawn && node.block !== null && is(node.block, 'BlockNode')
          ? node.block
          : undefined
      if (block === undefined) {
        this.placeStatement(node, top, () => this.statement(node, new Map(), top))
        continue
      }
      drawn = true
      const leading = this.takeComments(node.location.startOffset)
      if (top.entries.length === 0) header = leading
      else if (leading.length > 0) top.entries.push({ kind: 'comment', comments: leading })
      const param = this.blockParameter(block)
      const env: Env = param === undefined ? new Map() : new Map([[param, top]])
      this.statements(block.body, env, top, block.location.startOffset + block.location.length)
    }
    const rest = this.takeComments(Number.MAX_SAFE_INTEGER)
    if (rest.length > 0) top.entries.push({ kind: 'comment', comments: rest })
    if (!drawn) throw new NotARoutesFile('no `ActionController::Routing::Routes.draw do |map| … end` block: not a Rails 2.3 routes file')
    return { header, entries: top.entries }
  }
}

/**
 * The DSL calls of a parsed routes.rb, in order.
 * @throws {NotARoutesFile} when the file has no `ActionController::Routing::Routes.draw` block.
 */
export function readRoutesFile(
  program: NodeOf<'ProgramNode'>,
  source: RubySource,
  comments: readonly { offset: number; length: number }[],
): RoutesFile {
  return new Interpreter(source, comments).program(program)
}
