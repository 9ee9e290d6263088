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
import { parseXmlNodes, type OrderedNode } from './xml-parse'
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
 * Dates decoded from `type="date"` (a day, no time): encoded back as `type="date"` while they
 * still hold a UTC midnight, so a record loaded and saved keeps Rails' type (`Date#to_xml`).
 */
const dateOnly = new WeakSet<Date>()
const DAY_MS = 86_400_000

function isDateOnly(value: Date): boolean {
  return dateOnly.has(value) && value.getTime() % DAY_MS === 0
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
const guard = (name: string): string => (GUARDED_NAMES.has(name) ? MARK + name : name)
const unguard = (name: string): string => (name.charCodeAt(0) === 1 ? name.slice(1) : name)

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

/** Rails' XML_PARSING: the typecast for each `type` attribute (activesupport 2.3). */
const TYPECASTS: Readonly<Record<string, (content: string, tag: string) => unknown>> = {
  integer: (s, tag) => {
    const t = s.trim()
    if (!/^[+-]?\d+$/.test(t)) throw new XmlError(`<${tag} type="integer"> holds ${JSON.stringify(s)}, not an integer`)
    const n = Number(t)
    return Number.isSafeInteger(n) ? n : BigInt(t)
  },
  float: (s, tag) => parseFloatStrict(s, tag),
  double: (s, tag) => parseFloatStrict(s, tag),
  decimal: (s, tag) => {
    const t = s.trim()
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t))
      throw new XmlError(`<${tag} type="decimal"> holds ${JSON.stringify(s)}, not a decimal`)
    return t
  },
  boolean: (s) => ['1', 'true'].includes(s.trim()),
  date: (s, tag) => parseDate(s, tag, true),
  datetime: (s, tag) => parseDate(s, tag, false),
  dateTime: (s, tag) => parseDate(s, tag, false),
  string: (s) => s,
  symbol: (s) => s,
  yaml: (s) => s,
  base64Binary: (s) => Uint8Array.from(atob(s.replace(/\s+/g, '')), (c) => c.charCodeAt(0)),
}

function parseFloatStrict(s: string, tag: string): number {
  const t = s.trim()
  const n = t === 'NaN' ? Number.NaN : Number(t)
  if (t === '' || (Number.isNaN(n) && t !== 'NaN')) throw new XmlError(`<${tag} type="float"> holds ${JSON.stringify(s)}, not a number`)
  return n
}

function parseDate(s: string, tag: string, day: boolean): Date {
  let t = s.trim()
  // type="date" is Rails' Date.parse: the day, whatever time and zone follow it
  if (day && /^\d{4}-\d{2}-\d{2}[T ]/.test(t)) t = t.slice(0, 10)
  const dayOnly = day && /^\d{4}-\d{2}-\d{2}$/.test(t)
  const d = dayOnly ? new Date(`${t}T00:00:00Z`) : new Date(t)
  if (Number.isNaN(d.getTime())) throw new XmlError(`<${tag} type="${day ? 'date' : 'datetime'}"> holds ${JSON.stringify(s)}, not a date`)
  if (dayOnly) dateOnly.add(d)
  return d
}

/** An element's attributes as XmlMini reads them: names underscored, values decoded. */
function attributesOf(raw: unknown): [string, string][] {
  const attrs: [string, string][] = []
  if (raw !== undefined) {
    const map = raw as Record<string, string>
    for (const k of Object.keys(map)) attrs.push([undasherize(unguard(k)), decodeEntities(map[k]!)])
  }
  return attrs
}

function attrOf(attrs: readonly [string, string][], name: string): string | undefined {
  for (let i = 0; i < attrs.length; i++) if (attrs[i]![0] === name) return attrs[i]![1]
  return undefined
}

/**
 * Rails' `Hash.typecast_xml_value` of one element, read from the parser's nodes in one pass
 * (`elementName` as written, for errors; `tag`, its key, for typecast errors). With `keep`
 * false the element is only read for the errors Rails' parser raises on any part of a document
 * (an entity, text mixed with elements), and undefined returned: so are the children of a
 * `nil="true"` or `type="string"` element, which its value does not hold.
 */
function elementValue(nodes: readonly OrderedNode[], rawAttrs: unknown, elementName: string, tag: string, keep = true): unknown {
  const attrs = attributesOf(rawAttrs)
  const type = attrOf(attrs, 'type')
  const isNil = attrOf(attrs, 'nil') === 'true'
  const useChildren = keep && (type === 'array' || (!isNil && type !== 'string'))
  let text = ''
  let hasText = false
  let children: [string, unknown][] | undefined
  for (const node of nodes) {
    if ('#text' in node) {
      text += decodeEntities(node['#text'] as string)
      hasText = true
    } else if ('#cdata' in node) {
      for (const part of node['#cdata'] as OrderedNode[]) text += (part['#text'] as string | undefined) ?? ''
      hasText = true
    } else {
      const name = nameOf(node)
      if (name === undefined) continue
      const childName = unguard(name)
      const key = undasherize(childName)
      const childNodes = node[name] as OrderedNode[]
      ;(children ??= []).push([key, elementValue(childNodes, node[':@'], childName, key, useChildren)])
    }
  }
  if (children !== undefined && text.trim() !== '') throw new XmlError(`element <${elementName}> mixes text and child elements`)
  if (!keep) return undefined
  if (type === 'array') return children === undefined ? [] : children.map((child) => child[1])
  if (children === undefined && hasText) {
    const cast = type === undefined || !Object.prototype.hasOwnProperty.call(TYPECASTS, type) ? undefined : TYPECASTS[type]
    return cast === undefined ? text : cast(text, tag)
  }
  if (type === 'string' && !isNil) return ''
  if (isNil || (attrs.length === 0 && children === undefined)) return null
  if (type !== undefined && attrs.length === 1 && children === undefined) return null
  const hash: Record<string, unknown> = {}
  for (const [k, v] of attrs) merge(hash, k, v)
  if (children !== undefined) for (const [k, v] of children) merge(hash, k, v)
  return hash
}

/** XmlMini's `merge!`: a repeated key becomes an array of its values, in document order. */
function merge(hash: Record<string, unknown>, key: string, value: unknown): void {
  if (!Object.prototype.hasOwnProperty.call(hash, key)) {
    setOwn(hash, key, value)
    return
  }
  const existing = hash[key]
  if (repeated.has(existing as object)) (existing as unknown[]).push(value)
  else {
    const list = [existing, value]
    repeated.add(list)
    setOwn(hash, key, list)
  }
}
/** Arrays made by `merge` (as opposed to `type="array"` values, which a repeat must not extend). */
const repeated = new WeakSet<object>()

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
    nodes = parseXmlNodes(xml, guard)
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
  setOwn(result, undasherize(rootName), elementValue(root[name] as OrderedNode[], root[':@'], rootName, rootName))
  return result
}
