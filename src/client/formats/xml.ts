/**
 * XML bodies the way Rails 2.3 writes and reads them: `Hash#to_xml` / `Array#to_xml`
 * (activesupport core_ext/hash/conversions.rb, core_ext/array/conversions.rb) and `Hash.from_xml`
 * (the same file, over XmlMini). ActiveResource's XmlFormat is these two plus "drop the root".
 *
 * Parsing (./xml-parse.ts) is fast-xml-parser — the platform's DOMParser in browser bundles —
 * with entity processing off: a DOCTYPE's entities are never expanded
 * (no XXE, no billion laughs); the five predefined entities and numeric character references are
 * decoded here, and any other entity reference is an error. Keys that could reach a prototype
 * (`__proto__`, `constructor`, `prototype`, …) stay plain own data.
 */
import { createNodeParser, type OrderedNode } from './xml-parse'
import { dasherize, singularize } from '../../inflector/index'
import { isPlainObject, setOwn } from '../safe'

/** A body that is not well-formed XML, or not XML that Rails' conventions can read. */
export class XmlError extends Error {
  override name = 'XmlError'
}

/** Options of {@link encodeXml}, Rails' `to_xml` options. */
export interface EncodeXmlOptions {
  /** Root element name (dasherized unless `dasherize: false`), e.g. `'person'`. */
  readonly root: string
  /** Write the `<?xml version="1.0" encoding="UTF-8"?>` line (Rails' default: true). */
  readonly instruct?: boolean
  /** Spaces per nesting level (Rails' default: 2). */
  readonly indent?: number
  /** Dasherize element names, `created_at` → `created-at` (Rails' default: true). */
  readonly dasherize?: boolean
  /** Leave out the `type="…"` attributes (Rails' `:skip_types`). */
  readonly skipTypes?: boolean
}

// ---------------------------------------------------------------------------------------------
// Encoding: Hash#to_xml
// ---------------------------------------------------------------------------------------------

/**
 * A `Date` decoded from `type="date"` (a day, no time): encoded back as `type="date"` while it
 * still holds a UTC midnight, so a record loaded and saved keeps Rails' type (`Date#to_xml`).
 * (A subclass, so the value says it itself: no table of such dates to keep.)
 */
class CalendarDay extends Date {}
const DAY_MS = 86_400_000

function isDateOnly(value: Date): boolean {
  return value instanceof CalendarDay && value.getTime() % DAY_MS === 0
}

/** Rails' XML_TYPE_NAMES, for the JavaScript values that have one (strings have none). */
function xmlTypeOf(value: unknown): string | null {
  switch (typeof value) {
    case 'number':
      return Number.isInteger(value) ? 'integer' : 'float'
    case 'bigint':
      return 'integer'
    case 'boolean':
      return 'boolean'
    default:
      if (value instanceof Uint8Array) return 'base64Binary'
      return value instanceof Date ? (isDateOnly(value) ? 'date' : 'datetime') : null
  }
}

/** Rails' `base64Binary` formatting (what `type="base64Binary"` decodes from). */
function base64Bytes(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i] as number)
  return btoa(binary)
}

/** Rails' XML_FORMATTING: datetimes as `xmlschema` (UTC, `Z`, no fraction unless there is one). */
function formatScalar(value: unknown): string {
  if (value instanceof Uint8Array) return base64Bytes(value)
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new XmlError('cannot encode an invalid Date as XML')
    if (isDateOnly(value)) return value.toISOString().slice(0, 10)
    return value.toISOString().replace('.000Z', 'Z')
  }
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NaN'
    // String(1e21) is '1e+21', which Rails reads as 1 under type="integer": write every digit
    return Number.isInteger(value) && !Number.isSafeInteger(value) ? BigInt(value).toString() : String(value)
  }
  return String(value)
}

const XML_NAME = /^[\p{L}_:][\p{L}\p{N}_.\-:]*$/u
// Characters XML 1.0 cannot carry at all (C0 controls but tab/newline/return, U+FFFE, U+FFFF,
// and lone surrogates, which have no UTF-8 form either).
const INVALID_XML_CHAR =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

function escapeText(text: string): string {
  if (INVALID_XML_CHAR.test(text)) {
    throw new XmlError(`cannot encode ${JSON.stringify(text)} as XML: it holds a character XML 1.0 does not allow`)
  }
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  // a raw \r would be read back as \n (XML 1.0 §2.11 line-end normalization); a reference is kept
  return escaped.includes('\r') ? escaped.replace(/\r/g, '&#13;') : escaped
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;')
}

