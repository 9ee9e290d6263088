/**
 * TypeScript printing: the converted declaration as a value tree with comments (what each entry's
 * routes.rb line is, why an option was added, what was left out), printed as a readable object
 * literal — short objects on one line, comments on their own lines or after the entry.
 */

/** A literal, a RegExp, or an object/array whose members may carry comments. */
export type Printable =
  | { readonly kind: 'object'; readonly members: readonly Member[] }
  | { readonly kind: 'array'; readonly members: readonly Member[] }
  | { readonly kind: 'literal'; readonly value: string | number | boolean | null }
  | { readonly kind: 'regexp'; readonly source: string; readonly flags: string }

/** One member of an object (with `key`) or array: a value with comments, or comment lines only. */
export interface Member {
  readonly key?: string
  readonly value?: Printable
  /** Comment lines printed before the member. */
  readonly comments?: readonly string[]
  /** A comment printed after the member, on its first line. */
  readonly trailing?: string
}

/** A literal value. */
export const literal = (value: string | number | boolean | null): Printable => ({ kind: 'literal', value })

/** An object from members. */
export const object = (members: readonly Member[]): Printable => ({ kind: 'object', members })

/** An array from members. */
export const array = (members: readonly Member[]): Printable => ({ kind: 'array', members })

const WIDTH = 110
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** A single-quoted TypeScript string literal. */
export function quote(text: string): string {
  return `'${text.replace(/[\\'\n\r\t\u2028\u2029]/g, (c) => ({ '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t', '\u2028': '\\u2028', '\u2029': '\\u2029' })[c]!)}'`
}

const keyText = (key: string): string => (IDENTIFIER.test(key) ? key : quote(key))

/** A RegExp literal for `source` (a `/` is escaped, an empty source is `(?:)`). */
export const regexpText = (source: string, flags: string): string => `/${new RegExp(source).source}/${flags}`

const hasComments = (p: Printable): boolean =>
  (p.kind === 'object' || p.kind === 'array') &&
  p.members.some(
    (m) => m.comments?.length || m.trailing !== undefined || m.value === undefined || (m.value !== undefined && hasComments(m.value)),
  )

/** The value on one line, or undefined when it holds comments. */
function inline(p: Printable): string | undefined {
  switch (p.kind) {
    case 'literal':
      return typeof p.value === 'string' ? quote(p.value) : String(p.value)
    case 'regexp':
      return regexpText(p.source, p.flags)
    case 'object':
    case 'array': {
      if (hasComments(p)) return undefined
      const parts = p.members.map((m) => (p.kind === 'object' ? `${keyText(m.key!)}: ${inline(m.value!)}` : inline(m.value!)!))
      if (parts.length === 0) return p.kind === 'object' ? '{}' : '[]'
      return p.kind === 'object' ? `{ ${parts.join(', ')} }` : `[${parts.join(', ')}]`
    }
  }
}

/** Comment lines at `indent` (`//` per line; an empty line stays an empty comment). */
const commentLines = (lines: readonly string[], indent: string): string[] =>
  lines.map((l) => (l === '' ? `${indent}//` : `${indent}// ${l}`))

/**
 * The value as TypeScript source, its first line unindented, later lines at `indent`.
 * Objects and arrays go on one line when they have no comments and fit the width.
 */
export function print(p: Printable, indent = '', column = 0): string {
  const one = inline(p)
  if (one !== undefined && (column + one.length <= WIDTH || (p.kind !== 'object' && p.kind !== 'array'))) return one
  if (p.kind !== 'object' && p.kind !== 'array') return one!
  const inner = `${indent}  `
  const lines: string[] = [p.kind === 'object' ? '{' : '[']
  for (const m of p.members) {
    lines.push(...commentLines(m.comments ?? [], inner))
    if (m.value === undefined) continue
    const head = p.kind === 'object' ? `${keyText(m.key!)}: ` : ''
    const text = `${inner}${head}${print(m.value, inner, inner.length + head.length)},`
    if (m.trailing === undefined) {
      lines.push(text)
      continue
    }
    const newline = text.indexOf('\n')
    lines.push(newline < 0 ? `${text} // ${m.trailing}` : `${text.slice(0, newline)} // ${m.trailing}${text.slice(newline)}`)
  }
  lines.push(`${indent}${p.kind === 'object' ? '}' : ']'}`)
  return lines.join('\n')
}

/** The plain JavaScript value of a printable (RegExp objects for Regexps), as the printed code evaluates. */
export function toValue(p: Printable): unknown {
  switch (p.kind) {
    case 'literal':
      return p.value
    case 'regexp':
      return new RegExp(p.source, p.flags)
    case 'array':
      return p.members.filter((m) => m.value !== undefined).map((m) => toValue(m.value!))
    case 'object':
      return Object.fromEntries(p.members.filter((m) => m.value !== undefined).map((m) => [m.key!, toValue(m.value!)]))
  }
}
