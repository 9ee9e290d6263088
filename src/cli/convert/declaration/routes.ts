/**
 * Plain routes of routes.rb (`map.connect`, named routes, `map.root`) as declaration entries,
 * following Rails 2.3.18 route_set.rb / builder.rb (`divide_route_options`: an option naming a
 * path segment is its default unless it is a Regexp; any other option is a requirement — a Regexp
 * checked when generating, or a value added to the params).
 */
import { pathVariables } from '../../../routing/path-variables'
import type { RouteEntry } from '../dsl'
import { literal, object, type Member, type Printable } from '../print'
import { hashGet, hashWithout, nameOf, type RubyValue } from '../ruby-value'
import type { ConversionContext, Place } from './context'
import type { OptionValues } from './values'

/** Converts plain routes. */
export class PlainRoutes {
  constructor(
    private readonly context: ConversionContext,
    private readonly values: OptionValues,
  ) {}

  /** `root: { controller, action? }` when `map.root` says no more than that at a scope's level. */
  rootRoute(entry: RouteEntry, place: Place): Printable | undefined {
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
  route(entry: RouteEntry, place: Place): Printable | undefined {
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
      this.context.warn(
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
        if (value.kind === 'regexp') set('requirements', key, this.values.regexp(value, line, what))
        else if (fromRequirements)
          this.context.warn(line, `${what}: a requirement on a path segment must be a Regexp (Rails 2.3 raises TypeError); left out`)
        else if (key === 'action' && nameOf(value) !== undefined) action = nameOf(value)
        else set('defaults', key, this.values.toParam(value, line, what))
      } else if (value.kind === 'regexp') set('requirements', key, this.values.regexp(value, line, what))
      else if (key === 'controller' && nameOf(value) !== undefined) controller = `${controllerPrefix}${nameOf(value)}`
      else if (key === 'action' && nameOf(value) !== undefined) action = nameOf(value)
      else set('defaults', key, this.values.paramValue(value, line, what))
    }
    for (const { key, value } of hashWithout(entry.options, 'path_prefix', 'name_prefix', 'namespace').entries) {
      if (key === 'conditions') conditions = this.values.conditions(value, line)
      else if (key === 'requirements' || key === 'defaults') {
        if (value.kind !== 'hash') {
          this.context.warn(line, `${label}: ${key}: expected a hash; left out`)
          continue
        }
        for (const e of value.entries) {
          if (key === 'requirements') option(e.key, e.value, true)
          else if (keys.has(e.key)) set('defaults', e.key, this.values.toParam(e.value, line, `${label}: defaults ${e.key}`))
          else
            this.context.warn(
              line,
              `${label}: defaults ${e.key}: no path segment :${e.key} (Rails 2.3 raises "cannot assign default"); left out`,
            )
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
