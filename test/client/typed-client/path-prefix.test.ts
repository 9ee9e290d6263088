/**
 * The typed client places a resource with a `path_prefix` under that prefix (from the
 * root, whatever its scope), and a shallow one's members at its scope — the calls
 * type-tests/client/typed-client-path-prefix.test-d.ts types, run against the route table.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'
import { client } from '../../../src/client/index'
import { recordingFetch } from '../../support/recording-fetch'

const routes = defineRoutes({
  resources: {
    companies: { path_prefix: '/orgs/:org_id', resources: { deps: { only: ['index'] } } },
    widgets: { path_prefix: 'orgs/:org_id', only: ['index'] },
    gadgets: { path_prefix: '/v1', only: ['index', 'show'] },
    sites: {
      path_prefix: '/orgs/:org_id',
      shallow: true,
      only: ['index', 'show', 'create'],
      resources: { pages: { only: ['index', 'show'] } },
    },
  },
  namespace: {
    admin: {
      resources: { users: { path_prefix: '/x/:x_id', only: ['index', 'destroy'] } },
      resource: { conf: { path_prefix: '/c/:c_id', only: ['show'] } },
    },
  },
  resource: { me: { path_prefix: '/u/:u_id', only: ['show'], resources: { notes: { only: ['index'] } } } },
} as const)

describe('typed client: path_prefix', () => {
  it('requests the routed paths', async () => {
    const { requests, configure } = recordingFetch(['conf', 'me'])
    const api = client(routes, { site: 'http://api.test/', format: 'json', configure })
    await api.orgs(3).companies.find('all')
    await api.orgs(3).companies.find(4)
    await api.orgs(3).companies(4).deps.find('all')
    await api.orgs(3).widgets.find('all')
    await api.v1.gadgets.find(1)
    await api.orgs(3).sites.find('all')
    await api.sites.find(1)
    await api.sites(1).pages.find('all')
    await api.pages.find(2)
    await api.x(1).users.find('all')
    await api.x(1).users.delete(2)
    await api.c(1).conf.find()
    await api.u(1).me.find()
    await api.u(1).me.notes.find('all')
    expect(requests).toEqual([
      'GET /orgs/3/companies.json',
      'GET /orgs/3/companies/4.json',
      'GET /orgs/3/companies/4/deps.json',
      'GET /orgs/3/widgets.json',
      'GET /v1/gadgets/1.json',
      'GET /orgs/3/sites.json',
      'GET /sites/1.json',
      'GET /sites/1/pages.json',
      'GET /pages/2.json',
      'GET /x/1/users.json',
      'DELETE /x/1/users/2.json',
      'GET /c/1/conf.json',
      'GET /u/1/me.json',
      'GET /u/1/me/notes.json',
    ])
    expect('build' in api.orgs(3).sites).toBe(true)
    expect('build' in api.sites).toBe(false)
    expect(Object.keys(api).sort()).toEqual(['c', 'orgs', 'pages', 'sites', 'u', 'v1', 'x'])
  })
})

describe('typed client: a prefix starting with a resource word', () => {
  it('one orgs(id) reaches the nested and the prefixed resources', async () => {
    const { requests, configure } = recordingFetch()
    const overlap = defineRoutes({
      resources: { orgs: { resources: { teams: {} } }, companies: { path_prefix: '/orgs/:org_id' } },
    } as const)
    const api = client(overlap, { site: 'http://api.test/', format: 'json', configure })
    await api.orgs.find(1)
    await api.orgs(1).teams.find('all')
    await api.orgs(1).companies.find(2)
    expect(requests).toEqual(['GET /orgs/1.json', 'GET /orgs/1/teams.json', 'GET /orgs/1/companies/2.json'])
  })
})
