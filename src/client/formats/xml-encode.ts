/**
 * Writing XML as Rails 2.3's `Hash#to_xml` / `Array#to_xml` do (activesupport
 * core_ext/hash/conversions.rb, core_ext/array/conversions.rb): XML_TYPE_NAMES, XML_FORMATTING,
 * escaping, dasherized element names.
 */
import { dasherize, singularize } from '../../inflector/index'
import { isPlainObject } from '../safe'
import { XmlError } from './xml-error'
import { isDateOnly } from './xml-typecast'

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
