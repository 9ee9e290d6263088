/**
 * `Resource`, ActiveResource 2.3's `Base` (base.rb, custom_methods.rb, validations.rb) for
 * TypeScript, async throughout: paths, finders (their GETs in ./finders.ts), records with their
 * attributes as properties, save/destroy/reload, nested records (their classes in ./nested.ts),
 * custom methods and validation errors. The class settings (`site`, `format`, `headers`, …) are
 * its superclass, ./resource-settings.ts.
 */
import { decodeBody, request, type Verb } from './connection'
import { ArgumentError, BadRequest, DecodeError, ResourceGone, ResourceInvalid, ResourceNotFound, type ResourceResponse } from './errors'
import { find, type FindOptions } from './finders'
import { encodeXml } from './formats/xml'
import type { Format } from './formats/index'
import { checkSegment, escapeSegment, fillPrefix, prefixParameters, queryString, splitOptions, toParam, type Params } from './paths'
import { loadValue } from './nested'
import { registerClass } from './registry'
import { describeValue, isPlainObject, setOwn } from './safe'
import { adoptHeaders } from './settings'
import { ResourceSettings } from './resource-settings'
import { Errors, isDocumentWithoutErrors, isErrorsDocument } from './validations'

/** A custom-method or save body: a string sent as is, or attributes encoded in the class format. */
export type Body = string | Readonly<Record<string, unknown>>

/** Verbs of `request`, either case. */
export type RequestVerb = Verb | Lowercase<Verb>

/** The class side of a resource class whose instances are `R`. */
export type ResourceClass<R extends Resource = Resource> = typeof Resource &
  (new (attributes?: Readonly<Record<string, unknown>>, prefixOptions?: Readonly<Record<string, unknown>>) => R)

/** Attribute access on records: `person.name` reads and writes `person.attributes.name`. */
const attributeProperties: ProxyHandler<Resource> = {
  get(target, prop, receiver) {
    if (typeof prop === 'symbol' || prop in target) return Reflect.get(target, prop, receiver)
    const attributes = target.attributes
    return Object.prototype.hasOwnProperty.call(attributes, prop) ? attributes[prop] : undefined
  },
  set(target, prop, value, receiver) {
    if (typeof prop === 'symbol' || prop in target) return Reflect.set(target, prop, value, receiver)
    setOwn(target.attributes, prop, value)
    return true
  },
  has(target, prop) {
    return prop in target || (typeof prop === 'string' && Object.prototype.hasOwnProperty.call(target.attributes, prop))
  },
  deleteProperty(target, prop) {
    if (typeof prop === 'string' && !(prop in target)) return delete target.attributes[prop]
    return Reflect.deleteProperty(target, prop)
  },
}

/** True when spreading `value` copies nothing (no enumerable string keys, no own symbols). */
function isEmptyObject(value: object): boolean {
  for (const _ in value) return false
  return Object.getOwnPropertySymbols(value).length === 0
}

/**
 * A remote resource, ActiveResource style. Subclass it per resource and set the class settings:
 *
 * ```ts
 * class Person extends Resource {
 *   static override site = 'http://api.example.com/'
 *   static override format: Format = 'json'
 *   declare name: string            // typed attribute (no own property: `declare`)
 * }
 * const matz = await Person.find(1)  // GET http://api.example.com/people/1.json
 * ```
 *
 * (`override` is needed only under `noImplicitOverride`.) Attributes are read and written as
 * properties (`matz.name`) or through `attributes`; a name that is also a member of the class
 * (`errors`, `save`, `toString`, …) is reachable through `attributes` only. Declare typed
 * attributes with `declare`, not with an initialized field (a field would shadow the attribute).
 */
export class Resource extends ResourceSettings {
  /** Any attribute, as a property (typed by `declare`d properties of a subclass). */
  [attribute: string]: unknown

  // -------------------------------------------------------------------------------------------
  // Registry and paths
  // -------------------------------------------------------------------------------------------

