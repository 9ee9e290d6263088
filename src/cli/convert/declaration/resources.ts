/**
 * `map.resources` / `map.resource` of routes.rb as declaration entries (Rails 2.3.18
 * resources.rb), with this library's two rules spelled out so that the routes stay Rails':
 * `controller` without `as` gets `as: <name>`, and a nested resource under a filtered parent gets
 * its own `only: 'all'` (the parent's `has_many` / `has_one` written as nested resources to carry it).
 */
import { RESOURCE_OPTIONS, type ActionFilter, type DefaultAction } from '../../../routing/declaration'
import { allowedActions } from '../../../routing/expand/resource'
import type { ResourceEntry } from '../dsl'
import { array, literal, object, type Member, type Printable } from '../print'
import { hashGet, inspect, nameOf, type RubyValue } from '../ruby-value'
import type { ConversionContext, Place } from './context'
import type { PlainRoutes } from './routes'
import type { OptionValues } from './values'

const RESOURCE_KEYS = new Set(RESOURCE_OPTIONS)
/** Options a resource receives from `with_options` that Rails 2.3's resources ignore. */
const IGNORED_BY_RESOURCES = new Set(['action', 'format', 'id', 'defaults'])

/** Converts resources and what their blocks nest. */
export class Resources {
  constructor(
    private readonly context: ConversionContext,
    private readonly values: OptionValues,
    private readonly routes: PlainRoutes,
  ) {}

  /** The options object of `map.resources` / `map.resource`. */
  resource(entry: ResourceEntry, place: Place): Printable {
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
          p = this.values.actionMap(value, line, what)
          break
        case 'controller':
        case 'singular':
        case 'as':
        case 'path_prefix': {
          const s = this.values.string(value, line, what)
          p = s === undefined ? undefined : literal(s)
          break
        }
        case 'name_prefix':
          p =
            value.kind === 'nil'
              ? literal(null)
              : ((s) => (s === undefined ? undefined : literal(s)))(this.values.string(value, line, what))
          break
        case 'shallow':
          p = literal(value.kind === 'boolean' ? value.value : value.kind !== 'nil')
          break
        case 'only':
        case 'except':
          p = this.values.names(value, line, what)
          break
        case 'has_one':
          if (!spellAssociations) p = this.values.names(value, line, what)
          break
        case 'has_many':
          if (!spellAssociations) p = this.values.hasMany(value, line)
          break
        case 'path_names': {
          if (value.kind !== 'hash') {
            this.context.warn(line, `${what}: expected a hash; left out`)
            break
          }
          p = object(
            value.entries.flatMap((e) =>
              ((s) => (s === undefined ? [] : [{ key: e.key, value: literal(s) }]))(this.values.string(e.value, line, `${what} ${e.key}`)),
            ),
          )
          break
        }
        case 'requirements':
          p = this.values.resourceRequirements(value, line, what)
          break
        case 'conditions':
          p = this.values.conditions(value, line)
          break
        default:
          if (key === 'namespace')
            this.context.warn(line, `${what}: a namespace option cannot be declared on a resource (use map.namespace); left out`)
          else if (IGNORED_BY_RESOURCES.has(key) || !RESOURCE_KEYS.has(key))
            this.context.warn(line, `${what}: Rails 2.3 resources ignore this option (${inspect(value)}); left out`)
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
        this.context.warn(
          at,
          `the block of ${entry.kind} ${entry.name} mixes ${key} with other kinds of routes; they are declared by kind, so their recognition order differs from Rails' here`,
        )
      }
      if (section === undefined) {
        section = { key, members: [], names: new Set() }
        sections.push(section)
      }
      if (name !== undefined && section.names.has(name)) {
        this.context.warn(at, `${key} ${name} is declared twice in the block of ${entry.kind} ${entry.name}; the second is left out`)
        pending.push(`${this.context.where(at)} not converted: ${key} ${name} a second time in this block`)
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
        const deeperValue = deeper === undefined ? undefined : this.values.hasMany(deeper, line)
        add(
          'resources',
          {
            key: name,
            value: object([{ key: 'only', value: literal('all') }, ...(deeperValue ? [{ key: 'has_many', value: deeperValue }] : [])]),
            trailing: `${this.context.where(line)} ${why}`,
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
          { key: name, value: object([{ key: 'only', value: literal('all') }]), trailing: `${this.context.where(line)} ${why}` },
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
          pending.push(...this.context.untranslated(child.origin.line, child.reason, child.origin.text))
          break
        case 'namespace': // the DSL reader leaves a namespace inside a resource block untranslated
          break
        case 'resources':
        case 'resource':
          add(
            child.kind,
            { key: child.name, value: this.resource(child, place), trailing: this.context.trailing(child) },
            child.name,
            child.origin.line,
          )
          break
        case 'route': {
          const route = this.routes.route(child, place)
          if (route !== undefined) add('connect', { value: route, trailing: this.context.trailing(child) }, undefined, child.origin.line)
          break
        }
      }
    }
    const members: Member[] = sections.map((s) => ({ key: s.key, value: s.key === 'connect' ? array(s.members) : object(s.members) }))
    if (pending.length > 0) members.push({ comments: pending })
    return members
  }
}
