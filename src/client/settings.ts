/**
 * Class settings of resource classes, inherited the way static properties are in JavaScript,
 * with one addition: `headers` is an object, and writing a key through a subclass
 * (`Manager.headers['X'] = 'v'`) must change that subclass only. Each class therefore gets its
 * own headers object whose prototype is its superclass's headers (reads fall through, writes
 * stay local — Rails 4's header inheritance, activeresource base.rb `headers`).
 *
 * Settings set with an assignment (`Person.site = …`, `static { this.site = … }`) are stored on
 * the class itself, as a non-enumerable own property under the setting's symbol, so JavaScript's
 * own lookup gives a subclass its superclass's value until it sets its own; settings declared as
 * static fields (`static override site = …`) are own properties of the class under their name and
 * shadow the stored ones, as JavaScript does. A `headers` object declared as a static field is
 * adopted (copied into a headers object of that class) the first time the class or a subclass is
 * used. The headers object and what a class derives from its settings are in its class state
 * (./class-state.ts).
 */
import { ownState, stateOf } from './class-state'

/** The value stored under `key` for `cls` or its nearest superclass, else `fallback`. */
export function readSetting<T>(cls: object, key: symbol, fallback: T): T {
  const value = (cls as Record<symbol, unknown>)[key]
  return value === undefined ? fallback : (value as T)
}

/**
 * Stores `value` as `cls`'s own setting `key` (its subclasses inherit it unless they set their own).
 * @throws TypeError naming the class and the setting when the class is frozen.
 */
export function writeSetting(cls: object, key: symbol, value: unknown): void {
  if (!Object.isExtensible(cls)) {
    throw new TypeError(`${(cls as { name?: string }).name ?? 'the class'}.${key.description ?? ''} cannot be set: the class is frozen`)
  }
  Object.defineProperty(cls, key, { value, writable: true, enumerable: false, configurable: true })
}

/** Makes `cls`'s headers inherit from `parent`'s instead of its superclass's (classes created for nested records). */
export function inheritHeadersFrom(cls: object, parent: object): void {
  stateOf(cls).headersParent = parent
}

/** The superclass's headers object, or `null` above the root class. */
function parentHeaders(cls: object, root: object): Record<string, string> | null {
  if (cls === root) return null
  const parent = (ownState(cls)?.headersParent ?? Object.getPrototypeOf(cls)) as { headers?: unknown } | null
  if (parent === null || parent === Function.prototype) return null
  const headers = parent.headers
  return headers !== null && typeof headers === 'object' ? (headers as Record<string, string>) : null
}

/**
 * `cls`'s own headers object, created on first read; its prototype is kept pointing at the
 * superclass's current headers, so a header set on a superclass later is seen by subclasses.
 */
export function classHeaders(cls: object, root: object): Record<string, string> {
  const parent = parentHeaders(cls, root)
  const state = stateOf(cls)
  let own = state.headers
  if (own === undefined) {
    own = Object.create(parent) as Record<string, string>
    // (a frozen class keeps no state: its headers are read-only, a write throws instead of being lost)
    if (!Object.isExtensible(cls)) return Object.freeze(own)
    state.headers = own
  } else if (Object.getPrototypeOf(own) !== parent) {
    Object.setPrototypeOf(own, parent)
  }
  return own
}

/**
 * Replaces `cls`'s own headers with a copy of `value` (still inheriting the superclass's).
 * @throws TypeError when `value` is not an object of header name → value.
 */
export function setClassHeaders(cls: object, root: object, value: unknown): void {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`headers must be an object of header name → value, got ${value === null ? 'null' : typeof value}`)
  }
  const own = Object.create(parentHeaders(cls, root)) as Record<string, string>
  for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
    Object.defineProperty(own, name, { value: v, enumerable: true, writable: true, configurable: true })
  }
  stateOf(cls).headers = own
}

/**
 * Moves `headers` objects declared as static fields on `cls` and its superclasses (below `root`)
 * into per-class headers objects, so that from now on a write through a subclass stays in it.
 */
export function adoptHeaders(cls: object, root: object): void {
  if (ownState(cls)?.headersAdopted === true) return
  const chain: object[] = []
  for (let k: object | null = cls; k !== null && k !== root && k !== Function.prototype; k = Object.getPrototypeOf(k) as object | null)
    chain.push(k)
  for (const k of chain.reverse()) {
    const desc = Object.getOwnPropertyDescriptor(k, 'headers')
    if (desc !== undefined && 'value' in desc) {
      delete (k as { headers?: unknown }).headers
      setClassHeaders(k, root, desc.value)
    }
  }
  // (only `cls` is marked: a superclass keeps no state for it, and adopting is idempotent)
  stateOf(cls).headersAdopted = true
}
