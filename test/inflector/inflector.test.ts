/** The runtime inflector: Rails 2.3's pluralize, singularize and humanize. */
import { describe, expect, it } from 'vitest'
import { camelize, dasherize, humanize, pluralize, singularize, underscore } from '../../src/inflector'

// Singular → plural pairs from Rails 2.3's activesupport/test/inflector_test_cases.rb
// (SingularToPlural) that hold in both directions under Rails 2.3's default rules.
const SINGULAR_TO_PLURAL: Record<string, string> = {
  search: 'searches',
  switch: 'switches',
  fix: 'fixes',
  box: 'boxes',
  process: 'processes',
  address: 'addresses',
  case: 'cases',
  stack: 'stacks',
  wish: 'wishes',
  fish: 'fish',
  category: 'categories',
  query: 'queries',
  ability: 'abilities',
  agency: 'agencies',
  movie: 'movies',
  archive: 'archives',
  index: 'indices',
  wife: 'wives',
  half: 'halves',
  move: 'moves',
  salesperson: 'salespeople',
  person: 'people',
  spokesman: 'spokesmen',
  man: 'men',
  woman: 'women',
  basis: 'bases',
  diagnosis: 'diagnoses',
  diagnosis_a: 'diagnosis_as',
  datum: 'data',
  medium: 'media',
  analysis: 'analyses',
  node_child: 'node_children',
  child: 'children',
  experience: 'experiences',
  day: 'days',
  comment: 'comments',
  foobar: 'foobars',
  newsletter: 'newsletters',
  old_news: 'old_news',
  news: 'news',
  series: 'series',
  species: 'species',
  quiz: 'quizzes',
  perspective: 'perspectives',
  ox: 'oxen',
  photo: 'photos',
  buffalo: 'buffaloes',
  tomato: 'tomatoes',
  dwarf: 'dwarves',
  elf: 'elves',
  information: 'information',
  equipment: 'equipment',
  status: 'statuses',
  Status: 'Statuses',
  status_code: 'status_codes',
  mouse: 'mice',
  louse: 'lice',
  house: 'houses',
  octopus: 'octopi',
  virus: 'viri',
  alias: 'aliases',
  portfolio: 'portfolios',
  vertex: 'vertices',
  matrix: 'matrices',
  matrix_fu: 'matrix_fus',
  axis: 'axes',
  testis: 'testes',
  crisis: 'crises',
  rice: 'rice',
  shoe: 'shoes',
  horse: 'horses',
  prize: 'prizes',
  edge: 'edges',
  database: 'databases',
  cow: 'kine',
  Cow: 'Kine',
  sex: 'sexes',
  knife: 'knives',
  hive: 'hives',
  sheep: 'sheep',
}

describe('inflector (Rails 2.3 default rules)', () => {
  it.each(Object.entries(SINGULAR_TO_PLURAL))('pluralize(%s) = %s', (singular, plural) => {
    expect(pluralize(singular)).toBe(plural)
  })
  it.each(Object.entries(SINGULAR_TO_PLURAL))('singularize(plural of %s) gives it back', (singular, plural) => {
    expect(singularize(plural)).toBe(singular)
  })

  it('keeps the first letter of a same-letter irregular as written', () => {
    expect(pluralize('Person')).toBe('People')
    expect(singularize('PEOPLE')).toBe('Person') // '$1' + the rest as written in the rule
    expect(pluralize('human')).toBe('humen') // Rails 2.3's (m)an$ rule: a faithful quirk
  })

  it('cow/kine irregular rules are case-specific on the first letter', () => {
    expect(pluralize('cOW')).toBe('kine')
    expect(singularize('KINE')).toBe('Cow')
  })

  it('uncountables: exact word for pluralize, any ending for singularize', () => {
    expect(pluralize('Sheep')).toBe('Sheep')
    expect(pluralize('blacksheep')).toBe('blacksheeps')
    expect(singularize('blacksheep')).toBe('blacksheep')
    expect(singularize('jeans')).toBe('jeans')
    expect(pluralize('')).toBe('')
  })

  it('applies only the newest matching rule (Rails checks rules in reverse)', () => {
    expect(pluralize('bus')).toBe('buses')
    expect(singularize('buses')).toBe('bus')
    expect(singularize('moves')).toBe('move')
    expect(singularize('movies')).toBe('movie')
    expect(singularize('oxen')).toBe('ox')
    expect(singularize('oxenfree')).toBe('oxfree') // ^(ox)en has no $ anchor in Rails 2.3
  })
})

describe('string transforms', () => {
  it('underscore', () => {
    expect(underscore('BlogPost')).toBe('blog_post')
    expect(underscore('HTMLParser')).toBe('html_parser')
    expect(underscore('Api::V1::Person')).toBe('api/v1/person')
  })
  it('dasherize, humanize, camelize', () => {
    expect(dasherize('created_at')).toBe('created-at')
    expect(humanize('author_id')).toBe('Author')
    expect(humanize('first_name')).toBe('First name')
    expect(camelize('blog_post')).toBe('BlogPost')
  })
})

/**
 * Rails 2.3's `humanize` ends with `String#capitalize` (inflector.rb:
 * `result.gsub(/_id$/, "").gsub(/_/, " ").capitalize`), which also lower-cases the rest:
 * `"First_Name".humanize` is "First name", `"HTML_parser".humanize` "Html parser". The runtime
 * only upper-cased the first letter ("First Name", "HTML parser"), so an attribute with capitals
 * did not meet the message Rails wrote for it (ActiveResource's errors.from_array).
 */
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
