/**
 * The type-level twin of src/inflector: `Singularize<W>` and `Pluralize<W>` with Rails 2.3's
 * default rules (src/inflector/rules.ts), irregulars and uncountables, rule for rule.
 *
 * Rails checks the newest rule first (irregulars, then the rules in reverse definition order);
 * the rules are tuples in that order (`[group, suffix, replacement]`, the source in a comment),
 * applied by one tail-recursive `ApplyFirst`.
 * Every rule is anchored at the end of the word (except `^(ox)en`), so "the first match"
 * is a suffix test, and a replacement keeps the word up to the match.
 *
 * Case: the rules are case-insensitive in Rails. A lower-case word (the usual resource name)
 * meets the tables directly. A word with capitals meets them lower-cased, in "split" mode (`SplitMode`):
 * a rule then answers `[kept, replacement]` (the kept part lower-cased), and {@link Recase} takes
 * the kept part from the word as written — Rails keeps it, and `$1`, as written, and inserts the
 * rule's text (`PEOPLE` → `Person`, `MOVIES` → `Movie`, `COW` → `Kine`). Uncountables are
 * matched case-insensitively, as the runtime does.
 */
import type { CapitalLetter } from './characters'
type Vowel = 'a' | 'e' | 'i' | 'o' | 'u' | 'y'

/** Rails' `UNCOUNTABLES` (rules.ts). */
type Uncountable = 'equipment' | 'information' | 'rice' | 'money' | 'species' | 'series' | 'fish' | 'sheep' | 'jeans'

/** `singularize` leaves a word alone when it ENDS WITH an uncountable (`blacksheep`; `W` is lower-cased). */
type EndsWithUncountable<W extends string> = W extends `${string}${Uncountable}` ? true : false

/**
 * One rule `(Group)Suffix$ → $1Replacement` (Group: the alternatives of the captured group): `W` rewritten, or
 * `never` when the rule does not match. Distributes over `Group` and `Suffix`, so every alternative is
 * a plain suffix test, once a test without `infer` (most rules a word meets do not match) says one
 * alternative matches.
 */
type Rule<
  W extends string,
  Group extends string,
  Suffix extends string,
  Replacement extends string,
  SplitMode extends boolean,
> = W extends `${string}${Group}${Suffix}`
  ? Group extends Group
    ? Suffix extends Suffix
      ? W extends `${infer P}${Group}${Suffix}`
        ? Out<SplitMode, `${P}${Group}`, Replacement>
        : never
      : never
    : never
  : never

/** A rule's answer: the word (`kept` + `replacement`), or in split mode the two parts. */
type Out<SplitMode extends boolean, Kept extends string, Replacement extends string> = SplitMode extends true
  ? [Kept, Replacement]
  : `${Kept}${Replacement}`

/** A rule as data: `[group alternatives, suffix, replacement]`, or a rule the table cannot say. */
type RuleSpec = readonly [group: string, suffix: string, replacement: string] | readonly [special: Special]
type Special = 'oxen' | 'ies' | 'ves' | 'analyses' | 'ox' | 'y' | 'fe'

/** One rule applied to `W` (never: no match); its parts read by index, not inferred (an inference per word and rule). */
type Apply<W extends string, R extends RuleSpec, SplitMode extends boolean> = R extends readonly [string, string, string]
  ? Rule<W, R[0], R[1], R[2], SplitMode>
  : R extends readonly [Special]
    ? SpecialRule<W, R[0], SplitMode>
    : never

