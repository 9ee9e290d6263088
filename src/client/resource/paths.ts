/**
 * Where a resource class's records are, and how one request for them is sent: the prefix with its
 * variables filled, the element, collection and custom-method paths (ActiveResource 2.3 base.rb
 * `prefix`, `element_path`, `collection_path`, custom_methods.rb `custom_method_collection_url`),
 * and `send` with the class settings. The first layer of `Resource` above its settings.
 */
import { rederive, stateOf } from '../class-state'
import { request, type Verb } from '../connection'
import { ArgumentError, type ResourceResponse } from '../errors'
import { checkSegment, escapeSegment, fillPrefix, prefixParameters, queryString, splitOptions, toParam, type Params } from '../paths'
import { ResourceSettings } from '../resource-settings'
import { adoptHeaders } from '../settings'

/** `Resource`'s paths and requests (static members only; see `Resource`). */
export class ResourcePaths extends ResourceSettings {
  /** The prefix variables of the class (`['post_id']`). */
  static get prefixParameters(): string[] {
    // (kept per class, read on every request: parsed again only when the prefix changes)
    const state = stateOf(this)
    return [...(state.prefixParameters = rederive(state.prefixParameters, this.prefix, prefixParameters)).value]
  }

  /**
   * The prefix with its variables filled, `/posts/5/`.
   * @throws ArgumentError naming a variable that has no value.
   */
  static prefixPath(prefixOptions: Params = {}): string {
    adoptHeaders(this, ResourceSettings)
    return fillPrefix(this.prefix, prefixOptions, this.name)
  }

  /**
   * `/<prefix><collection>/<id>.<ext>?<query>`. Without `query`, `prefixOptions` is split into
   * prefix variables and query params (Rails' `element_path`).
   * @throws ArgumentError for a missing prefix variable or a param with no URL form.
   */
  static elementPath(id: unknown, prefixOptions?: Params, query?: Params): string {
    const [prefix, rest] = prefixAndQuery(this, prefixOptions, query)
    if (id === null || id === undefined || id === '') throw new ArgumentError(`${this.name}.elementPath needs an id`)
    // a record (`toParam()`, `to_param()` or `id`) gives its param; scalars are written as text
    const idParam = typeof id === 'object' ? toParam(id, `${this.name}.elementPath id`) : String(id)
    if (idParam === '') throw new ArgumentError(`${this.name}.elementPath needs an id (a new record has none)`)
    return `${this.prefixPath(prefix)}${this.collectionName}/${escapeSegment(checkSegment(idParam, `${this.name} id`))}.${this.format}${queryString(rest)}`
  }

  /** `/<prefix><collection>.<ext>?<query>` (Rails' `collection_path`; splitting as `elementPath`). */
  static collectionPath(prefixOptions?: Params, query?: Params): string {
    const [prefix, rest] = prefixAndQuery(this, prefixOptions, query)
    return `${this.prefixPath(prefix)}${this.collectionName}.${this.format}${queryString(rest)}`
  }

  /** `/<prefix><collection>/<name>.<ext>?<query>`, the path of a class-level custom method. */
  static customMethodCollectionPath(name: string, params?: Params): string {
    const [prefix, query] = splitOptions(params, this.prefixParameters, this.name)
    return `${this.prefixPath(prefix)}${this.collectionName}/${escapeSegment(name)}.${this.format}${queryString(query)}`
  }

  /** Sends one request for this class (headers, auth, time-out, … from its settings). */
  static send(verb: Verb, path: string, body?: string): Promise<ResourceResponse> {
    // Not `async` (one promise and its hops fewer per request); a settings error still rejects.
    try {
      return request(this.connectionSettings(), verb, path, body)
    } catch (error) {
      return Promise.reject(error as Error)
    }
  }
}

/** `prefixOptions` split into prefix variables and query params, unless the query is given apart. */
function prefixAndQuery(cls: typeof ResourcePaths, prefixOptions: Params | undefined, query: Params | undefined): [Params, Params] {
  return query === undefined ? splitOptions(prefixOptions, cls.prefixParameters, cls.name) : [prefixOptions ?? {}, query]
}
