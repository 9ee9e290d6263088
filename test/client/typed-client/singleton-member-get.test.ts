/**
 * A singleton's GET member action resolves to the decoded body, as a plural record's does
 * and as the types say (`MemberMethod`: GET → the decoded body); it resolved to the response.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'
import { client, type FetchInit } from '../../../src/client/index'

describe('typed client: a singleton GET member action', () => {
  it('resolves to the decoded body; other verbs to the response', async () => {
    const requests: string[] = []
    const fetch = async (url: string, init: FetchInit) => {
      requests.push(`${init.method} ${url.replace('http://api.test', '')}`)
      return new Response(url.includes('stats') ? '{"count":3}' : '{"id":1}', { status: 200, headers: { 'content-type': 'application/json' } })
    }
    const routes = defineRoutes({ resources: { threads: { member: { stats: 'get' } } }, resource: { account: { member: { stats: 'get', touch: 'put' } } } } as const)
    const api = client(routes, { site: 'http://api.test/', format: 'json', configure: (cls) => void (cls.fetch = fetch) })
    const thread = await api.threads.find(1)
    expect(await thread.stats()).toEqual({ count: 3 })
    const account = await api.account.find()
    expect(await account.stats({ period: 'week' })).toEqual({ count: 3 })
    expect((await account.touch()).status).toBe(200)
    expect(requests).toEqual(['GET /threads/1.json', 'GET /threads/1/stats.json', 'GET /account.json', 'GET /account/stats.json?period=week', 'PUT /account/touch.json'])
  })
})