type SpecialRule<W extends string, K extends Special, SplitMode extends boolean> = K extends 'oxen'
  ? W extends `oxen${string}`
    ? Oxen<W, SplitMode>
    : never // singular ^(ox)en
  : K extends 'ies'
    ? W extends `${infer P}ies`
      ? P extends `${string}qu`
        ? Out<SplitMode, P, 'y'>
        : P extends '' | `${string}${Vowel}`
          ? never
          : Out<SplitMode, P, 'y'>
      : never // ([^aeiouy]|qu)ies$ → $1y
    : K extends 'ves'
      ? W extends `${infer P}ves`
        ? P extends '' | `${string}f`
          ? never
          : Out<SplitMode, P, 'fe'>
        : never // ([^f])ves$ → $1fe
      : K extends 'analyses'
        ? W extends 'analyses'
          ? Out<SplitMode, 'analy', 'sis'>
          : never // (^analy)ses$
        : K extends 'ox'
          ? W extends 'ox'
            ? Out<SplitMode, 'ox', 'en'>
            : never // plural ^(ox)$
          : K extends 'y'
            ? W extends `${infer P}y`
              ? P extends `${string}qu`
                ? Out<SplitMode, P, 'ies'>
                : P extends '' | `${string}${Vowel}`
                  ? never
                  : Out<SplitMode, P, 'ies'>
              : never // ([^aeiouy]|qu)y$ → $1ies
            : W extends `${infer P}fe`
              ? P extends '' | `${string}f`
                ? never
                : Out<SplitMode, P, 'ves'>
              : never // ([^f])fe$ → $1ves

/** Split-mode answer of `^(ox)en` (not anchored at the end): the word as written without its 3rd and 4th letters. */
type OxenSplit = ['ox', '', 'oxen']

/**
 * The first rule of `Rules` that matches, applied; `W` unchanged when none does. Tail-recursive:
 * a rule is only evaluated when the rules before it did not match.
 */
type ApplyFirst<W extends string, Rules extends readonly RuleSpec[], SplitMode extends boolean> = Rules extends readonly [
  infer R extends RuleSpec,
  ...infer Rest extends readonly RuleSpec[],
]
  ? Apply<W, R, SplitMode> extends infer X
    ? [X] extends [never]
      ? ApplyFirst<W, Rest, SplitMode>
      : X
    : never
  : Out<SplitMode, W, ''>

/**
 * A split-mode answer for the word `W` as written: its first `kept.length` letters, then the
 * replacement. The cow/kine rules are case-specific on the first letter they replace (`C(?i)ow$`
 * → `Kine`, `c(?i)ow$` → `kine`); `^(ox)en` keeps the rest of the word.
 */
type Recase<W extends string, T> = T extends [infer K extends string, infer R extends string, ...infer X]
  ? X extends ['oxen']
    ? W extends `${infer A}${infer B}${infer _C}${infer _D}${infer Rest}`
      ? `${A}${B}${Rest}`
      : never
    : R extends 'cow' | 'kine'
      ? Split<W, K> extends [infer Kept extends string, `${'C' | 'K'}${string}`]
        ? `${Kept}${Capitalize<R>}`
        : `${Split<W, K>[0]}${R}`
      : R extends 'asis' // ((a)naly|…)ses$ → $1$2sis: $2 is the word's own `a`
        ? K extends `${infer X}analy`
          ? Split<W, X>[1] extends `${infer A}${string}`
            ? `${Split<W, K>[0]}${A}sis`
            : never
          : never
        : `${Split<W, K>[0]}${R}`
  : never

/**
 * `W` with its ASCII capitals lower-cased, letter by letter: Rails' case-insensitive rules fold
 * ASCII only, and `Lowercase` can change a word's length (`İ`).
 */
type AsciiLower<W extends string, Done extends string = ''> = W extends `${infer C}${infer R}`
  ? AsciiLower<R, `${Done}${C extends AsciiCapital ? Lowercase<C> : C}`>
  : Done
type AsciiCapital = CapitalLetter

/** `W` cut after as many letters as `K` has: `[head, tail]`. */
type Split<W extends string, K extends string, Head extends string = ''> = K extends `${infer _}${infer KR}`
  ? W extends `${infer C}${infer WR}`
    ? Split<WR, KR, `${Head}${C}`>
    : [Head, W]
  : [Head, W]

