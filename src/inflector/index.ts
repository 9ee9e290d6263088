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
const uncountableList: readonly string[] = [...uncountables]

// Index loops, no destructuring: inflection runs once per resource while a table is built,
// mostly before the JIT has compiled anything, where each iterator step costs many times more.
function applyFirst(rules: readonly CompiledRule[], word: string): string {
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i]!
    if (rule[0].test(word)) return word.replace(rule[0], rule[1])
  }
  return word
}

/**
 * The plural of `word`, as Rails 2.3's `String#pluralize`.
 * The empty string, and a word whose lower-case form is an uncountable, come back unchanged.
 * @example pluralize('person') // 'people'; pluralize('status') // 'statuses'
 */
export function pluralize(word: string): string {
  if (word === '' || uncountables.has(word.toLowerCase())) return word
  return applyFirst(pluralRules, word)
}

/**
 * The singular of `word`, as Rails 2.3's `String#singularize`.
 * A word that ENDS WITH an uncountable (case-insensitively, e.g. `blacksheep`) comes back unchanged.
 * @example singularize('people') // 'person'; singularize('statuses') // 'status'
 */
export function singularize(word: string): string {
  const lower = word.toLowerCase()
  for (let i = 0; i < uncountableList.length; i++) if (lower.endsWith(uncountableList[i]!)) return word
  return applyFirst(singularRules, word)
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
