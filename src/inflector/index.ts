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

/**
 * The letters a pattern's every match ends the word with, lower-case when the pattern has the
 * `i` flag: the letters and all-letter groups just before its final `$` (`(hive)s$` → `hives`,
 * `([ti])a$` → `a`), or '' when that is not known (no final `$`, an escape, or a `|` outside a
 * group: `^(ox)en`, `K[iI][nN][eE]$`). A word that does not end with it cannot match.
 */
function requiredEnding(source: string, flags: string): string {
  if (!source.endsWith('$') || source.includes('\\')) return ''
  // A `|` outside every group (and outside classes) would let another alternative end otherwise.
  let depth = 0
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const c = source[i]
    if (inClass) inClass = c !== ']'
    else if (c === '[') inClass = true
    else if (c === '(') depth++
    else if (c === ')') depth--
    else if (c === '|' && depth === 0) return ''
  }
  let ending = ''
  let i = source.length - 2
  while (i >= 0) {
    const c = source[i]!
    if (/[A-Za-z]/.test(c)) {
      ending = c + ending
      i--
    } else if (c === ')') {
      const open = source.lastIndexOf('(', i)
      const inner = source.slice(open + 1, i)
      if (open < 0 || !/^[A-Za-z]+$/.test(inner)) break
      ending = inner + ending
      i = open - 1
    } else break
  }
  return flags.includes('i') ? ending.toLowerCase() : ending
}

/**
 * A rule list indexed by the word's last character: for each, the rules (newest first) a word
 * ending with it can match, so a word is tried against a few rules instead of all of them, with
 * the same first match (a rule is only left out when its required ending rules it out).
 */
interface RuleIndex {
  readonly rules: readonly CompiledRule[]
  /** Each rule's required ending ({@link requiredEnding}), lower-case for case-insensitive rules. */
  readonly endings: readonly string[]
  readonly caseInsensitive: readonly boolean[]
  /** Last character (lower-case) → indexes into `rules`, in order. */
  readonly byLast: ReadonlyMap<string, readonly number[]>
  /** The indexes of the rules with no known ending: the candidates of any other last character. */
  readonly anyEnding: readonly number[]
}

function indexRules(rules: readonly CompiledRule[]): RuleIndex {
  const endings = rules.map((r) => requiredEnding(r[0].source, r[0].flags))
  const caseInsensitive = rules.map((r) => r[0].flags.includes('i'))
  const anyEnding: number[] = []
  const byLast = new Map<string, number[]>()
  for (let i = 0; i < rules.length; i++) {
    const ending = endings[i]!
    if (ending === '') {
      anyEnding.push(i)
      for (const list of byLast.values()) list.push(i)
    } else {
      const last = ending.charAt(ending.length - 1).toLowerCase()
      let list = byLast.get(last)
      if (list === undefined) byLast.set(last, (list = [...anyEnding]))
      list.push(i)
    }
  }
  return { rules, endings, caseInsensitive, byLast, anyEnding }
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
    if (ending !== '' && !(index.caseInsensitive[k] ? lower : word).endsWith(ending)) continue
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
