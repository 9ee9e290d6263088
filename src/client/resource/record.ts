/**
 * A record: its attributes (read and written as properties through a Proxy), its prefix options,
 * its id (the attribute named by the class's `primaryKey`), and what follows from them alone:
 * new or persisted, its param, its paths, copies and equality (ActiveResource 2.3 base.rb `id`,
 * `new?`, `to_param`, `element_path`, `dup`, `clone`, `==`). `load` is `Resource`'s (it makes
 * nested records of `Resource` classes).
 */
import type { Params } from '../paths'
import { isPlainObject, setOwn } from '../safe'
import { ResourcePaths } from './paths'

/** Attribute access on records: `person.name` reads and writes `person.attributes.name`. */
export const attributeProperties: ProxyHandler<ResourceRecord> = {
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

/** `Resource`'s record state and identity (see `Resource`). */
export abstract class ResourceRecord extends ResourcePaths {
  /** The attributes, by name (Rails data: snake_case keys as the server sends them). */
  attributes: Record<string, unknown> = {}
  /** The prefix variables of this record (`{ person_id: 1 }`), used for its paths. */
  prefixOptions: Record<string, unknown> = {}

  /**
   * The id: the attribute named by the class's `primaryKey` (an accessor on the prototype,
   * declared as a property so that a subclass may narrow it: `declare id: number`).
   */
  declare id: unknown

  /**
   * Sets attributes from a plain object (Rails' `load`): prefix variables go to `prefixOptions`,
   * nested objects become records of the class for their key, arrays of objects records of the
   * class for the key's singular.
   * @throws ArgumentError when `attributes` is not a plain object.
   */
  abstract load(attributes: Readonly<Record<string, unknown>>): this

  /** True while the record has no id (it was never saved). */
  isNew(): boolean {
    return this.id === null || this.id === undefined
  }

  /** The id as a string, for URLs; `null` for a new record. */
  toParam(): string | null {
    return this.isNew() ? null : String(this.id)
  }

  /** The element path of this record (`/people/1.xml`), with its prefix options. */
  elementPath(query?: Params): string {
    return classOf(this).elementPath(this.toParam(), this.prefixOptions, query ?? {})
  }

  /** The collection path of this record's class, with its prefix options. */
  collectionPath(query?: Params): string {
    return classOf(this).collectionPath(this.prefixOptions, query ?? {})
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
      if (key === primaryKey || value instanceof ResourceRecord) continue
      if (Array.isArray(value)) {
        if (value.some((item) => item instanceof ResourceRecord)) continue
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
    if (!(other instanceof ResourceRecord) || other.constructor !== this.constructor) return false
    if (this.isNew() || other.isNew() || this.toParam() !== other.toParam()) return false
    const a = this.prefixOptions
    const b = other.prefixOptions
    const keys = Object.keys(a)
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && String(a[k]) === String(b[k]))
    )
  }
}

Object.defineProperty(ResourceRecord.prototype, 'id', {
  configurable: true,
  get(this: ResourceRecord): unknown {
    const key = classOf(this).primaryKey
    return Object.prototype.hasOwnProperty.call(this.attributes, key) ? this.attributes[key] : undefined
  },
  set(this: ResourceRecord, value: unknown) {
    setOwn(this.attributes, classOf(this).primaryKey, value)
  },
})

/** The class of a record. */
export function classOf(record: ResourceRecord): typeof ResourcePaths {
  return record.constructor as typeof ResourcePaths
}
