/**
 * Rails 2.3's `humanize` ends with `String#capitalize` (inflector.rb:
 * `result.gsub(/_id$/, "").gsub(/_/, " ").capitalize`), which also lower-cases the rest:
 * `"First_Name".humanize` is "First name", `"HTML_parser".humanize` "Html parser". The runtime
 * only upper-cased the first letter ("First Name", "HTML parser"), so an attribute with capitals
 * did not meet the message Rails wrote for it (ActiveResource's errors.from_array).
 */
import { describe, expect, it } from 'vitest'
import { humanize } from '../../src/inflector'

describe('humanize with capitals', () => {
  it('capitalizes as Ruby does: first letter up, the rest down', () => {
    expect(humanize('First_Name')).toBe('First name')
    expect(humanize('HTML_parser')).toBe('Html parser')
    expect(humanize('author_ID')).toBe('Author id') // /_id$/ is case-sensitive in Rails
    expect(humanize('Author_id')).toBe('Author')
    expect(humanize('firstName')).toBe('Firstname')
  })
  it('keeps the lower-case behaviour', () => {
    expect(humanize('first_name')).toBe('First name')
    expect(humanize('author_id')).toBe('Author')
    expect(humanize('')).toBe('')
  })
})