  /**
   * Registers `cls` for nested records: an attribute whose key is its element name (or its
   * underscored class name; the singular for arrays) becomes an instance of it, for records of
   * classes in the same namespace or one inside it (`'Api.V1'` sees `'Api'` and global ones).
   * @throws ArgumentError for a namespace that is not dotted identifiers.
   */
  static register(cls: typeof Resource, namespace?: string): void {
    adoptHeaders(cls, ResourceSettings)
    registerClass(cls, namespace)
  }

  /** The prefix variables of the class (`['post_id']`). */
  static get prefixParameters(): string[] {
    return prefixParameters(this.prefix)
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
    const [prefix, rest] =
      query === undefined ? splitOptions(prefixOptions, this.prefixParameters, this.name) : [prefixOptions ?? {}, query]
    if (id === null || id === undefined || id === '') throw new ArgumentError(`${this.name}.elementPath needs an id`)
    // a record (`toParam()`, `to_param()` or `id`) gives its param; scalars are written as text
    const idParam = typeof id === 'object' ? toParam(id, `${this.name}.elementPath id`) : String(id)
    if (idParam === '') throw new ArgumentError(`${this.name}.elementPath needs an id (a new record has none)`)
    return `${this.prefixPath(prefix)}${this.collectionName}/${escapeSegment(checkSegment(idParam, `${this.name} id`))}.${this.format}${queryString(rest)}`
  }

  /** `/<prefix><collection>.<ext>?<query>` (Rails' `collection_path`; splitting as `elementPath`). */
  static collectionPath(prefixOptions?: Params, query?: Params): string {
    const [prefix, rest] =
      query === undefined ? splitOptions(prefixOptions, this.prefixParameters, this.name) : [prefixOptions ?? {}, query]
    return `${this.prefixPath(prefix)}${this.collectionName}.${this.format}${queryString(rest)}`
  }

  /** `/<prefix><collection>/<name>.<ext>?<query>`, the path of a class-level custom method. */
  static customMethodCollectionPath(name: string, params?: Params): string {
    const [prefix, query] = splitOptions(params, this.prefixParameters, this.name)
    return `${this.prefixPath(prefix)}${this.collectionName}/${escapeSegment(name)}.${this.format}${queryString(query)}`
  }

  // -------------------------------------------------------------------------------------------
  // Requests
  // -------------------------------------------------------------------------------------------

  /** Sends one request for this class (headers, auth, time-out, … from its settings). */
  static send(verb: Verb, path: string, body?: string): Promise<ResourceResponse> {
    // Not `async` (one promise and its hops fewer per request); a settings error still rejects.
    try {
      return request(this.connectionSettings(), verb, path, body)
    } catch (error) {
      return Promise.reject(error as Error)
    }
  }

  /** Encodes a custom-method body: strings as is, attributes in the class format. */
  static encodeBody(body: Body | undefined): string {
    if (body === undefined) return ''
    if (typeof body === 'string') return body
    return this.formatCodec.encode(serializable(body) as Record<string, unknown>, this.elementName, this.includeRootInJson)
  }

  // -------------------------------------------------------------------------------------------
  // Finders
  // -------------------------------------------------------------------------------------------

  /**
   * Finds records (Rails' `find`):
   * - `find(id, { params })`: GET the element (`/people/1.xml`); `ResourceNotFound` on 404.
   * - `find('all' | 'first' | 'last', { params, from })`: GET the collection (or `from`).
   * - `find('one', { from, params })`: GET one record from a path or custom method.
   *
   * Prefix variables in `params` fill the site's prefix and are kept as the records'
   * `prefixOptions`; the other params are the query string.
   * @throws ArgumentError, before sending anything, for removed API: `find('/path')` and options
   * other than `params`/`from` (Rails 1.x conditions such as `find('all', { title: 'x' })`).
   */
  static find<R extends Resource>(this: ResourceClass<R>, scope: 'all', options?: FindOptions): Promise<R[]>
  static find<R extends Resource>(this: ResourceClass<R>, scope: 'first' | 'last' | 'one', options?: FindOptions): Promise<R | null>
  static find<R extends Resource>(this: ResourceClass<R>, id: string | number | bigint, options?: FindOptions): Promise<R>
  static find<R extends Resource>(
    this: ResourceClass<R>,
    scope: string | number | bigint,
    options: FindOptions = {},
  ): Promise<R | R[] | null> {
    return find<R>(this, scope, options)
  }

