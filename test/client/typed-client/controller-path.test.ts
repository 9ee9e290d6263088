/**
 * The typed client places a resource whose `controller` option has a slash under that
 * path (`controller: 'admin/felines'` → `/admin/felines`, `api.admin.felines`) — the calls
 * type-tests/client/typed-client-controller-path.test-d.ts types.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'
import { client } from '../../../src/client/index'
import { recordingFetch } from '../../support/recording-fetch'

const routes = defineRoutes({
  resources: {
    cats: { controller: 'admin/felines', only: ['index', 'show'], resources: { kittens: { only: ['index'] } } },
    dogs: { controller: 'pets/canines', shallow: true, only: ['index', 'show'], resources: { pups: { only: ['index', 'show'] } } },
    birds: { controller: 'pets/avians', only: ['index'] },
  },
  resource: { nest: { controller: 'pets/nests', only: ['show'] } },
  namespace: { admin: { resources: { users: { only: ['index'] } } } },
} as const)

describe('typed client: a controller option with a slash', () => {
  it('requests the routed paths', async () => {
    const { requests, configure } = recordingFetch(['nests'])
    const api = client(routes, { site: 'http://api.test/', format: 'json', configure })
    await api.admin.felines.find('all')
    await api.admin.felines.find(1)
    await api.admin.felines(1).kittens.find('all')
    await api.admin.users.find('all')
    await api.pets.canines.find(1)
    await api.pets.canines(1).pups.find('all')
    await api.pups.find(2)
    await api.pets.avians.find('all')
    await api.pets.nests.find()
    expect(requests).toEqual([
      'GET /admin/felines.json',
      'GET /admin/felines/1.json',
      'GET /admin/felines/1/kittens.json',
      'GET /admin/users.json',
      'GET /pets/canines/1.json',
      'GET /pets/canines/1/pups.json',
      'GET /pups/2.json',
      'GET /pets/avians.json',
      'GET /pets/nests.json',
    ])
    expect(Object.keys(api).sort()).toEqual(['admin', 'pets', 'pups'])
  })
})