/**
 * Writes `value` as Rails' `Hash#to_xml` (a plain object) or `Array#to_xml` (an array) does.
 * Element names are dasherized keys; integers, floats, booleans, dates and bytes (`Uint8Array`, as `base64Binary`) get `type="…"`;
 * `null`/`undefined` give `nil="true"`; arrays give `type="array"` with one child per element
 * named for the singular of the key; nested objects nest.
 *
 * @example encodeXml({ id: 1, name: 'Matz' }, { root: 'person' })
 * // <?xml version="1.0" encoding="UTF-8"?>\n<person>\n  <id type="integer">1</id>\n  <name>Matz</name>\n</person>\n
 * @throws XmlError for a key that is no XML name, a value that has no XML form (a Map, a
 * function, a class instance other than Date), or a string holding a character XML cannot carry.
 */
export function encodeXml(value: Readonly<Record<string, unknown>> | readonly unknown[], options: EncodeXmlOptions): string {
  const writer = new XmlWriter(options.indent ?? 2, options.dasherize ?? true, options.skipTypes ?? false)
  let out = options.instruct === false ? '' : '<?xml version="1.0" encoding="UTF-8"?>\n'
  if (Array.isArray(value)) writer.array(options.root, value, 0)
  else if (isPlainObject(value)) writer.hash(options.root, value, 0)
  else throw new XmlError(`encodeXml takes a plain object or an array, got ${describe(value)}`)
  out += writer.out
  return out
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value === 'object') return (value as object).constructor?.name ?? 'an object without prototype'
  return typeof value
}

class XmlWriter {
  out = ''
  constructor(
    private readonly indent: number,
    private readonly dasherizeNames: boolean,
    private readonly skipTypes: boolean,
  ) {}

  private tag(key: string): string {
    const name = this.dasherizeNames ? dasherize(key) : key
    if (!XML_NAME.test(name)) throw new XmlError(`cannot encode key ${JSON.stringify(key)} as an XML element name`)
    return name
  }

  private pad(depth: number): string {
    return ' '.repeat(depth * this.indent)
  }

  hash(key: string, obj: Readonly<Record<string, unknown>>, depth: number): void {
    const tag = this.tag(key)
    this.out += `${this.pad(depth)}<${tag}>\n`
    for (const k of Object.keys(obj)) this.value(k, obj[k], depth + 1)
    this.out += `${this.pad(depth)}</${tag}>\n`
  }

  array(key: string, items: readonly unknown[], depth: number): void {
    const tag = this.tag(key)
    const type = this.skipTypes ? '' : ' type="array"'
    if (items.length === 0) {
      this.out += `${this.pad(depth)}<${tag}${type}/>\n`
      return
    }
    const child = singularize(key) || key // `s` singularizes to '' (Rails would write `<>`)
    this.out += `${this.pad(depth)}<${tag}${type}>\n`
    for (const item of items) this.value(child, item, depth + 1)
    this.out += `${this.pad(depth)}</${tag}>\n`
  }

  value(key: string, value: unknown, depth: number): void {
    if (Array.isArray(value)) return this.array(key, value, depth)
    if (isPlainObject(value)) return this.hash(key, value, depth)
    const tag = this.tag(key)
    if (value === null || value === undefined) {
      this.out += `${this.pad(depth)}<${tag} nil="true"/>\n`
      return
    }
    if (typeof value === 'object' && !(value instanceof Date) && !(value instanceof Uint8Array)) {
      throw new XmlError(`cannot encode ${JSON.stringify(key)} (${describe(value)}) as XML`)
    }
    if (typeof value === 'function' || typeof value === 'symbol') {
      throw new XmlError(`cannot encode ${JSON.stringify(key)} (a ${typeof value}) as XML`)
    }
    const type = this.skipTypes ? null : xmlTypeOf(value)
    const attrs = type === null ? '' : ` type="${escapeAttribute(type)}"`
    this.out += `${this.pad(depth)}<${tag}${attrs}>${escapeText(formatScalar(value))}</${tag}>\n`
  }
}

// ---------------------------------------------------------------------------------------------
// Decoding: Hash.from_xml
// ---------------------------------------------------------------------------------------------