/**
 * Rails' singular rules, newest first (irregulars, then SINGULAR_RULES reversed), split by the
 * word's ending: a rule anchored at `$` cannot match a word with another ending, so each list
 * keeps Rails' order among the rules that can match its words (a rule's alternatives cut to
 * those with that ending), and a word meets only those. `^(ox)en` is not anchored at the end,
 * so it is in every list at its place. Most names (`posts`, `tables`) end in no rule's ending
 * but `s$`: {@link SingularizeIn} answers them after a few suffix tests, without a list.
 */
/** Words not ending in `s`, by their last letter (the others: only `^(ox)en` can match). */
type SingularNotS = {
  e: [['', 'kine', 'cow'], ['p', 'eople', 'erson'], ['oxen'], ['m' | 'l' | '|', 'ice', 'ouse']] // irregulars, ^(ox)en, ([m|l])ice$
  n: [['c', 'hildren', 'hild'], ['m', 'en', 'an'], ['oxen']] // irregulars, ^(ox)en
  i: [['oxen'], ['octop' | 'vir', 'i', 'us']] // ^(ox)en, (octop|vir)i$
  a: [['oxen'], ['t' | 'i', 'a', 'um']] // ^(ox)en, ([ti])a$
}
/**
 * Words ending in `es` (`W` = `${Q}es`), by the last letter of `Q`; a word whose `Q` ends in
 * another letter (`tables`, `images`) meets only `^(ox)en` and `s$`.
 */
type SingularEs = {
  v: [
    ['m', 'oves', 'ove'], // irregular
    ['oxen'], // ^(ox)en
    ['l' | 'r', 'ves', 'f'], // ([lr])ves$
    ['tive', 's', ''], // (tive)s$
    ['hive', 's', ''], // (hive)s$
    ['ves'], // ([^f])ves$
    ['', 's', ''], // s$
  ]
  x: [
    ['s', 'exes', 'ex'], // irregular
    ['oxen'], // ^(ox)en
    ['ax', 'es', 'is'], // (cris|ax|test)es$
    ['x', 'es', ''], // (x|ch|ss|sh)es$
    ['', 's', ''], // s$
  ]
  s: [
    ['database', 's', ''], // (database)s$
    ['oxen'], // ^(ox)en
    ['alias' | 'status', 'es', ''], // (alias|status)es$
    ['cris', 'es', 'is'], // (cris|ax|test)es$
    ['bus', 'es', ''], // (bus)es$
    ['ss', 'es', ''], // (x|ch|ss|sh)es$
    ['analyses'], // (^analy)ses$
    ['analy', 'ses', 'asis'], // ((a)naly|…)ses$ → $1$2sis: $2 is 'a' for analy
    ['ba' | 'diagno' | 'parenthe' | 'progno' | 'synop' | 'the', 'ses', 'sis'], // ((a)naly|(b)a|…|(t)he)ses$
    ['', 's', ''], // s$
  ]
  z: [['quiz', 'zes', ''], ['oxen'], ['', 's', '']] // (quiz)zes$, ^(ox)en, s$
  c: [['matr', 'ices', 'ix'], ['vert' | 'ind', 'ices', 'ex'], ['oxen'], ['', 's', '']] // (matr)ices$, (vert|ind)ices$, ^(ox)en, s$
  t: [['oxen'], ['test', 'es', 'is'], ['', 's', '']] // ^(ox)en, (cris|ax|test)es$, s$
  o: [['oxen'], ['shoe', 's', ''], ['o', 'es', ''], ['', 's', '']] // ^(ox)en, (shoe)s$, (o)es$, s$
  h: [['oxen'], ['ch' | 'sh', 'es', ''], ['', 's', '']] // ^(ox)en, (x|ch|ss|sh)es$, s$
  i: [
    ['oxen'], // ^(ox)en
    ['m', 'ovies', 'ovie'], // (m)ovies$
    ['s', 'eries', 'eries'], // (s)eries$
    ['ies'], // ([^aeiouy]|qu)ies$
    ['', 's', ''], // s$
  ]
}

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
export type Singularize<W extends string> = W extends `${infer Head}_${infer Tail}`
  ? `${Head}${SingularizeAfterUnderscore<Tail>}`
  : SingularizeWord<W>

