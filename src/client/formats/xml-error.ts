/** The error of the XML codec (./xml-encode.ts, ./xml-decode.ts, ./xml-typecast.ts). */

/** A body that is not well-formed XML, or not XML that Rails' conventions can read. */
export class XmlError extends Error {
  override name = 'XmlError'
}
