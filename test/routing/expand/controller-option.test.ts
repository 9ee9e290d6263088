// This project's rule for `controller` without `as`: the path word follows the controller, names stay
// the resource's: the route table `expand` gives.
import { describe, expect, it } from 'vitest'
import { table, R, named, restful } from './support'

describe("controller without as (this project's rule, docs/migrating-from-rails.md)", () => {
  it("the URL path word follows the controller option, names stay the resource's", () => {
    expect(table({ resources: { messages: { controller: 'categories' } } })).toEqual(
      restful('messages', { controller: 'categories', as: 'categories' }).map((r) => r),
    )
  })

  it('nested resources keep :<singular>_id and the name prefix', () => {
    const routes = table({ resources: { messages: { controller: 'categories', resources: { replies: { only: 'index' } } } } })
    expect(routes[0]).toEqual(R('message_replies', 'GET', '/categories/:message_id/replies(.:format)', 'replies', 'index'))
  })

  it('in a namespace, and with a controller path', () => {
    expect(named(table({ namespace: { admin: { resources: { entries: { controller: 'posts' } } } } }), 'admin_entries')).toEqual(
      R('admin_entries', 'GET', '/admin/posts(.:format)', 'admin/posts', 'index'),
    )
    expect(named(table({ resources: { entries: { controller: 'archive/entries' } } }), 'entry')?.path).toBe(
      '/archive/entries/:id(.:format)',
    )
  })

  it('for singletons too; as wins over controller', () => {
    expect(named(table({ resource: { account: { controller: 'profiles' } } }), 'account')).toEqual(
      R('account', 'GET', '/profiles(.:format)', 'profiles', 'show'),
    )
    expect(named(table({ resources: { messages: { controller: 'categories', as: 'mensajes' } } }), 'messages')?.path).toBe(
      '/mensajes(.:format)',
    )
  })
})
