/**
 * Ruby option values of routes.rb (symbols, strings, Regexps, hashes, arrays) as the values a
 * declaration takes, each unconvertible one left out with a warning naming its line and option.
 */
import { array, literal, object, type Member, type Printable } from '../print'
import { inspect, nameOf, type RubyRegexp, type RubyValue } from '../ruby-value'
import type { ConversionContext } from './context'

const METHODS = ['get', 'post', 'put', 'delete', 'any']

/** Reads option values, warning through `context`. */
export class OptionValues {
  constructor(private readonly context: ConversionContext) {}

  /** A symbol or string as its name, or undefined with a warning. */
  string(value: RubyValue | undefined, line: number, what: string): string | undefined {
    const name = nameOf(value)
    if (name === undefined)
      this.context.warn(line, `${what}: expected a symbol or a string, got ${value === undefined ? 'nothing' : inspect(value)}; left out`)
    return name
  }

  /** A Ruby Regexp as a JavaScript one, or undefined with a warning. */
  regexp(value: RubyRegexp, line: number, what: string): Printable | undefined {
    if (value.flags.includes('x')) {
      this.context.warn(line, `${what}: the Regexp ${inspect(value)} uses /x (extended), which JavaScript has not; left out`)
      return undefined
    }
    if (value.flags.includes('m')) {
      this.context.warn(
        line,
        `${what}: the Regexp ${inspect(value)} is multiline, which Rails 2.3 refuses in routing requirements; left out`,
      )
      return undefined
    }
    const flags = value.flags.includes('i') ? 'i' : ''
    if (/\\[AzZhHG]/.test(value.source)) {
      this.context.warn(line, `${what}: the Regexp ${inspect(value)} uses Ruby-only escapes (\\A, \\z, \\Z, \\h); left out`)
      return undefined
    }
    try {
      new RegExp(value.source, flags)
    } catch (error) {
      this.context.warn(line, `${what}: the Regexp ${inspect(value)} is not a JavaScript RegExp (${(error as Error).message}); left out`)
      return undefined
    }
    return { kind: 'regexp', source: value.source, flags }
  }

  /** A method (`:get`) or a list of them, lower-case. */
  method(value: RubyValue, line: number, what: string): Printable | undefined {
    const one = (v: RubyValue): string | undefined => {
      const name = nameOf(v)?.toLowerCase()
      if (name === undefined || !METHODS.includes(name)) {
        this.context.warn(line, `${what}: ${inspect(v)} is not a routable method (get, post, put, delete, any); left out`)
        return undefined
      }
      return name
    }
    if (value.kind === 'array') {
      const names = value.items.map(one)
      return names.includes(undefined) ? undefined : array(names.map((n) => ({ value: literal(n!) })))
    }
    const name = one(value)
    return name === undefined ? undefined : literal(name)
  }

  /** `{ action => method }` (collection, member, new). */
  actionMap(value: RubyValue, line: number, what: string): Printable | undefined {
    if (value.kind !== 'hash') {
      this.context.warn(line, `${what}: expected a hash of action => method, got ${inspect(value)}; left out`)
      return undefined
    }
    const members: Member[] = []
    for (const { key, value: method } of value.entries) {
      const m = this.method(method, line, `${what} ${key}`)
      if (m !== undefined) members.push({ key, value: m })
    }
    return object(members)
  }

  /** A list of names or one name (only, except, has_one). */
  names(value: RubyValue, line: number, what: string): Printable | undefined {
    if (value.kind === 'array') {
      const names = value.items.map((v) => this.string(v, line, what))
      return names.includes(undefined) ? undefined : array(names.map((n) => ({ value: literal(n!) })))
    }
    const name = this.string(value, line, what)
    return name === undefined ? undefined : literal(name)
  }

  /** `has_many`: a name, a list (of names or maps), or a map for deeper nesting. */
  hasMany(value: RubyValue, line: number): Printable | undefined {
    if (value.kind === 'hash') {
      const members: Member[] = []
      for (const e of value.entries) {
        const inner = this.hasMany(e.value, line)
        if (inner !== undefined) members.push({ key: e.key, value: inner })
      }
      return object(members)
    }
    if (value.kind === 'array') {
      const items = value.items.map((v) => this.hasMany(v, line))
      return items.includes(undefined) ? undefined : array(items.map((v) => ({ value: v! })))
    }
    const name = this.string(value, line, 'has_many')
    return name === undefined ? undefined : literal(name)
  }

  /** A param value as Rails' `to_param` makes a segment default (nil and false: optional, no default). */
  toParam(value: RubyValue, line: number, what: string): Printable | undefined {
    switch (value.kind) {
      case 'nil':
        return literal(null)
      case 'boolean':
        return value.value ? literal('true') : literal(null)
      case 'number':
        return literal(String(value.value))
      case 'symbol':
      case 'string':
        return literal(nameOf(value)!)
      case 'array': {
        const parts = value.items.map((v) => nameOf(v) ?? (v.kind === 'number' ? String(v.value) : undefined))
        if (!parts.includes(undefined)) return literal(parts.join('/'))
      }
    }
    this.context.warn(line, `${what}: ${inspect(value)} cannot be a segment default; left out`)
    return undefined
  }

  /** A value added to the params (a requirement that is not a Regexp: Rails 2.3 `Route#defaults`). */
  paramValue(value: RubyValue, line: number, what: string): Printable | undefined {
    if (value.kind === 'nil') return literal(null)
    if (value.kind === 'number') return literal(value.value)
    const name = nameOf(value)
    if (name !== undefined) return literal(name)
    this.context.warn(line, `${what}: ${inspect(value)} cannot be a param value (a string, number or nil); left out`)
    return undefined
  }

  /** `conditions`: `method` plus custom conditions (a string, a Regexp or a list of strings). */
  conditions(value: RubyValue, line: number): Printable | undefined {
    if (value.kind !== 'hash') {
      this.context.warn(line, `conditions: expected a hash, got ${inspect(value)}; left out`)
      return undefined
    }
    const members: Member[] = []
    for (const { key, value: v } of value.entries) {
      let p: Printable | undefined
      if (key === 'method') p = this.method(v, line, 'conditions method')
      else if (v.kind === 'regexp') p = this.regexp(v, line, `conditions ${key}`)
      else if (v.kind === 'array') p = this.names(v, line, `conditions ${key}`)
      else p = literal(this.string(v, line, `conditions ${key}`) ?? null)
      if (p !== undefined && !(p.kind === 'literal' && p.value === null)) members.push({ key, value: p })
    }
    return members.length > 0 ? object(members) : undefined
  }

  /** `requirements` of a resource: param → Regexp (Rails also allows values, which this library does not). */
  resourceRequirements(value: RubyValue, line: number, what: string): Printable | undefined {
    if (value.kind !== 'hash') {
      this.context.warn(line, `${what}: expected a hash; left out`)
      return undefined
    }
    const members: Member[] = []
    for (const e of value.entries) {
      if (e.value.kind !== 'regexp') {
        this.context.warn(
          line,
          `${what} ${e.key}: a requirement that is not a Regexp (${inspect(e.value)}) adds a param to every route in Rails 2.3, which resources here cannot; left out`,
        )
        continue
      }
      const re = this.regexp(e.value, line, `${what} ${e.key}`)
      if (re !== undefined) members.push({ key: e.key, value: re })
    }
    return object(members)
  }
}
