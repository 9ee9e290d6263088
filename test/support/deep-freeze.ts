/** Freezes a declaration and every object in it (RegExps left as they are): declarations are data, never mutated. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !(value instanceof RegExp)) {
    for (const v of Object.values(value)) deepFreeze(v)
    Object.freeze(value)
  }
  return value
}
