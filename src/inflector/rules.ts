/**
 * Rails 2.3.18's default inflections (activesupport/lib/active_support/inflections.rb), as data.
 *
 * The runtime inflector (./index.ts) reads these tables, and the type-level inflector
 * (src/types/inflector.ts) mirrors them rule by rule. Each rule is `[pattern, flags, replacement]`:
 * a JavaScript RegExp source (every source here means the same in Ruby and JavaScript), its
 * flags, and a replacement using `$1`/`$2` for Ruby's `\1`/`\2` (an unmatched group is '').
 * Rules are listed in definition order; Rails checks them in REVERSE order and applies the first
 * whose pattern matches. Irregulars are defined after the rules, so they are checked first.
 * Checked rule by rule against Rails 2.3.18 itself (the tests pin these tables to that data).
 */
export type InflectionRule = readonly [pattern: string, flags: '' | 'i', replacement: string]

/** `plural` rules in Rails' definition order. */
export const PLURAL_RULES: readonly InflectionRule[] = [
  ['$', '', 's'],
  ['s$', 'i', 's'],
  ['(ax|test)is$', 'i', '$1es'],
  ['(octop|vir)us$', 'i', '$1i'],
  ['(alias|status)$', 'i', '$1es'],
  ['(bu)s$', 'i', '$1ses'],
  ['(buffal|tomat)o$', 'i', '$1oes'],
  ['([ti])um$', 'i', '$1a'],
  ['sis$', 'i', 'ses'],
  ['(?:([^f])fe|([lr])f)$', 'i', '$1$2ves'],
  ['(hive)$', 'i', '$1s'],
  ['([^aeiouy]|qu)y$', 'i', '$1ies'],
  ['(x|ch|ss|sh)$', 'i', '$1es'],
  ['(matr|vert|ind)(?:ix|ex)$', 'i', '$1ices'],
  ['([m|l])ouse$', 'i', '$1ice'],
  ['^(ox)$', 'i', '$1en'],
  ['(quiz)$', 'i', '$1zes'],
]

/** `singular` rules in Rails' definition order. */
export const SINGULAR_RULES: readonly InflectionRule[] = [
  ['s$', 'i', ''],
  ['(n)ews$', 'i', '$1ews'],
  ['([ti])a$', 'i', '$1um'],
  ['((a)naly|(b)a|(d)iagno|(p)arenthe|(p)rogno|(s)ynop|(t)he)ses$', 'i', '$1$2sis'],
  ['(^analy)ses$', 'i', '$1sis'],
  ['([^f])ves$', 'i', '$1fe'],
  ['(hive)s$', 'i', '$1'],
  ['(tive)s$', 'i', '$1'],
  ['([lr])ves$', 'i', '$1f'],
  ['([^aeiouy]|qu)ies$', 'i', '$1y'],
  ['(s)eries$', 'i', '$1eries'],
  ['(m)ovies$', 'i', '$1ovie'],
  ['(x|ch|ss|sh)es$', 'i', '$1'],
  ['([m|l])ice$', 'i', '$1ouse'],
  ['(bus)es$', 'i', '$1'],
  ['(o)es$', 'i', '$1'],
  ['(shoe)s$', 'i', '$1'],
  ['(cris|ax|test)es$', 'i', '$1is'],
  ['(octop|vir)i$', 'i', '$1us'],
  ['(alias|status)es$', 'i', '$1'],
  ['^(ox)en', 'i', '$1'],
  ['(vert|ind)ices$', 'i', '$1ex'],
  ['(matr)ices$', 'i', '$1ix'],
  ['(quiz)zes$', 'i', '$1'],
  ['(database)s$', 'i', '$1'],
]

/** `irregular(singular, plural)` pairs in Rails' definition order. */
export const IRREGULARS: readonly (readonly [singular: string, plural: string])[] = [
  ['person', 'people'],
  ['man', 'men'],
  ['child', 'children'],
  ['sex', 'sexes'],
  ['move', 'moves'],
  ['cow', 'kine'],
]

/** Words that neither pluralize nor singularize. */
export const UNCOUNTABLES: readonly string[] = ['equipment', 'information', 'rice', 'money', 'species', 'series', 'fish', 'sheep', 'jeans']
