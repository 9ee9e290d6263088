/**
 * The route table `typed-resources routes` prints (src/cli/table.ts) against what
 * `rake routes` shows for the same routes.
 */
import { describe, expect, it } from 'vitest'
import { formatRoutesTable } from '../../src/cli/table'
import { defineRoutes } from '../../src/index'

describe('routes: the table', () => {
  it('an :action segment prints as :action, not as its default', () => {
    const routes = defineRoutes({
      connect: [
        ':controller/:action/:id',
        { path: 'y/:action', controller: 'b', action: 'list' },
        { path: 'about', controller: 'pages', action: 'show' },
      ],
    } as const)
    expect(formatRoutesTable(routes.routes).split('\n')).toEqual([
      '  /:controller/:action/:id :controller#:action',
      '  /y/:action               b#:action',
      '  /about                   pages#show',
    ])
  })

  it('defaults of keys outside the path show with the requirements (Rails 2.3 lists them there)', () => {
    const routes = defineRoutes({
      connect: [
        { name: 'raw', path: 'raw/:id', controller: 'raw', defaults: { format: 'raw', id: null } },
        { name: 'ar', path: 'archive/:year', controller: 'a', requirements: { year: /\d{4}/ }, defaults: { kind: 'yearly' } },
      ],
    } as const)
    expect(formatRoutesTable(routes.routes).split('\n')).toEqual([
      'raw  /raw/:id       raw#index {format: "raw"}',
      ' ar  /archive/:year a#index   {year: /\\d{4}/, kind: "yearly"}',
    ])
  })
})
