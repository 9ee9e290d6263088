/**
 * The runtime inflector against test/fixtures/inflections-rails23.json, read here on its own
 * (rules in definition order, checked newest first, irregulars after the rules, the two kinds of
 * irregular rule, uncountables: exact word for pluralize, any ending for singularize). Every rule's
 * suffix, irregular and uncountable is tried as a whole word and as a compound's tail, in four
 * cases. No disagreement was found; this pins it.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pluralize, singularize } from '../../src/inflector'
import { INFLECTION_WORDS as words, railsPluralize, railsSingularize } from '../support/rails-inflections'

describe('runtime inflector = inflections-rails23.json', () => {
  it(`pluralize and singularize agree with the JSON's rules on ${words.length} words`, () => {
    const diff = words.flatMap((w) => [
      ...(pluralize(w) === railsPluralize(w) ? [] : [`pluralize(${w}) = ${pluralize(w)}, Rails ${railsPluralize(w)}`]),
      ...(singularize(w) === railsSingularize(w) ? [] : [`singularize(${w}) = ${singularize(w)}, Rails ${railsSingularize(w)}`]),
    ])
    expect(diff).toEqual([])
  })
  it('compounds, irregular tails, uncountables, case, digits, the empty string', () => {
    expect(pluralize('big_person')).toBe('big_people')
    expect(pluralize('salesperson')).toBe('salespeople')
    expect(pluralize('SalesPerson')).toBe('SalesPeople')
    expect(pluralize('sheep_herd')).toBe('sheep_herds')
    expect(pluralize('big_fish')).toBe('big_fishes') // pluralize: the whole word must be uncountable
    expect(singularize('big_fish')).toBe('big_fish') // singularize: the ending is enough
    expect(pluralize('Equipment')).toBe('Equipment')
    expect(singularize('EQUIPMENT')).toBe('EQUIPMENT')
    expect(pluralize('human')).toBe('humen') // (m)an$
    expect(pluralize('item2')).toBe('item2s')
    expect(singularize('v2s')).toBe('v2')
    expect(pluralize('')).toBe('')
    expect(singularize('')).toBe('')
  })
  it('any word of rule endings, letters and other characters agrees (the rules tried by last letter are the ones that can match)', () => {
    // Words glued from the tails above, single letters in either case, digits, `_` and characters
    // whose case mapping is not ASCII's (K Kelvin sign, İ, ſ long s, Σ): the runtime inflector only
    // tries the rules a word's ending allows, which must never change the first matching rule.
    const piece = fc.oneof(
      fc.constantFrom(...words.filter((w) => w !== '')),
      fc.constantFrom(...'sSeEnNiIaAyYxXzZ_2\u212a\u0130\u017f\u03a3'.split('')),
    )
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 4 }), (pieces) => {
        const w = pieces.join('')
        expect(singularize(w)).toBe(railsSingularize(w))
        expect(pluralize(w)).toBe(railsPluralize(w))
      }),
      { numRuns: 3000 },
    )
  })
})
