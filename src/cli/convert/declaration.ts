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
import type { NamespaceEntry, RailsEntry } from './dsl'
import { array, object, type Member, type Printable } from './print'
import { ConversionContext, type ConversionWarning, type Place } from './declaration/context'
import { Resources } from './declaration/resources'
import { PlainRoutes } from './declaration/routes'
import { OptionValues } from './declaration/values'

export type { ConversionWarning } from './declaration/context'

/**
 * Builds the declaration, collecting warnings: the scopes (the top level, a namespace body) here,
 * an array of scope objects with one key per kind; resources (./declaration/resources.ts), plain
 * routes (./declaration/routes.ts) and option values (./declaration/values.ts) in their modules.
 */
export class DeclarationBuilder {
  private readonly context: ConversionContext
  private readonly routes: PlainRoutes
  private readonly resources: Resources

  /** @param file the name routes.rb is called by in comments (`routes.rb`) */
  constructor(file: string) {
    this.context = new ConversionContext(file)
    const values = new OptionValues(this.context)
    this.routes = new PlainRoutes(this.context, values)
    this.resources = new Resources(this.context, values, this.routes)
  }

  /** What was not converted (or not exactly), in the order found. */
  get warnings(): readonly ConversionWarning[] {
    return this.context.warnings
  }

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
          pending.push(...this.context.untranslated(entry.origin.line, entry.reason, entry.origin.text))
          break
        case 'resources':
        case 'resource':
          add(
            entry.kind,
            { key: entry.name, value: this.resources.resource(entry, place), trailing: this.context.trailing(entry) },
            entry.name,
          )
          break
        case 'namespace':
          add('namespace', this.namespace(entry), entry.name)
          break
        case 'route': {
          const root = this.routes.rootRoute(entry, place)
          if (root !== undefined && !scopes.at(-1)!.some((s) => s.key === 'root'))
            add('root', { value: root, trailing: this.context.trailing(entry) })
          else {
            const route = this.routes.route(entry, place)
            if (route !== undefined) add('connect', { value: route, trailing: this.context.trailing(entry) })
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

  private namespace(entry: NamespaceEntry): Member {
    return { key: entry.name, value: this.scope(entry.body, { context: 'namespace' }), trailing: this.context.trailing(entry) }
  }
}
