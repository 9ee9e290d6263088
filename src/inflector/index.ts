/**
 * A Rails 2.3-compatible inflector: `pluralize` and `singularize` with Rails' default rules,
 * irregulars and uncountables (activesupport inflector.rb semantics), plus the few string
 * transforms the client needs (`underscore`, `dasherize`, `humanize`, `camelize`).
 *
 * The rules are data (./rules.ts); this module only applies them the way Rails does:
 * the newest rule first, the first matching rule wins, irregulars before the regex rules.
 */
import { IRREGULARS, PLURAL_RULES, SINGULAR_RULES, UNCOUNTABLES, type InflectionRule } from './rules'

type CompiledRule = readonly [RegExp, string]

const compile = (rules: readonly InflectionRule[]): CompiledRule[] =>
  rules.map(([source, flags, replacement]) => [new RegExp(source, flags), replacement] as const)

/** `Cow` + case-insensitive rest, as Ruby's `/C(?i)ow$/`: JavaScript has no inline flags. */
const caseInsensitiveRest = (rest: string): string =>
  [...rest].map((c) => (c.toLowerCase() === c.toUpperCase() ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`)).join('')

/**
 * The rules `irregular(singular, plural)` adds, as Rails 2.3 builds them (inflections.rb):
 * same first letter → one case-insensitive rule each way keeping the word's first letter;
 * different first letters (cow/kine) → two case-specific rules each way.
 */
function irregularRules(singular: string, plural: string): { plural: CompiledRule[]; singular: CompiledRule[] } {
  const s0 = singular.charAt(0)
  const p0 = plural.charAt(0)
  const sRest = singular.slice(1)
  const pRest = plural.slice(1)
  if (s0.toUpperCase() === p0.toUpperCase()) {
    return {
      plural: [[new RegExp(`(${s0})${sRest}$`, 'i'), `$1${pRest}`]],
      singular: [[new RegExp(`(${p0})${pRest}$`, 'i'), `$1${sRest}`]],
    }
  }
  // Defined upper-case first, so (checked newest first) the lower-case rule is tried first.
  return {
    plural: [
      [new RegExp(`${s0.toUpperCase()}${caseInsensitiveRest(sRest)}$`), p0.toUpperCase() + pRest],
      [new RegExp(`${s0.toLowerCase()}${caseInsensitiveRest(sRest)}$`), p0.toLowerCase() + pRest],
    ],
    singular: [
      [new RegExp(`${p0.toUpperCase()}${caseInsensitiveRest(pRest)}$`), s0.toUpperCase() + sRest],
      [new RegExp(`${p0.toLowerCase()}${caseInsensitiveRest(pRest)}$`), s0.toLowerCase() + sRest],
    ],
  }
}

/** Rules newest first: the order in which Rails tries them. */
const pluralRules: CompiledRule[] = compile(PLURAL_RULES)
const singularRules: CompiledRule[] = compile(SINGULAR_RULES)
for (const [singular, plural] of IRREGULARS) {
  const added = irregularRules(singular, plural)
  pluralRules.push(...added.plural)
  singularRules.push(...added.singular)
}
pluralRules.reverse()
singularRules.reverse()

const uncountables = new Set(UNCOUNTABLES)

/** At most this many strings per pattern fragment ({@link fragmentStrings}); more is "unknown". */
const MAX_STRINGS = 64

/**
 * The strings a pattern fragment can match, when it is a sequence of letters, classes of plain
 * characters (`[ti]`, `[m|l]`, `[eE]`) and groups of alternatives of such (`(x|ch|ss|sh)`,
 * `(?:ix|ex)`), none quantified: `(x|ch)es` → xes, ches. Undefined for anything else (an escape,
 * a range, a negated class, a quantifier, a lookaround, `.`) or past {@link MAX_STRINGS}.
 */
function fragmentStrings(text: string): string[] | undefined {
  const alternatives: string[] = []
  let depth = 0
  let from = 0
  for (let i = 0; i <= text.length; i++) {
    const c = text[i]
    if (c === '[') i = text.indexOf(']', i + 1) < 0 ? text.length : text.indexOf(']', i + 1)
    else if (c === '(') depth++
    else if (c === ')') depth--
    else if ((c === '|' && depth === 0) || i === text.length) {
      const strings = sequenceStrings(text.slice(from, i))
      if (strings === undefined) return undefined
      alternatives.push(...strings)
      from = i + 1
    }
  }
  return alternatives.length > MAX_STRINGS ? undefined : alternatives
}

/** {@link fragmentStrings} of a fragment without a `|` of its own. */
function sequenceStrings(text: string): string[] | undefined {
  let strings = ['']
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    let atom: readonly string[] | undefined
    if (/[A-Za-z]/.test(c)) {
      atom = [c]
      i++
    } else if (c === '[') {
      const close = text.indexOf(']', i + 1)
      const chars = close < 0 ? '' : text.slice(i + 1, close)
      if (chars === '' || /[-^\\[]/.test(chars)) return undefined
      atom = [...new Set(chars)]
      i = close + 1
    } else if (c === '(') {
      let depth = 0
      let close = i
      for (; close < text.length; close++) {
        if (text[close] === '[') close = text.indexOf(']', close + 1) < 0 ? text.length : text.indexOf(']', close + 1)
        else if (text[close] === '(') depth++
        else if (text[close] === ')' && --depth === 0) break
      }
      if (close >= text.length) return undefined
      let inner = text.slice(i + 1, close)
      if (inner.startsWith('?:')) inner = inner.slice(2)
      else if (inner.startsWith('?')) return undefined
      atom = fragmentStrings(inner)
      i = close + 1
    } else return undefined
    if (atom === undefined || /[?*+{]/.test(text.charAt(i))) return undefined
    const next: string[] = []
    for (const head of strings) for (const tail of atom) next.push(head + tail)
    if (next.length > MAX_STRINGS) return undefined
    strings = next
  }
  return strings
}

/** Whether `source` has a `|` outside every group and class (another alternative could match anything). */
function hasTopLevelAlternative(source: string): boolean {
  let depth = 0
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (inClass) inClass = c !== ']'
    else if (c === '[') inClass = true
    else if (c === '(') depth++
    else if (c === ')') depth--
    else if (c === '|' && depth === 0) return true
  }
  return false
}

/**
 * The endings one of which every match of a pattern ends the word with (as written; the `i` flag
 * lets a word end with them in any case): the strings of the longest fragment before its final `$` that
 * {@link fragmentStrings} reads (`(hive)s$` → hives; `(x|ch|ss|sh)es$` → xes, ches, sses,
 * shes; `K[iI][nN][eE]$` → Kine, KinE, …; `([^aeiouy]|qu)ies$` → ies), or undefined when not
 * known (no final `$`, an escape, a `|` outside groups: `^(ox)en`). A word ending with none of
 * them cannot match.
 */
function requiredEndings(source: string): readonly string[] | undefined {
  if (!source.endsWith('$') || source.includes('\\') || hasTopLevelAlternative(source)) return undefined
  const body = source.slice(0, -1)
  for (let from = 0; from < body.length; from++) {
    const strings = fragmentStrings(body.slice(from))
    if (strings !== undefined) return strings.includes('') ? undefined : strings
  }
  return undefined
}

/** The starts one of which every match begins the word with (a pattern opening with `^`: `^(ox)en` → oxen), as {@link requiredEndings}. */
function requiredStarts(source: string): readonly string[] | undefined {
  if (!source.startsWith('^') || source.includes('\\') || hasTopLevelAlternative(source)) return undefined
  for (let to = source.length; to > 1; to--) {
    const strings = fragmentStrings(source.slice(1, to))
    if (strings !== undefined) return strings.includes('') ? undefined : strings
  }
  return undefined
}

/** The longest text all `strings` end (`atEnd`) or start with, lower-case: a rule's one check for a word's lower-case form. */
function common(strings: readonly string[] | undefined, atEnd: boolean): string {
  if (strings === undefined) return ''
  const lower = strings.map((s) => s.toLowerCase())
  let length = Math.min(...lower.map((s) => s.length))
  const part = (s: string, n: number): string => (atEnd ? s.slice(s.length - n) : s.slice(0, n))
  while (length > 0 && lower.some((s) => part(s, length) !== part(lower[0]!, length))) length--
  return part(lower[0]!, length)
}

/**
 * A rule list indexed by the word's last character: for each, the rules (newest first) a word
 * ending with it can match, so a word is tried against a few rules instead of all of them, with
 * the same first match (a rule is only left out when its required ending or start rules it out,
 * so its RegExp is not even compiled for words it cannot match).
 */
interface RuleIndex {
  readonly rules: readonly CompiledRule[]
  /**
   * What each rule's matches end with, lower-case ('' when not known): the common ending of its
   * {@link requiredEndings} (`(x|ch|ss|sh)es$` → es, `K[iI][nN][eE]$` → kine). A word whose
   * lower-case form does not end with it cannot match (the letters are ASCII).
   */
  readonly endings: readonly string[]
  /** The same for starts ({@link requiredStarts}: `^(ox)en` → oxen). */
  readonly starts: readonly string[]
  /** Last character (lower-case) → indexes into `rules`, in order. */
  readonly byLast: ReadonlyMap<string, readonly number[]>
  /** The indexes of the rules with no known ending: the candidates of any other last character. */
  readonly anyEnding: readonly number[]
}

function indexRules(rules: readonly CompiledRule[]): RuleIndex {
  const endings = rules.map((r) => common(requiredEndings(r[0].source), true))
  const starts = rules.map((r) => common(requiredStarts(r[0].source), false))
  const anyEnding: number[] = []
  const byLast = new Map<string, number[]>()
  for (let i = 0; i < rules.length; i++) {
    const ending = endings[i]!
    if (ending === '') {
      anyEnding.push(i)
      for (const list of byLast.values()) list.push(i)
    } else {
      const last = ending.charAt(ending.length - 1)
      let list = byLast.get(last)
      if (list === undefined) byLast.set(last, (list = [...anyEnding]))
      list.push(i)
    }
  }
  return { rules, endings, starts, byLast, anyEnding }
}

const pluralIndex = indexRules(pluralRules)
const singularIndex = indexRules(singularRules)

/** Uncountables by last character (singularize's "ends with an uncountable" check). */
const uncountablesByLast = new Map<string, string[]>()
for (const u of uncountables) {
  const last = u.charAt(u.length - 1)
  const list = uncountablesByLast.get(last)
  if (list === undefined) uncountablesByLast.set(last, [u])
  else list.push(u)
}

// Index loops, no destructuring: inflection runs once per resource while a table is built,
// mostly before the JIT has compiled anything, where each iterator step costs many times more.
/** The first rule (newest first) matching `word` applied to it; `lower` is `word.toLowerCase()`. */
function applyFirst(index: RuleIndex, word: string, lower: string): string {
  const candidates = index.byLast.get(lower.charAt(lower.length - 1)) ?? index.anyEnding
  for (let i = 0; i < candidates.length; i++) {
    const k = candidates[i]!
    const ending = index.endings[k]!
    if (ending !== '' && !lower.endsWith(ending)) continue
    const start = index.starts[k]!
    if (start !== '' && !lower.startsWith(start)) continue
    const pattern = index.rules[k]![0]
    if (pattern.test(word)) return word.replace(pattern, index.rules[k]![1])
  }
  return word
}

/**
 * The plural of `word`, as Rails 2.3's `String#pluralize`.
 * The empty string, and a word whose lower-case form is an uncountable, come back unchanged.
 * @example pluralize('person') // 'people'; pluralize('status') // 'statuses'
 */
export function pluralize(word: string): string {
  if (word === '') return word
  const lower = word.toLowerCase()
  if (uncountables.has(lower)) return word
  return applyFirst(pluralIndex, word, lower)
}

/**
 * The singular of `word`, as Rails 2.3's `String#singularize`.
 * A word that ENDS WITH an uncountable (case-insensitively, e.g. `blacksheep`) comes back unchanged.
 * @example singularize('people') // 'person'; singularize('statuses') // 'status'
 */
export function singularize(word: string): string {
  const lower = word.toLowerCase()
  const candidates = uncountablesByLast.get(lower.charAt(lower.length - 1))
  if (candidates !== undefined) for (let i = 0; i < candidates.length; i++) if (lower.endsWith(candidates[i]!)) return word
  return applyFirst(singularIndex, word, lower)
}

/**
 * Rails' `String#underscore`: `ActiveRecord::Errors` → `active_record/errors`, `BlogPost` → `blog_post`.
 * Namespace separators `::` and `.` become `/`.
 */
export function underscore(word: string): string {
  return word
    .replace(/::|\./g, '/')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase()
}

/** Rails' `String#dasherize`: underscores to dashes (`created_at` → `created-at`). */
export function dasherize(word: string): string {
  return word.replace(/_/g, '-')
}

/**
 * Rails' `String#humanize`: drops a trailing `_id`, underscores to spaces, then Ruby's
 * `capitalize` — first letter capital, the rest lower-case (`First_Name` → `First name`);
 * ASCII letters only, as Ruby's.
 */
export function humanize(word: string): string {
  const s = word.replace(/_id$/, '').replace(/_/g, ' ')
  return s.charAt(0).replace(/[a-z]/, (c) => c.toUpperCase()) + s.slice(1).replace(/[A-Z]/g, (c) => c.toLowerCase())
}

/** Rails' `String#camelize`: `blog_post` → `BlogPost`, `admin/user` → `Admin::User` (here `Admin.User`). */
export function camelize(word: string): string {
  return word.replace(/\/(.?)/g, (_, c: string) => `.${c.toUpperCase()}`).replace(/(?:^|_)(.)/g, (_, c: string) => c.toUpperCase())
}