/**
 * The singular of `_${Tail}`: no rule's pattern holds a `_`, and none reads more than one letter
 * before its suffix or is anchored at the start but `^(ox)en` and `(^analy)ses$`, which `_` keeps
 * from matching — so a compound name (`line_items`) is its head and the singular of `_` and its
 * tail, computed once per tail and shared by every name ending in it.
 */
type SingularizeAfterUnderscore<Tail extends string> = Tail extends `${infer Head}_${infer Rest}`
  ? `_${Head}${SingularizeAfterUnderscore<Rest>}`
  : SingularizeWord<`_${Tail}`>

/** {@link Singularize} of one word (or of a compound whose tail needs the whole word). */
type SingularizeWord<W extends string> = W extends W
  ? Lowercase<W> extends W
    ? SingularizeIn<W, false>
    : Recase<W, SingularizeIn<AsciiLower<W>, true>>
  : never

/**
 * {@link Singularize} of a lower-case word (`SplitMode`: split mode, see the top of this file): the
 * rules of the word's ending. The uncountables come first; of the words that end in `s`, only
 * `…ies` (species, series) and `jeans` can end in one.
 */
type SingularizeIn<W extends string, SplitMode extends boolean> = W extends `${infer P}s`
  ? P extends `${string}e`
    ? SingularEsOf<W, P, SplitMode>
    : SingularS<W, P, SplitMode>
  : EndsWithUncountable<W> extends true
    ? Out<SplitMode, W, ''>
    : W extends `${string}e`
      ? ApplyFirst<W, SingularNotS['e'], SplitMode>
      : W extends `${string}n`
        ? ApplyFirst<W, SingularNotS['n'], SplitMode>
        : W extends `${string}i`
          ? ApplyFirst<W, SingularNotS['i'], SplitMode>
          : W extends `${string}a`
            ? ApplyFirst<W, SingularNotS['a'], SplitMode>
            : OxenOr<W, SplitMode, W>

/**
 * A word ending in `es` (`W` = `${P}s`): the list of the letter before `es`, one suffix test per
 * key of {@link SingularEs} (constant templates: a test instantiates nothing, where a look-up by
 * the last letter distributed over the nine letters per word), or `^(ox)en` and `s$` for a regular
 * `…es` (tables, images).
 */
type SingularEsOf<W extends string, P extends string, SplitMode extends boolean> = P extends `${string}se`
  ? ApplyFirst<W, SingularEs['s'], SplitMode>
  : P extends `${string}ie`
    ? EndsWithUncountable<W> extends true
      ? Out<SplitMode, W, ''>
      : ApplyFirst<W, SingularEs['i'], SplitMode>
    : P extends `${string}he`
      ? ApplyFirst<W, SingularEs['h'], SplitMode>
      : P extends `${string}xe`
        ? ApplyFirst<W, SingularEs['x'], SplitMode>
        : P extends `${string}ve`
          ? ApplyFirst<W, SingularEs['v'], SplitMode>
          : P extends `${string}oe`
            ? ApplyFirst<W, SingularEs['o'], SplitMode>
            : P extends `${string}ce`
              ? ApplyFirst<W, SingularEs['c'], SplitMode>
              : P extends `${string}te`
                ? ApplyFirst<W, SingularEs['t'], SplitMode>
                : P extends `${string}ze`
                  ? ApplyFirst<W, SingularEs['z'], SplitMode>
                  : OxenOr<W, SplitMode, P>

/** `^(ox)en` when `W` starts with `oxen`, else `Kept` (the rule `s$`, or no rule: `Kept` is `W`). */
type OxenOr<W extends string, SplitMode extends boolean, Kept extends string> = W extends `oxen${string}`
  ? Oxen<W, SplitMode>
  : Out<SplitMode, Kept, ''>