/** Names fast-xml-parser refuses or renames; we hide them behind a marker and restore them. */
const GUARDED_NAMES = new Set([
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
])
const MARK = '\u0001' // cannot occur in an XML name, so the mapping is reversible
/** Every guarded name is 7 to 16 characters long: most names are told apart by their length alone. */
const guard = (name: string): string => (name.length >= 7 && name.length <= 16 && GUARDED_NAMES.has(name) ? MARK + name : name)
const unguard = (name: string): string => (name.charCodeAt(0) === 1 ? name.slice(1) : name)
/** One parser for every document: it holds its options only (see `createNodeParser`). */
const parseNodes = createNodeParser(guard)

const PREDEFINED_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

/** Decodes the predefined entities and character references; any other entity is an error. */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&([^;&\s]*);?/g, (match, name: string) => {
    if (!match.endsWith(';')) throw new XmlError(`malformed entity reference ${JSON.stringify(match)}`)
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10)
      if (!Number.isInteger(code) || code < 0 || code > 0x10ffff) throw new XmlError(`invalid character reference &${name};`)
      return String.fromCodePoint(code)
    }
    const value = Object.prototype.hasOwnProperty.call(PREDEFINED_ENTITIES, name) ? PREDEFINED_ENTITIES[name] : undefined
    if (value === undefined) {
      throw new XmlError(`entity &${name}; is not expanded: only the five predefined XML entities are (no DTD entities)`)
    }
    return value
  })
}

function undasherize(name: string): string {
  return name.indexOf('-') < 0 ? name : name.replaceAll('-', '_')
}

/** The element name of an ordered node (its one key besides `:@`), without listing its keys. */
function nameOf(node: OrderedNode): string | undefined {
  for (const key in node) if (key !== ':@') return key
  return undefined
}

/** Rails' XML_PARSING: the typecast for each `type` attribute (activesupport 2.3); any other type keeps the text. */
function typecast(type: string, s: string, tag: string): unknown {
  switch (type) {
    case 'integer':
      return parseInteger(s, tag)
    case 'float':
    case 'double':
      return parseFloatStrict(s, tag)
    case 'decimal': {
      const t = s.trim()
      if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t))
        throw new XmlError(`<${tag} type="decimal"> holds ${JSON.stringify(s)}, not a decimal`)
      return t
    }
    case 'boolean': {
      const t = s.trim()
      return t === '1' || t === 'true'
    }
    case 'date':
      return parseDate(s, tag, true)
    case 'datetime':
    case 'dateTime':
      return parseDate(s, tag, false)
    case 'base64Binary':
      return Uint8Array.from(atob(s.replace(/\s+/g, '')), (c) => c.charCodeAt(0))
    default:
      // string, symbol, yaml and unknown types
      return s
  }
}

function parseInteger(s: string, tag: string): number | bigint {
  // Up to 15 plain digits (the common case) are read here: exact, and a safe integer.
  const length = s.length
  if (length > 0 && length <= 15) {
    let n = 0
    let i = 0
    for (; i < length; i++) {
      const digit = s.charCodeAt(i) - 48
      if (digit < 0 || digit > 9) break
      n = n * 10 + digit
    }
    if (i === length) return n
  }
  const t = s.trim()
  if (!/^[+-]?\d+$/.test(t)) throw new XmlError(`<${tag} type="integer"> holds ${JSON.stringify(s)}, not an integer`)
  const n = Number(t)
  return Number.isSafeInteger(n) ? n : BigInt(t)
}

function parseFloatStrict(s: string, tag: string): number {
  const t = s.trim()
  const n = t === 'NaN' ? Number.NaN : Number(t)
  if (t === '' || (Number.isNaN(n) && t !== 'NaN')) throw new XmlError(`<${tag} type="float"> holds ${JSON.stringify(s)}, not a number`)
  return n
}

/** The number of `count` digits at `at`, or -1. */
function digitsAt(s: string, at: number, count: number): number {
  let n = 0
  for (let i = at; i < at + count; i++) {
    const digit = s.charCodeAt(i) - 48
    if (digit < 0 || digit > 9) return -1
    n = n * 10 + digit
  }
  return n
}

/**
 * `YYYY-MM-DD` (at 0) and, with `time`, `THH:MM:SSZ` after it, as a UTC time; NaN for anything
 * else or a field out of range (what `Date` parses the same way, read without its string parser).
 */
