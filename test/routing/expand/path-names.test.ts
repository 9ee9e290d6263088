// `path_names` and the config's `resourcesPathNames`: which path words the default, member and
// collection actions take: the route table `expand` gives. Ported from Rails 2.3
// actionpack/test/controller/resources_test.rb (test names kept).
import { describe, expect, it } from 'vitest'
import { table, R, named, restful } from './support'

describe('path_names and resources_path_names', () => {
  it('test_override_paths_for_default_restful_actions', () => {
    expect(table({ resources: { messages: { path_names: { new: 'nuevo', edit: 'editar' } } } })).toEqual(
      restful('messages', { newWord: 'nuevo', editWord: 'editar' }),
    )
  })

  it('test_member_when_override_paths_for_default_restful_actions_with: path_names new only', () => {
    const routes = table({ resources: { messages: { member: { mark: 'put' }, path_names: { new: 'nuevo' } } } })
    expect(named(routes, 'mark_message')).toEqual(R('mark_message', 'PUT', '/messages/:id/mark(.:format)', 'messages', 'mark'))
    expect(named(routes, 'new_message')?.path).toBe('/messages/nuevo(.:format)')
    expect(named(routes, 'edit_message')?.path).toBe('/messages/:id/edit(.:format)')
  })

  it('test_member_when_changed_default_restful_actions_and_path_names_not_specified (config resourcesPathNames)', () => {
    expect(table({ resources: { messages: {} } }, { resourcesPathNames: { new: 'nuevo', edit: 'editar' } })).toEqual(
      restful('messages', { newWord: 'nuevo', editWord: 'editar' }),
    )
  })

  it("a resource's path_names win over the config; custom member and collection actions take path words", () => {
    const routes = table(
      {
        resources: {
          products: {
            as: 'productos',
            member: { bids: 'get' },
            collection: { recent: 'get' },
            path_names: { new: 'nuevo', bids: 'licitacoes', recent: 'recientes' },
          },
        },
      },
      { resourcesPathNames: { new: 'neu', edit: 'bearbeiten' } },
    )
    expect(named(routes, 'new_product')?.path).toBe('/productos/nuevo(.:format)')
    expect(named(routes, 'edit_product')?.path).toBe('/productos/:id/bearbeiten(.:format)')
    expect(named(routes, 'bids_product')?.path).toBe('/productos/:id/licitacoes(.:format)')
    expect(named(routes, 'recent_products')?.path).toBe('/productos/recientes(.:format)')
  })

  it('config path words of other actions apply to member actions only (Rails 2.3 map_member_actions)', () => {
    const routes = table(
      { resources: { posts: { member: { close: 'put' }, collection: { close: 'get' } } } },
      { resourcesPathNames: { close: 'cerrar' } },
    )
    expect(named(routes, 'close_post')?.path).toBe('/posts/:id/cerrar(.:format)')
    expect(named(routes, 'close_posts')?.path).toBe('/posts/close(.:format)')
  })

  it('path_names are not inherited by nested resources', () => {
    const routes = table({ resources: { posts: { path_names: { new: 'nuevo' }, resources: { comments: {} } } } })
    expect(named(routes, 'new_post_comment')?.path).toBe('/posts/:post_id/comments/new(.:format)')
    expect(named(routes, 'new_post')?.path).toBe('/posts/nuevo(.:format)')
  })
})
