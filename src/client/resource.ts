/**
 * `Resource`, ActiveResource 2.3's `Base` (base.rb, custom_methods.rb, validations.rb) for
 * TypeScript, async throughout. Its members are written in layers, each a class in its own file,
 * each extending the one before:
 * - ./resource-settings.ts: the class settings (`site`, `format`, `headers`, …);
 * - ./resource/paths.ts: the prefix, element, collection and custom-method paths, and `send`;
 * - ./resource/record.ts: attributes as properties, the id, new or persisted, copies, equality;
 * - ./resource/serialization.ts: `encode`, `toXML`, `toJSON`, custom-method bodies;
 * - ./resource/persistence.ts: save (create or update), destroy, exists, validation errors;
 * - ./resource/custom-methods.ts: `get`, `post`, `put`, `delete`, `request` on the collection
 *   and on a record;
 * - this file: `Resource` itself, which makes records (the constructor, `load`, nested records:
 *   ./nested.ts), finds them (their GETs in ./finders.ts) and creates them.
 */
import { ArgumentError, type ResourceResponse } from './errors'
import { find, type FindOptions } from './finders'
import type { Params } from './paths'
import { loadValue } from './nested'
import { registryOf } from './class-state'
import { describeValue, isPlainObject, setOwn } from './safe'
import { adoptHeaders } from './settings'
import { ResourceSettings } from './resource-settings'
import { ResourceCustomMethods } from './resource/custom-methods'
import { attributeProperties } from './resource/record'
import { recordData, unexpected } from './resource/serialization'

export type { RequestVerb } from './resource/custom-methods'
export type { Body } from './resource/serialization'

/** The class side of a resource class whose instances are `R`. */
export type ResourceClass<R extends Resource = Resource> = typeof Resource &
  (new (attributes?: Readonly<Record<string, unknown>>, prefixOptions?: Readonly<Record<string, unknown>>) => R)

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
export class Resource extends ResourceCustomMethods {
  /** Any attribute, as a property (typed by `declare`d properties of a subclass). */
  [attribute: string]: unknown

  /**
   * Registers `cls` for nested records: an attribute whose key is its element name (or its
   * underscored class name; the singular for arrays) becomes an instance of it, for records of
   * classes in the same namespace or one inside it (`'Api.V1'` sees `'Api'` and global ones).
   * @throws ArgumentError for a namespace that is not dotted identifiers.
   */
  static register(cls: typeof Resource, namespace?: string): void {
    adoptHeaders(cls, ResourceSettings)
    registryOf(Resource).register(cls, namespace)
  }

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
   * A new record. Attribute keys that are prefix variables of the class go to `prefixOptions`;
   * nested objects and arrays of objects become records (see `Resource.register`).
   * @throws ArgumentError when `attributes` is not a plain object.
   */
  constructor(attributes: Readonly<Record<string, unknown>> = {}, prefixOptions?: Readonly<Record<string, unknown>>) {
    super()
    adoptHeaders(new.target, ResourceSettings)
    const proxy = new Proxy(this, attributeProperties as ProxyHandler<this>)
    proxy.load(attributes)
    if (prefixOptions !== undefined) proxy.prefixOptions = { ...proxy.prefixOptions, ...prefixOptions }
    return proxy
  }

  /**
   * Sets attributes from a plain object (Rails' `load`): prefix variables go to `prefixOptions`,
   * nested objects become records of the class for their key, arrays of objects records of the
   * class for the key's singular.
   * @throws ArgumentError when `attributes` is not a plain object.
   */
  override load(attributes: Readonly<Record<string, unknown>>): this {
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

  /** GETs the record again and loads its attributes (prefix options kept); resolves to the record. */
  async reload(): Promise<this> {
    const cls = classOf(this) as ResourceClass
    const fresh = await cls.find(this.toParam() as string, { params: this.prefixOptions })
    this.load(fresh.attributes)
    return this
  }
}

/** The class of a record. */
function classOf(record: Resource): typeof Resource {
  return record.constructor as typeof Resource
}
