/**
 * The server's view of the wire formats: encode a value as the requested format's body and
 * decode XML request bodies. Both go through the client's codecs (Rails' `to_xml` /
 * `Hash.from_xml` conventions, JSON with BigInts as decimal strings), so both sides of the wire
 * agree by construction.
 */
import { decodeXml as decodeRailsXml, encodeJson, encodeXml as encodeRailsXml } from '../client/formats/index'
import type { RequestFormat } from './controllers'

/**
 * Decodes an XML document as Rails' `Hash.from_xml` does: `{ <root>: value }`, names underscored,
 * values typecast by their `type` attribute.
 * @throws the codec's `XmlError` naming the problem for malformed XML.
 */
export function decodeXml(text: string): Record<string, unknown> {
  return decodeRailsXml(text)
}

/**
 * Encodes `value` (a record, or an array of records) as an XML document whose root element is
 * `root` (Rails' `to_xml`: a collection's root is its plural, each element the singular).
 */
export function encodeXml(value: unknown, root: string): string {
  return encodeRailsXml(value as Record<string, unknown> | readonly unknown[], { root })
}

/** The body text of `value` in `format`: XML with `root` as root element, JSON without a root. */
export function encodeAs(format: RequestFormat, value: unknown, root: string): string {
  return format === 'xml' ? encodeXml(value, root) : encodeJson(value)
}
