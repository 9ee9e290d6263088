/** Singletons of the typed client: no id in the URL, saved once found, member actions. */
import { beforeEach, describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'
import { type FetchInit, client } from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'
import { clientOverHttpMock } from './support'

/**
 * A singleton of the typed client (`api.account`) has no id in its URL, so a record
 * found with `find()` (or saved once) is persisted although it has no id: `save()` must then
 * PUT /account (Rails' `update`), not POST /account again (`create`). The same for `reload()`
 * and `exists()`, which go to the singleton's path, and for the `Location` of a create, which
 * names no id.
 */
const routes = defineRoutes({ resource: { account: {} }, resources: { projects: { resource: { owner: {} } } } } as const)
const api = clientOverHttpMock(routes)

beforeEach(() =>
  HttpMock.respondTo((m) => {
    m.get('/account.json', {}, '{"name":"me"}')
    m.head('/account.json', {}, '')
    m.put('/account.json', {}, '', 204)
    m.post('/account.json', {}, '{"name":"new"}', 201, { Location: 'http://api.example.com/account' })
    m.get('/projects/7/owner.json', {}, '{"name":"Ann"}')
    m.put('/projects/7/owner.json', {}, '', 204)
  }),
)

const sent = () => HttpMock.requests.map((r) => `${r.method} ${r.path}`)

describe('typed client singletons', () => {
  it('a found singleton is persisted: save() PUTs it', async () => {
    const account = await api.account.find()
    expect(account.isNew()).toBe(false)
    expect([account.dup().isNew(), account.clone().isNew()]).toEqual([false, true])
    account.name = 'you'
    expect(await account.save()).toBe(true)
    expect(sent()).toEqual(['GET /account.json', 'PUT /account.json'])
    expect(HttpMock.requests[1]!.body).toBe('{"name":"you"}')
  })

  it('a nested singleton too', async () => {
    const owner = await api.projects(7).owner.find()
    expect(await owner.save()).toBe(true)
    expect(sent()).toEqual(['GET /projects/7/owner.json', 'PUT /projects/7/owner.json'])
  })

  it('a built one is created once, then updated; the Location names no id', async () => {
    const account = api.account.build({ name: 'x' })
    expect(account.isNew()).toBe(true)
    expect(await account.save()).toBe(true)
    expect(account.isNew()).toBe(false)
    expect(account.attributes).toEqual({ name: 'new' })
    expect(await account.save()).toBe(true)
    expect(sent()).toEqual(['POST /account.json', 'PUT /account.json'])
  })

  it('reload() and exists() use the singleton path', async () => {
    const account = await api.account.find()
    account.name = 'changed'
    await account.reload()
    expect(account.name).toBe('me')
    expect(await account.exists()).toBe(true)
    expect(sent()).toEqual(['GET /account.json', 'GET /account.json', 'HEAD /account.json'])
  })
})

/**
 * A singleton's GET member action resolves to the decoded body, as a plural record's does
 * and as the types say (`MemberMethod`: GET → the decoded body); it resolved to the response.
 */
describe('typed client: a singleton GET member action', () => {
  it('resolves to the decoded body; other verbs to the response', async () => {
    const requests: string[] = []
    const fetch = async (url: string, init: FetchInit) => {
      requests.push(`${init.method} ${url.replace('http://api.test', '')}`)
      return new Response(url.includes('stats') ? '{"count":3}' : '{"id":1}', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    }
    const routes = defineRoutes({
      resources: { threads: { member: { stats: 'get' } } },
      resource: { account: { member: { stats: 'get', touch: 'put' } } },
    } as const)
    const api = client(routes, { site: 'http://api.test/', format: 'json', configure: (cls) => void (cls.fetch = fetch) })
    const thread = await api.threads.find(1)
    expect(await thread.stats()).toEqual({ count: 3 })
    const account = await api.account.find()
    expect(await account.stats({ period: 'week' })).toEqual({ count: 3 })
    expect((await account.touch()).status).toBe(200)
    expect(requests).toEqual([
      'GET /threads/1.json',
      'GET /threads/1/stats.json',
      'GET /account.json',
      'GET /account/stats.json?period=week',
      'PUT /account/touch.json',
    ])
  })
})
