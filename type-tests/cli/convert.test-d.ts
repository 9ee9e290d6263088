/**
 * What `typed-resources convert` writes compiles with the type-level helpers: the module in
 * ./converted/ is the converter's output for test/cli/convert/fixtures/library-routes.rb
 * (test/cli/convert/golden.test.ts keeps it current).
 */
import { expectTypeOf } from 'expect-type'
import { routes } from './converted/library-routes'

// Nested resources from a resource block, with their name prefix: parents first, exact arity.
expectTypeOf(routes.helpers.shelf_book_path(1, 2)).toEqualTypeOf<string>()
// @ts-expect-error — shelf_book needs the shelf and the book
routes.helpers.shelf_book_path(1)
expectTypeOf(routes.helpers.author_books_path({ author_id: 3 })).toEqualTypeOf<string>()
// Named routes of with_options blocks, typed from their paths.
expectTypeOf(routes.helpers.subject_path('poetry')).toEqualTypeOf<string>()
expectTypeOf(routes.helpers.mobile_catalog_path()).toEqualTypeOf<string>()
expectTypeOf(routes.helpers.catalog_path({ format: 'xml' })).toEqualTypeOf<string>()
// A name a later named route took (overdue_books, loans) is the named route's: no params.
expectTypeOf(routes.helpers.overdue_books_path()).toEqualTypeOf<string>()
expectTypeOf(routes.helpers.loans_path()).toEqualTypeOf<string>()
expectTypeOf(routes.helpers.root_url({ host: 'example.com' })).toEqualTypeOf<string>()
// Member and collection actions.
expectTypeOf(routes.helpers.renew_card_member_path(5)).toEqualTypeOf<string>()
expectTypeOf(routes.helpers.reorder_shelves_path()).toEqualTypeOf<string>()
// The conditional route was left as a comment: no helper.
// @ts-expect-error — not converted
routes.helpers.debug_routes_path()
