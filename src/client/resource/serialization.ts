/**
 * Records and bodies in the class format, both ways: a record's `encode()`, `toXML()` (Rails'
 * `to_xml`: root element named for the class, typed, dasherized) and `toJSON()`, a custom-method
 * body's encoding, and the attributes of a decoded record body (ActiveResource 2.3 base.rb
 * `encode`, `to_xml`, `to_json`, `load_attributes_from_response`).
 */
import { ArgumentError, DecodeError, type ResourceResponse } from '../errors'
import type { Format } from '../formats/index'
import { encodeXml } from '../formats/xml'
import { describeValue, isPlainObject, setOwn } from '../safe'
import { ResourceRecord, classOf } from './record'

/** A custom-method or save body: a string sent as is, or attributes encoded in the class format. */
export type Body = string | Readonly<Record<string, unknown>>

/** `Resource`'s encoding of records and bodies (see `Resource`). */
export abstract class ResourceSerialization extends ResourceRecord {
  /** Encodes a custom-method body: strings as is, attributes in the class format. */
  static encodeBody(body: Body | undefined): string {
    if (body === undefined) return ''
    if (typeof body === 'string') return body
    return this.formatCodec.encode(serializable(body) as Record<string, unknown>, this.elementName, this.includeRootInJson)
  }

  /** The record in the class format: `toXML()` for XML, `JSON.stringify(toJSON())` for JSON. */
  encode(): string {
    const cls = classOf(this)
    return cls.formatCodec.encode(serializable(this.attributes) as Record<string, unknown>, cls.elementName, cls.includeRootInJson)
  }

  /** The record as Rails' `to_xml`: root element named for the class, typed, dasherized. */
  toXML(): string {
    return encodeXml(serializable(this.attributes) as Record<string, unknown>, { root: classOf(this).elementName })
  }

  /** A plain value for `JSON.stringify`: the attributes (nested records as theirs), under the element name when `includeRootInJson`. */
  toJSON(): unknown {
    const cls = classOf(this)
    const attributes = serializable(this.attributes, true)
    return cls.includeRootInJson ? { [cls.elementName]: attributes } : attributes
  }
}

/**
 * Attributes as plain data: records become their attributes, recursively. With `forJson`,
 * bigints become their decimal strings (as `encodeJson` writes them: `JSON.stringify` throws on a bigint).
 */
function serializable(value: unknown, forJson = false): unknown {
  if (value instanceof ResourceRecord) return serializable(value.attributes, forJson)
  if (Array.isArray(value)) return value.map((item) => serializable(item, forJson))
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value)) setOwn(out, key, serializable(value[key], forJson))
    return out
  }
  return forJson && typeof value === 'bigint' ? value.toString() : value
}

/** What reading a decoded body needs of a class: its name, format and element name. */
interface DecodingClass {
  readonly name: string
  readonly format: Format
  readonly elementName: string
}

/** The attributes of a decoded record body (a JSON root element named for the class is dropped). */
export function recordData(cls: DecodingClass, data: unknown, response: ResourceResponse | null): Record<string, unknown> {
  if (!isPlainObject(data)) throw unexpected(cls, 'a record', data, response)
  if (cls.format === 'json') {
    const keys = Object.keys(data)
    const inner = keys.length === 1 && keys[0] === cls.elementName ? data[cls.elementName] : undefined
    if (isPlainObject(inner)) return inner
  }
  return data
}

/** The error for a body that is not what was expected: a DecodeError, or an ArgumentError without a response. */
export function unexpected(cls: DecodingClass, what: string, data: unknown, response: ResourceResponse | null): Error {
  const message = `${cls.name}: expected ${what} in the response body, got ${describeValue(data)}`
  return response === null ? new ArgumentError(message) : new DecodeError(response, message)
}
