/**
 * Helpers that keep data from remote bodies as plain data: a key such as `__proto__`,
 * `constructor` or `prototype` becomes an own property, never an assignment through a setter
 * or a prototype. Every object built from a response body goes through `setOwn`.
 */

const hasOwn = Object.prototype.hasOwnProperty

/** Assigns `obj[key] = value` as an own, enumerable, writable data property (no setter runs). */
export function setOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__' || !(key in obj) || hasOwn.call(obj, key)) {
    if (key === '__proto__') {
      Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true })
    } else {
      obj[key] = value
    }
    return
  }
  // An inherited name (`constructor`, `toString`, …): define it, so no inherited setter runs.
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true })
}

/** True for `{}`-style objects (prototype `Object.prototype` or `null`), false for arrays, dates, records. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/** A refused value as an error message shows it: a string quoted, else its kind (`null`, `an array`, `number`). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'string') return JSON.stringify(value)
  return typeof value
}
