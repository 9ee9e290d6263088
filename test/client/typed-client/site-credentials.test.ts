/**
 * `client(routes, { site })` takes the site as a Resource class does (docs/client.md: `user:password@` in the site
 * is sent as Basic auth): the generated classes sent no Authorization header
 * (the site was cut down to its origin, which drops the credentials).
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'
import { client, type FetchInit } from '../../../src/client/index'

const routes = defineRoutes({ resources: { projects: { resources: { issues: {} } } }, resource: { account: {} } } as const)

describe('typed client: credentials in the site', () => {
  it('are sent as Basic auth, on the site path', async () => {
    const seen: string[] = []
    const fetch = async (url: string, init: FetchInit) => {
      seen.push(`${init.method} ${url} ${new Headers(init.headers).get('authorization')}`)
      return new Response(url.includes('account') ? '{"id":1}' : '[]', { status: 200, headers: { 'content-type': 'application/json' } })
    }
    const api = client(routes, { site: 'http://ada:s3cret@api.test/v2/', format: 'json', configure: (cls) => void (cls.fetch = fetch) })
    await api.projects(1).issues.find('all')
    await api.account.find()
    const basic = `Basic ${Buffer.from('ada:s3cret').toString('base64')}`
    expect(seen).toEqual([`GET http://api.test/v2/projects/1/issues.json ${basic}`, `GET http://api.test/v2/account.json ${basic}`])
  })
})
