/**
 * The runtime inflector against test/fixtures/inflections-rails23.json, read here on its own
 * (rules in definition order, checked newest first, irregulars after the rules, the two kinds of
 * irregular rule, uncountables: exact word for pluralize, any ending for singularize). Every rule's
 * suffix, irregular and uncountable is tried as a whole word and as a compound's tail, in four
 * cases. No disagreement was found; this pins it.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { pluralize, singularize } from '../../src/inflector'

interface JsonRule { pattern: string; flags: string; replacement: string }
const data = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/inflections-rails23.json', import.meta.url)), 'utf8')) as {
  plural: JsonRule[]; singular: JsonRule[]; irregular: [string, string][]; uncountable: string[]
}

const anyCase = (rest: string): string => [...rest].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c)).join('')
const plurals: [RegExp, string][] = data.plural.map((r) => [new RegExp(r.pattern, r.flags), r.replacement])
const singulars: [RegExp, string][] = data.singular.map((r) => [new RegExp(r.pattern, r.flags), r.replacement])
for (const [s, p] of data.irregular) {
  if (s[0]!.toUpperCase() === p[0]!.toUpperCase()) {
    plurals.push([new RegExp(`(${s[0]})${s.slice(1)}$`, 'i'), `$1${p.slice(1)}`])
    singulars.push([new RegExp(`(${p[0]})${p.slice(1)}$`, 'i'), `$1${s.slice(1)}`])
  } else {
    for (const up of [true, false]) {
      const c = (x: string) => (up ? x.toUpperCase() : x.toLowerCase())
      plurals.push([new RegExp(`${c(s[0]!)}${anyCase(s.slice(1))}$`), c(p[0]!) + p.slice(1)])
      singulars.push([new RegExp(`${c(p[0]!)}${anyCase(p.slice(1))}$`), c(s[0]!) + s.slice(1)])
    }
  }
}
plurals.reverse()
singulars.reverse()
const first = (rules: [RegExp, string][], w: string): string => {
  for (const [re, r] of rules) if (re.test(w)) return w.replace(re, r)
  return w
}
const railsPluralize = (w: string): string => (w === '' || data.uncountable.includes(w.replace(/[A-Z]/g, (c) => c.toLowerCase())) ? w : first(plurals, w))
const railsSingularize = (w: string): string => (data.uncountable.some((u) => new RegExp(`${u}$`, 'i').test(w)) ? w : first(singulars, w))

const tails = [
  'axis', 'testis', 'octopus', 'virus', 'alias', 'status', 'bus', 'buffalo', 'tomato', 'medium', 'datum', 'basis', 'analysis',
  'knife', 'safe', 'giffe', 'wolf', 'dwarf', 'hive', 'city', 'soliloquy', 'day', 'box', 'church', 'class', 'wish', 'matrix', 'vertex',
  'index', 'mouse', 'louse', '|ouse', 'ox', 'oxenfree', 'quiz', 'database', 'shoe', 'movie', 'series', 'news', 'perspective', 'hero',
  'analyses', 'bases', 'theses', 'crises', 'axes', 'octopi', 'statuses', 'buses', 'tomatoes', 'media', 'quizzes', 'matrices',
  'vertices', 'mice', 'wives', 'halves', 'curves', 'hives', 'tives', 'quies', 'ties', 'movies', 'shoes', 'databases', 'oxen',
  ...data.irregular.flat(), 'salesperson', 'salespeople', 'human', ...data.uncountable, 'blacksheep', 'sheep_herd', 'prices',
  'post', 'posts', 'item2', 'v2s', 's', 'x', 'y', '_', 'ies', 'ves', 'a_b',
]
const words = ['']
for (const t of tails) {
  for (const w of [t, `big_${t}`, `x${t}`]) words.push(w, w.charAt(0).toUpperCase() + w.slice(1), w.toUpperCase(), w.replace(/.$/, (c) => c.toUpperCase()))
}

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
})
