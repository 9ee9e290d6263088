/**
 * Reading query strings and form bodies into Rack-style nested parameters, the inverse of
 * `toQuery` (./index.ts): `post[title]=x&tags[]=a&tags[]=b` → `{ post: { title: 'x' }, tags: ['a', 'b'] }`.
 *
 * The rules are Rack 1.x's `Utils.parse_nested_query` / `normalize_params`, which Rails 2.3 uses for
 * query strings and form bodies: `a[b]` nests a hash, `a[]` appends to an array, `a[][b]` builds an
 * array of hashes (a new hash starts when the key repeats). A key used both as a scalar and as a
 * hash or array is a {@link ParamsError}. `__proto__`, `constructor` and `prototype` keys are
 * dropped (as qs and Rack do); a name nested deeper than the depth limit (Rack's
 * `param_depth_limit`) is a {@link ParamDepthError}.
 */
/** Keys dropped from parsed parameters and bodies (as qs and Rack do): they would reach or shadow a prototype. */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

/** A parsed parameter value: a string, a `File` (multipart forms), or nested arrays / hashes of them. */
export type ParamValue = string | File | ParamValue[] | ParamHash

/** A hash of parsed parameters. */
export interface ParamHash {
  [key: string]: ParamValue
}

/** A query string or form body that cannot be read (bad percent-encoding, conflicting keys). */
export class ParamsError extends Error {
  override name = 'ParamsError'
}

const isHash = (v: ParamValue | undefined): v is ParamHash =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Blob)

function decode(component: string): string {
  const s = component.replace(/\+/g, ' ')
  if (!s.includes('%')) return s
  try {
    return decodeURIComponent(s)
  } catch {
    throw new ParamsError(`invalid %-encoding in ${JSON.stringify(component)}`)
  }
}

const KEY = /^[[\]]*([^[\]]+)\]*/
const ARRAY_OF_HASHES = /^\[\]\[([^[\]]+)\]$/
const ARRAY_CHILD = /^\[\](.+)$/

/**
 * Stores `value` under the Rack-style `name` (`a[b][]`) in `params`, creating nested hashes and
 * arrays as Rack does. Mutates and returns `params`.
 * @throws {@link ParamsError} when `name` uses an existing key with another shape.
 */
export function normalizeParams(params: ParamHash, name: string, value: ParamValue): ParamHash {
  const m = KEY.exec(name)
  const key = m?.[1] ?? ''
  const after = m ? name.slice(m[0].length) : ''
  if (key === '' || UNSAFE_KEYS.has(key)) return params
  const has = Object.hasOwn(params, key)
  const current = has ? params[key] : undefined

  if (after === '') {
    params[key] = value
  } else if (after === '[]') {
    if (has && !Array.isArray(current)) throw conflict(key, 'an array')
    const list = (current as ParamValue[] | undefined) ?? (params[key] = [])
    list.push(value)
  } else if (ARRAY_OF_HASHES.test(after) || ARRAY_CHILD.test(after)) {
    const childKey = (ARRAY_OF_HASHES.exec(after) ?? ARRAY_CHILD.exec(after))![1]!
    if (has && !Array.isArray(current)) throw conflict(key, 'an array')
    const list = (current as ParamValue[] | undefined) ?? (params[key] = [])
    const last = list[list.length - 1]
    if (isHash(last) && !hasKeyPath(last, childKey)) {
      normalizeParams(last, childKey, value)
    } else {
      list.push(normalizeParams({}, childKey, value))
    }
  } else {
    if (has && !isHash(current)) throw conflict(key, 'a hash')
    const hash = (current as ParamHash | undefined) ?? (params[key] = {})
    normalizeParams(hash, after, value)
  }
  return params
}

/**
 * Whether `hash` already holds the key path `childKey` (`'[b][c]'` → `hash.b.c`), Rack's
 * `params_hash_has_key?`: a path with `[]` never does (it appends), so the next element of an
 * array of hashes starts only when a field is written twice.
 */
function hasKeyPath(hash: ParamHash, childKey: string): boolean {
  if (childKey.includes('[]')) return false
  let h: ParamValue = hash
  for (const part of childKey.split(/[[\]]+/)) {
    if (part === '') continue
    if (!isHash(h) || !Object.hasOwn(h, part)) return false
    h = h[part]!
  }
  return true
}

function conflict(key: string, expected: string): ParamsError {
  return new ParamsError(`conflicting parameter shapes: expected ${expected} for key ${JSON.stringify(key)}`)
}

/**
 * Parses a query string or an `application/x-www-form-urlencoded` body (a leading `?` is allowed)
 * into nested params, Rack style. `+` is a space; a pair without `=` has the value `''`.
 * @param maxDepth most `[` levels in a name (default 100, Rack's `param_depth_limit`).
 * @throws {@link ParamsError} on bad %-encoding or conflicting key shapes.
 * @throws {@link ParamDepthError} for a name nested deeper than `maxDepth`.
 * @example parseNestedQuery('post[title]=Hi+there&tags[]=a') // { post: { title: 'Hi there' }, tags: ['a'] }
 */
export function parseNestedQuery(query: string, maxDepth = 100): ParamHash {
  const params: ParamHash = {}
  const s = query.startsWith('?') ? query.slice(1) : query
  if (s === '') return params
  for (const pair of s.split(/[&;]/)) {
    if (pair === '') continue
    const eq = pair.indexOf('=')
    const name = decode(eq < 0 ? pair : pair.slice(0, eq))
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1))
    normalizeParams(params, checkDepth(name, maxDepth), value)
  }
  return params
}

/** A parameter name nested deeper than the limit (Rack's `param_depth_limit`). */
export class ParamDepthError extends ParamsError {
  override name = 'ParamDepthError'
  constructor(
    readonly maxDepth: number,
    parameter: string,
  ) {
    super(
      `parameter ${JSON.stringify(parameter.length > 40 ? parameter.slice(0, 40) + '…' : parameter)} nested deeper than ${maxDepth} levels`,
    )
  }
}

/**
 * `name`, when its `[` nesting is at most `maxDepth` levels.
 * @throws {@link ParamDepthError} past it.
 */
function checkDepth(name: string, maxDepth: number): string {
  let depth = 0
  for (let i = name.indexOf('['); i >= 0; i = name.indexOf('[', i + 1)) {
    if (++depth > maxDepth) throw new ParamDepthError(maxDepth, name)
  }
  return name
}

/**
 * Nests the entries of a `FormData` (multipart or urlencoded) Rack style; file fields stay `File`s.
 * @throws {@link ParamsError} on conflicting key shapes, {@link ParamDepthError} past `maxDepth`.
 */
export function nestFormData(form: FormData, maxDepth = 100): ParamHash {
  const params: ParamHash = {}
  for (const [name, value] of form) normalizeParams(params, checkDepth(name, maxDepth), value)
  return params
}
