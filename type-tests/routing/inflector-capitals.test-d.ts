/**
 * The type-level inflector gives the runtime's answer for capitalized and mixed-case
 * names too (the same answer for every name). Rails' rules are case-insensitive:
 * the part of the word a rule keeps stays as written, the replacement is the rule's text
 * (`$1` keeps the case of the kept letter). The types matched lower-case endings only, so
 * `Singularize<'Posts'>` was 'Posts' (runtime: 'Post').
 */
import { expectTypeOf } from 'expect-type'
import type { Pluralize, Singularize } from '../../src/types/index'

expectTypeOf<Singularize<'Posts'>>().toEqualTypeOf<'Post'>()
expectTypeOf<Singularize<'POSTS'>>().toEqualTypeOf<'POST'>()
expectTypeOf<Singularize<'People'>>().toEqualTypeOf<'Person'>()
expectTypeOf<Singularize<'PEOPLE'>>().toEqualTypeOf<'Person'>()
expectTypeOf<Singularize<'SalesPeople'>>().toEqualTypeOf<'SalesPerson'>()
expectTypeOf<Singularize<'ChildREN'>>().toEqualTypeOf<'Child'>()
expectTypeOf<Singularize<'MOVIES'>>().toEqualTypeOf<'Movie'>()
expectTypeOf<Singularize<'Kine'>>().toEqualTypeOf<'Cow'>()
expectTypeOf<Singularize<'xKINE'>>().toEqualTypeOf<'xCow'>()
expectTypeOf<Singularize<'OXENFREE'>>().toEqualTypeOf<'OXFREE'>()
expectTypeOf<Singularize<'Statuses'>>().toEqualTypeOf<'Status'>()
expectTypeOf<Singularize<'Big_Categories'>>().toEqualTypeOf<'Big_Category'>()
expectTypeOf<Singularize<'Wolves'>>().toEqualTypeOf<'Wolf'>()
expectTypeOf<Singularize<'QUIZZES'>>().toEqualTypeOf<'QUIZ'>()
expectTypeOf<Singularize<'Analyses'>>().toEqualTypeOf<'Analysis'>()
expectTypeOf<Singularize<'BlackSheep'>>().toEqualTypeOf<'BlackSheep'>()
expectTypeOf<Singularize<'Line_Items'>>().toEqualTypeOf<'Line_Item'>()
expectTypeOf<Pluralize<'Person'>>().toEqualTypeOf<'People'>()
expectTypeOf<Pluralize<'SalesPerson'>>().toEqualTypeOf<'SalesPeople'>()
expectTypeOf<Pluralize<'COW'>>().toEqualTypeOf<'Kine'>()
expectTypeOf<Pluralize<'Status'>>().toEqualTypeOf<'Statuses'>()
expectTypeOf<Pluralize<'OX'>>().toEqualTypeOf<'OXen'>()
expectTypeOf<Pluralize<'Quiz'>>().toEqualTypeOf<'Quizzes'>()
expectTypeOf<Pluralize<'BOX'>>().toEqualTypeOf<'BOXes'>()
expectTypeOf<Pluralize<'Sheep'>>().toEqualTypeOf<'Sheep'>()
expectTypeOf<Pluralize<'Mouse'>>().toEqualTypeOf<'Mice'>()
expectTypeOf<Pluralize<'Category'>>().toEqualTypeOf<'Categories'>()
expectTypeOf<Pluralize<'Big_Wolf'>>().toEqualTypeOf<'Big_Wolves'>()
expectTypeOf<Pluralize<'Item2'>>().toEqualTypeOf<'Item2s'>()

// The kept part keeps its case; the replacement is the rule's text, not a case-folded copy.
// @ts-expect-error — not the lower-case answer
expectTypeOf<Singularize<'POSTS'>>().toEqualTypeOf<'post'>()
expectTypeOf<Singularize<'POSTS'>>().toEqualTypeOf<'POST'>()
// @ts-expect-error — not the word with its case carried into the replacement
expectTypeOf<Singularize<'MOVIES'>>().toEqualTypeOf<'MOVIE'>()
expectTypeOf<Singularize<'MOVIES'>>().toEqualTypeOf<'Movie'>()
// @ts-expect-error — Rails' cow/kine rules are case-specific on the first letter
expectTypeOf<Pluralize<'COW'>>().toEqualTypeOf<'kine'>()
expectTypeOf<Pluralize<'COW'>>().toEqualTypeOf<'Kine'>()

// (n)ews$ → $1ews and ((a)naly|…)ses$ → $1$2sis rewrite the letters after the kept one.
expectTypeOf<Singularize<'NEWS'>>().toEqualTypeOf<'News'>()
expectTypeOf<Singularize<'Old_NEWS'>>().toEqualTypeOf<'Old_News'>()
expectTypeOf<Singularize<'XANALYSES'>>().toEqualTypeOf<'XANALYAsis'>()
expectTypeOf<Singularize<'xAnalySes'>>().toEqualTypeOf<'xAnalyAsis'>()

// Only ASCII capitals fold, as in Rails and the runtime's RegExp `i`: `İ` lower-cases to two
// letters, the Kelvin sign `K` to `k`.
expectTypeOf<Singularize<'İtems'>>().toEqualTypeOf<'İtem'>()
expectTypeOf<Pluralize<'İtem'>>().toEqualTypeOf<'İtems'>()
expectTypeOf<Singularize<'\u212Aine'>>().toEqualTypeOf<'\u212Aine'>()
