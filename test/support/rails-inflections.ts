/**
 * Rails 2.3.18's inflector read straight from test/fixtures/inflections-rails23.json (rules in
 * definition order, checked newest first, irregulars after the rules, the two kinds of irregular
 * rule, uncountables: exact word for pluralize, any ending for singularize) — the reference the
 * runtime inflector (test/review/inflector-rails23-json.test.ts) and the type-level one
 * (test/types/inflector.test.ts) are both held to — and the words they are tried on.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

interface JsonRule {
  pattern: string
  flags: string
  replacement: string
}
const data = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/inflections-rails23.json', import.meta.url)), 'utf8')) as {
  plural: JsonRule[]
  singular: JsonRule[]
  irregular: [string, string][]
  uncountable: string[]
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
/** Rails 2.3's `String#pluralize`, from the JSON. */
export const railsPluralize = (w: string): string =>
  w === '' || data.uncountable.includes(w.replace(/[A-Z]/g, (c) => c.toLowerCase())) ? w : first(plurals, w)
/** Rails 2.3's `String#singularize`, from the JSON. */
export const railsSingularize = (w: string): string =>
  data.uncountable.some((u) => new RegExp(`${u}$`, 'i').test(w)) ? w : first(singulars, w)

/** Every rule's suffix (both ways), irregular and uncountable, and plain words. */
const tails = [
  'axis',
  'testis',
  'octopus',
  'virus',
  'alias',
  'status',
  'bus',
  'buffalo',
  'tomato',
  'medium',
  'datum',
  'basis',
  'analysis',
  'knife',
  'safe',
  'giffe',
  'wolf',
  'dwarf',
  'hive',
  'city',
  'soliloquy',
  'day',
  'box',
  'church',
  'class',
  'wish',
  'matrix',
  'vertex',
  'index',
  'mouse',
  'louse',
  '|ouse',
  'ox',
  'oxenfree',
  'quiz',
  'database',
  'shoe',
  'movie',
  'series',
  'news',
  'perspective',
  'hero',
  'analyses',
  'bases',
  'theses',
  'crises',
  'axes',
  'octopi',
  'statuses',
  'buses',
  'tomatoes',
  'media',
  'quizzes',
  'matrices',
  'vertices',
  'mice',
  'wives',
  'halves',
  'curves',
  'hives',
  'tives',
  'quies',
  'ties',
  'movies',
  'shoes',
  'databases',
  'oxen',
  ...data.irregular.flat(),
  'salesperson',
  'salespeople',
  'human',
  ...data.uncountable,
  'blacksheep',
  'sheep_herd',
  'prices',
  'post',
  'posts',
  'item2',
  'v2s',
  's',
  'x',
  'y',
  '_',
  'ies',
  'ves',
  'a_b',
  // regular plurals in `es`, and `^(ox)en` (not anchored at the end) before each group of endings
  'tables',
  'images',
  'testes',
  'indexes',
  'sexes',
  'moves',
  'species',
  'oxentables',
  'oxenboxes',
  'oxenspecies',
  'oxenkine',
  'oxenmen',
  'oxenmice',
  'oxenpeople',
  'oxenwives',
  'oxenquizzes',
  'oxenshoes',
  'oxenchurches',
  'oxenmovies',
  'oxendata',
  'oxenoctopi',
  'oxenstatuses',
  'oxenmatrices',
  'oxentestes',
  'oxensexes',
  'oxenmoney',
  'oxenjeans',
  'oxennews',
]
/** Each tail as a whole word, a compound's tail (`big_…`) and glued (`x…`), in four cases; and ''. */
export const INFLECTION_WORDS: readonly string[] = [
  '',
  ...tails.flatMap((t) =>
    [t, `big_${t}`, `x${t}`].flatMap((w) => [
      w,
      w.charAt(0).toUpperCase() + w.slice(1),
      w.toUpperCase(),
      w.replace(/.$/, (c) => c.toUpperCase()),
    ]),
  ),
]
