/**
 * Validation errors reported by the server, ActiveResource 2.3's `Errors` (validations.rb):
 * filled by `save()` from a 422 body (or a 400 body that is an errors document), read with
 * `on`, `onBase`, `fullMessages`, `size`, `isEmpty()` and iteration.
 */
import { humanize } from '../inflector/index'
import { decodeJson } from './formats/json'
import { decodeXml } from './formats/xml'
import { isPlainObject } from './safe'

const BASE = 'base'

/**
 * The errors of one record, per attribute, in the order they were added.
 * Iterating yields `[attribute, message]` pairs (`'base'` for errors of the whole record).
 */
export class Errors implements Iterable<[attribute: string, message: string]> {
  private readonly byAttribute = new Map<string, string[]>()
  declare private readonly attributeNames: () => readonly string[]

  /** @param attributeNames the record's attribute names, read when matching messages (`fromArray`). */
  constructor(attributeNames: () => readonly string[] = () => []) {
    // not enumerable: two Errors with the same messages compare equal (e.g. in `toEqual`)
    Object.defineProperty(this, 'attributeNames', { value: attributeNames, enumerable: false })
  }

  /** Adds `message` to `attribute`. */
  add(attribute: string, message: string): void {
    const list = this.byAttribute.get(attribute)
    if (list === undefined) this.byAttribute.set(attribute, [message])
    else list.push(message)
  }

  /** Adds an error of the whole record (shown as is in `fullMessages`). */
  addToBase(message: string): void {
    this.add(BASE, message)
  }

  /** The messages of `attribute` (empty when it has none). */
  on(attribute: string): string[] {
    return [...(this.byAttribute.get(attribute) ?? [])]
  }

  /** The messages of the whole record. */
  onBase(): string[] {
    return this.on(BASE)
  }

  /** True when `attribute` has at least one message (Rails' `invalid?`). */
  isInvalid(attribute: string): boolean {
    return this.byAttribute.has(attribute)
  }

  /** Every message, attribute messages prefixed with the humanized name: `Name can't be blank`. */
  get fullMessages(): string[] {
    const out: string[] = []
    for (const [attribute, message] of this) out.push(attribute === BASE ? message : `${humanize(attribute)} ${message}`)
    return out
  }

  /** The number of messages (two on one attribute count two). */
  get size(): number {
    let n = 0
    for (const list of this.byAttribute.values()) n += list.length
    return n
  }

  /** True when there is no message. */
  isEmpty(): boolean {
    return this.byAttribute.size === 0
  }

  /** Removes every message. */
  clear(): void {
    this.byAttribute.clear()
  }

  *[Symbol.iterator](): Iterator<[attribute: string, message: string]> {
    for (const [attribute, list] of this.byAttribute) for (const message of list) yield [attribute, message]
  }

  /**
   * Replaces the errors with full messages (`"Name can't be blank"`), matched to attributes as
   * ActiveResource's `from_array` does: the first attribute of the record whose humanized name
   * followed by a space starts the message gets the rest of it (of two attributes with one
   * humanized name, `author` and `author_id`, the later one); a message that starts with no
   * attribute's name is an error of the whole record.
   */
  fromArray(messages: readonly string[]): void {
    this.clear()
    // Rails: `attributes.keys.inject({}) { |h, name| h.update(name.humanize => name) }` — two
    // attributes with one humanized name (`author`, `author_id`): the later one holds it.
    const humanized = new Map<string, string>()
    for (const name of this.attributeNames()) humanized.set(humanize(name), name)
    for (const message of messages) {
      let matched = false
      for (const [human, name] of humanized) {
        if (message.startsWith(`${human} `)) {
          this.add(name, message.slice(human.length + 1))
          matched = true
          break
        }
      }
      if (!matched) this.addToBase(message)
    }
  }

  /**
   * Replaces the errors with those of a per-attribute hash, `{ name: ["can't be blank"] }`
   * (Rails 3's JSON form; `base` holds errors of the whole record).
   */
  fromHash(messages: Readonly<Record<string, unknown>>): void {
    this.clear()
    for (const [attribute, list] of Object.entries(messages)) {
      for (const message of messageList(Array.isArray(list) ? list : [list])) this.add(attribute, message)
    }
  }

  /**
   * Replaces the errors with those of an XML errors document,
   * `<errors><error>Name can't be blank</error></errors>`.
   * @returns false (errors untouched) when the text is not such a document.
   */
  fromXml(xml: string): boolean {
    const messages = xmlErrorMessages(xml)
    if (messages === null) return false
    this.fromArray(messages)
    return true
  }

  /**
   * Replaces the errors with those of a JSON errors document: `{"errors": ["Name can't be blank"]}`
   * (matched like `fromArray`) or `{"errors": {"name": ["can't be blank"]}}`.
   * @returns false (errors untouched) when the text is not such a document.
   */
  fromJson(json: string): boolean {
    const errors = jsonErrors(json)
    if (errors === null) return false
    if (Array.isArray(errors)) this.fromArray(messageList(errors))
    else this.fromHash(errors)
    return true
  }
}

function xmlErrorMessages(xml: string): string[] | null {
  let doc: Record<string, unknown>
  try {
    doc = decodeXml(xml)
  } catch {
    return null
  }
  if (!Object.prototype.hasOwnProperty.call(doc, 'errors')) return null
  const errors = doc['errors']
  if (errors === null) return []
  if (Array.isArray(errors)) return messageList(errors) // <errors type="array"><error>…
  if (!isPlainObject(errors)) return null
  const error = Object.prototype.hasOwnProperty.call(errors, 'error') ? errors['error'] : undefined
  if (error === undefined) return []
  return messageList(Array.isArray(error) ? error : [error])
}

/** Messages as strings; `null` (an empty `<error/>`, a JSON null) is no message. */
function messageList(items: readonly unknown[]): string[] {
  const out: string[] = []
  for (const item of items) if (item !== null && item !== undefined) out.push(String(item))
  return out
}

function jsonErrors(json: string): unknown[] | Record<string, unknown> | null {
  let doc: unknown
  try {
    doc = decodeJson(json)
  } catch {
    return null
  }
  if (!isPlainObject(doc) || !Object.prototype.hasOwnProperty.call(doc, 'errors')) return null
  const errors = doc['errors']
  if (Array.isArray(errors) || isPlainObject(errors)) return errors
  return null
}

/**
 * True when `body` decodes in the given format but holds no `errors` element (`{}`, `<person/>`):
 * ActiveResource 2.3 reads only `errors` (`Errors#from_json` / `from_xml`), so such a 422 gives no
 * errors. A blank or undecodable body is not a document.
 */
export function isDocumentWithoutErrors(body: string, format: 'xml' | 'json'): boolean {
  if (body.trim() === '') return false
  try {
    if (format === 'xml') decodeXml(body)
    else decodeJson(body)
  } catch {
    return false
  }
  return !isErrorsDocument(body, format)
}

/** True when `body` is an errors document of the given format (how a 400 is told from a 422). */
export function isErrorsDocument(body: string, format: 'xml' | 'json'): boolean {
  return format === 'xml' ? xmlErrorMessages(body) !== null : jsonErrors(body) !== null
}
