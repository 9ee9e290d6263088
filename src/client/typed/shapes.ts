/**
 * The resources of a routes object as the typed client sees them, read from the expansion's
 * resource model (`routes.resources`): for each, its collection and member locations (path
 * prefixes), its routed default actions and its extra collection and member actions with their
 * first verb and path word.
 */
import type { ResourceDescription, Route } from '../../index'
import type { Resource } from '../resource'

const DEFAULT_ACTIONS: ReadonlySet<string> = new Set(['index', 'create', 'new', 'edit', 'show', 'update', 'destroy'])
export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** An extra (collection or member) action: its route's first verb and the path word it adds. */
export interface CustomAction {
  readonly verb: Verb
  readonly word: string
}

/** One resource as the client sees it. */
export interface Shape {
  /** The last word of its path (`messages`; `felines` for `controller: 'admin/felines'`). */
  word: string
  singleton: boolean
  /** `/projects/:project_id/`: what comes before the word in the collection path (a singleton: its path). */
  collectionPrefix: string
  /** `/` (shallow) or `/projects/:project_id/`: what comes before the word in the member path. */
  memberPrefix: string
  /** Whether a collection route is routed (index, create or an extra collection action). */
  hasCollection: boolean
  /** Whether show, update or destroy is routed (what the member location offers). */
  hasMember: boolean
  /** The routed default actions. */
  actions: Set<string>
  collectionActions: Map<string, CustomAction>
  memberActions: Map<string, CustomAction>
  cls?: typeof Resource
}

const firstVerb = (verb: Route['verb']): Verb => (typeof verb === 'string' ? (verb === 'ANY' ? 'GET' : verb) : (verb[0] ?? 'GET'))

/** The client's view of one described resource; `routes` is the table its actions index. */
export function shapeOf(resource: ResourceDescription, routes: readonly Route[]): Shape {
  // The class's collection name is the path segment's last word; what comes before it in the
  // collection and member paths is the class's prefix (`controller: 'admin/felines'`: `/admin/`).
  const word = resource.pathSegment.slice(resource.pathSegment.lastIndexOf('/') + 1)
  const collectionPrefix = resource.path.slice(0, -word.length)
  const shape: Shape = {
    word,
    singleton: resource.singleton,
    collectionPrefix,
    memberPrefix: resource.singleton ? collectionPrefix : resource.memberPath.slice(0, -`${word}/:id`.length),
    hasCollection: false,
    hasMember: false,
    actions: new Set(),
    collectionActions: new Map(),
    memberActions: new Map(),
  }
  for (const { action, on, route, pathWord } of resource.actions) {
    if (DEFAULT_ACTIONS.has(action)) {
      shape.actions.add(action)
      if (action === 'index' || action === 'create') shape.hasCollection = true
      if (action === 'show' || action === 'update' || action === 'destroy') shape.hasMember = true
      continue
    }
    // An action given several methods has a route per method: the first one's verb.
    const custom = on === 'collection' ? shape.collectionActions : on === 'member' ? shape.memberActions : undefined
    if (custom === undefined || custom.has(action)) continue
    custom.set(action, { verb: firstVerb(routes[route]!.verb), word: pathWord ?? action })
    if (on === 'collection') shape.hasCollection = true
  }
  return shape
}
