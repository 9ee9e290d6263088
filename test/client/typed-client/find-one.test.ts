/**
 * The typed client's `find` takes `'all' | 'first' | 'last'` or an id (its types); a
 * record whose id is the string `'one'` is found by id (it went to Resource's `'one'` scope,
 * which needs a `from` and rejected).
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'
import { client, type FetchInit } from '../../../src/client/index'

describe("typed client: find('one')", () => {
  it('is a find by id', async () => {
    const requests: string[] = []
    const fetch = async (url: string, init: FetchInit) => {
      requests.push(`${init.method} ${url.replace('http://api.test', '')}`)
      return new Response('{"id":"one"}', { status: 200, headers: { 'content-type': 'application/json' } })
    }
    const api = client(
      defineRoutes({
        resources: { pages: { only: ['index', 'show'] }, books: { only: [], resources: { chapters: { only: ['show', 'update'] } } } },
      } as const),
      {
        site: 'http://api.test/',
        format: 'json',
        configure: (cls) => void (cls.fetch = fetch),
      },
    )
    const page = await api.pages.find('one')
    expect(page.id).toBe('one')
    const chapter = await api.books(7).chapters.find('one')
    expect(chapter.prefixOptions).toEqual({ book_id: 7 })
    await chapter.save()
    expect(requests).toEqual(['GET /pages/one.json', 'GET /books/7/chapters/one.json', 'PUT /books/7/chapters/one.json'])
  })
})
