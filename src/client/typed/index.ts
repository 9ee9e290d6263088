/**
 * `client(routes, { site, format })`: typed collection objects over `Resource`, from a route table
 * (docs/client.md, "A typed client from the route table"):
 *
 * ```ts
 * const api = client(routes, { site: 'http://127.0.0.1:3000/', format: 'json' })
 * await api.projects.find(1)                          // GET  /projects/1.json
 * await api.projects(7).issues.find('all')            // GET  /projects/7/issues.json
 * const issue = await api.projects(7).issues.create({ title: 'x' })   // POST /projects/7/issues.json
 * await issue.close()                                 // PUT  /issues/3/close.json (shallow member)
 * await api.issues.find(3)                            // GET  /issues/3.json
 * await api.projects.search({ q: 'web' })             // GET  /projects/search.json?q=web
 * ```
 *
 * Where things live follows the route paths: a property per static path word (`projects`,
 * `admin`), a call per parent id (`projects(7)`), collection operations (`find('all' | 'first' |
 * 'last')`, `create`, `build`, collection actions) where the collection route is, member
 * operations (`find(id)`, `exists(id)`, `delete(id)`) where the member route is — for a shallow
 * resource that is the top level (`api.issues.find(3)`), with the collection still nested
 * (`api.projects(7).issues`). Member actions (`close`, `reopen`) are methods of the records.
 * Singletons (`api.account`) have `find()`, `create(attrs)` and `build(attrs)`. A resource with a
 * `path_prefix` lives under that prefix from the root, whatever scope declares it
 * (`path_prefix: '/orgs/:org_id'` → `api.orgs(3).companies`); a shallow one's members stay at its
 * scope (`api.companies.find(4)`).
 *
 * Types come from the declaration (the `D` of `Routes<D>`), runtime objects from the resource
 * model (`routes.resources`); both follow the path-word rule of docs/migrating-from-rails.md (`as`, else `controller` —
 * a property per segment, `controller: 'admin/felines'` → `api.admin.felines` — else the resource
 * name). A missing parent id, an action the routes lack (removed by
 * only/except or never declared) or a member operation on a nested shallow collection is a
 * compile error.
 */
import type { Routes } from '../../index'
import { splitOptions, toParam, type Params } from '../paths'
import type { FindOptions } from '../finders'
import type { Body } from '../resource'
import { classFor } from './classes'
import { shapeOf, type Shape } from './shapes'
import type { ClientOptions, Id, TypedClient } from './types'

export type { ClientOptions, CollectionOps, Id, MemberOps, RecordOf, TypedClient } from './types'

interface Node {
  children: Map<string, Node>
  callParam: string | undefined
  callNode: Node | undefined
  collection: Shape | undefined
  member: Shape | undefined
}

const newNode = (): Node => ({ children: new Map(), callParam: undefined, callNode: undefined, collection: undefined, member: undefined })

function place(root: Node, prefix: string, word: string): Node {
  let node = root
  for (const seg of `${prefix}${word}`.split('/').filter(Boolean)) {
    if (seg.startsWith(':')) {
      node.callParam ??= seg.slice(1)
      node = node.callNode ??= newNode()
    } else {
      let next = node.children.get(seg)
      if (!next) node.children.set(seg, (next = newNode()))
      node = next
    }
  }
  return node
}

// the scopes the typed find takes; any other string is an id (`find('one')` finds the record 'one')
const SCOPES = new Set(['all', 'first', 'last'])

const isEmpty = (o: object): boolean => Object.keys(o).length === 0

/** The param of an `Id`: scalars as they are, a record by its `toParam()` / `to_param()` / `id`. */
function idOf(id: Id): string | number | bigint {
  return typeof id === 'object' && id !== null ? toParam(id, 'id') : id
}

