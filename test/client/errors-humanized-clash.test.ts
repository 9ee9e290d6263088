/**
 * ActiveResource 2.3 validations.rb `from_array` keys a hash by humanized attribute name
 * (`h.update(attr_name.humanize => attr_name)`): of `author` and `author_id` (both "Author"), the
 * later attribute takes the messages. The first one took them.
 */
import { describe, expect, it } from 'vitest'
import { Resource } from '../../src/client/index'

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
