/**
 * A helper call's arguments → its params hash (docs/helpers-and-types.md): which last argument is
 * the options object, which plain object is Rails' hash form, which is a record, and the
 * positional params filling the route's params in order. Rails 2.3 route_set.rb
 * (`define_url_helper`: positional args fill the segment keys).
 */
import { RoutingError } from '../errors'
import type { GenerationRoute } from './compiled-route'
import { HASH_FORM_KEYS, URL_ONLY_OPTIONS } from './options'

/** A record argument: an object with `to_param()`, `toParam()` or `id`. */
function isRecord(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const o = value as Record<string, unknown>
  return 'id' in o || typeof o['to_param'] === 'function' || typeof o['toParam'] === 'function'
}

/** An object without `to_param()` / `toParam()` (arrays are not). */
export function isPlainHash(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const o = value as Record<string, unknown>
  return typeof o['to_param'] !== 'function' && typeof o['toParam'] !== 'function'
}

/** An object whose prototype is Object's or null (not a class instance). */
function hasPlainPrototype(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}

/** A plain object (Object or null prototype) whose keys are all {@link URL_ONLY_OPTIONS}. */
export function isUrlOnlyOptions(value: unknown): value is Readonly<Record<string, unknown>> {
  if (value === null || typeof value !== 'object' || !hasPlainPrototype(value)) return false
  for (const k in value) if (!URL_ONLY_OPTIONS.has(k)) return false
  return true
}

/** The options object: marked `_options: true`, or a plain object that is not a record. */
function isOptionsObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  return (value as Record<string, unknown>)['_options'] === true || !isRecord(value)
}

/**
 * Rails' hash form, `product_path({ id: 1, format: 'json' })`: a plain object (no `to_param()` /
 * `toParam()`, an Object or null prototype) whose own keys are all the route's segment keys or URL
 * options, with at least one URL option, and none of the params the `before` positional arguments
 * fill, is the options object even with an `id`. Any other key makes it a record (its attributes
 * are not query params).
 */
function isHashForm(g: GenerationRoute, value: unknown, before: number): value is Record<string, unknown> {
  if (!isPlainHash(value) || !hasPlainPrototype(value)) return false
  let option = false
  for (const k of Object.keys(value)) {
    if (HASH_FORM_KEYS.has(k)) option = true
    else if (!g.path.keys.includes(k)) return false
    const at = g.positional.indexOf(k)
    if (at >= 0 && at < before) return false
  }
  return option
}

/**
 * Builds the params hash of a helper call from its arguments (docs/helpers-and-types.md): a trailing options
 * object (rule 1), the named form (rule 2), positional params filling the required params in
 * order, then the optional ones (rule 3).
 * @param helper the helper's name, for the error message.
 * @throws {RoutingError} when more positional params are given than the route has segment keys
 * (nothing is silently dropped; the types refuse such a call too).
 */
export function argsToHash(g: GenerationRoute, args: readonly unknown[], helper = g.route.name ?? 'route'): Record<string, unknown> {
  let n = args.length
  let opts: Record<string, unknown> | undefined
  const lastArg = args[n - 1]
  if (n > 0 && (isOptionsObject(lastArg) || isHashForm(g, lastArg, n - 1))) {
    opts = lastArg
    n--
  } else if (
    n === 1 &&
    g.path.required.length >= 2 &&
    typeof lastArg === 'object' &&
    lastArg !== null &&
    g.path.required.every((k) => Object.hasOwn(lastArg, k))
  ) {
    opts = lastArg as Record<string, unknown>
    n = 0
  }
  const pos = g.positional
  if (n > pos.length) {
    const takes = pos.length === 0 ? 'no params' : `at most ${pos.length} (${pos.map((k) => `:${k}`).join(', ')})`
    throw new RoutingError(`${helper} failed to generate: ${n} params given, it takes ${takes}`)
  }
  const hash: Record<string, unknown> = { ...g.defaults, ...opts }
  // An option given as undefined is left out (as a query param is): a default keeps its value.
  if (opts !== undefined) for (const k in opts) if (opts[k] === undefined && Object.hasOwn(g.defaults, k)) hash[k] = g.defaults[k]
  const required = g.path.required.length
  for (let i = 0; i < n; i++) {
    const value = args[i]
    // Rails 2.3 fills the optional format positionally too, whatever the value
    // (`article_path(1, { id: 2 })` is `/articles/1.2` there); here only a string is a format:
    // a number or a record in that place is a param too many.
    if (pos[i] === 'format' && i >= required && typeof value !== 'string') {
      const what = typeof value === 'object' && value !== null ? 'a record' : String(value)
      const takes = required === 0 ? 'no params' : `${required} (${g.path.required.map((k) => `:${k}`).join(', ')})`
      throw new RoutingError(
        `${helper} failed to generate: ${n} params given, it takes ${takes}; ${what} is no format (a format is a string, or give it as { format })`,
      )
    }
    hash[pos[i]!] = value
  }
  return hash
}