  /** A record from a decoded body (a JSON root element named for the class is dropped). */
  static instantiateRecord<R extends Resource>(
    this: ResourceClass<R>,
    data: unknown,
    response: ResourceResponse | null,
    prefixOptions: Params,
  ): R {
    const attributes = recordData(this, data, response)
    const Ctor: new (attributes: Record<string, unknown>) => R = this
    const record = new Ctor(attributes)
    if (!isEmptyObject(prefixOptions)) record.prefixOptions = { ...record.prefixOptions, ...prefixOptions }
    return record
  }

  /** Records from a decoded collection body: an array, or a hash holding one (`{"people": [...]}`). */
  static instantiateCollection<R extends Resource>(
    this: ResourceClass<R>,
    data: unknown,
    response: ResourceResponse | null,
    prefixOptions: Params,
  ): R[] {
    let list: unknown = data
    if (isPlainObject(list)) {
      const keys = Object.keys(list)
      const only = keys.length === 1 ? list[keys[0] as string] : undefined
      if (Array.isArray(only)) list = only
      else if (isPlainObject(only)) list = [only] // <people><person>…</person></people> without type="array"
    }
    if (list === null) return []
    if (!Array.isArray(list)) throw unexpected(this, 'a collection', data, response)
    return list.map((item) => this.instantiateRecord(item, response, prefixOptions))
  }

  /**
   * `new this(attributes)` then `save()`; resolves to the record whether or not it saved
   * (check `valid()` / `errors`), as Rails' `create`.
   */
  static async create<R extends Resource>(
    this: ResourceClass<R>,
    attributes: Readonly<Record<string, unknown>> = {},
    prefixOptions?: Readonly<Record<string, unknown>>,
  ): Promise<R> {
    const Ctor: new (attributes: Readonly<Record<string, unknown>>, prefixOptions?: Readonly<Record<string, unknown>>) => R = this
    const record = new Ctor(attributes, prefixOptions)
    await record.save()
    return record
  }

  /**
   * DELETE `/<collection>/<id>.<ext>`; resolves to the response. Errors as `find`. As Rails'
   * `delete(id, options)`, the options are split like `elementPath`'s: prefix variables fill the
   * prefix, other keys go to the query string.
   */
  static async delete(id: string | number | bigint, prefixOptions?: Params): Promise<ResourceResponse> {
    return this.send('DELETE', this.elementPath(id, prefixOptions))
  }

  /**
   * HEAD the element: true for 2xx, false for 404 and 410 (and for a `null` id). Other errors throw.
   */
  static async exists(id: string | number | bigint | null | undefined, options: { readonly params?: Params } = {}): Promise<boolean> {
    if (id === null || id === undefined) return false
    const [prefix, query] = splitOptions(options.params, this.prefixParameters, this.name)
    try {
      const response = await this.send('HEAD', this.elementPath(id, prefix, query))
      return response.status >= 200 && response.status <= 299
    } catch (error) {
      if (error instanceof ResourceNotFound || error instanceof ResourceGone) return false
      throw error
    }
  }

  // -------------------------------------------------------------------------------------------
  // Class-level custom methods (custom_methods.rb)
  // -------------------------------------------------------------------------------------------

  /** GET `/<collection>/<name>.<ext>?<params>`; resolves to the decoded body (`null` when blank). */
  static async get(name: string, params?: Params): Promise<unknown> {
    const response = await this.send('GET', this.customMethodCollectionPath(name, params))
    return decodeBody(this.formatCodec, response)
  }

  /** POST `/<collection>/<name>.<ext>?<params>` with `body` (default `''`); resolves to the response. */
  static async post(name: string, params?: Params, body?: Body): Promise<ResourceResponse> {
    return this.send('POST', this.customMethodCollectionPath(name, params), this.encodeBody(body))
  }

  /** PUT `/<collection>/<name>.<ext>?<params>` with `body` (default `''`); resolves to the response. */
  static async put(name: string, params?: Params, body?: Body): Promise<ResourceResponse> {
    return this.send('PUT', this.customMethodCollectionPath(name, params), this.encodeBody(body))
  }

