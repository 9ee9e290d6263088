/**
 * The typed client on the example declaration (test/support/api-example.ts: shallow nesting, a nested singleton, `as`,
 * has_one / has_many, deeper has_many, a singleton with a member action, a namespace): each typed
 * access exists at run time and requests the path the route table routes.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'
import { client, type FetchInit } from '../../../src/client/index'

const routes = defineRoutes({
  resources: {
    threads: {
      shallow: true,
      collection: { search: 'get' },
      member: { close: 'put', preview: ['get', 'post'] },
      resources: { messages: { except: ['destroy'] } },
      resource: { owner: {} },
    },
    products: { as: 'productos' },
    notes: { has_one: 'author', has_many: ['comments', 'attachments'] },
    users: { has_many: { posts: 'comments' } },
  },
  resource: { account: { member: { login: 'get' } } },
  namespace: { admin: { resources: { users: { only: ['index', 'show'] } } } },
} as const)

function recorder() {
  const requests: string[] = []
  const fetch = async (url: string, init: FetchInit) => {
    const path = url.replace('http://api.test', '')
    requests.push(`${init.method} ${path}`)
    // Collections get a list, everything else one record with id 5; POSTs answer 201 with Location.
    const list = init.method === 'GET' && !/\/\d+\.json$|\/(account|owner|author)\.json$/.test(path.split('?')[0]!)
    const body = list ? '[{"id":5}]' : '{"id":5}'
    return new Response(body, {
      status: init.method === 'POST' ? 201 : 200,
      headers: { 'content-type': 'application/json', location: 'http://api.test/x/5.json' },
    })
  }
  const api = client(routes, { site: 'http://api.test/', format: 'json', configure: (cls) => void (cls.fetch = fetch) })
  return { api, requests }
}

describe('client(routes) on the example declaration', () => {
  it('maps each typed access to the routed path', async () => {
    const { api, requests } = recorder()
    await api.threads.find('all')
    await api.threads.search({ q: 'x' })
    const thread = await api.threads.find(1)
    await thread.close()
    await thread.preview()
    await api.threads(1).messages.find('all')
    await api.threads(1).messages.create({ body: 'hi' })
    await api.messages.find(2)
    await api.threads(1).owner.find()
    await api.productos.find(3)
    await api.notes(4).author.find()
    await api.notes(4).comments.find(6)
    await api.notes(4).attachments.find('all')
    await api.users(7).posts(8).comments.find('all')
    const account = await api.account.find()
    await account.login()
    await api.admin.users.find('all')
    await api.admin.users.find(9)
    expect(requests).toEqual([
      'GET /threads.json',
      'GET /threads/search.json?q=x',
      'GET /threads/1.json',
      'PUT /threads/5/close.json',
      'GET /threads/5/preview.json',
      'GET /threads/1/messages.json',
      'POST /threads/1/messages.json',
      'GET /messages/2.json',
      'GET /threads/1/owner.json',
      'GET /productos/3.json',
      'GET /notes/4/author.json',
      'GET /notes/4/comments/6.json',
      'GET /notes/4/attachments.json',
      'GET /users/7/posts/8/comments.json',
      'GET /account.json',
      'GET /account/login.json',
      'GET /admin/users.json',
      'GET /admin/users/9.json',
    ])
  })

  it('has no runtime operation where the types have none', () => {
    const { api } = recorder()
    const typeChecks = () => {
      // @ts-expect-error messages: except destroy
      void api.messages.delete(1)
      // @ts-expect-error admin users: only index and show
      void api.admin.users.delete(1)
      // @ts-expect-error `products` is routed as `productos`
      void api.products
    }
    expect(typeof typeChecks).toBe('function')
    expect('delete' in api.messages).toBe(false)
    expect('delete' in api.admin.users).toBe(false)
    expect('products' in api).toBe(false)
    expect(Object.keys(api).sort()).toEqual(['account', 'admin', 'messages', 'notes', 'productos', 'threads', 'users'])
  })
})
