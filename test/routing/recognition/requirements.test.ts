/** Recognition with requirements: the default `:id` requirement, case-insensitive and greedy ones, path_prefix requirements. */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'

const GET = { method: 'GET' }

describe('requirements', () => {
  it('refuses an id with dots by default and accepts it with a matching requirement', () => {
    const plain = defineRoutes({ resources: { versions: {} } } as any)
    expect(plain.match('/versions/1.1.1', GET)).toEqual({ error: 'not_found' })
    const r = defineRoutes({ resources: { versions: { requirements: { id: /\d+(\.\d+)*/ } } } } as any)
    expect(r.recognizePath('/versions/1.1.1', GET)).toEqual({ controller: 'versions', action: 'show', id: '1.1.1' })
    expect(r.recognizePath('/versions/1.1.1/edit', GET)).toEqual({ controller: 'versions', action: 'edit', id: '1.1.1' })
    expect(r.match('/versions/abc', GET)).toEqual({ error: 'not_found' })
  })

  it('keeps a case-insensitive flag', () => {
    const r = defineRoutes({ resources: { tags: { requirements: { id: /[a-z]+/i } } } } as any)
    expect(r.recognizePath('/tags/AbC', GET)).toMatchObject({ id: 'AbC' })
    expect(r.match('/tags/a1', GET)).toEqual({ error: 'not_found' })
  })

  it('a greedy requirement takes the format along (Rails: one RegExp over the path)', () => {
    const r = defineRoutes({ resources: { files: { requirements: { id: /[^/]+/ } } } } as any)
    expect(r.recognizePath('/files/a.b.xml', GET)).toEqual({ controller: 'files', action: 'show', id: 'a.b.xml' })
  })

  it('checks path_prefix requirements', () => {
    const r = defineRoutes({ resources: { posts: { path_prefix: '/:locale', requirements: { locale: /en|fr/ } } } } as any)
    expect(r.recognizePath('/fr/posts', GET)).toEqual({ controller: 'posts', action: 'index', locale: 'fr' })
    expect(r.match('/de/posts', GET)).toEqual({ error: 'not_found' })
  })
})