function isoUtc(s: string, time: boolean): number {
  if (s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return Number.NaN
  const year = digitsAt(s, 0, 4)
  const month = digitsAt(s, 5, 2)
  const day = digitsAt(s, 8, 2)
  let hours = 0
  let minutes = 0
  let seconds = 0
  if (time) {
    if (s.charCodeAt(10) !== 84 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58 || s.charCodeAt(19) !== 90) return Number.NaN
    hours = digitsAt(s, 11, 2)
    minutes = digitsAt(s, 14, 2)
    seconds = digitsAt(s, 17, 2)
  }
  if (
    year < 100 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    hours < 0 ||
    hours > 23 ||
    minutes < 0 ||
    minutes > 59 ||
    seconds < 0 ||
    seconds > 59
  )
    return Number.NaN
  // a day past the month's end (02-30): left to Date's own parser
  if (day > 28 && day > daysInMonth(year, month)) return Number.NaN
  return Date.UTC(year, month - 1, day, hours, minutes, seconds)
}

/** The number of days of a month (1–12) of a year of the proleptic Gregorian calendar, as `Date` counts them. */
function daysInMonth(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
}

function parseDate(s: string, tag: string, day: boolean): Date {
  // The common forms (Rails' xmlschema: 2009-02-11T12:34:56Z, a day 1960-02-11) directly.
  const fast = s.length === 20 && !day ? isoUtc(s, true) : s.length === 10 && day ? isoUtc(s, false) : Number.NaN
  if (!Number.isNaN(fast)) return day ? new CalendarDay(fast) : new Date(fast)
  let t = s.trim()
  // type="date" is Rails' Date.parse: the day, whatever time and zone follow it
  if (day && /^\d{4}-\d{2}-\d{2}[T ]/.test(t)) t = t.slice(0, 10)
  const dayOnly = day && /^\d{4}-\d{2}-\d{2}$/.test(t)
  const d = dayOnly ? new CalendarDay(`${t}T00:00:00Z`) : new Date(t)
  if (Number.isNaN(d.getTime())) throw new XmlError(`<${tag} type="${day ? 'date' : 'datetime'}"> holds ${JSON.stringify(s)}, not a date`)
  return d
}

/** Merges an element's attributes as XmlMini reads them: names underscored, values decoded. */
function mergeAttributes(hash: Record<string, unknown>, map: Readonly<Record<string, string>>, repeated: Repeated): void {
  // (for…in: the parser's attribute maps are plain objects it fills, nothing inherited is enumerable)
  for (const raw in map) merge(hash, undasherize(unguard(raw)), decodeEntities(map[raw]!), repeated)
}

/** True when `s` is empty or only whitespace (as `trim` counts it). */
function isBlank(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c === 32 || (c >= 9 && c <= 13)) continue
    return c < 128 ? false : s.trim() === ''
  }
  return true
}

/**
 * Rails' `Hash.typecast_xml_value` of one element, read from the parser's nodes in one pass
 * (`elementName` as written, for errors; `tag`, its key, for typecast errors). With `keep`
 * false the element is only read for the errors Rails' parser raises on any part of a document
 * (an entity, text mixed with elements), and undefined returned: so are the children of a
 * `nil="true"` or `type="string"` element, which its value does not hold.
 */
