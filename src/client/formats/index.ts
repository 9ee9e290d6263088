/**
 * The two body formats of ActiveResource 2.3 (formats.rb, formats/xml_format.rb,
 * formats/json_format.rb) as data: extension, MIME type, encoder and decoder per format.
 */
import { decodeJson, encodeJson } from './json'
import { decodeXml, encodeXml } from './xml'
import { isPlainObject } from '../safe'

/** A body format: `'xml'` (the default, as in Rails 2.3) or `'json'`. */
export type Format = 'xml' | 'json'

/** What the client needs to know about a format. */
export interface FormatCodec {
  /** Path extension, `xml` → `/people/1.xml`. */
  readonly extension: Format
  /** The exact `Accept` / `Content-Type` value. */
  readonly mimeType: string
  /**
   * Encodes a record's attributes (or a list of them) under `root` (the element name). XML always
   * writes the root element; JSON only when `includeRoot` is true.
   */
  encode(value: Readonly<Record<string, unknown>> | readonly unknown[], root: string, includeRoot: boolean): string
  /** Decodes a body; XML drops the document's root element as ActiveResource's XmlFormat does. */
  decode(text: string): unknown
}

/**
 * Rails' `Formats.remove_root`: a hash with a single key gives that key's value.
 * (XmlFormat applies it to every document, which always has exactly one root.)
 */
export function removeRoot(data: unknown): unknown {
  if (isPlainObject(data)) {
    const keys = Object.keys(data)
    if (keys.length === 1) return data[keys[0] as string]
  }
  return data
}

/** The formats, by name. */
export const FORMATS: Readonly<Record<Format, FormatCodec>> = {
  xml: {
    extension: 'xml',
    mimeType: 'application/xml',
    encode: (value, root) => encodeXml(value, { root }),
    decode: (text) => removeRoot(decodeXml(text)),
  },
  json: {
    extension: 'json',
    mimeType: 'application/json',
    encode: (value, root, includeRoot) => encodeJson(value, { root: includeRoot ? root : undefined }),
    decode: (text) => decodeJson(text),
  },
}

/**
 * The codec for a format name.
 * @throws TypeError naming the format when it is neither `'xml'` nor `'json'`.
 */
export function formatCodec(format: string): FormatCodec {
  if (format !== 'xml' && format !== 'json') {
    throw new TypeError(`unknown format ${JSON.stringify(format)}: use 'xml' or 'json'`)
  }
  return FORMATS[format]
}

export { encodeXml, decodeXml } from './xml'
export { encodeJson } from './json'
