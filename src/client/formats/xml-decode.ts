/**
 * Reading XML as Rails 2.3's `Hash.from_xml` does (activesupport core_ext/hash/conversions.rb,
 * over XmlMini): element names underscored, values typecast by their `type` attribute
 * (./xml-typecast.ts), repeated elements merged into arrays, attributes as keys.
 *
 * Parsing (./xml-parse.ts) is fast-xml-parser — the platform's DOMParser in browser bundles —
 * with entity processing off: a DOCTYPE's entities are never expanded (no XXE, no billion
 * laughs); the five predefined entities and numeric character references are decoded here, and
 * any other entity reference is an error. Keys that could reach a prototype (`__proto__`,
 * `constructor`, `prototype`, …) stay plain own data.
 */
import { createNodeParser, type OrderedNode } from './xml-parse'
import { setOwn } from '../safe'
import { XmlError } from './xml-error'
import { typecast } from './xml-typecast'

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

/**
 * Hash keys by element name as the parser gives it (guarded): a record's names repeat in every
 * record of a collection, so each is unguarded and underscored once. Bounded: a document of many
 * distinct names empties it rather than grow it.
 */
const KEYS = new Map<string, string>()
const KEYS_LIMIT = 1000
function keyOf(name: string): string {
  let key = KEYS.get(name)
  if (key === undefined) {
    if (KEYS.size >= KEYS_LIMIT) KEYS.clear()
    key = undasherize(unguard(name))
    KEYS.set(name, key)
  }
  return key
}

/** The element name of an ordered node (its one key besides `:@`), without listing its keys. */
function nameOf(node: OrderedNode): string | undefined {
  for (const key in node) if (key !== ':@') return key
  return undefined
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
 * (`guardedName` as the parser gives it, for errors; `tag`, its key, for typecast errors). With `keep`
 * false the element is only read for the errors Rails' parser raises on any part of a document
 * (an entity, text mixed with elements), and undefined returned: so are the children of a
 * `nil="true"` or `type="string"` element, which its value does not hold.
 */
function elementValue(
  nodes: readonly OrderedNode[],
  rawAttrs: unknown,
  guardedName: string,
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
      const key = keyOf(name)
      const value = elementValue(content as OrderedNode[], attributes, name, key, repeated, useChildren)
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
  if (mixed) throw new XmlError(`element <${unguard(guardedName)}> mixes text and child elements`)
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
  setOwn(result, undasherize(rootName), elementValue(root[name] as OrderedNode[], root[':@'], name, rootName, new Set()))
  return result
}
