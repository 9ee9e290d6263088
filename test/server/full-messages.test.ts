/**
 * The server's full messages humanize attribute names as Rails 2.3's `humanize` does
 * (Ruby's `capitalize`: everything after the first letter lower-cased; `_id` dropped), with the
 * same inflector the client matches them back with.
 */
import { describe, expect, it } from 'vitest'
import { fullMessages } from '../../src/server/respond'

describe('respond full messages', () => {
  it('humanize attribute names as Rails does', () => {
    expect(fullMessages({ First_Name: ["can't be blank"], author_id: ['is unknown'], base: ['Whole record'] })).toEqual([
      "First name can't be blank",
      'Author is unknown',
      'Whole record',
    ])
  })
})
