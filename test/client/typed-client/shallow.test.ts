/**
 * The typed client on shallow chains through singletons, starting below the top, and
 * stopped by `shallow: false` — the calls type-tests/client/typed-client-shallow.test-d.ts
 * types, run against the route table.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'
import { client } from '../../../src/client/index'
import { recordingFetch } from '../../support/recording-fetch'

describe('typed client: shallow chains', () => {
  it('through a singleton', async () => {
    const { requests, configure } = recordingFetch(['owner', 'profile'])
    const api = client(
      defineRoutes({
        resources: {
          threads: {
            shallow: true,
            only: ['show'],
            resource: { owner: { only: ['show'], resources: { badges: { only: ['index', 'show', 'destroy'] } } } },
          },
        },
        resource: { profile: { shallow: true, only: ['show'], resources: { links: { only: ['index', 'show'] } } } },
      } as const),
      { site: 'http://api.test/', format: 'json', configure },
    )
    await api.threads(1).owner.badges.find('all')
    await api.badges.find(2)
    await api.badges.delete(2)
    await api.profile.links.find('all')
    await api.links.find(3)
    expect('create' in api.badges).toBe(false)
    expect(requests).toEqual([
      'GET /threads/1/owner/badges.json',
      'GET /badges/2.json',
      'DELETE /badges/2.json',
      'GET /profile/links.json',
      'GET /links/3.json',
    ])
  })

  it('starting below the top, and stopped by shallow: false', async () => {
    const { requests, configure } = recordingFetch(['owner', 'profile'])
    const api = client(
      defineRoutes({
        resources: {
          threads: { shallow: true, resources: { messages: { resources: { votes: { only: ['index'] } } } } },
          projects: {
            only: ['index'],
            resources: { issues: { shallow: true, only: ['index', 'show'], resources: { comments: { only: ['index', 'show'] } } } },
          },
          people: {
            shallow: true,
            only: [],
            resources: { pets: { only: ['index'], shallow: false, resources: { fleas: { only: ['index', 'show'] } } } },
          },
        },
      } as const),
      { site: 'http://api.test/', format: 'json', configure },
    )
    await api.messages(1).votes.find('all')
    await api.threads(1).messages.find('all')
    await api.projects(1).issues.find('all')
    await api.issues.find(1)
    await api.issues(1).comments.find('all')
    await api.comments.find(2)
    await api.people(1).pets(2).fleas.find(3)
    expect(typeof api.threads(1).messages).toBe('object') // not callable
    expect('pets' in api).toBe(false)
    expect('fleas' in api).toBe(false)
    expect(requests).toEqual([
      'GET /messages/1/votes.json',
      'GET /threads/1/messages.json',
      'GET /projects/1/issues.json',
      'GET /issues/1.json',
      'GET /issues/1/comments.json',
      'GET /comments/2.json',
      'GET /people/1/pets/2/fleas/3.json',
    ])
  })
})
