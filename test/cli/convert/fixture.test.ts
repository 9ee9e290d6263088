// The project's own routes.rb fixture (fixtures/library-routes.rb), written to hold every construct
// the real Rails 2.3 route files use. The expected table is Rails 2.3.18's, derived by hand from
// resources.rb and route_set.rb: nested routes before their parent's, member actions grouped by
// method with edit first among the GETs, a later named route taking the name of an earlier one.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { convert } from './support'

const fixture = readFileSync(new URL('./fixtures/library-routes.rb', import.meta.url), 'utf8')
const ID = '{id: /[^/.?]+/}'
const resource = (plural: string, singular: string, prefix = '', path = `/${plural}`, controller = plural): string[] => [
  `${prefix}${plural} GET ${path}(.:format) ${controller}#index`,
  `POST ${path}(.:format) ${controller}#create`,
  `new_${prefix}${singular} GET ${path}/new(.:format) ${controller}#new`,
  `edit_${prefix}${singular} GET ${path}/:id/edit(.:format) ${controller}#edit ${ID}`,
  `${prefix}${singular} GET ${path}/:id(.:format) ${controller}#show ${ID}`,
  `PUT ${path}/:id(.:format) ${controller}#update ${ID}`,
  `DELETE ${path}/:id(.:format) ${controller}#destroy ${ID}`,
]

const RAILS_TABLE = [
  'members GET /members(.:format) members#index',
  'POST /members(.:format) members#create',
  'new_member GET /members/new(.:format) members#new',
  `suspend_member PUT /members/:id/suspend(.:format) members#suspend ${ID}`,
  `edit_member GET /members/:id/edit(.:format) members#edit ${ID}`,
  `history_member GET /members/:id/history(.:format) members#history ${ID}`,
  `renew_card_member POST /members/:id/renew_card(.:format) members#renew_card ${ID}`,
  `member GET /members/:id(.:format) members#show ${ID}`,
  `PUT /members/:id(.:format) members#update ${ID}`,
  `DELETE /members/:id(.:format) members#destroy ${ID}`,
  'join /join members#new',
  ...resource('books', 'book', 'shelf_', '/shelves/:shelf_id/books', 'books'),
  'reorder_shelves POST /shelves/reorder(.:format) shelves#reorder',
  'empty_shelves GET /shelves/empty(.:format) shelves#empty',
  'shelves GET /shelves(.:format) shelves#index',
  'POST /shelves(.:format) shelves#create',
  'new_shelf GET /shelves/new(.:format) shelves#new',
  `edit_shelf GET /shelves/:id/edit(.:format) shelves#edit ${ID}`,
  `stock_shelf GET /shelves/:id/stock(.:format) shelves#stock ${ID}`,
  `shelf GET /shelves/:id(.:format) shelves#show ${ID}`,
  `PUT /shelves/:id(.:format) shelves#update ${ID}`,
  `DELETE /shelves/:id(.:format) shelves#destroy ${ID}`,
  ...resource('books', 'book', 'author_', '/authors/:author_id/books', 'books'),
  'reorder_authors POST /authors/reorder(.:format) authors#reorder',
  'authors GET /authors(.:format) authors#index',
  'POST /authors(.:format) authors#create',
  'new_author GET /authors/new(.:format) authors#new',
  `edit_author GET /authors/:id/edit(.:format) authors#edit ${ID}`,
  `bibliography_author GET /authors/:id/bibliography(.:format) authors#bibliography ${ID}`,
  `author GET /authors/:id(.:format) authors#show ${ID}`,
  `PUT /authors/:id(.:format) authors#update ${ID}`,
  `DELETE /authors/:id(.:format) authors#destroy ${ID}`,
  // overdue_books is taken by the named route below (Rails overwrites named_routes[:overdue_books])
  'GET /books/overdue(.:format) books#overdue',
  'search_books POST /books/search(.:format) books#search',
  'books GET /books(.:format) books#index',
  'POST /books(.:format) books#create',
  'new_book GET /books/new(.:format) books#new',
  `borrow_book PUT /books/:id/borrow(.:format) books#borrow ${ID}`,
  `return_book PUT /books/:id/return(.:format) books#return ${ID}`,
  `edit_book GET /books/:id/edit(.:format) books#edit ${ID}`,
  `book GET /books/:id(.:format) books#show ${ID}`,
  `PUT /books/:id(.:format) books#update ${ID}`,
  `DELETE /books/:id(.:format) books#destroy ${ID}`,
  'home / books#index',
  'catalog /catalog(.:format) books#index',
  'mobile_catalog /catalog.m books#index {format: "m"}',
  '/books/subject/:name.m books#subject {format: "m"}',
  'subject /books/subject/:name books#subject {name: /.*/}',
  '/feed.rss books#feed {format: "rss"}',
  'feed /feed books#feed',
  'overdue_books /books/overdue books#overdue',
  'root / books#index',
  'history_loans GET /loans/history(.:format) loans#history',
  // loans is taken by the named route below
  'GET /loans(.:format) loans#index',
  ...resource('loans', 'loan').slice(1),
  'loans /loans loans#index',
  'login /login sessions#new',
  'formatted_login /login(.:format) sessions#new',
  'about /about pages#about',
  '/:controller/:action/:id :controller#index {action: "index", id: null}',
]

describe('convert: the library fixture (every construct the real route files use)', () => {
  it("declares Rails 2.3.18's route table: same routes, order and names", async () => {
    const { lines } = await convert(fixture)
    expect(lines).toEqual(RAILS_TABLE)
  })

  it('warns about the conditional route and the plugin, with their lines, and converts the rest', async () => {
    const { warnings } = await convert(fixture)
    expect(warnings).toEqual([
      expect.stringMatching(/^53: not converted: a conditional/),
      expect.stringMatching(/^54: not converted: a conditional/),
    ])
  })

  it('recognizes and generates as Rails: a dotted subject, the mobile format, a moved name', async () => {
    const { routes } = await convert(fixture)
    expect(routes.recognizePath('/books/subject/sci.fi', { method: 'GET' })).toEqual({
      controller: 'books',
      action: 'subject',
      name: 'sci.fi',
    })
    expect(routes.recognizePath('/books/subject/poetry.m', { method: 'GET' })).toEqual({
      controller: 'books',
      action: 'subject',
      name: 'poetry',
      format: 'm',
    })
    expect(routes.recognizePath('/catalog.m', { method: 'GET' })).toEqual({ controller: 'books', action: 'index', format: 'm' })
    expect(routes.recognizePath('/books/overdue', { method: 'GET' })).toEqual({ controller: 'books', action: 'overdue' })
    expect(routes.helpers['overdue_books_path']!()).toBe('/books/overdue')
    expect(routes.helpers['shelf_book_path']!(3, 4)).toBe('/shelves/3/books/4')
    expect(routes.helpers['mobile_catalog_path']!()).toBe('/catalog.m')
  })
})