/** `^(ox)en` on a word starting with `oxen` (tested first without `infer`: most words do not). */
type Oxen<W extends string, SplitMode extends boolean> = SplitMode extends true
  ? OxenSplit
  : W extends `oxen${infer Rest}`
    ? `ox${Rest}`
    : never

/**
 * Words ending in `s` but not `es` (most names, `W` = `${P}s`): the one uncountable with that
 * ending (`jeans`, any case), then ^(ox)en, (n)ews$, s$ — a word ending in `ns` cannot end in
 * `news`, one ending in `ws` cannot be `jeans`.
 */
type SingularS<W extends string, P extends string, SplitMode extends boolean> = W extends `oxen${string}`
  ? P extends `${string}jean`
    ? Out<SplitMode, W, ''>
    : Oxen<W, SplitMode>
  : P extends `${string}n`
    ? P extends `${string}jean`
      ? Out<SplitMode, W, ''>
      : Out<SplitMode, P, ''>
    : P extends `${string}new`
      ? P extends `${infer N}new`
        ? Out<SplitMode, `${N}n`, 'ews'>
        : never
      : Out<SplitMode, P, ''> // (n)ews$ → $1ews

/** Rails' plural rules, newest first (irregulars, then PLURAL_RULES reversed). */
type PluralRules = [
  ['', 'cow', 'kine'],
  ['m', 'ove', 'oves'],
  ['s', 'ex', 'exes'],
  ['c', 'hild', 'hildren'],
  ['m', 'an', 'en'],
  ['p', 'erson', 'eople'], // irregulars
  ['quiz', '', 'zes'], // (quiz)$
  ['ox'], // ^(ox)$
  ['m' | 'l' | '|', 'ouse', 'ice'], // ([m|l])ouse$
  ['matr' | 'vert' | 'ind', 'ix' | 'ex', 'ices'], // (matr|vert|ind)(?:ix|ex)$
  ['x' | 'ch' | 'ss' | 'sh', '', 'es'], // (x|ch|ss|sh)$
  ['y'], // ([^aeiouy]|qu)y$
  ['hive', '', 's'], // (hive)$
  ['fe'], // (?:([^f])fe|…)$
  ['l' | 'r', 'f', 'ves'], // (?:…|([lr])f)$
  ['', 'sis', 'ses'], // sis$
  ['t' | 'i', 'um', 'a'], // ([ti])um$
  ['buffal' | 'tomat', 'o', 'oes'], // (buffal|tomat)o$
  ['bu', 's', 'ses'], // (bu)s$
  ['alias' | 'status', '', 'es'], // (alias|status)$
  ['octop' | 'vir', 'us', 'i'], // (octop|vir)us$
  ['ax' | 'test', 'is', 'es'], // (ax|test)is$
  ['', 's', 's'], // s$
  ['', '', 's'], // $
]

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
export type Pluralize<W extends string> = W extends W
  ? Lowercase<W> extends W
    ? PluralizeIn<W, false>
    : Recase<W, PluralizeIn<AsciiLower<W>, true>>
  : never

/** {@link Pluralize} of a lower-case word (`SplitMode`: split mode, see the top of this file). */
type PluralizeIn<W extends string, SplitMode extends boolean> = W extends '' | Uncountable
  ? Out<SplitMode, W, ''>
  : W extends `${string}${PluralRuleEnd}`
    ? ApplyFirst<W, PluralRules, SplitMode>
    : Out<SplitMode, W, 's'> // no rule but the last (`$ → s`) can match: one suffix test instead of the table

/** The last letters of every suffix in {@link PluralRules} but the empty one (`$`). */
type PluralRuleEnd = 'w' | 'e' | 'x' | 'd' | 'n' | 'z' | 'h' | 's' | 'y' | 'f' | 'm' | 'o'
