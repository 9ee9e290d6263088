/**
 * The XML parser under `decodeXml`, for Node and any runtime without a DOM: fast-xml-parser, well-
 * formedness checked first, entity processing off (a DOCTYPE's entities are never expanded; entity
 * references stay as written, decoded by xml.ts). Browser bundles use ./xml-parse.browser.ts, the
 * platform's DOMParser, with the same output.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'

/**
 * One node in document order, as fast-xml-parser's `preserveOrder` gives it: an element
 * `{ [name]: children, ':@'?: attributes }`, a text `{ '#text': raw }` or a CDATA section
 * `{ '#cdata': [{ '#text': text }] }`. Texts and attribute values keep their entity references.
 */
export type OrderedNode = Record<string, unknown>

let parser: XMLParser | undefined
let parserGuard: ((name: string) => string) | undefined

/**
 * Parses a document into its top-level nodes; `guard` renames element and attribute names.
 * @throws {Error} `malformed XML: …` (with line and column) when the text is not well-formed.
 */
export function parseXmlNodes(xml: string, guard: (name: string) => string): OrderedNode[] {
  const valid = XMLValidator.validate(xml)
  if (valid !== true) throw new Error(`malformed XML: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`)
  if (parser === undefined || parserGuard !== guard) {
    parserGuard = guard
    parser = new XMLParser({
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
  }
  try {
    return parser.parse(xml) as OrderedNode[]
  } catch (error) {
    throw new Error(`malformed XML: ${(error as Error).message}`, { cause: error })
  }
}
