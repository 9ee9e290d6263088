/**
 * The path word of an extra action comes from the resource's own
 * `path_names`, then (member actions only) `resourcesPathNames`, then the action name — looked up
 * as hash keys, so an action named like an Object.prototype member (`constructor`, `toString`)
 * gets its own name as the path word.
 *
 * Rails 2.3.18 resources.rb, map_member_actions:
 *   action_path = resource.options[:path_names][action] if resource.options[:path_names].is_a?(Hash)
 *   action_path ||= @set.resources_path_names[action] || action
 * map_collection_actions:
 *   action_path = resource.options[:path_names][action] if resource.options[:path_names].is_a?(Hash)
 *   action_path ||= action
 */
import { describe, expect, it } from 'vitest'
import { expand } from '../../src/routing/expand'

const table = (d: unknown, c?: unknown) => expand(d as never, c as never).map((r) => [r.name ?? null, r.path, r.action])

describe('extra action path words', () => {
  it('a member action named constructor routes /posts/:id/constructor', () => {
    expect(table({ resources: { posts: { member: { constructor: 'get' } } } })).toContainEqual([
      'constructor_post',
      '/posts/:id/constructor(.:format)',
      'constructor',
    ])
  })

  it('a collection action named toString with path_names routes /posts/toString', () => {
    expect(table({ resources: { posts: { collection: { toString: 'get' }, path_names: { edit: 'e' } } } })).toContainEqual([
      'toString_posts',
      '/posts/toString(.:format)',
      'toString',
    ])
  })

  it('a member action named valueOf with resourcesPathNames routes /posts/:id/valueOf', () => {
    expect(table({ resources: { posts: { member: { valueOf: 'put' } } } }, { resourcesPathNames: { edit: 'editar' } })).toContainEqual([
      'valueOf_post',
      '/posts/:id/valueOf(.:format)',
      'valueOf',
    ])
  })

  it('resourcesPathNames and own path_names still give member words; collection ignores resourcesPathNames', () => {
    const t = table(
      {
        resources: { posts: { member: { preview: 'get', close: 'put' }, collection: { preview: 'get' }, path_names: { close: 'cerrar' } } },
      },
      { resourcesPathNames: { preview: 'vista' } },
    )
    expect(t).toContainEqual(['preview_post', '/posts/:id/vista(.:format)', 'preview'])
    expect(t).toContainEqual(['close_post', '/posts/:id/cerrar(.:format)', 'close'])
    expect(t).toContainEqual(['preview_posts', '/posts/preview(.:format)', 'preview'])
  })
})
