/**
 * The XML parser under `decodeXml` in browser bundles (package.json maps `#xml-parse` here under the
 * `browser` condition): the platform's DOMParser (no parser in the
 * bundle), giving the nodes fast-xml-parser gives in ./xml-parse.ts — texts and attribute values
 * with `&` written back as `&amp;`, so xml-decode.ts decodes every text the same way. Like the Node
 * parser it expands no entity declared in a DOCTYPE: a document declaring one is refused.
 */
import type { NodeParser, OrderedNode } from './xml-parse'

export type { NodeParser, OrderedNode }

const ELEMENT = 1
const TEXT = 3
const CDATA = 4

const raw = (text: string): string => text.replace(/&/g, '&amp;')

function nodesOf(parent: Node, guard: (name: string) => string): OrderedNode[] {
  const nodes: OrderedNode[] = []
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === TEXT) nodes.push({ '#text': raw(node.nodeValue ?? '') })
    else if (node.nodeType === CDATA) nodes.push({ '#cdata': [{ '#text': node.nodeValue ?? '' }] })
    else if (node.nodeType === ELEMENT) {
      const element = node as Element
      const out: OrderedNode = { [guard(element.tagName)]: nodesOf(element, guard) }
      if (element.attributes.length > 0) {
        const attributes: Record<string, string> = {}
        for (const attribute of Array.from(element.attributes)) attributes[guard(attribute.name)] = raw(attribute.value)
        out[':@'] = attributes
      }
      nodes.push(out)
    }
    // comments and processing instructions are dropped, as fast-xml-parser drops them
  }
  return nodes
}

/**
 * A parser whose element and attribute names pass through `guard` (the DOMParser is made per
 * document: one holds no state worth keeping). The parser throws `malformed XML: …` when a text is
 * not well-formed, declares entities, or DOMParser is missing (web workers have none).
 */
export function createNodeParser(guard: (name: string) => string): NodeParser {
  return (xml) => {
    if (typeof DOMParser === 'undefined') throw new Error('malformed XML: cannot parse XML here: no DOMParser (web workers have none)')
    if (/<!ENTITY/.test(xml))
      throw new Error('malformed XML: entity declarations are not expanded: only the five predefined XML entities are')
    const document = new DOMParser().parseFromString(xml, 'application/xml')
    const error = document.getElementsByTagName('parsererror')[0]
    if (error !== undefined) throw new Error(`malformed XML: ${(error.textContent ?? '').trim().split('\n')[0]}`)
    return nodesOf(document, guard)
  }
}
