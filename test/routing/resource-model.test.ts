/**
 * The resource model (`routes.resources`): what the expansion records about each resource it
 * maps — names, controller, parents and their params, paths, name prefixes, shallow, and every
 * routed action with its place and the index of its route — pinned for plain, nested, shallow,
 * singleton, path_prefix / name_prefix, only / except, member / collection / new resources; and,
 * on every Rails 2.3.18 vector, that the descriptions account for each resource route exactly once.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes, type ResourceDescription, type Route } from '../../src/index'
import { loadVectors, VECTOR_CONFIG } from '../support/vectors'

/** `action@on route-name-or-path` for each action: readable and checks the index points at its route. */
const actionsOf = (d: ResourceDescription, routes: readonly Route[]): string[] =>
  d.actions.map((a) => {
    const r = routes[a.route]!
    expect(r.action).toBe(a.action)
    expect(r.controller).toBe(d.controller)
    return `${a.action}@${a.on}${a.pathWord === undefined ? '' : `(${a.pathWord})`} ${String(r.verb)} ${r.name ?? r.path}`
  })

describe('routes.resources', () => {
  it('a plain resource: its names, paths and seven actions in route order', () => {
    const routes = defineRoutes({ resources: { posts: {} } })
    expect(routes.resources).toHaveLength(1)
    const [posts] = routes.resources
    expect({ ...posts, actions: undefined }).toEqual({
      singleton: false,
      name: 'posts',
      singular: 'post',
      controller: 'posts',
      pathSegment: 'posts',
      parents: [],
      shallow: false,
      path: '/posts',
      memberPath: '/posts/:id',
      namePrefix: '',
      memberNamePrefix: '',
      actions: undefined,
    })
    expect(actionsOf(posts!, routes.routes)).toEqual([
      'index@collection GET posts',
      'create@collection POST /posts(.:format)',
      'new@new(new) GET new_post',
      'edit@member(edit) GET edit_post',
      'show@member GET post',
      'update@member PUT /posts/:id(.:format)',
      'destroy@member DELETE /posts/:id(.:format)',
    ])
  })

  it('nested resources: declaration order, parents with their params, name prefixes', () => {
    const routes = defineRoutes({
      resources: { threads: { resources: { messages: { only: ['index', 'show'] } }, has_one: 'owner', has_many: 'tags' } },
    })
    expect(routes.resources.map((r) => r.name)).toEqual(['threads', 'tags', 'owner', 'messages'])
    const byName = (name: string) => routes.resources.find((r) => r.name === name)!
    const thread = { name: 'threads', singular: 'thread', singleton: false, param: 'thread_id' }
    expect(byName('threads').parents).toEqual([])
    expect(byName('messages')).toMatchObject({
      parents: [thread],
      path: '/threads/:thread_id/messages',
      memberPath: '/threads/:thread_id/messages/:id',
      namePrefix: 'thread_',
      memberNamePrefix: 'thread_',
    })
    expect(actionsOf(byName('messages'), routes.routes)).toEqual(['index@collection GET thread_messages', 'show@member GET thread_message'])
    expect(byName('owner')).toMatchObject({ singleton: true, name: 'owner', controller: 'owners', path: '/threads/:thread_id/owner' })
    expect(byName('tags').parents).toEqual([thread])
  })

  it('a deeper nesting under a singleton: the singleton parent has no param', () => {
    const routes = defineRoutes({ resource: { account: { resources: { keys: { resources: { uses: { only: 'index' } } } } } } })
    const uses = routes.resources.find((r) => r.name === 'uses')!
    expect(uses.parents).toEqual([
      { name: 'account', singular: 'account', singleton: true },
      { name: 'keys', singular: 'key', singleton: false, param: 'key_id' },
    ])
    expect(uses.path).toBe('/account/keys/:key_id/uses')
    expect(uses.namePrefix).toBe('account_key_')
  })

  it('shallow: the member path and names drop the nesting, the collection keeps it', () => {
    const routes = defineRoutes({
      namespace: { admin: { resources: { threads: { shallow: true, resources: { messages: { except: ['new', 'edit'] } } } } } },
    })
    const messages = routes.resources.find((r) => r.name === 'messages')!
    expect(messages).toMatchObject({
      controller: 'admin/messages',
      namespace: 'admin/',
      shallow: true,
      path: '/admin/threads/:thread_id/messages',
      memberPath: '/admin/messages/:id',
      namePrefix: 'admin_thread_',
      memberNamePrefix: 'admin_',
    })
    expect(actionsOf(messages, routes.routes)).toEqual([
      'index@collection GET admin_thread_messages',
      'create@collection POST /admin/threads/:thread_id/messages(.:format)',
      'show@member GET admin_message',
      'update@member PUT /admin/messages/:id(.:format)',
      'destroy@member DELETE /admin/messages/:id(.:format)',
    ])
    // The top shallow resource's own routes are where they always are.
    expect(routes.resources[0]).toMatchObject({ name: 'threads', shallow: true, path: '/admin/threads', memberPath: '/admin/threads/:id' })
  })

  it('a singleton: one path, create last, never shallow', () => {
    const routes = defineRoutes({ resource: { account: { shallow: true, member: { login: 'get' }, only: ['show', 'create'] } } })
    const [account] = routes.resources
    expect(account).toMatchObject({ singleton: true, name: 'account', singular: 'account', controller: 'accounts', shallow: false })
    expect(account!.path).toBe('/account')
    expect(account!.memberPath).toBe('/account')
    expect(actionsOf(account!, routes.routes)).toEqual([
      'login@member(login) GET login_account',
      'show@member GET account',
      'create@collection POST /account(.:format)',
    ])
  })

  it('path_prefix and name_prefix, as, controller', () => {
    const routes = defineRoutes({
      resources: {
        companies: { path_prefix: '/orgs/:org_id', name_prefix: 'org_', only: ['index'] },
        products: { as: 'productos', only: ['show'] },
        felines: { controller: 'admin/felines', only: ['index'] },
        threads: { resources: { notes: { name_prefix: null, only: ['index'] } } },
      },
    })
    const [companies, products, felines, , notes] = routes.resources
    expect(companies).toMatchObject({ path: '/orgs/:org_id/companies', namePrefix: 'org_', parents: [] })
    expect(actionsOf(companies!, routes.routes)).toEqual(['index@collection GET org_companies'])
    expect(products).toMatchObject({ pathSegment: 'productos', path: '/productos', memberPath: '/productos/:id', controller: 'products' })
    expect(felines).toMatchObject({ pathSegment: 'admin/felines', path: '/admin/felines', controller: 'admin/felines' })
    expect(notes).toMatchObject({ name: 'notes', path: '/threads/:thread_id/notes', namePrefix: '' })
    expect(actionsOf(notes!, routes.routes)).toEqual(['index@collection GET notes'])
  })

  it('only / except: the routed default actions only, inherited by nested resources', () => {
    const routes = defineRoutes({ resources: { posts: { only: 'none', resources: { comments: {} } }, tags: { except: 'all' } } })
    expect(routes.resources.map((r) => [r.name, r.actions.map((a) => a.action)])).toEqual([
      ['posts', []],
      ['comments', []],
      ['tags', []],
    ])
  })

  it('member, collection and new actions: one per method, with their path words', () => {
    const routes = defineRoutes({
      resources: {
        threads: {
          only: ['index'],
          collection: { search: 'get', recent: ['get', 'post'] },
          member: { close: 'put', preview: 'any' },
          new: { draft: 'post' },
          path_names: { close: 'shut' },
        },
      },
    })
    expect(actionsOf(routes.resources[0]!, routes.routes)).toEqual([
      'search@collection(search) GET search_threads',
      'recent@collection(recent) GET recent_threads',
      'recent@collection(recent) POST /threads/recent(.:format)',
      'index@collection GET threads',
      'draft@new(new/draft) POST draft_new_thread',
      'close@member(shut) PUT close_thread',
      'preview@member(preview) ANY preview_thread',
    ])
  })

  it('a route name a later plain route takes stays with that route: actions point at routes, not names', () => {
    const routes = defineRoutes([
      { resources: { posts: { only: ['show'] } } },
      { connect: [{ name: 'post', path: 'p/:id', controller: 'x' }] },
    ])
    const show = routes.resources[0]!.actions[0]!
    expect(routes.routes[show.route]).toMatchObject({ action: 'show', path: '/posts/:id(.:format)' })
    expect(routes.routes[show.route]!.name).toBeUndefined()
    expect(routes.routes.find((r) => r.name === 'post')!.path).toBe('/p/:id')
  })

  it('is frozen, and the same array on every read', () => {
    const routes = defineRoutes({ resources: { threads: { resources: { messages: {} } } } })
    expect(routes.resources).toBe(routes.resources)
    const [threads, messages] = routes.resources
    expect(Object.isFrozen(routes.resources)).toBe(true)
    expect(Object.isFrozen(threads)).toBe(true)
    expect(Object.isFrozen(messages!.parents)).toBe(true)
    expect(Object.isFrozen(messages!.parents[0])).toBe(true)
    expect(Object.isFrozen(messages!.actions)).toBe(true)
    expect(Object.isFrozen(messages!.actions[0])).toBe(true)
  })

  it('on every vector: each resource route belongs to one description, at its paths', { timeout: 300_000 }, () => {
    let resources = 0
    for (const v of loadVectors()) {
      const routes = defineRoutes(v.declaration, VECTOR_CONFIG)
      const owner = new Map<number, ResourceDescription>()
      for (const d of routes.resources) {
        resources++
        for (const a of d.actions) {
          const where = `seed ${v.seed}: ${d.name} ${a.action}`
          expect(owner.has(a.route), where).toBe(false)
          owner.set(a.route, d)
          const route = routes.routes[a.route]!
          expect([route.controller, route.action], where).toEqual([d.controller, a.action])
          const base = a.on === 'member' ? d.memberPath : d.path
          const word = a.pathWord === undefined ? '' : `/${a.pathWord}`
          expect(route.path, where).toBe(`${base}${word}(.:format)`)
        }
      }
      // Every resource route (the ones with `(.:format)` not declared by `connect`) is described.
      const described = routes.routes.filter((_, i) => owner.has(i)).length
      const connects = JSON.stringify(v.declaration).includes('"connect"') || JSON.stringify(v.declaration).includes('"root"')
      if (!connects) expect(described, `seed ${v.seed}`).toBe(routes.routes.length)
    }
    expect(resources).toBeGreaterThan(100)
  })
})
