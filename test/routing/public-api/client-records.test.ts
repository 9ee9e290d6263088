// formFor and helpers given client records: new and persisted Resource records, toParam(). Through the
// public entry point `src/index.ts`, as a user imports it.
import { describe, expect, it } from 'vitest'
import { Resource } from '../../../src/client/index'
import { defineRoutes } from '../../../src/index'

describe('formFor and helpers with client records', () => {
  class Post extends Resource {
    static override site = 'http://api.test/'
  }
  const r = defineRoutes({ resources: { posts: { resources: { comments: {} } } } } as const)

  it('a new Resource posts to the collection, a persisted one to the member with _method put', () => {
    expect(r.formFor('post', new Post())).toEqual({ action: '/posts', method: 'post' })
    expect(r.formFor('post', new Post({ id: 3 }))).toEqual({ action: '/posts/3', method: 'post', _method: 'put' })
    expect(r.formFor('post_comment', new Post({ id: 4 }), new Post({ id: 3 }))).toEqual({
      action: '/posts/3/comments/4',
      method: 'post',
      _method: 'put',
    })
    expect(r.formFor('post_comment', new Post(), new Post({ id: 3 }))).toEqual({ action: '/posts/3/comments', method: 'post' })
    expect(r.formFor('post', { id: 0 })).toEqual({ action: '/posts/0', method: 'post', _method: 'put' })
  })

  it('helpers take Resource records through toParam()', () => {
    expect(r.helpers.post_comment_path(new Post({ id: 9 }), new Post({ id: 2 }))).toBe('/posts/9/comments/2')
  })
})
