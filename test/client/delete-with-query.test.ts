/**
 * `Person.delete(id, options)` — Rails 2.3's `delete(id, options = {})` is
 * `connection.delete(element_path(id, options))`: "All options specify prefix and query
 * parameters", so keys that are not prefix variables go to the query string instead of being
 * dropped silently (as `elementPath(id, prefixOptions)` splits them).
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource, type Format } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'

class Comment extends Resource {
  static override site = 'http://api.example.com/posts/:post_id/'
  static override format: Format = 'json'
  static override fetch = HttpMock.fetch
}
class Person extends Resource {
  static override site = 'http://api.example.com/'
  static override fetch = HttpMock.fetch
}

beforeEach(() => HttpMock.reset())

describe('Resource.delete(id, options) splits prefix and query params like elementPath', () => {
  it('sends the keys that are no prefix variable as the query string', async () => {
    HttpMock.respondTo((m) => m.delete('/posts/3/comments/9.json?force=true', {}, '', 200))
    const response = await Comment.delete(9, { post_id: 3, force: true })
    expect(response.status).toBe(200)
    expect(HttpMock.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /posts/3/comments/9.json?force=true'])
  })

  it('agrees with elementPath(id, options) for a class without prefix', async () => {
    HttpMock.respondTo((m) => m.delete('/people/1.xml?reason=left', {}, '', 200))
    expect(Person.elementPath(1, { reason: 'left' })).toBe('/people/1.xml?reason=left')
    await Person.delete(1, { reason: 'left' })
    expect(HttpMock.requests.map((r) => r.path)).toEqual(['/people/1.xml?reason=left'])
  })

  it('still deletes by prefix options alone', async () => {
    HttpMock.respondTo((m) => m.delete('/posts/3/comments/9.json', {}, '', 200))
    await Comment.delete(9, { post_id: 3 })
    expect(HttpMock.requests.map((r) => r.path)).toEqual(['/posts/3/comments/9.json'])
  })
})