function elementValue(
  nodes: readonly OrderedNode[],
  rawAttrs: unknown,
  elementName: string,
  tag: string,
  repeated: Repeated,
  keep = true,
): unknown {
  let type: string | undefined
  let isNil = false
  let attrCount = 0
  if (rawAttrs !== undefined) {
    const map = rawAttrs as Record<string, string>
    for (const raw in map) {
      attrCount++
      const value = decodeEntities(map[raw]!) // every value is read (an unknown entity is an error)
      // (`type` and `nil` have no dash and are never guarded: the name as written)
      if (raw === 'type') type = value
      else if (raw === 'nil') isNil = value === 'true'
    }
  }
  const isArray = type === 'array'
  const useChildren = keep && (isArray || (!isNil && type !== 'string'))
  let text = ''
  let hasText = false
  /** Text (other than whitespace) beside child elements. */
  let mixed = false
  let hasChildren = false
  /** The value so far when children are used: the items of an array, or the hash of a record. */
  let items: unknown[] | undefined
  let hash: Record<string, unknown> | undefined
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!
    // A node has one key (`#text`, `#cdata` or the element's name), then `:@` for an element's
    // attributes: one for…in reads both (cheaper than a lookup per kind on nodes of many shapes).
    let name: string | undefined
    let content: unknown
    let attributes: unknown
    for (const key in node) {
      if (name === undefined) {
        name = key
        content = node[key]
      } else if (key === ':@') attributes = node[key]
    }
    if (name === undefined) continue
    let piece: string
    if (name === '#text') piece = decodeEntities(content as string)
    else if (name === '#cdata') {
      piece = ''
      for (const part of content as OrderedNode[]) piece += (part['#text'] as string | undefined) ?? ''
    } else {
      const childName = unguard(name)
      const key = undasherize(childName)
      const value = elementValue(content as OrderedNode[], attributes, childName, key, repeated, useChildren)
      if (!hasChildren) {
        if (hasText && !isBlank(text)) mixed = true
        hasChildren = true
        if (useChildren) {
          if (isArray) items = []
          else {
            // Rails merges the attributes first, then the children (XmlMini's `merge!`)
            hash = {}
            if (attrCount > 0) mergeAttributes(hash, rawAttrs as Record<string, string>, repeated)
          }
        }
      }
      if (items !== undefined) items.push(value)
      else if (hash !== undefined) merge(hash, key, value, repeated)
      continue
    }
    hasText = true
    if (!hasChildren) text = text === '' ? piece : text + piece
    else if (!mixed && !isBlank(piece)) mixed = true
  }
  if (mixed) throw new XmlError(`element <${elementName}> mixes text and child elements`)
  if (!keep) return undefined
  if (isArray) return items === undefined ? [] : items
  if (hash !== undefined) return hash
  if (!hasChildren && hasText) return type === undefined ? text : typecast(type, text, tag)
  if (type === 'string' && !isNil) return ''
  if (isNil || (attrCount === 0 && !hasChildren)) return null
  if (type !== undefined && attrCount === 1 && !hasChildren) return null
  // attributes only (no text, no children): the attributes are the keys
  const attributesHash: Record<string, unknown> = {}
  mergeAttributes(attributesHash, rawAttrs as Record<string, string>, repeated)
  return attributesHash
}

/** The arrays `merge` made in one document (as opposed to `type="array"` values, which a repeat must not extend). */
type Repeated = Set<unknown[]>

/** XmlMini's `merge!`: a repeated key becomes an array of its values, in document order. */
function merge(hash: Record<string, unknown>, key: string, value: unknown, repeated: Repeated): void {
  if (!Object.prototype.hasOwnProperty.call(hash, key)) {
    setOwn(hash, key, value)
    return
  }
  const existing = hash[key]
  if (repeated.has(existing as unknown[])) (existing as unknown[]).push(value)
  else {
    const list = [existing, value]
    repeated.add(list)
    setOwn(hash, key, list)
  }
}

/**
 * Reads an XML document as Rails' `Hash.from_xml` does: `{ <root>: <value> }`, element names
 * underscored (`created-at` → `created_at`), values typecast by their `type` attribute
 * (integer → number, or bigint beyond 2^53; float → number; decimal → string, exact; boolean;
 * date and datetime → `Date`; array → array), `nil="true"` and empty elements → `null`,
 * repeated elements → arrays, attributes of an element without text → keys.
 * A blank document gives `{}`.
 *
 * @throws XmlError when the text is not well-formed XML, has more than one root, uses an
 * entity other than the five predefined ones, mixes text and elements, or holds a value that
 * does not match its `type` (e.g. `<age type="integer">old</age>`).
 */
export function decodeXml(text: string): Record<string, unknown> {
  const xml = text.trimStart() // whitespace before the XML declaration is common in responses
  if (xml === '') return {}
  let nodes: OrderedNode[]
  try {
    nodes = parseNodes(xml)
  } catch (error) {
    throw new XmlError((error as Error).message, { cause: error })
  }
  const roots = nodes.filter((n) => !('#text' in n && (n['#text'] as string).trim() === ''))
  const root = roots[0]
  if (roots.length !== 1 || root === undefined || '#text' in root || '#cdata' in root) {
    throw new XmlError(`malformed XML: a document needs exactly one root element, this one has ${roots.length}`)
  }
  const name = nameOf(root)
  if (name === undefined) throw new XmlError('malformed XML: no root element')
  const rootName = unguard(name)
  const result: Record<string, unknown> = {}
  setOwn(result, undasherize(rootName), elementValue(root[name] as OrderedNode[], root[':@'], rootName, rootName, new Set()))
  return result
}
