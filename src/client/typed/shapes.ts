/**
 * The resources of a route table as the typed client sees them: for each, its collection and
 * member locations (path prefixes), its routed default actions and its custom collection and
 * member actions with their first verb.
 */
import type { Route } from '../../index'
import type { Resource } from '../resource'

const DEFAULT_ACTIONS = new Set<string>(['index', 'create', 'new', 'edit', 'show', 'update', 'destroy'])
export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** One resource as the client sees it. */
export interface Shape {
  controller: string
  word: string
  singleton: boolean
  /** `/projects/:project_id/` (collection routes' prefix), when index or create is routed. */
  collectionPrefix: string | undefined
  /** `/` (shallow) or `/projects/:project_id/` (member routes' prefix), when a member route exists. */
  memberPrefix: string | undefined
  actions: Set<string>
  collectionActions: Map<string, Verb>
  memberActions: Map<string, Verb>
  cls?: typeof Resource
}

const stripFormat = (path: string): string | null => (path.endsWith('(.:format)') ? path.slice(0, -'(.:format)'.length) : null)
const firstVerb = (verb: Route['verb']): Verb => (typeof verb === 'string' ? (verb === 'ANY' ? 'GET' : verb) : (verb[0] ?? 'GET'))
const split = (path: string): { prefix: string; last: string } => {
  const i = path.lastIndexOf('/')
  return { prefix: path.slice(0, i + 1), last: path.slice(i + 1) }
}

/** The resources of a route table: collection and member locations, default and custom actions. */
export function shapesOf(routes: readonly Route[]): Shape[] {
  const shapes: Shape[] = []
  const byCollection = new Map<string, Shape>()
  const byMember = new Map<string, Shape>()
  const shapeFor = (controller: string, word: string, singleton: boolean): Shape => {
    const s: Shape = {
      controller,
      word,
      singleton,
      collectionPrefix: undefined,
      memberPrefix: undefined,
      actions: new Set(),
      collectionActions: new Map(),
      memberActions: new Map(),
    }
    shapes.push(s)
    return s
  }
  // Pass 1: default actions give each resource's collection and member paths.
  for (const r of routes) {
    const path = stripFormat(r.path)
    if (path === null || r.controller === null || r.action === null || !DEFAULT_ACTIONS.has(r.action)) continue
    const { prefix, last } = split(path)
    if (r.action === 'index' || (r.action === 'create' && !byMember.has(`${r.controller} ${path}`))) {
      const key = `${r.controller} ${path}`
      let s = byCollection.get(key)
      if (!s) {
        s = shapeFor(r.controller, last, false)
        s.collectionPrefix = prefix
        byCollection.set(key, s)
      }
      s.actions.add(r.action)
    } else if (r.action === 'show' || r.action === 'update' || r.action === 'destroy') {
      const singleton = last !== ':id'
      const base = singleton ? path : path.slice(0, -'/:id'.length)
      const key = `${r.controller} ${base}`
      let s = byMember.get(key)
      if (!s) {
        const b = split(base)
        s =
          byCollection.get(key) ??
          [...byCollection.values()].find(
            (c) => c.controller === r.controller && c.word === b.last && c.memberPrefix === undefined && !singleton,
          )
        if (!s || singleton) s = shapeFor(r.controller, b.last, singleton)
        s.memberPrefix = b.prefix
        byMember.set(key, s)
        if (singleton) byCollection.set(key, s)
      }
      s.actions.add(r.action)
    }
  }
  // A singleton's create route (last in its table) and collections met after their members.
  for (const r of routes) {
    const path = stripFormat(r.path)
    if (path === null || r.controller === null || r.action !== 'create') continue
    const s = byMember.get(`${r.controller} ${path}`)
    if (s?.singleton) {
      s.actions.add('create')
      s.collectionPrefix = s.memberPrefix
    }
  }
  for (const s of shapes) {
    if (!s.singleton && s.collectionPrefix === undefined) continue
    if (s.singleton) s.collectionPrefix ??= s.memberPrefix
  }
  // Pass 2: custom actions, on a member path (`…/:id/close`) or a collection path (`…/search`).
  for (const r of routes) {
    const path = stripFormat(r.path)
    if (path === null || r.controller === null || r.action === null || DEFAULT_ACTIONS.has(r.action)) continue
    const { prefix, last } = split(path)
    if (last !== r.action) continue
    const base = prefix.slice(0, -1)
    const member = byMember.get(`${r.controller} ${base.endsWith('/:id') ? base.slice(0, -'/:id'.length) : base}`)
    if (member && (base.endsWith('/:id') || member.singleton)) {
      if (!member.memberActions.has(r.action)) member.memberActions.set(r.action, firstVerb(r.verb))
      continue
    }
    const collection = byCollection.get(`${r.controller} ${base}`)
    if (collection && !collection.collectionActions.has(r.action)) collection.collectionActions.set(r.action, firstVerb(r.verb))
  }
  return shapes
}
