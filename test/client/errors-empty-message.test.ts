/**
 * An empty `<error/>` in an XML errors document reads as `null` (Hash.from_xml), and
 * `Errors.fromXml` turned it into the base message "null". Rails' `Array.wrap(...)` of a lone
 * empty `<error/>` gives no message at all; an empty element is no message, so it is skipped.
 */
import { describe, expect, it } from 'vitest'
import { Errors } from '../../src/client/index'

describe('XML errors documents with empty <error/> elements', () => {
  it('a lone empty <error/> gives no message', () => {
    const errors = new Errors(() => ['name'])
    expect(errors.fromXml('<errors><error/></errors>')).toBe(true)
    expect(errors.fullMessages).toEqual([])
    expect(errors.isEmpty()).toBe(true)
  })

  it('empty elements among messages are skipped', () => {
    const errors = new Errors(() => ['name'])
    errors.fromXml("<errors><error>Name can't be blank</error><error></error><error nil=\"true\"/></errors>")
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
