/**
 * Rails DSL calls → the typed-resources declaration that builds the same route table, as a
 * printable tree with a comment on every entry (its routes.rb line) and on every option the
 * converter added or left out.
 *
 * The mapping follows Rails 2.3.18: route_set.rb / builder.rb for plain routes (`divide_route_options`:
 * an option naming a path segment is its default unless it is a Regexp; any other option is a
 * requirement — a Regexp checked when generating, or a value added to the params), resources.rb
 * for resources. Two rules of this library differ from Rails 2.3, and the converter writes what
 * keeps Rails' routes:
 * - `controller` without `as` gives the URL path word here (Rails takes the resource name): the
 *   converter adds `as: <name>` beside `controller`;
 * - `only` / `except` are inherited by nested resources here (not in Rails 2.3): the converter
 *   gives each nested resource under a filtered parent its own `only: 'all'`, writing the
 *   parent's `has_many` / `has_one` as nested resources to carry it.
 */
import { RESOURCE_OPTIONS, type ActionFilter, type DefaultAction } from '../../routing/declaration'
import { pathVariables } from '../../routing/path-variables'
import { allowedActions } from '../../routing/expand/resource'
import type { NamespaceEntry, RailsEntry, ResourceEntry, RouteEntry } from './dsl'
import { array, literal, object, type Member, type Printable } from './print'
import { hashGet, hashWithout, inspect, nameOf, type RubyRegexp, type RubyValue } from './ruby-value'

/** A warning for the user: its routes.rb line and what was not converted (or not exactly). */
export interface ConversionWarning {
  readonly line: number
  readonly message: string
}

/** Where a call is: what our declaration adds to it by nesting (prefixes, namespace, filters). */
interface Place {
  readonly context: 'top' | 'namespace' | 'resource'
  /** The default actions the enclosing resource hands down under this library's rule (undefined: all). */
  readonly inherited?: ReadonlySet<DefaultAction>
}

const METHODS = ['get', 'post', 'put', 'delete', 'any']
const RESOURCE_KEYS = new Set(RESOURCE_OPTIONS)
/** Options a resource receives from `with_options` that Rails 2.3's resources ignore. */
const IGNORED_BY_RESOURCES = new Set(['action', 'format', 'id', 'defaults'])

/** Builds the declaration, collecting warnings. */
export class DeclarationBuilder {
  readonly warnings: ConversionWarning[] = []

  /** @param file the name routes.rb is called by in comments (`routes.rb`) */
  constructor(private readonly file: string) {}

  private warn(line: number, message: string): string {
    this.warnings.push({ line, message })
    return message
  }

  private where(line: number): string {
    return `${this.file}:${line}`
  }

  // -------------------------------------------------------------------------------------------
  // Values

  private string(value: RubyValue | undefined, line: number, what: string): string | undefined {
    const name = nameOf(value)
    if (name === undefined)
      this.warn(line, `${what}: expected a symbol or a string, got ${value === undefined ? 'nothing' : inspect(value)}; left out`)
    return name
  }

  /** A Ruby Regexp as a JavaScript one, or undefined with a warning. */
  private regexp(value: RubyRegexp, line: number, what: string): Printable | undefined {
    if (value.flags.includes('x')) {
      this.warn(line, `${what}: the Regexp ${inspect(value)} uses /x (extended), which JavaScript has not; left out`)
      return undefined
    }
    if (value.flags.includes('m')) {
      this.warn(line, `${what}: the Regexp ${inspect(value)} is multiline, which Rails 2.3 refuses in routing requirements; left out`)
      return undefined
    }
    const flags = value.flags.includes('i') ? 'i' : ''
    if (/\\[AzZhHG]/.test(value.source)) {
      this.warn(line, `${what}: the Regexp ${inspect(value)} uses Ruby-only escapes (\\A, \\z, \\Z, \\h); left out`)
      return undefined
    }
    try {
      new RegExp(value.source, flags)
    } catch (error) {
      this.warn(line, `${what}: the Regexp ${inspect(value)} is not a JavaScript RegExp (${(error as Error).message}); left out`)
      return undefined
    }
    return { kind: 'regexp', source: value.source, flags }
  }

