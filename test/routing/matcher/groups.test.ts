/**
 * RouteGroups (src/routing/matcher/groups.ts) files each route index under the static word its
 * path starts with (`firstWord`), or under the any-group when it has none: also when it reads a
 * route's word from the route before it (a resource's routes come together in a table).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RouteGroups } from '../../../src/routing/matcher/groups'
import { hashSlice } from '../../../src/routing/matcher/trie'
import type { Route } from '../../../src/routing/route'
import { firstWord, type CompiledPath } from '../../../src/routing/segments'

const route = (path: string): Route => ({ verb: 'GET', path, controller: 'posts', action: 'index', requirements: {}, defaults: {} })

/** Route paths in which the next often starts like the one before: words, params, dots, '?', '(.:format)'. */
const tables = fc.array(
  fc
    .tuple(
      fc.constantFrom('', '/'),
      fc.constantFrom('posts', 'post', 'postsx', ':id', '*path', 'p?', ''),
      fc.constantFrom('', '/', '/:id', '/new', '.xml', '.:format', '(.:format)', '?', '/:id(.:format)'),
    )
    .map((parts) => parts.join('')),
  { maxLength: 12 },
)

describe('RouteGroups', () => {
  it('files every route under its path’s first word, as firstWord reads it', () => {
    fc.assert(
      fc.property(tables, (paths) => {
        const groups = new RouteGroups(paths.map(route), (): CompiledPath => ({ segments: [], keys: [], required: [] }), true)
        paths.forEach((path, index) => {
          const word = firstWord(path)
          const key = `/${word}`
          const group = word === undefined ? groups.any : groups.groupOf(key, key.length, hashSlice(key, 1, key.length) & 0x3fffffff)
          expect(group?.indexes, `${index}: ${path}`).toContain(index)
        })
      }),
    )
  })

  it('reads a route’s word again when the path only starts like the one before', () => {
    const paths = ['/posts/new', '/posts(.:format)', '/postsx/1', '/posts.xml', '/:posts/1', '/posts/1']
    const groups = new RouteGroups(paths.map(route), (): CompiledPath => ({ segments: [], keys: [], required: [] }), true)
    const indexesOf = (word: string) =>
      groups.groupOf(`/${word}`, word.length + 1, hashSlice(`/${word}`, 1, word.length + 1) & 0x3fffffff)?.indexes
    expect(indexesOf('posts')).toEqual([0, 1, 3, 5])
    expect(indexesOf('postsx')).toEqual([2])
    expect(groups.any.indexes).toEqual([4])
  })
})
