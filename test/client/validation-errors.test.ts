/** Validation errors as ActiveResource 2.3 reads them: empty messages, attributes whose humanized names clash. */
import { describe, expect, it } from 'vitest'
import { Errors, Resource } from '../../src/client/index'

/**
 * An empty `<error/>` in an XML errors document reads as `null` (Hash.from_xml), and
 * `Errors.fromXml` turned it into the base message "null". Rails' `Array.wrap(...)` of a lone
 * empty `<error/>` gives no message at all; an empty element is no message, so it is skipped.
 */
describe('XML errors documents with empty <error/> elements', () => {
  it('a lone empty <error/> gives no message', () => {
    const errors = new Errors(() => ['name'])
    expect(errors.fromXml('<errors><error/></errors>')).toBe(true)
    expect(errors.fullMessages).toEqual([])
    expect(errors.isEmpty()).toBe(true)
  })

  it('empty elements among messages are skipped', () => {
    const errors = new Errors(() => ['name'])
    errors.fromXml('<errors><error>Name can\'t be blank</error><error></error><error nil="true"/></errors>')
    expect([...errors]).toEqual([['name', "can't be blank"]])
    errors.fromXml('<errors type="array"><error/><error>Whole record</error></errors>')
    expect(errors.fullMessages).toEqual(['Whole record'])
  })
})

describe('JSON errors documents with null messages', () => {
  it('a null message is no message, in both shapes', () => {
    const errors = new Errors(() => ['name'])
    errors.fromJson('{"errors": ["Name is bad", null]}')
    expect([...errors]).toEqual([['name', 'is bad']])
    errors.fromJson('{"errors": {"name": null, "base": ["Whole", null]}}')
    expect([...errors]).toEqual([['base', 'Whole']])
  })
})

/**
 * ActiveResource 2.3 validations.rb `from_array` keys a hash by humanized attribute name
 * (`h.update(attr_name.humanize => attr_name)`): of `author` and `author_id` (both "Author"), the
 * later attribute takes the messages. The first one took them.
 */
class Book extends Resource {
  static override site = 'http://api.example.com/'
}

describe('errors.fromArray with two attributes of one humanized name', () => {
  it('gives the message to the later attribute, as Rails', () => {
    const book = new Book({ author: 'x', author_id: 3, title: 't' })
    book.errors.fromArray(["Author can't be blank", 'Title is too short', 'Something else'])
    expect(book.errors.on('author_id')).toEqual(["can't be blank"])
    expect(book.errors.on('author')).toEqual([])
    expect(book.errors.on('title')).toEqual(['is too short'])
    expect(book.errors.onBase()).toEqual(['Something else'])
  })
})