  /** A method (`:get`) or a list of them, lower-case. */
  private method(value: RubyValue, line: number, what: string): Printable | undefined {
    const one = (v: RubyValue): string | undefined => {
      const name = nameOf(v)?.toLowerCase()
      if (name === undefined || !METHODS.includes(name)) {
        this.warn(line, `${what}: ${inspect(v)} is not a routable method (get, post, put, delete, any); left out`)
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
  private actionMap(value: RubyValue, line: number, what: string): Printable | undefined {
    if (value.kind !== 'hash') {
      this.warn(line, `${what}: expected a hash of action => method, got ${inspect(value)}; left out`)
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
  private names(value: RubyValue, line: number, what: string): Printable | undefined {
    if (value.kind === 'array') {
      const names = value.items.map((v) => this.string(v, line, what))
      return names.includes(undefined) ? undefined : array(names.map((n) => ({ value: literal(n!) })))
    }
    const name = this.string(value, line, what)
    return name === undefined ? undefined : literal(name)
  }

  /** `has_many`: a name, a list (of names or maps), or a map for deeper nesting. */
  private hasMany(value: RubyValue, line: number): Printable | undefined {
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
  private toParam(value: RubyValue, line: number, what: string): Printable | undefined {
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
    this.warn(line, `${what}: ${inspect(value)} cannot be a segment default; left out`)
    return undefined
  }

  /** A value added to the params (a requirement that is not a Regexp: Rails 2.3 `Route#defaults`). */
  private paramValue(value: RubyValue, line: number, what: string): Printable | undefined {
    if (value.kind === 'nil') return literal(null)
    if (value.kind === 'number') return literal(value.value)
    const name = nameOf(value)
    if (name !== undefined) return literal(name)
    this.warn(line, `${what}: ${inspect(value)} cannot be a param value (a string, number or nil); left out`)
    return undefined
  }

  /** `conditions`: `method` plus custom conditions (a string, a Regexp or a list of strings). */
  private conditions(value: RubyValue, line: number): Printable | undefined {
    if (value.kind !== 'hash') {
      this.warn(line, `conditions: expected a hash, got ${inspect(value)}; left out`)
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

  // -------------------------------------------------------------------------------------------
  // Scopes (the top level, a namespace body): an array of scope objects, one key per kind

  /** A scope body: one scope object, or several when the order of kinds needs it. */
  scope(entries: readonly RailsEntry[], place: Place): Printable {
    const scopes: { key: string; members: Member[]; names: Set<string> }[][] = [[]]
    let pending: string[] = []
    const add = (key: 'resources' | 'resource' | 'namespace' | 'connect' | 'root', member: Member, name?: string): void => {
      let scope = scopes.at(-1)!
      const last = scope.at(-1)
      let section = last?.key === key && key !== 'root' && (name === undefined || !last.names.has(name)) ? last : undefined
      if (section === undefined) {
        if (scope.some((s) => s.key === key)) {
          scope = []
          scopes.push(scope)
        }
        section = { key, members: [], names: new Set() }
        scope.push(section)
      }
      if (name !== undefined) section.names.add(name)
      section.members.push({ ...member, comments: [...pending, ...(member.comments ?? [])] })
      pending = []
    }
    for (const entry of entries) {
      switch (entry.kind) {
        case 'comment':
          pending.push(...entry.comments)
          break
        case 'untranslated':
          pending.push(...this.untranslated(entry.origin.line, entry.reason, entry.origin.text))
          break
        case 'resources':
        case 'resource':
          add(entry.kind, { key: entry.name, value: this.resource(entry, place), trailing: this.trailing(entry) }, entry.name)
          break
        case 'namespace':
          add('namespace', this.namespace(entry), entry.name)
          break
        case 'route': {
          const root = this.rootRoute(entry, place)
          if (root !== undefined && !scopes.at(-1)!.some((s) => s.key === 'root'))
            add('root', { value: root, trailing: this.trailing(entry) })
          else {
            const route = this.route(entry, place)
            if (route !== undefined) add('connect', { value: route, trailing: this.trailing(entry) })
          }
          break
        }
      }
    }
    const objects = scopes.map((scope) =>
      object(
        scope.map((s) =>
          s.key === 'root'
            ? { ...s.members[0]!, key: 'root' }
            : { key: s.key, value: s.key === 'connect' ? array(s.members) : object(s.members) },
        ),
      ),
    )
    if (pending.length > 0) {
      // Comments after the last entry: inside the last scope object.
      const last = objects.at(-1)! as { kind: 'object'; members: readonly Member[] }
      objects[objects.length - 1] = object([...last.members, { comments: pending }])
    }
    return objects.length === 1 ? objects[0]! : array(objects.map((o) => ({ value: o })))
  }

  private trailing(entry: { origin: { line: number }; trailingComment?: string }): string {
    return entry.trailingComment === undefined ? this.where(entry.origin.line) : `${this.where(entry.origin.line)} ${entry.trailingComment}`
  }

  /** The comment lines standing for a statement left out, and its warning. */
  private untranslated(line: number, reason: string, text: readonly string[]): string[] {
    this.warn(line, `not converted: ${reason}`)
    const indent = Math.min(
      ...text
        .slice(1)
        .filter((l) => l.trim() !== '')
        .map((l) => /^\s*/.exec(l)![0].length),
      Number.MAX_SAFE_INTEGER,
    )
    const body = [text[0]!.trim(), ...text.slice(1).map((l) => l.slice(Math.min(indent, /^\s*/.exec(l)![0].length)))]
    return [`${this.where(line)} not converted: ${reason}:`, ...body.map((l) => `  ${l}`)]
  }

  private namespace(entry: NamespaceEntry): Member {
    return { key: entry.name, value: this.scope(entry.body, { context: 'namespace' }), trailing: this.trailing(entry) }
  }

  // -------------------------------------------------------------------------------------------
  // Resources

  /** The options object of `map.resources` / `map.resource`. */
  private resource(entry: ResourceEntry, place: Place): Printable {
    const line = entry.origin.line
    const members: Member[] = []
    const options = entry.options
    const filter = (key: 'only' | 'except'): ActionFilter | undefined => {
      const v = hashGet(options, key)
      if (v === undefined) return undefined
      return (v.kind === 'array' ? v.items.map((i) => nameOf(i) ?? '') : (nameOf(v) ?? '')) as ActionFilter
    }
    const only = filter('only')
    const except = filter('except')
    // This library's rule: the nearest filter above applies unless the resource sets its own.
    const allowed = allowedActions(only, except, place.inherited)
    const restricted = allowed !== undefined && allowed.size < 7
    const hasManyValue = hashGet(options, 'has_many')
    const hasOneValue = hashGet(options, 'has_one')
    const spellAssociations = restricted && (hasManyValue !== undefined || hasOneValue !== undefined)

    for (const { key, value } of options.entries) {
      const what = `${entry.kind} ${entry.name}: ${key}`
      let p: Printable | undefined
      switch (key) {
        case 'collection':
        case 'member':
        case 'new':
          p = this.actionMap(value, line, what)
          break
        case 'controller':
        case 'singular':
        case 'as':
        case 'path_prefix': {
          const s = this.string(value, line, what)
          p = s === undefined ? undefined : literal(s)
          break
        }
        case 'name_prefix':
          p = value.kind === 'nil' ? literal(null) : ((s) => (s === undefined ? undefined : literal(s)))(this.string(value, line, what))
          break
        case 'shallow':
          p = literal(value.kind === 'boolean' ? value.value : value.kind !== 'nil')
          break
        case 'only':
        case 'except':
          p = this.names(value, line, what)
          break
        case 'has_one':
          if (!spellAssociations) p = this.names(value, line, what)
          break
        case 'has_many':
          if (!spellAssociations) p = this.hasMany(value, line)
          break
        case 'path_names': {
          if (value.kind !== 'hash') {
            this.warn(line, `${what}: expected a hash; left out`)
            break
          }
          p = object(
            value.entries.flatMap((e) =>
              ((s) => (s === undefined ? [] : [{ key: e.key, value: literal(s) }]))(this.string(e.value, line, `${what} ${e.key}`)),
            ),
          )
          break
        }
        case 'requirements':
          p = this.resourceRequirements(value, line, what)
          break
        case 'conditions':
          p = this.conditions(value, line)
          break
        default:
          if (key === 'namespace')
            this.warn(line, `${what}: a namespace option cannot be declared on a resource (use map.namespace); left out`)
          else if (IGNORED_BY_RESOURCES.has(key) || !RESOURCE_KEYS.has(key))
            this.warn(line, `${what}: Rails 2.3 resources ignore this option (${inspect(value)}); left out`)
      }
      if (p !== undefined) members.push({ key, value: p })
    }

    if (hashGet(options, 'controller') !== undefined && hashGet(options, 'as') === undefined) {
      members.push({
        key: 'as',
        value: literal(entry.name),
        trailing: 'Rails 2.3 takes the path word from the resource name; typed-resources takes it from `controller` unless `as` is given',
      })
    }
    if (
      place.context === 'resource' &&
      place.inherited !== undefined &&
      place.inherited.size < 7 &&
      only === undefined &&
      except === undefined
    ) {
      members.push({
        key: 'only',
        value: literal('all'),
        trailing: 'Rails 2.3 does not pass only/except to nested resources; typed-resources does unless a resource sets its own',
      })
    }

    const nested = this.nested(
      entry,
      spellAssociations ? { hasMany: hasManyValue, hasOne: hasOneValue } : undefined,
      restricted ? allowed : undefined,
    )
    return object([...members, ...nested])
  }

  /** `requirements` of a resource: param → Regexp (Rails also allows values, which this library does not). */
  private resourceRequirements(value: RubyValue, line: number, what: string): Printable | undefined {
    if (value.kind !== 'hash') {
      this.warn(line, `${what}: expected a hash; left out`)
      return undefined
    }
    const members: Member[] = []
    for (const e of value.entries) {
      if (e.value.kind !== 'regexp') {
        this.warn(
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

  /**
   * The nested keys of a resource: its block's calls (`resources`, `resource`, `connect`, in the
   * order written), after has_many / has_one spelled out as nested resources when needed.
   */
  private nested(
    entry: ResourceEntry,
    associations: { hasMany: RubyValue | undefined; hasOne: RubyValue | undefined } | undefined,
    allowed: ReadonlySet<DefaultAction> | undefined,
  ): Member[] {
    const line = entry.origin.line
    const place: Place = { context: 'resource', ...(allowed !== undefined && { inherited: allowed }) }
    const sections: { key: 'resources' | 'resource' | 'connect'; members: Member[]; names: Set<string> }[] = []
    let pending: string[] = []
    let orderWarned = false
    const add = (key: 'resources' | 'resource' | 'connect', member: Member, name: string | undefined, at: number): void => {
      let section = sections.find((s) => s.key === key)
      if (section !== undefined && sections.at(-1) !== section && !orderWarned) {
        orderWarned = true
        this.warn(
          at,
          `the block of ${entry.kind} ${entry.name} mixes ${key} with other kinds of routes; they are declared by kind, so their recognition order differs from Rails' here`,
        )
      }
      if (section === undefined) {
        section = { key, members: [], names: new Set() }
        sections.push(section)
      }
      if (name !== undefined && section.names.has(name)) {
        this.warn(at, `${key} ${name} is declared twice in the block of ${entry.kind} ${entry.name}; the second is left out`)
        pending.push(`${this.where(at)} not converted: ${key} ${name} a second time in this block`)
        return
      }
      if (name !== undefined) section.names.add(name)
      section.members.push({ ...member, comments: [...pending, ...(member.comments ?? [])] })
      pending = []
    }
    const why = 'spelled out from has_many/has_one: Rails 2.3 does not pass only/except to them'
    if (associations !== undefined) {
      const manyNames = (v: RubyValue | undefined): [string, RubyValue | undefined][] =>
        v === undefined
          ? []
          : v.kind === 'hash'
            ? v.entries.map((e) => [e.key, e.value])
            : v.kind === 'array'
              ? v.items.flatMap((i) => manyNames(i))
              : [[nameOf(v) ?? '', undefined]]
      for (const [name, deeper] of manyNames(associations.hasMany)) {
        const deeperValue = deeper === undefined ? undefined : this.hasMany(deeper, line)
        add(
          'resources',
          {
            key: name,
            value: object([{ key: 'only', value: literal('all') }, ...(deeperValue ? [{ key: 'has_many', value: deeperValue }] : [])]),
            trailing: `${this.where(line)} ${why}`,
          },
          name,
          line,
        )
      }
      const oneNames =
        associations.hasOne === undefined
          ? []
          : associations.hasOne.kind === 'array'
            ? associations.hasOne.items.map((i) => nameOf(i) ?? '')
            : [nameOf(associations.hasOne) ?? '']
      for (const name of oneNames)
        add(
          'resource',
          { key: name, value: object([{ key: 'only', value: literal('all') }]), trailing: `${this.where(line)} ${why}` },
          name,
          line,
        )
    }
    for (const child of entry.block ?? []) {
      switch (child.kind) {
        case 'comment':
          pending.push(...child.comments)
          break
        case 'untranslated':
          pending.push(...this.untranslated(child.origin.line, child.reason, child.origin.text))
          break
        case 'namespace': // the DSL reader leaves a namespace inside a resource block untranslated
          break
        case 'resources':
        case 'resource':
          add(
            child.kind,
            { key: child.name, value: this.resource(child, place), trailing: this.trailing(child) },
            child.name,
            child.origin.line,
          )
          break
        case 'route': {
          const route = this.route(child, place)
          if (route !== undefined) add('connect', { value: route, trailing: this.trailing(child) }, undefined, child.origin.line)
          break
        }
      }
    }
    const members: Member[] = sections.map((s) => ({ key: s.key, value: s.key === 'connect' ? array(s.members) : object(s.members) }))
    if (pending.length > 0) members.push({ comments: pending })
    return members
  }

  // -------------------------------------------------------------------------------------------
  // Plain routes

  /** `root: { controller, action? }` when `map.root` says no more than that at a scope's level. */
  private rootRoute(entry: RouteEntry, place: Place): Printable | undefined {
    if (!entry.root || place.context === 'resource') return undefined
    const controller = hashGet(entry.options, 'controller')
    const action = hashGet(entry.options, 'action')
    const rest = hashWithout(entry.options, 'controller', 'action')
    if (rest.entries.length > 0 || nameOf(controller) === undefined || (action !== undefined && nameOf(action) === undefined))
      return undefined
    return object([
      { key: 'controller', value: literal(nameOf(controller)!) },
      ...(action === undefined ? [] : [{ key: 'action', value: literal(nameOf(action)!) }]),
    ])
  }

  /**
   * A plain route (`connect`, a named route, a root with more options): `{ name, path, controller,
   * action, requirements, defaults, conditions }`, or the path alone when that is all.
   */
  private route(entry: RouteEntry, place: Place): Printable | undefined {
    const line = entry.origin.line
    const label = entry.name === undefined ? `map.connect ${JSON.stringify(entry.path)}` : `the route ${entry.name}`
    let path = entry.path
    let name = entry.name
    let controllerPrefix = ''
    const pathPrefix = hashGet(entry.options, 'path_prefix')
    const namePrefix = hashGet(entry.options, 'name_prefix')
    const namespace = hashGet(entry.options, 'namespace')
    if (place.context === 'top') {
      // Rails' builder: "/#{path_prefix without its leading /}" in front of the path.
      const prefix = nameOf(pathPrefix)?.replace(/^\//, '')
      if (prefix) path = `${prefix}/${path.replace(/^\//, '')}`
      if (name !== undefined && nameOf(namePrefix) !== undefined) name = `${nameOf(namePrefix)}${name}`
      if (nameOf(namespace) !== undefined) controllerPrefix = `${nameOf(namespace)!.replace(/\/$/, '')}/`
    } else if (pathPrefix !== undefined || namePrefix !== undefined || namespace !== undefined) {
      this.warn(
        line,
        `${label}: its own path_prefix / name_prefix / namespace inside a ${place.context === 'namespace' ? 'namespace' : 'resource block'} replaces the block's in Rails, which a declaration cannot say; the block's are used`,
      )
    }
    const keys = new Set(pathVariables(path).map((v) => v.name))
    const members = new Map<string, Member[]>([
      ['requirements', []],
      ['defaults', []],
    ])
    const set = (group: 'requirements' | 'defaults', key: string, value: Printable | undefined): void => {
      if (value === undefined) return
      const list = members.get(group)!
      const at = list.findIndex((m) => m.key === key)
      if (at >= 0) list[at] = { key, value }
      else list.push({ key, value })
    }
    let controller: string | undefined
    let action: string | undefined
    let conditions: Printable | undefined
    /** Rails 2.3 `divide_route_options` + `assign_route_options` for one key. */
    const option = (key: string, value: RubyValue, fromRequirements: boolean): void => {
      const what = `${label}: ${key}`
      if (keys.has(key)) {
        if (value.kind === 'regexp') set('requirements', key, this.regexp(value, line, what))
        else if (fromRequirements)
          this.warn(line, `${what}: a requirement on a path segment must be a Regexp (Rails 2.3 raises TypeError); left out`)
        else if (key === 'action' && nameOf(value) !== undefined) action = nameOf(value)
        else set('defaults', key, this.toParam(value, line, what))
      } else if (value.kind === 'regexp') set('requirements', key, this.regexp(value, line, what))
      else if (key === 'controller' && nameOf(value) !== undefined) controller = `${controllerPrefix}${nameOf(value)}`
      else if (key === 'action' && nameOf(value) !== undefined) action = nameOf(value)
      else set('defaults', key, this.paramValue(value, line, what))
    }
    for (const { key, value } of hashWithout(entry.options, 'path_prefix', 'name_prefix', 'namespace').entries) {
      if (key === 'conditions') conditions = this.conditions(value, line)
      else if (key === 'requirements' || key === 'defaults') {
        if (value.kind !== 'hash') {
          this.warn(line, `${label}: ${key}: expected a hash; left out`)
          continue
        }
        for (const e of value.entries) {
          if (key === 'requirements') option(e.key, e.value, true)
          else if (keys.has(e.key)) set('defaults', e.key, this.toParam(e.value, line, `${label}: defaults ${e.key}`))
          else
            this.warn(line, `${label}: defaults ${e.key}: no path segment :${e.key} (Rails 2.3 raises "cannot assign default"); left out`)
        }
      } else option(key, value, false)
    }
    if (controller === undefined && controllerPrefix !== '' && !keys.has('controller')) controller = controllerPrefix.replace(/\/$/, '')
    const fields: Member[] = [
      ...(name === undefined ? [] : [{ key: 'name', value: literal(name) }]),
      { key: 'path', value: literal(path) },
      ...(controller === undefined ? [] : [{ key: 'controller', value: literal(controller) }]),
      ...(action === undefined ? [] : [{ key: 'action', value: literal(action) }]),
      ...[...members].filter(([, list]) => list.length > 0).map(([key, list]) => ({ key, value: object(list) })),
      ...(conditions === undefined ? [] : [{ key: 'conditions', value: conditions }]),
    ]
    return fields.length === 1 ? literal(path) : object(fields)
  }
}
