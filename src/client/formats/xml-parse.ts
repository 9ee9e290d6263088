/**
 * The XML parser under `decodeXml`, for Node and any runtime without a DOM: fast-xml-parser, well-
 * formedness checked first, entity processing off (a DOCTYPE's entities are never expanded; entity
 * references stay as written, decoded by xml-decode.ts). Browser bundles use ./xml-parse.browser.ts, the
 * platform's DOMParser, with the same output.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'

/**
 * One node in document order, as fast-xml-parser's `preserveOrder` gives it: an element
 * `{ [name]: children, ':@'?: attributes }`, a text `{ '#text': raw }` or a CDATA section
 * `{ '#cdata': [{ '#text': text }] }`. Texts and attribute values keep their entity references.
 */
export type OrderedNode = Record<string, unknown>

/** Parses a document into its top-level nodes. */
export type NodeParser = (xml: string) => OrderedNode[]

/**
 * A parser whose element and attribute names pass through `guard`. It keeps no state between
 * documents (fast-xml-parser's `XMLParser` holds its options; each `parse` makes its own reader),
 * so one parser serves every document; making one costs about a fifth of parsing a small record.
 * The parser throws `malformed XML: …` (with line and column) when a text is not well-formed.
 */
export function createNodeParser(guard: (name: string) => string): NodeParser {
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: false,
    htmlEntities: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    cdataPropName: '#cdata',
    transformTagName: guard,
    transformAttributeName: guard,
    onDangerousProperty: (name: string) => name,
    // No callback reads the element path: without this, the parser writes it out as a string per element.
    jPath: false,
  })
  return (xml) => {
    const valid = XMLValidator.validate(xml)
    if (valid !== true) throw new Error(`malformed XML: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`)
    try {
      return parser.parse(xml) as OrderedNode[]
    } catch (error) {
      throw new Error(`malformed XML: ${(error as Error).message}`, { cause: error })
    }
  }
}
