/**
 * The type-level twin of src/inflector: `Singularize<W>` and `Pluralize<W>` with Rails 2.3's
 * default rules (src/inflector/rules.ts), irregulars and uncountables, rule for rule.
 *
 * Rails checks the newest rule first (irregulars, then the rules in reverse definition order);
 * each conditional below is one rule, in that order, with the rule's source in a comment.
 * Every rule is anchored at the end of the word (except `^(ox)en`), so "the first match"
 * is a suffix test, and a replacement keeps the word up to the match.
 *
 * Case: the rules are case-insensitive in Rails; these types apply them to lower-case word
 * endings (resource names are lower-case snake_case symbols in Rails). Uncountables are
 * matched case-insensitively, as the runtime does.
 */
type Vowel = 'a' | 'e' | 'i' | 'o' | 'u' | 'y'

/** Rails' `UNCOUNTABLES` (rules.ts). */
type Uncountable = 'equipment' | 'information' | 'rice' | 'money' | 'species' | 'series' | 'fish' | 'sheep' | 'jeans'

/** `singularize` leaves a word alone when it ENDS WITH an uncountable (`blacksheep`). */
type EndsWithUncountable<W extends string> = Lowercase<W> extends `${string}${Uncountable}` ? true : false

/**
 * One rule `(G)Suf$ → $1Repl` (G: the alternatives of the captured group): `W` rewritten, or
 * `never` when the rule does not match. Distributes over `G`, so every alternative is a plain
 * suffix test.
 */
type Rule<W extends string, G extends string, Suf extends string, Repl extends string> =
  G extends G ? (Suf extends Suf ? (W extends `${infer P}${G}${Suf}` ? `${P}${G}${Repl}` : never) : never) : never

/** `A` unless it is `never` (the rule did not match), else `B`. */
type Or<A, B> = [A] extends [never] ? B : A

/** Irregular singular rules, newest first: cow/kine, move, sex, child, man, person. */
type SingularIrregular<W extends string> =
  Or<Rule<W, '', 'kine', 'cow'>,
  Or<Rule<W, '', 'Kine', 'Cow'>,
  Or<Rule<W, 'm', 'oves', 'ove'>,
  Or<Rule<W, 's', 'exes', 'ex'>,
  Or<Rule<W, 'c', 'hildren', 'hild'>,
  Or<Rule<W, 'm', 'en', 'an'>,
  Or<Rule<W, 'p', 'eople', 'erson'>,
  SingularRule<W>>>>>>>>

/** Rails' `singular` rules, newest first (rules.ts SINGULAR_RULES, reversed). */
type SingularRule<W extends string> =
  Or<Rule<W, 'database', 's', ''>, // (database)s$
  Or<Rule<W, 'quiz', 'zes', ''>, // (quiz)zes$
  Or<Rule<W, 'matr', 'ices', 'ix'>, // (matr)ices$
  Or<Rule<W, 'vert' | 'ind', 'ices', 'ex'>, // (vert|ind)ices$
  Or<W extends `oxen${infer Rest}` ? `ox${Rest}` : never, // ^(ox)en
  Or<Rule<W, 'alias' | 'status', 'es', ''>, // (alias|status)es$
  Or<Rule<W, 'octop' | 'vir', 'i', 'us'>, // (octop|vir)i$
  Or<Rule<W, 'cris' | 'ax' | 'test', 'es', 'is'>, // (cris|ax|test)es$
  Or<Rule<W, 'shoe', 's', ''>, // (shoe)s$
  Or<Rule<W, 'o', 'es', ''>, // (o)es$
  Or<Rule<W, 'bus', 'es', ''>, // (bus)es$
  Or<Rule<W, 'm' | 'l' | '|', 'ice', 'ouse'>, // ([m|l])ice$
  Or<Rule<W, 'x' | 'ch' | 'ss' | 'sh', 'es', ''>, // (x|ch|ss|sh)es$
  Or<Rule<W, 'm', 'ovies', 'ovie'>, // (m)ovies$
  Or<Rule<W, 's', 'eries', 'eries'>, // (s)eries$
  Or<W extends `${infer P}ies` ? (P extends `${string}qu` ? `${P}y` : P extends '' | `${string}${Vowel}` ? never : `${P}y`) : never, // ([^aeiouy]|qu)ies$
  Or<Rule<W, 'l' | 'r', 'ves', 'f'>, // ([lr])ves$
  Or<Rule<W, 'tive', 's', ''>, // (tive)s$
  Or<Rule<W, 'hive', 's', ''>, // (hive)s$
  Or<W extends `${infer P}ves` ? (P extends '' | `${string}f` ? never : `${P}fe`) : never, // ([^f])ves$
  Or<W extends 'analyses' ? 'analysis' : never, // (^analy)ses$
  Or<Rule<W, 'analy', 'ses', 'asis'>, // ((a)naly|…)ses$ → $1$2sis: $2 is 'a' for analy
  Or<Rule<W, 'ba' | 'diagno' | 'parenthe' | 'progno' | 'synop' | 'the', 'ses', 'sis'>,
  Or<Rule<W, 't' | 'i', 'a', 'um'>, // ([ti])a$
  Or<Rule<W, 'n', 'ews', 'ews'>, // (n)ews$
  Or<Rule<W, '', 's', ''>, // s$
  W>>>>>>>>>>>>>>>>>>>>>>>>>>