function build(node: Node, bound: Record<string, unknown>, options: ClientOptions): object {
  const callNode = node.callNode
  const callParam = node.callParam
  const target: Record<string, unknown> =
    callNode && callParam
      ? (((id: Id) => build(callNode, { ...bound, [callParam]: id }, options)) as unknown as Record<string, unknown>)
      : {}
  const define = (key: string, value: unknown): void => {
    Object.defineProperty(target, key, { value, enumerable: true, configurable: true })
  }
  for (const [word, child] of node.children) {
    Object.defineProperty(target, word, { get: () => build(child, bound, options), enumerable: true, configurable: true })
  }
  const params = (p?: Params): Params => ({ ...bound, ...p })
  const collection = node.collection
  const member = node.member
  if (collection?.singleton) {
    const cls = classFor(collection, options)
    if (collection.actions.has('show')) {
      // the parent ids become the record's prefix options (a path `from` sets none), for its save()
      define('find', (o: FindOptions = {}) =>
        cls.find('one', { from: cls.elementPath(null, bound, {}), ...(o.params ? { params: o.params } : {}) }).then((record) => {
          if (record !== null && !isEmpty(bound)) record.prefixOptions = { ...bound, ...record.prefixOptions }
          return record
        }),
      )
    }
    if (collection.actions.has('create')) {
      define('create', (attributes: Record<string, unknown> = {}) => cls.create(attributes, bound))
      define('build', (attributes: Record<string, unknown> = {}) => new cls(attributes, bound))
    }
    return target
  }
  if (collection || member) {
    const finders: Record<string, (scope: any, o?: FindOptions) => Promise<unknown>> = {}
    if (collection && collection.actions.has('index')) {
      const cls = classFor(collection, options)
      finders['collection'] = (scope: string, o: FindOptions = {}) => cls.find(scope as 'all', { ...o, params: params(o.params) })
    }
    if (member && member.actions.has('show')) {
      const cls = classFor(member, options)
      finders['member'] = (id: Id, o: FindOptions = {}) => {
        const value = idOf(id)
        if (value !== 'one') return cls.find(value, { ...o, params: params(o.params) })
        // Resource.find('one') is a scope: the record 'one' is read from its path
        const [prefix, query] = splitOptions(params(o.params), cls.prefixParameters, cls.name)
        return cls.find('one', { from: cls.elementPath(value, prefix, query) }).then((record) => {
          if (record === null) throw new TypeError(`${cls.name}: expected a record in the response body`)
          record.prefixOptions = prefix
          return record
        })
      }
      define('exists', (id: Id) => cls.exists(idOf(id), { params: bound }))
    }
    if (finders['collection'] || finders['member']) {
      define('find', (scope: Id, o?: FindOptions) => {
        const f = typeof scope === 'string' && SCOPES.has(scope) ? finders['collection'] : finders['member']
        if (!f) throw new TypeError(`find(${String(scope)}): no such route here`)
        return f(scope, o)
      })
    }
    if (member && member.actions.has('destroy')) {
      const cls = classFor(member, options)
      define('delete', (id: Id) => cls.delete(idOf(id), bound))
    }
    if (collection) {
      const cls = classFor(collection, options)
      if (collection.actions.has('create')) {
        define('create', (attributes: Record<string, unknown> = {}) => cls.create(attributes, bound))
        define('build', (attributes: Record<string, unknown> = {}) => new cls(attributes, bound))
      }
      for (const [name, { verb, word }] of collection.collectionActions) {
        define(
          name,
          verb === 'GET'
            ? (p?: Params) => cls.find('all', { from: word, params: params(p) })
            : (p?: Params, body?: Body) => cls.request(verb, word, params(p), body),
        )
      }
    }
  }
  return target
}

/**
 * A typed client for the resources of `routes` (see the module docs for the shape).
 *
 * @param routes what `defineRoutes` returns (`Routes<D>`).
 * @param options `site` (required), `format` (`'xml'` default, or `'json'`), and `configure` to set
 *   class settings (logger, fetch, headers, timeout) on every generated class.
 * @example
 * const api = client(routes, { site: 'http://127.0.0.1:3000/', format: 'json' })
 * const issues = await api.projects(7).issues.find('all', { params: { state: 'open' } })
 */
export function client<D, C>(routes: Routes<D, C>, options: ClientOptions): TypedClient<D> {
  const root = newNode()
  // Two resources at one place (a resource declared twice): the first one declared, as recognition would route it.
  for (const resource of routes.resources) {
    const shape = shapeOf(resource, routes.routes)
    if (shape.singleton || shape.hasCollection) place(root, shape.collectionPrefix, shape.word).collection ??= shape
    if (!shape.singleton && shape.hasMember) place(root, shape.memberPrefix, shape.word).member ??= shape
  }
  return build(root, {}, options) as TypedClient<D>
}