  /**
   * Any custom method on the collection, including DELETE (`Person.delete(id)` deletes by id):
   * GET resolves to the decoded body like `get`, every other verb to the response.
   */
  static request(verb: 'GET' | 'get', name: string, params?: Params): Promise<unknown>
  static request(verb: RequestVerb, name: string, params?: Params, body?: Body): Promise<ResourceResponse>
  static async request(verb: RequestVerb, name: string, params?: Params, body?: Body): Promise<unknown> {
    const v = checkVerb(verb)
    if (v === 'GET') return this.get(name, params)
    const path = this.customMethodCollectionPath(name, params)
    return this.send(v, path, v === 'POST' || v === 'PUT' ? this.encodeBody(body) : undefined)
  }

  // -------------------------------------------------------------------------------------------
  // Records
  // -------------------------------------------------------------------------------------------

  /** The attributes, by name (Rails data: snake_case keys as the server sends them). */
  attributes: Record<string, unknown> = {}
  /** The prefix variables of this record (`{ person_id: 1 }`), used for its paths. */
  prefixOptions: Record<string, unknown> = {}
  /**
   * Validation errors from the last `save()` (created on first read: most records never have
   * any; it is then an own property of the record, as it was when created eagerly).
   */
  get errors(): Errors {
    const errors = new Errors(() => Object.keys(this.attributes))
    Object.defineProperty(this, 'errors', { value: errors, enumerable: true, writable: true, configurable: true })
    return errors
  }

  /**
   * A new record. Attribute keys that are prefix variables of the class go to `prefixOptions`;
   * nested objects and arrays of objects become records (see `Resource.register`).
   * @throws ArgumentError when `attributes` is not a plain object.
   */
  constructor(attributes: Readonly<Record<string, unknown>> = {}, prefixOptions?: Readonly<Record<string, unknown>>) {
    super()
    adoptHeaders(new.target, ResourceSettings)
    const proxy = new Proxy(this, attributeProperties)
    proxy.load(attributes)
    if (prefixOptions !== undefined) proxy.prefixOptions = { ...proxy.prefixOptions, ...prefixOptions }
    return proxy
  }

  /**
   * The id: the attribute named by the class's `primaryKey` (an accessor on the prototype,
   * declared as a property so that a subclass may narrow it: `declare id: number`).
   */
  declare id: unknown

  /** True while the record has no id (it was never saved). */
  isNew(): boolean {
    return this.id === null || this.id === undefined
  }

  /** The id as a string, for URLs; `null` for a new record. */
  toParam(): string | null {
    return this.isNew() ? null : String(this.id)
  }

  /**
   * Sets attributes from a plain object (Rails' `load`): prefix variables go to `prefixOptions`,
   * nested objects become records of the class for their key, arrays of objects records of the
   * class for the key's singular.
   * @throws ArgumentError when `attributes` is not a plain object.
   */
  load(attributes: Readonly<Record<string, unknown>>): this {
    const cls = classOf(this)
    if (!isPlainObject(attributes))
      throw new ArgumentError(`${cls.name}#load expects an attributes object, got ${describeValue(attributes)}`)
    // Rails' split_options without the two intermediate objects: every key is checked before
    // anything is loaded (an empty name loads nothing), prefix variables go to prefixOptions.
    const prefixVariables = cls.prefixParameters
    const keys = Object.keys(attributes)
    let prefix: Record<string, unknown> | null = null
    for (const key of keys) {
      if (key === '') throw new ArgumentError(`${cls.name}: a parameter has an empty name`)
      if (prefixVariables.length > 0 && prefixVariables.includes(key)) setOwn((prefix ??= {}), key, attributes[key])
    }
    if (prefix !== null) this.prefixOptions = { ...this.prefixOptions, ...prefix }
    const own = this.attributes // `this` is the record's proxy: read through it once
    for (const key of keys) {
      if (prefix !== null && prefixVariables.includes(key)) continue
      setOwn(own, key, loadValue(Resource, cls, key, attributes[key]))
    }
    return this
  }

