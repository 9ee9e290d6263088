/**
 * The small checks the declaration check (../validate.ts) is built from: a failure naming its
 * place, names, strings, known keys, methods, and the walk that finds a declaration containing
 * itself.
 */
import { ACTION_METHODS, declarationPath, type HttpMethod } from '../declaration'
import { DeclarationError } from '../errors'

export const NAME_RE = /^[A-Za-z_][A-Za-z0-9_]*$/

/**
 * A param named `__proto__` would set the prototype of the recognized params object instead of
 * a key of it, so no path variable, requirement or default may use that name.
 */
export function checkParamName(where: string, option: string, name: string): void {
  if (name === '__proto__') fail(where, `${option}: "__proto__" cannot be a param name`)
}

export const fail = (where: string, message: string): never => {
  throw new DeclarationError(`${where === '' ? 'declaration' : where}: ${message}`)
}

export const join = declarationPath

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof RegExp)

export const show = (v: unknown): string =>
  typeof v === 'string' ? `"${v}"` : v instanceof RegExp ? String(v) : (JSON.stringify(v) ?? String(v))

export function checkKeys(where: string, value: Record<string, unknown>, allowed: readonly string[], what: string): void {
  const keys = Object.keys(value)
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    if (!allowed.includes(key)) fail(where, `unknown ${what} "${key}" (expected one of: ${allowed.join(', ')})`)
  }
}

export function checkString(where: string, option: string, value: unknown, allowEmpty = false): void {
  if (typeof value !== 'string') fail(where, `option "${option}" must be a string, got ${show(value)}`)
  if (!allowEmpty && value === '') fail(where, `option "${option}" must not be empty`)
}

export function checkName(where: string, name: string, what: string): void {
  if (name === '') fail(where, `empty ${what} name`)
  if (!NAME_RE.test(name)) fail(where, `${what} name ${show(name)} is not a word (letters, digits, _)`)
}

export function checkMethod(where: string, option: string, value: unknown): void {
  const one = (m: unknown): void => {
    if (m === 'head') fail(where, `option "${option}": method "head" is not routable (HEAD is recognized as GET)`)
    if (typeof m !== 'string' || !ACTION_METHODS.includes(m as HttpMethod)) {
      fail(where, `option "${option}": unknown method ${show(m)} (expected 'get', 'post', 'put', 'delete' or 'any')`)
    }
  }
  if (Array.isArray(value)) {
    if (value.length === 0) fail(where, `option "${option}": empty method list`)
    value.forEach(one)
    const twice = value.find((m, i) => value.indexOf(m) !== i)
    if (twice !== undefined) fail(where, `option "${option}": method ${show(twice)} listed twice`)
  } else {
    one(value)
  }
}

/**
 * Where the check stands: inside a namespace or not, and the resource options and scopes being
 * checked, outermost first (`open`): one met again inside itself is a cycle
 * (`a.resources = { b: a }`), which would expand forever. The same object in two places that do
 * not nest (several resources sharing one options object) is fine. Each `validateDeclaration`
 * call has its own.
 */
export interface Walk {
  readonly inNamespace: boolean
  readonly open: Set<object>
}

/** Runs `check` with `value` marked open; a value already open is a cycle. */
export function within(walk: Walk, where: string, value: object, check: () => void): void {
  enter(walk, where, value)
  check()
  walk.open.delete(value)
}

/**
 * Marks `value` open (the caller deletes it from `walk.open` once checked): {@link within}
 * without a closure, for the check of each resource.
 * @throws {DeclarationError} when `value` is already open (a cycle).
 */
export function enter(walk: Walk, where: string, value: object): void {
  if (walk.open.has(value)) fail(where, 'the declaration contains itself here (a cycle), so it would expand forever')
  walk.open.add(value)
}
