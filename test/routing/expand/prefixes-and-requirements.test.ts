// `path_prefix`, `name_prefix` and `requirements` of resources: the route table `expand` gives. Ported
// from Rails 2.3 actionpack/test/controller/resources_test.rb (test names kept).
import { describe, expect, it } from 'vitest'
import { expand } from '../../../src/routing/expand'
import { table, restful } from './support'

describe('path_prefix, name_prefix, requirements', () => {
  it('test_with_path_prefix / test_multiple_with_path_prefix', () => {
    const opts = { path_prefix: '/thread/:thread_id' } as const
    expect(table({ resources: { messages: opts, comments: opts } })).toEqual([
      ...restful('messages', { pathPrefix: '/thread/:thread_id' }),
      ...restful('comments', { pathPrefix: '/thread/:thread_id' }),
    ])
  })

  it('test_with_name_prefix', () => {
    expect(table({ resources: { messages: { name_prefix: 'post_' } } })).toEqual(restful('messages', { namePrefix: 'post_' }))
  })

  it('a path_prefix without a leading / gets one', () => {
    expect(table({ resources: { messages: { path_prefix: 'api/v1' } } })).toEqual(restful('messages', { pathPrefix: '/api/v1' }))
  })

  it('test_irregular_id_with_requirements / test_irregular_id_requirements_should_get_passed_to_member_actions', () => {
    const id = /[0-9]\.[0-9]\.[0-9]/
    const routes = expand({ resources: { messages: { requirements: { id }, member: { custom: 'get' } } } })
    for (const r of routes) {
      if (r.path.includes(':id')) expect(r.requirements).toEqual({ id })
      else expect(r.requirements).toEqual({})
    }
    expect(routes.find((r) => r.action === 'custom')?.requirements['id']).toBe(id)
  })

  it('test_with_path_prefix_requirements: a path_prefix requirement applies to every route', () => {
    const thread_id = /[0-9]\.[0-9]\.[0-9]/
    const routes = expand({ resources: { messages: { path_prefix: '/thread/:thread_id', requirements: { thread_id } } } })
    for (const r of routes) expect(r.requirements['thread_id']).toBe(thread_id)
    expect(routes.find((r) => r.action === 'index')?.requirements).toEqual({ thread_id })
    expect(routes.find((r) => r.action === 'show')?.requirements).toEqual({ thread_id, id: expect.any(RegExp) })
  })

  it('test_with_path_segment_path_prefix_requirements', () => {
    const routes = expand({
      resources: { messages: { as: 'comments', path_prefix: '/thread/:thread_id', requirements: { thread_id: /\d+/ } } },
    })
    expect(routes.find((r) => r.action === 'show')?.path).toBe('/thread/:thread_id/comments/:id(.:format)')
  })

  it('a singleton takes no :id requirement', () => {
    for (const r of expand({ resource: { account: { requirements: { id: /\d+/ }, member: { reset: 'put' } } } }))
      expect(r.requirements).toEqual({})
  })
})