/**
 * The singular of `W`, as Rails 2.3's `String#singularize` (and the runtime `singularize`).
 *
 * @example
 * ```ts
 * import type { Singularize } from 'typed-resources'
 * type A = Singularize<'people'>   // 'person'
 * type B = Singularize<'statuses'> // 'status'
 * type C = Singularize<'sheep'>    // 'sheep'
 * ```
 */
export type Singularize<W extends string> = EndsWithUncountable<W> extends true ? W : SingularIrregular<W>

/** Irregular plural rules, newest first. */
type PluralIrregular<W extends string> =
  Or<Rule<W, '', 'cow', 'kine'>,
  Or<Rule<W, '', 'Cow', 'Kine'>,
  Or<Rule<W, 'm', 'ove', 'oves'>,
  Or<Rule<W, 's', 'ex', 'exes'>,
  Or<Rule<W, 'c', 'hild', 'hildren'>,
  Or<Rule<W, 'm', 'an', 'en'>,
  Or<Rule<W, 'p', 'erson', 'eople'>,
  PluralRule<W>>>>>>>>

/** Rails' `plural` rules, newest first (rules.ts PLURAL_RULES, reversed). */
type PluralRule<W extends string> =
  Or<Rule<W, 'quiz', '', 'zes'>, // (quiz)$
  Or<W extends 'ox' ? 'oxen' : never, // ^(ox)$
  Or<Rule<W, 'm' | 'l' | '|', 'ouse', 'ice'>, // ([m|l])ouse$
  Or<Rule<W, 'matr' | 'vert' | 'ind', 'ix' | 'ex', 'ices'>, // (matr|vert|ind)(?:ix|ex)$
  Or<Rule<W, 'x' | 'ch' | 'ss' | 'sh', '', 'es'>, // (x|ch|ss|sh)$
  Or<W extends `${infer P}y` ? (P extends `${string}qu` ? `${P}ies` : P extends '' | `${string}${Vowel}` ? never : `${P}ies`) : never, // ([^aeiouy]|qu)y$
  Or<Rule<W, 'hive', '', 's'>, // (hive)$
  Or<W extends `${infer P}fe` ? (P extends '' | `${string}f` ? never : `${P}ves`) : never, // (?:([^f])fe|…)$
  Or<Rule<W, 'l' | 'r', 'f', 'ves'>, // (?:…|([lr])f)$
  Or<Rule<W, '', 'sis', 'ses'>, // sis$
  Or<Rule<W, 't' | 'i', 'um', 'a'>, // ([ti])um$
  Or<Rule<W, 'buffal' | 'tomat', 'o', 'oes'>, // (buffal|tomat)o$
  Or<Rule<W, 'bu', 's', 'ses'>, // (bu)s$
  Or<Rule<W, 'alias' | 'status', '', 'es'>, // (alias|status)$
  Or<Rule<W, 'octop' | 'vir', 'us', 'i'>, // (octop|vir)us$
  Or<Rule<W, 'ax' | 'test', 'is', 'es'>, // (ax|test)is$
  Or<Rule<W, '', 's', 's'>, // s$
  `${W}s`>>>>>>>>>>>>>>>>> // $

/**
 * The plural of `W`, as Rails 2.3's `String#pluralize` (a singleton's default controller).
 *
 * @example
 * ```ts
 * import type { Pluralize } from 'typed-resources'
 * type A = Pluralize<'person'> // 'people'
 * type B = Pluralize<'status'> // 'statuses'
 * ```
 */
export type Pluralize<W extends string> = W extends '' ? W : Lowercase<W> extends Uncountable ? W : PluralIrregular<W>
