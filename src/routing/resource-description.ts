/**
 * The resource model: what the expansion knows about each `resources` / `resource` it maps, kept
 * beside the route table (`routes.resources`) so that the typed client, `formFor` and the CLI read
 * a resource's structure instead of parsing it back out of route paths and names.
 * Rails 2.3 source: actionpack/lib/action_controller/resources.rb (`Resource`, `SingletonResource`).
 */
/**
 * Where an action's route sits in its resource, in Rails' terms: `collection` (index, create and
 * the `collection` option's actions, on the collection path), `new` (new and the `new` option's
 * actions, under the new path word) or `member` (show, edit, update, destroy and the `member`
 * option's actions, on the member path). A singleton's routes all sit on its one path: its
 * create is a `collection` action, show / edit / update / destroy and extra actions `member` ones.
 */
export type ResourceActionPlace = 'collection' | 'new' | 'member'

/** One routed action of a resource: one per route (an action given several methods has one per method). */
export interface ResourceAction {
  /** The action (`index`, `show`, `close`). */
  readonly action: string
  /** Where its route sits; see {@link ResourceActionPlace}. */
  readonly on: ResourceActionPlace
  /** The index of its route in `routes.routes` (its verb, path and name are there). */
  readonly route: number
  /**
   * The path word the route adds after the collection or member path, for the actions that add
   * one: `edit` and the extra collection / member actions (the action, or its `path_names`
   * word), `new` and the extra new actions (`new`, `new/draft`). Absent for index, create,
   * show, update and destroy.
   */
  readonly pathWord?: string
}

/** A resource a resource is nested in (its block, `has_many` or `has_one`). */
export interface ResourceParent {
  /** The declared name (`threads`; a singleton's singular name, `account`). */
  readonly name: string
  readonly singular: string
  readonly singleton: boolean
  /**
   * The param naming the parent in the nested paths (`thread_id`, Rails' `"#{singular}_id"`);
   * absent for a singleton parent, whose path has no id.
   */
  readonly param?: string
}

/**
 * One resource as the expansion mapped it. Paths are written as in `routes.routes` (leading
 * `/`, `:param` segments) without the `(.:format)` suffix.
 *
 * @example
 * ```ts
 * // defineRoutes({ resources: { threads: { shallow: true, resources: { messages: { only: ['index', 'show'] } } } } })
 * //   .resources[1]
 * // { singleton: false, name: 'messages', singular: 'message', controller: 'messages',
 * //   pathSegment: 'messages', parents: [{ name: 'threads', singular: 'thread', singleton: false, param: 'thread_id' }],
 * //   shallow: true, path: '/threads/:thread_id/messages', memberPath: '/messages/:id',
 * //   namePrefix: 'thread_', memberNamePrefix: '',
 * //   actions: [{ action: 'index', on: 'collection', route: 0 }, { action: 'show', on: 'member', route: 1 }] }
 * ```
 */
export interface ResourceDescription {
  /** `true` for `resource:` (a singleton: no index, no ids), `false` for `resources:`. */
  readonly singleton: boolean
  /** The declared name: plural for `resources`, singular for `resource`. */
  readonly name: string
  /** The singular name (`singular:`, else the inflector's; a singleton's name). */
  readonly singular: string
  /** The controller, with its namespace (`admin/users`). */
  readonly controller: string
  /** The URL path word: `as`, else the `controller` option, else the name (may hold a `/`). */
  readonly pathSegment: string
  /** The controller prefix of the enclosing namespaces (`admin/`), if any. */
  readonly namespace?: string
  /** The resources it is nested in, outermost first (empty at the top). */
  readonly parents: readonly ResourceParent[]
  /** Whether its member routes are shallow (a plural resource under `shallow: true`: no parent ids). */
  readonly shallow: boolean
  /** The collection path (plural) or the path (singleton): `/threads/:thread_id/messages`. */
  readonly path: string
  /** The member path: `/threads/:thread_id/messages/:id`, `/messages/:id` when shallow; a singleton's path. */
  readonly memberPath: string
  /** The name prefix of its collection and new routes (`thread_` in `thread_messages`). */
  readonly namePrefix: string
  /** The name prefix of its member routes (shallow: the namespace's only). */
  readonly memberNamePrefix: string
  /**
   * Its routed actions, in route order: default actions left by `only` / `except`, and the
   * `collection`, `new` and `member` options' actions.
   */
  readonly actions: readonly ResourceAction[]
}