  /** The element path of this record (`/people/1.xml`), with its prefix options. */
  elementPath(query?: Params): string {
    return classOf(this).elementPath(this.toParam(), this.prefixOptions, query ?? {})
  }

  /** The collection path of this record's class, with its prefix options. */
  collectionPath(query?: Params): string {
    return classOf(this).collectionPath(this.prefixOptions, query ?? {})
  }

  /**
   * Creates (POST to the collection; id from `Location`) or updates (PUT to the element) the
   * record, then loads the response body when there is one. Resolves to true, or to false when
   * the server answers 422 (or 400 with an errors document): `errors` then holds its messages.
   * @throws every other error of the request (`ResourceConflict`, `ServerError`, …).
   */
  async save(): Promise<boolean> {
    this.errors.clear()
    try {
      if (this.isNew()) await createRemote(this)
      else await updateRemote(this)
      return true
    } catch (error) {
      if (error instanceof ResourceInvalid || (error instanceof BadRequest && isErrorsResponse(this, error.response))) {
        loadErrors(this, error.response as ResourceResponse)
        return false
      }
      throw error
    }
  }

  /**
   * The id of a created record from the response: the last path segment of `Location`, without
   * extension (`/people/5.xml` → `'5'`); `null` without a `Location`. Override for other schemes.
   */
  idFromResponse(response: ResourceResponse): string | null {
    const location = response.headers.get('Location')
    if (location === null) return null
    const match = /\/([^/]*?)(\.\w+)?$/.exec(location.replace(/[?#].*$/, ''))
    const id = match?.[1]
    if (id === undefined) return null
    try {
      return decodeURIComponent(id)
    } catch {
      return id // not percent-encoding after all
    }
  }

  /**
   * Loads the attributes of a response body into the record, when the body is not blank (and
   * `Content-Length` is not 0). Works after any custom method.
   * @throws DecodeError when the body is not a record in the class format.
   */
  loadAttributesFromResponse(response: ResourceResponse): this {
    if (response.headers.get('Content-Length') === '0' || response.body.trim() === '') return this
    const cls = classOf(this)
    const data = decodeBody(cls.formatCodec, response)
    const attributes = recordData(cls, data, response)
    return this.load(attributes)
  }

  /** DELETE the element; resolves to the response. */
  async destroy(): Promise<ResourceResponse> {
    return classOf(this).send('DELETE', this.elementPath())
  }

  /** False for a new record; else HEADs the element (see `Resource.exists`). */
  async exists(): Promise<boolean> {
    if (this.isNew()) return false
    return classOf(this).exists(this.toParam(), { params: this.prefixOptions })
  }

  /** GETs the record again and loads its attributes (prefix options kept); resolves to the record. */
  async reload(): Promise<this> {
    const cls = classOf(this) as ResourceClass
    const fresh = await cls.find(this.toParam() as string, { params: this.prefixOptions })
    this.load(fresh.attributes)
    return this
  }

  /** True when the server reported no errors at the last `save()`. */
  valid(): boolean {
    return this.errors.isEmpty()
  }

  /** A copy with the same attributes (a shallow copy, id included) and prefix options. */
  dup(): this {
    const copy = new (this.constructor as new () => this)()
    for (const key of Object.keys(this.attributes)) setOwn(copy.attributes, key, this.attributes[key])
    copy.prefixOptions = { ...this.prefixOptions }
    return copy
  }

  /**
   * A new record with a copy of the attributes but the id and nested records (and arrays of
   * them); arrays and plain objects are copied one level deep (Rails 2.3's `clone`).
   */
  clone(): this {
    const copy = new (this.constructor as new () => this)()
    const primaryKey = classOf(this).primaryKey
    for (const key of Object.keys(this.attributes)) {
      const value = this.attributes[key]
      if (key === primaryKey || value instanceof Resource) continue
      if (Array.isArray(value)) {
        if (value.some((item) => item instanceof Resource)) continue
        setOwn(copy.attributes, key, [...value])
      } else if (isPlainObject(value)) {
        setOwn(copy.attributes, key, { ...value })
      } else {
        setOwn(copy.attributes, key, value)
      }
    }
    copy.prefixOptions = { ...this.prefixOptions }
    return copy
  }

  /**
   * True for the same object, or for a record of the same class that is persisted like this one
   * with the same id (compared as strings) and the same prefix options.
   */
  equals(other: unknown): boolean {
    if (other === this) return true
    if (!(other instanceof Resource) || other.constructor !== this.constructor) return false
    if (this.isNew() || other.isNew() || this.toParam() !== other.toParam()) return false
    const a = this.prefixOptions
    const b = other.prefixOptions
    const keys = Object.keys(a)
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && String(a[k]) === String(b[k]))
    )
  }

  /** The record in the class format: `toXML()` for XML, `JSON.stringify(toJSON())` for JSON. */
  encode(): string {
    const cls = classOf(this)
    return cls.formatCodec.encode(serializable(this.attributes) as Record<string, unknown>, cls.elementName, cls.includeRootInJson)
  }

  /** The record as Rails' `to_xml`: root element named for the class, typed, dasherized. */
  toXML(): string {
    return encodeXml(serializable(this.attributes) as Record<string, unknown>, { root: classOf(this).elementName })
  }

  /** A plain value for `JSON.stringify`: the attributes (nested records as theirs), under the element name when `includeRootInJson`. */
  toJSON(): unknown {
    const cls = classOf(this)
    const attributes = serializable(this.attributes, true)
    return cls.includeRootInJson ? { [cls.elementName]: attributes } : attributes
  }

  // -------------------------------------------------------------------------------------------
  // Instance custom methods (custom_methods.rb)
  // -------------------------------------------------------------------------------------------

  /** GET `/<collection>/<id>/<name>.<ext>?<params>`; resolves to the decoded body. */
  async get(name: string, params?: Params): Promise<unknown> {
    const cls = classOf(this)
    return decodeBody(cls.formatCodec, await cls.send('GET', customMethodPath(this, name, params, false)))
  }

  /**
   * POST `/<collection>/<id>/<name>.<ext>` with `body` (default `''`); for a new record, POST
   * `/<collection>/new/<name>.<ext>` with the encoded record unless a body is given (Rails'
   * `custom_method_new_element_url`). Resolves to the response.
   */
  async post(name: string, params?: Params, body?: Body): Promise<ResourceResponse> {
    const cls = classOf(this)
    const isNew = this.isNew()
    const payload = isNew && (body === undefined || body === '') ? this.encode() : cls.encodeBody(body)
    return cls.send('POST', customMethodPath(this, name, params, isNew), payload)
  }

  /** PUT `/<collection>/<id>/<name>.<ext>` with `body` (default `''`); resolves to the response. */
  async put(name: string, params?: Params, body?: Body): Promise<ResourceResponse> {
    const cls = classOf(this)
    return cls.send('PUT', customMethodPath(this, name, params, false), cls.encodeBody(body))
  }

  /** DELETE `/<collection>/<id>/<name>.<ext>`; resolves to the response. */
  async delete(name: string, params?: Params): Promise<ResourceResponse> {
    return classOf(this).send('DELETE', customMethodPath(this, name, params, false))
  }

  /** Any instance custom method: GET resolves to the decoded body, other verbs to the response. */
  request(verb: 'GET' | 'get', name: string, params?: Params): Promise<unknown>
  request(verb: RequestVerb, name: string, params?: Params, body?: Body): Promise<ResourceResponse>
  async request(verb: RequestVerb, name: string, params?: Params, body?: Body): Promise<unknown> {
    switch (checkVerb(verb)) {
      case 'GET':
        return this.get(name, params)
      case 'POST':
        return this.post(name, params, body)
      case 'PUT':
        return this.put(name, params, body)
      case 'DELETE':
        return this.delete(name, params)
      case 'HEAD':
        return classOf(this).send('HEAD', customMethodPath(this, name, params, false))
    }
  }
}

Object.defineProperty(Resource.prototype, 'id', {
  configurable: true,
  get(this: Resource): unknown {
    const key = (this.constructor as typeof Resource).primaryKey
    return Object.prototype.hasOwnProperty.call(this.attributes, key) ? this.attributes[key] : undefined
  },
  set(this: Resource, value: unknown) {
    setOwn(this.attributes, (this.constructor as typeof Resource).primaryKey, value)
  },
})

/** The attributes of a decoded record body (a JSON root element named for the class is dropped). */
function recordData(cls: typeof Resource, data: unknown, response: ResourceResponse | null): Record<string, unknown> {
  if (!isPlainObject(data)) throw unexpected(cls, 'a record', data, response)
  if (cls.format === 'json') {
    const keys = Object.keys(data)
    const inner = keys.length === 1 && keys[0] === cls.elementName ? data[cls.elementName] : undefined
    if (isPlainObject(inner)) return inner
  }
  return data
}

function unexpected(cls: typeof Resource, what: string, data: unknown, response: ResourceResponse | null): Error {
  const message = `${cls.name}: expected ${what} in the response body, got ${describeValue(data)}`
  return response === null ? new ArgumentError(message) : new DecodeError(response, message)
}

async function createRemote(record: Resource): Promise<void> {
  const cls = classOf(record)
  const response = await cls.send('POST', cls.collectionPath(record.prefixOptions, {}), record.encode())
  const id = record.idFromResponse(response)
  if (id !== null) record.id = id
  record.loadAttributesFromResponse(response)
}

async function updateRemote(record: Resource): Promise<void> {
  const response = await classOf(record).send('PUT', record.elementPath(), record.encode())
  record.loadAttributesFromResponse(response)
}

function responseFormat(record: Resource, response: ResourceResponse): Format {
  const type = (response.headers.get('Content-Type') ?? '').toLowerCase()
  if (type.includes('json')) return 'json'
  if (type.includes('xml')) return 'xml'
  return classOf(record).format
}

function isErrorsResponse(record: Resource, response: ResourceResponse | null): boolean {
  return response !== null && isErrorsDocument(response.body, responseFormat(record, response))
}

function loadErrors(record: Resource, response: ResourceResponse): void {
  const format = responseFormat(record, response)
  const loaded = format === 'json' ? record.errors.fromJson(response.body) : record.errors.fromXml(response.body)
  // A document without `errors` gives none (ActiveResource reads only `errors`); a body that is no
  // document at all still names the status, so the failed save is explained.
  if (!loaded && !isDocumentWithoutErrors(response.body, format))
    record.errors.addToBase(`${response.status} ${response.statusText}`.trim())
}

/** `/<prefix><collection>/<id or new>/<name>.<ext>?<params>`, the path of an instance custom method. */
function customMethodPath(record: Resource, name: string, params: Params | undefined, asNew: boolean): string {
  const cls = classOf(record)
  const member = asNew ? 'new' : escapeSegment(checkSegment(record.toParam() ?? '', `${cls.name} id`))
  if (!asNew && record.isNew()) throw new ArgumentError(`${cls.name}: a new record has no element URL for the custom method ${name}`)
  return `${cls.prefixPath(record.prefixOptions)}${cls.collectionName}/${member}/${escapeSegment(name)}.${cls.format}${queryString(params)}`
}

/** The class of a record. */
function classOf(record: Resource): typeof Resource {
  return record.constructor as typeof Resource
}

/**
 * Attributes as plain data: records become their attributes, recursively. With `forJson`,
 * bigints become their decimal strings (as `encodeJson` writes them: `JSON.stringify` throws on a bigint).
 */
function serializable(value: unknown, forJson = false): unknown {
  if (value instanceof Resource) return serializable(value.attributes, forJson)
  if (Array.isArray(value)) return value.map((item) => serializable(item, forJson))
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value)) setOwn(out, key, serializable(value[key], forJson))
    return out
  }
  return forJson && typeof value === 'bigint' ? value.toString() : value
}

function checkVerb(verb: string): Verb {
  const v = String(verb).toUpperCase()
  if (v === 'GET' || v === 'POST' || v === 'PUT' || v === 'DELETE' || v === 'HEAD') return v
  throw new ArgumentError(`unknown HTTP verb ${JSON.stringify(verb)}: use get, post, put, delete or head`)
}
