/**
 * Nested records (ActiveResource 2.3 base.rb `load` and `find_or_create_resource_for`): a hash in
 * a record's attributes becomes a record of the class registered for its key, else of a class
 * made for it that sends as its parent does (the parent's site, prefix, format, credentials,
 * transport and headers, read from the parent while it sets none of its own).
 */
import { camelize, singularize } from '../inflector/index'
import { registryOf } from './class-state'
import type { ResourceSettings } from './resource-settings'
import { isPlainObject } from './safe'
import { inheritHeadersFrom } from './settings'

/** A resource class as nested records need it: its settings, and records made from attributes. */
type RecordClass = typeof ResourceSettings & (new (attributes: Readonly<Record<string, unknown>>) => object)

const SHARED_SETTINGS = [
  'site',
  'prefix',
  'format',
  'user',
  'password',
  'timeout',
  'maxResponseBytes',
  'proxy',
  'logger',
  'fetch',
  'includeRootInJson',
] as const

/**
 * An attribute value as a record of `cls` holds it: a plain object becomes a record of the class
 * for `key`, the plain objects of an array records of the class for its singular (the array is
 * copied); anything else is kept as it is.
 * @param base the class a nested class is made from when none is registered (`Resource`)
 */
export function loadValue<C extends RecordClass>(base: C, cls: C, key: string, value: unknown): unknown {
  if (Array.isArray(value)) return hasPlainObject(value) ? loadArray(base, cls, key, value) : value.slice()
  if (isPlainObject(value)) return new (nestedClass(base, cls, key))(value)
  return value
}

/** True when an item of `list` is a plain object (a nested record to create). */
function hasPlainObject(list: readonly unknown[]): boolean {
  for (let i = 0; i < list.length; i++) if (isPlainObject(list[i])) return true
  return false
}

/** A loaded array attribute: its plain objects become records of the class for the key's singular. */
function loadArray<C extends RecordClass>(base: C, cls: C, key: string, list: readonly unknown[]): unknown[] {
  let nested: C | undefined
  return list.map((item: unknown) => {
    if (!isPlainObject(item)) return item
    nested ??= nestedClass(base, cls, singularize(key))
    return new nested(item)
  })
}

/** The class for a nested element of a record of `parent` (registered, or created sharing its connection). */
function nestedClass<C extends RecordClass>(base: C, parent: C, elementName: string): C {
  return registryOf(base).resolveNestedClass(parent, elementName, (p, name) => createNestedClass(base, p, name))
}

/** A class for nested `elementName` records of `parent`, reading its connection settings from `parent`. */
function createNestedClass<C extends RecordClass>(base: C, parent: C, elementName: string): C {
  const className = camelize(elementName)
  const Base: typeof ResourceSettings = base
  const created = { [className]: class extends Base {} }[className] as unknown as C
  created.elementName = elementName
  // Rails: `resource.prefix = self.class.prefix; resource.site = self.class.site`. Here every
  // connection setting is read from the parent while the created class sets none of its own,
  // so a nested record is sent the way its parent is (same transport, auth and headers).
  for (const name of SHARED_SETTINGS) {
    Object.defineProperty(created, name, {
      configurable: true,
      get: () => parent[name],
      set(value: unknown) {
        Object.defineProperty(created, name, { value, writable: true, enumerable: true, configurable: true })
      },
    })
  }
  inheritHeadersFrom(created, parent)
  return created
}
