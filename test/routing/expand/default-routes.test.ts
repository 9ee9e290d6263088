// The seven default routes of a plural resource, their order, `(.:format)`, the `:id` requirement and
// the controller: the route table `expand` gives. Ported from Rails 2.3
// actionpack/test/controller/resources_test.rb (test names kept).
import { describe, expect, it } from 'vitest'
import { expand } from '../../../src/routing/expand'
import { table, restful } from './support'

describe('resources: the seven default routes', () => {
  it('test_default_restful_routes: exactly the seven, in Rails order', () => {
    expect(table({ resources: { messages: {} } })).toEqual(restful('messages'))
  })

  it('test_multiple_default_restful_routes', () => {
    expect(table({ resources: { messages: {}, comments: {} } })).toEqual([...restful('messages'), ...restful('comments')])
  })

  it('test_restful_routes_dont_generate_duplicates', () => {
    const routes = expand({ resources: { messages: {} } })
    const keys = routes.map((r) => `${String(r.verb)} ${r.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('every resource route takes an optional (.:format)', () => {
    for (const r of table({
      resources: { posts: { member: { close: 'put' }, collection: { search: 'get' }, new: { draft: 'get' } } },
      resource: { account: {} },
    })) {
      expect(r.path).toMatch(/\(\.:format\)$/)
    }
  })

  it("member routes of a plural resource carry Rails' default :id requirement, collection routes none", () => {
    const routes = expand({ resources: { messages: { member: { mark: 'put' } } } })
    for (const r of routes) {
      if (r.path.includes(':id')) expect(r.requirements['id']?.source).toBe(new RegExp('[^/.?]+').source)
      else expect(r.requirements).toEqual({})
    }
  })

  it('test_should_resource_controller_name_equal_resource_name_by_default / equal controller option (with as)', () => {
    expect(table({ resources: { messages: {} } })[0]?.controller).toBe('messages')
    expect(table({ resources: { messages: { controller: 'posts', as: 'messages' } } })).toEqual(
      restful('messages', { controller: 'posts' }),
    )
  })
})
