/**
 * The request limits of `createRequestHandler` (inherited by `toNodeListener`): each refused
 * before the work it bounds, with the status and a message naming the limit and its option.
 */
import { UNSAFE_KEYS } from '../url/index'

/** The limits a handler enforces; every one has a safe default (see {@link DEFAULT_LIMITS}). */
export interface RequestLimits {
  /** Largest request body, in bytes, counted while it is read (default 1 MiB, as Fastify's `bodyLimit`): 413. */
  maxBodyBytes: number
  /** Longest request target (path and query string), in characters (default 8 KiB): 414. */
  maxUrlLength: number
  /** Most parameters in the query string plus a form body (default 1000, as qs' `parameterLimit`): 413. */
  maxParams: number
  /**
   * Deepest nesting of a query string, form or JSON / XML body (default 100, Rack's
   * `param_depth_limit`): 400 naming the limit.
   */
  maxParamDepth: number
  /** Most files in a multipart body (default 128, Rack's `multipart_part_limit`): 413. Their size counts in `maxBodyBytes`. */
  maxFiles: number
}

export const DEFAULT_LIMITS: Readonly<RequestLimits> = Object.freeze({
  maxBodyBytes: 1024 * 1024,
  maxUrlLength: 8 * 1024,
  maxParams: 1000,
  maxParamDepth: 100,
  maxFiles: 128,
})

/** A request over one of the limits: `status` is the answer (400, 413, 414), the message names the option. */
export class LimitError extends Error {
  override name = 'LimitError'
  readonly status: 400 | 413 | 414
  constructor(status: 400 | 413 | 414, message: string) {
    super(message)
    this.status = status
  }
}

/**
 * The limits of `options` over the defaults.
 * @throws {TypeError} for a limit that is not a whole number ≥ 0 (or 1 for the URL length).
 */
export function limitsOf(options: Partial<Record<keyof RequestLimits, unknown>>): RequestLimits {
  const limits = { ...DEFAULT_LIMITS }
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof RequestLimits)[]) {
    const value = options[key]
    if (value === undefined) continue
    if (typeof value !== 'number' || !(Number.isInteger(value) || value === Infinity) || value < 0) {
      throw new TypeError(`createRequestHandler: option "${key}" must be a whole number ≥ 0 (or Infinity), got ${String(value)}`)
    }
    limits[key] = value
  }
  return limits
}

export const bodyTooLarge = (limit: number): LimitError => new LimitError(413, `request body larger than ${limit} bytes (maxBodyBytes)`)

/**
 * Counts the `&`/`;`-separated pairs of a query string or form body without parsing it.
 * @throws {LimitError} 413 when `seen` plus this string's pairs pass `limit`.
 * @returns `seen` plus the pairs counted.
 */
export function countPairs(text: string, seen: number, limit: number, where: string): number {
  let n = seen
  let start = 0
  for (let i = 0; i <= text.length; i++) {
    const c = i === text.length ? 38 : text.charCodeAt(i)
    if (c !== 38 && c !== 59) continue
    if (i > start) n++
    start = i + 1
    if (n > limit) throw new LimitError(413, `more than ${limit} parameters in the ${where} (maxParams)`)
  }
  return n
}

/**
 * Checks the nesting depth of a parsed JSON / XML body and deletes its `__proto__`,
 * `constructor` and `prototype` keys, in place, without recursion.
 * @throws {LimitError} 400 naming the limit when arrays / objects nest deeper than `maxDepth`.
 */
export function sanitizeBody(value: unknown, maxDepth: number, what: string): unknown {
  if (value === null || typeof value !== 'object') return value
  const stack: [object, number][] = [[value, 1]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    if (depth > maxDepth) throw new LimitError(400, `${what} body nested deeper than ${maxDepth} levels (maxParamDepth)`)
    if (Array.isArray(node)) {
      for (const v of node) if (v !== null && typeof v === 'object') stack.push([v, depth + 1])
      continue
    }
    const o = node as Record<string, unknown>
    for (const k of Object.keys(o)) {
      if (UNSAFE_KEYS.has(k)) {
        delete o[k]
        continue
      }
      const v = o[k]
      if (v !== null && typeof v === 'object') stack.push([v, depth + 1])
    }
  }
  return value
}
