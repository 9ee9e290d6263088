/**
 * The typed client reads the resource model (`routes.resources`), so it requests the paths the
 * routes have where reading the paths back could not tell: an action whose `path_names` word
 * differs from its name, a shallow resource's member actions when its show route is not routed,
 * and a collection action of a resource without index or create.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'
import { client } from '../../../src/client/index'
import { recordingFetch } from '../../support/recording-fetch'

describe('typed client: what the resource model tells it', () => {
  it('an action renamed by path_names: the method has the action name, the URL its path word', async () => {
    const { requests, configure } = recordingFetch(['account'])
    const routes = defineRoutes({
      resources: { threads: { member: { close: 'put' }, collection: { search: 'get' }, path_names: { close: 'shut', search: 'lookup' } } },
      resource: { account: { member: { login: 'get' }, path_names: { login: 'signin' } } },
    } as const)
    expect(routes.helpers.close_thread_path(5)).toBe('/threads/5/shut')
    const api = client(routes, { site: 'http://api.test/', format: 'json', configure })
    const thread = await api.threads.find(5)
    await thread.close()
    await api.threads.search({ q: 'x' })
    const account = await api.account.find()
    await account!.login()
    expect(requests).toEqual([
      'GET /threads/5.json',
      'PUT /threads/5/shut.json',
      'GET /threads/lookup.json?q=x',
      'GET /account.json',
      'GET /account/signin.json',
    ])
  })

  it('a shallow resource without show: its records’ member actions are at the shallow member path', async () => {
    const { requests, configure } = recordingFetch(['account'])
    const routes = defineRoutes({
      resources: { threads: { shallow: true, only: [], resources: { messages: { only: ['index'], member: { flag: 'put' } } } } },
    } as const)
    expect(routes.helpers.flag_message_path(5)).toBe('/messages/5/flag')
    const api = client(routes, { site: 'http://api.test/', format: 'json', configure })
    const [message] = await api.threads(1).messages.find('all')
    await message!.flag()
    expect(requests).toEqual(['GET /threads/1/messages.json', 'PUT /messages/5/flag.json'])
  })

  it('a collection action of a resource without index or create', async () => {
    const { requests, configure } = recordingFetch(['account'])
    const api = client(defineRoutes({ resources: { posts: { only: ['show'], collection: { search: 'get' } } } } as const), {
      site: 'http://api.test/',
      format: 'json',
      configure,
    })
    await api.posts.search()
    await api.posts.find(5)
    expect('create' in api.posts).toBe(false)
    expect(requests).toEqual(['GET /posts/search.json', 'GET /posts/5.json'])
  })
})
