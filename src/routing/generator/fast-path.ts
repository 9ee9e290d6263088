/**
 * The fast path of a helper's common call: exactly the required params, as strings or numbers,
 * no options. A route it covers is precompiled into the static texts around its params, so the
 * call is a few string concatenations; anything else (a record, an option, a refused value)
 * returns undefined and the general path (./path.ts) decides, with the same result.
 */
import { DIVIDER, FORMAT, PARAM, STATIC, escapeSegment } from '../segments'
import type { GenerationRoute } from './compiled-route'

/**
 * The precompiled form of a helper for its common call: exactly the required params, as strings
 * or numbers, no options. `parts` are the static texts around the `n` params, `tests` each
 * param's requirement ('default' for Rails' `[^/.?]+`). Undefined for routes it does not cover
 * (controller / glob segments, optional segments before the end, non-segment checks other than
 * controller/action).
 */
export interface FastPath {
  n: number
  parts: string[]
  tests: (RegExp | 'default' | undefined)[]
}

/** Compiles the {@link FastPath} of a route, if it has one. */
export function fastPath(g: GenerationRoute): FastPath | undefined {
  if (g.checks.some(([k]) => k !== 'controller' && k !== 'action')) return undefined
  const segs = g.path.segments
  const parts: string[] = ['']
  const tests: (RegExp | 'default' | undefined)[] = []
  let last = segs.length - 1
  while (last >= 0 && segs[last]!.optional && (segs[last]!.kind === DIVIDER || segs[last]!.kind === FORMAT)) last--
  for (let i = 0; i <= last; i++) {
    const s = segs[i]!
    if (s.optional) return undefined
    if (s.kind === DIVIDER) parts[parts.length - 1] += s.text
    else if (s.kind === STATIC) parts[parts.length - 1] += escapeSegment(s.text)
    else if (s.kind === PARAM) {
      tests.push(
        s.regexp === undefined ? undefined : s.regexp.source === '[^/.?]+' && s.regexp.flags === '' ? 'default' : g.anchored.get(s.key),
      )
      parts.push('')
    } else return undefined
  }
  if (parts.length === 1 && parts[0] === '') parts[0] = '/'
  // A first param right after the leading `/` whose requirement lets it be empty: the general
  // path decides for an empty value (the path would start with `//`).
  if (parts[0] === '/' && tests.length > 0 && tests[0] !== 'default') tests[0] = nonEmpty(tests[0])
  return { n: tests.length, parts, tests }
}

function nonEmpty(test: RegExp | undefined): RegExp {
  return test === undefined ? /^[^]/ : new RegExp('^(?=[^])' + test.source.slice(1), test.flags)
}

/**
 * The characters a path segment keeps as they are (src/url `escapeSegment`: letters, digits,
 * `- _ . ! ~ * ' ( )` and `: @ & = + $ , ;`), by char code below 128: 1 keeps; 2 is `.`, `/` or
 * `?`, which the default requirement `[^/.?]+` refuses (`/` and `?` are escaped where allowed,
 * `.` kept); 0 is escaped.
 */
const SEGMENT_CHARS = ((): Uint8Array => {
  const table = new Uint8Array(128)
  const keep = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_!~*'():@&=+$,;"
  for (let i = 0; i < keep.length; i++) table[keep.charCodeAt(i)] = 1
  table[46] = table[47] = table[63] = 2
  return table
})()

/**
 * A string param under the default requirement: the value itself when every char is one a
 * segment keeps (most ids: one pass over the chars, nothing encoded), escaped when some char
 * needs it, undefined when empty or holding `/`, `.` or `?` (the general path then throws).
 */
function defaultSegmentText(v: string): string | undefined {
  const n = v.length
  if (n === 0) return undefined
  let plain = true
  for (let i = 0; i < n; i++) {
    const c = v.charCodeAt(i)
    const kind = c < 128 ? SEGMENT_CHARS[c]! : 0
    if (kind === 2) return undefined
    if (kind === 0) plain = false
  }
  return plain ? v : escapeSegment(v)
}

/** A param's segment text: the value itself when every char is one a segment keeps, else escaped. */
function segmentText(v: string): string {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i)
    if (c >= 128 || SEGMENT_CHARS[c] === 0 || c === 47 || c === 63) return escapeSegment(v)
  }
  return v
}

/**
 * One param of the fast path: its escaped text, or undefined when the general path must decide
 * (not a string or number, or refused by its requirement — the general path then throws).
 */
function fastParamText(v: unknown, t: RegExp | 'default' | undefined): string | undefined {
  if (typeof v === 'string') {
    if (t === 'default') return defaultSegmentText(v)
    return t === undefined || t.test(v) ? segmentText(v) : undefined
  }
  if (typeof v === 'number') {
    // Digits, '-', '.', 'e', '+', 'Infinity', 'NaN': nothing to escape.
    const text = String(v)
    if (t === 'default') return text.indexOf('.') < 0 ? text : undefined
    return t === undefined || t.test(text) ? text : undefined
  }
  return undefined
}

/** The fast path for up to three params passed as separate arguments (no array, no loop). */
export function fastCall(f: FastPath, count: number, a: unknown, b: unknown, c: unknown): string | undefined {
  if (count !== f.n) return undefined
  const p = f.parts
  if (count === 0) return p[0]
  const x = fastParamText(a, f.tests[0])
  if (x === undefined) return undefined
  if (count === 1) return p[0]! + x + p[1]
  const y = fastParamText(b, f.tests[1])
  if (y === undefined) return undefined
  if (count === 2) return p[0]! + x + p[1] + y + p[2]
  const z = fastParamText(c, f.tests[2])
  if (z === undefined) return undefined
  return p[0]! + x + p[1] + y + p[2] + z + p[3]
}

/** The fast path over an argument list (any number of params). */
export function fastArgs(f: FastPath, args: readonly unknown[]): string | undefined {
  if (args.length !== f.n) return undefined
  let out = f.parts[0]!
  for (let i = 0; i < f.n; i++) {
    const x = fastParamText(args[i], f.tests[i])
    if (x === undefined) return undefined
    out += x + f.parts[i + 1]
  }
  return out
}
