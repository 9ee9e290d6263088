/**
 * Ruby literals as values: the symbols, strings, numbers, `nil`/`true`/`false`, arrays, hashes and
 * Regexps that a routes.rb passes to the routing DSL, read from Prism's syntax nodes. Anything
 * else (a variable, a constant, a method call, string interpolation) is not a literal: it is
 * reported with a reason, so the statement holding it is left for a person to translate.
 */
import { is, typeOf, type RubyNode } from './nodes'
import type { RubySource } from './source'

/** A Ruby Regexp literal: its source as written and its flags (`i`, `m`, `x`). */
export interface RubyRegexp {
  readonly kind: 'regexp'
  readonly source: string
  readonly flags: string
}

/** One `key => value` pair of a hash literal. */
export interface RubyHashEntry {
  /** The key as a name: a Symbol's name or a String's text (Rails' routing reads symbol keys). */
  readonly key: string
  readonly value: RubyValue
}

/** A Ruby hash literal, keys in written order (Ruby hashes keep insertion order). */
export interface RubyHash {
  readonly kind: 'hash'
  readonly entries: readonly RubyHashEntry[]
}

/** A Ruby literal value. */
export type RubyValue =
  | { readonly kind: 'symbol'; readonly name: string }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'nil' }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'array'; readonly items: readonly RubyValue[] }
  | RubyHash
  | RubyRegexp

/** A node that is not a literal, and why (`a local variable (prefix)`). */
export class NotALiteral extends Error {
  constructor(
    readonly node: RubyNode,
    reason: string,
  ) {
    super(reason)
    this.name = 'NotALiteral'
  }
}

/** The empty hash. */
export const EMPTY_HASH: RubyHash = { kind: 'hash', entries: [] }

/** What a non-literal node is, in words, for warnings. */
function describe(node: RubyNode, source: RubySource): string {
  const text = source.slice(node.location)
  const short = text.length > 40 ? `${text.slice(0, 37)}...` : text
  if (is(node, 'LocalVariableReadNode')) return `the variable ${short}`
  if (is(node, 'ConstantReadNode') || is(node, 'ConstantPathNode')) return `the constant ${short}`
  if (is(node, 'InterpolatedStringNode') || is(node, 'InterpolatedSymbolNode')) return `string interpolation ${short}`
  if (is(node, 'InterpolatedRegularExpressionNode')) return `Regexp interpolation ${short}`
  if (is(node, 'CallNode')) return `the method call ${short}`
  return `${short} (${typeOf(node)})`
}

/** The Ruby flags of a Regexp literal node, as letters. */
function regexpFlags(node: { isIgnoreCase(): boolean; isMultiLine(): boolean; isExtended(): boolean }): string {
  return `${node.isIgnoreCase() ? 'i' : ''}${node.isMultiLine() ? 'm' : ''}${node.isExtended() ? 'x' : ''}`
}

/**
 * The value of a literal node.
 * @throws {NotALiteral} naming the first part that is not a literal.
 */
export function readValue(node: RubyNode, source: RubySource): RubyValue {
  if (is(node, 'SymbolNode')) return { kind: 'symbol', name: node.unescaped.value }
  if (is(node, 'StringNode')) return { kind: 'string', value: node.unescaped.value }
  if (is(node, 'IntegerNode') || is(node, 'FloatNode')) return { kind: 'number', value: node.value }
  if (is(node, 'NilNode')) return { kind: 'nil' }
  if (is(node, 'TrueNode')) return { kind: 'boolean', value: true }
  if (is(node, 'FalseNode')) return { kind: 'boolean', value: false }
  if (is(node, 'RegularExpressionNode')) return { kind: 'regexp', source: node.unescaped.value, flags: regexpFlags(node) }
  if (is(node, 'ArrayNode')) return { kind: 'array', items: node.elements.map((e) => readValue(e, source)) }
  if (is(node, 'HashNode') || is(node, 'KeywordHashNode')) return readHash(node.elements, source)
  if (is(node, 'ParenthesesNode') && is(node.body, 'StatementsNode') && node.body.body.length === 1)
    return readValue(node.body.body[0]!, source)
  if (is(node, 'InterpolatedStringNode') && node.parts.every((p) => is(p, 'StringNode'))) {
    // Adjacent literals ('a' 'b') and heredoc lines: text without interpolation.
    return { kind: 'string', value: node.parts.map((p) => (p as { unescaped: { value: string } }).unescaped.value).join('') }
  }
  throw new NotALiteral(node, `${describe(node, source)} is not a literal`)
}

function readHash(elements: readonly RubyNode[], source: RubySource): RubyHash {
  const entries: RubyHashEntry[] = []
  for (const element of elements) {
    if (!is(element, 'AssocNode')) throw new NotALiteral(element, `${describe(element, source)} is not a key => value pair`)
    const key = readValue(element.key, source)
    if (key.kind !== 'symbol' && key.kind !== 'string')
      throw new NotALiteral(element.key, `the hash key ${source.slice(element.key.location)} is not a symbol or a string`)
    const name = key.kind === 'symbol' ? key.name : key.value
    const value = readValue(element.value, source)
    // A repeated key: Ruby keeps the last value at the first key's place.
    const at = entries.findIndex((e) => e.key === name)
    if (at >= 0) entries[at] = { key: name, value }
    else entries.push({ key: name, value })
  }
  return { kind: 'hash', entries }
}

/** The value under `key` (a symbol key), or undefined. */
export const hashGet = (hash: RubyHash, key: string): RubyValue | undefined => hash.entries.find((e) => e.key === key)?.value

/** The hash without `keys`. */
export const hashWithout = (hash: RubyHash, ...keys: string[]): RubyHash => ({
  kind: 'hash',
  entries: hash.entries.filter((e) => !keys.includes(e.key)),
})

/**
 * ActiveSupport 2.3 `Hash#deep_merge`, what Rails' `with_options` (OptionMerger) does with the
 * options of each call in its block: keys of `over` win, except that two hashes under one key
 * are merged the same way; keys keep `base`'s order, new keys follow.
 */
export function deepMerge(base: RubyHash, over: RubyHash): RubyHash {
  const entries = [...base.entries]
  for (const { key, value } of over.entries) {
    const at = entries.findIndex((e) => e.key === key)
    if (at < 0) {
      entries.push({ key, value })
      continue
    }
    const old = entries[at]!.value
    entries[at] = { key, value: old.kind === 'hash' && value.kind === 'hash' ? deepMerge(old, value) : value }
  }
  return { kind: 'hash', entries }
}

/** A symbol's name or a string's text, else undefined (Rails calls `to_s` on both). */
export const nameOf = (value: RubyValue | undefined): string | undefined =>
  value?.kind === 'symbol' ? value.name : value?.kind === 'string' ? value.value : undefined

/** How a value reads in Ruby, for warnings (`:get`, `"signup"`, `/\d+/`). */
export function inspect(value: RubyValue): string {
  switch (value.kind) {
    case 'symbol':
      return `:${value.name}`
    case 'string':
      return JSON.stringify(value.value)
    case 'number':
      return String(value.value)
    case 'nil':
      return 'nil'
    case 'boolean':
      return String(value.value)
    case 'regexp':
      return `/${value.source}/${value.flags}`
    case 'array':
      return `[${value.items.map(inspect).join(', ')}]`
    case 'hash':
      return `{${value.entries.map((e) => `:${e.key} => ${inspect(e.value)}`).join(', ')}}`
  }
}
