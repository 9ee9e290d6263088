/**
 * The typed client from the tracker's route table, over real sockets against the tracker server:
 * where each operation goes (the logged request lines), what comes back, and what does not compile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ForbiddenAccess, ResourceNotFound } from '../../src/client/index'
import { startTracker, type RunningTracker } from '../../examples/tracker/app'
import { trackerClient } from '../support/tracker-client'

let tracker: RunningTracker
let lines: string[] = []

beforeAll(async () => {
  tracker = await startTracker()
})
afterAll(() => tracker.close())

const api = (format: 'xml' | 'json', headers: Record<string, string> = {}) => trackerClient(tracker.url, format, (line) => lines.push(line), headers)

describe.each(['xml', 'json'] as const)('client(routes) in %s', (format) => {
  it('finds a top-level record and a nested collection with query params', async () => {
    lines = []
    const a = api(format)
    const project = await a.projects.find(1)
    expect(project['name']).toBe('Tracker')
    const open = await a.projects(1).issues.find('all', { params: { state: 'open' } })
    expect(open.map((i) => i['title'])).toEqual(expect.arrayContaining(['Pages need a layout', 'Search ignores case']))
    expect(open.every((i) => i['state'] === 'open' && typeof i['priority'] === 'number')).toBe(true)
    expect(lines).toEqual([`GET /projects/1.${format}`, `GET /projects/1/issues.${format}?state=open`])
  })

  it('creates in the nested collection, then updates, closes and destroys through shallow member paths', async () => {
    lines = []
    const a = api(format)
    const issue = await a.projects(2).issues.create({ title: 'Typed', priority: 4 })
    expect(issue.isNew()).toBe(false)
    const id = Number(issue.id)
    expect(tracker.store.issues.get(id)).toMatchObject({ project_id: 2, title: 'Typed', priority: 4 })

    issue['title'] = 'Typed and saved'
    expect(await issue.save()).toBe(true)
    await issue.close()
    expect(tracker.store.issues.get(id)).toMatchObject({ title: 'Typed and saved', state: 'closed' })
    const again = await a.issues.find(id)
    expect(again['state']).toBe('closed')
    await issue.reopen()
    expect(tracker.store.issues.get(id)?.state).toBe('open')

    await issue.destroy()
    expect(await a.issues.exists(id)).toBe(false)
    await expect(a.issues.find(id)).rejects.toBeInstanceOf(ResourceNotFound)
    expect(lines).toEqual([
      `POST /projects/2/issues.${format}`,
      `PUT /issues/${id}.${format}`,
      `PUT /issues/${id}/close.${format}`,
      `GET /issues/${id}.${format}`,
      `PUT /issues/${id}/reopen.${format}`,
      `DELETE /issues/${id}.${format}`,
      `HEAD /issues/${id}.${format}`,
      `GET /issues/${id}.${format}`,
    ])
  })

  it('reads validation errors from a 422', async () => {
    const bad = await api(format).projects(1).issues.create({ title: ' ', priority: 0 })
    expect(bad.isNew()).toBe(true)
    expect(bad.errors.fullMessages).toEqual(["Title can't be blank", 'Priority must be between 1 and 5'])
    expect(bad.errors.on('priority')).toEqual(['must be between 1 and 5'])
  })

  it('calls collection actions, nested comments, and deletes through the shallow member', async () => {
    lines = []
    const a = api(format)
    expect((await a.projects.search({ q: 'SITE' })).map((p) => p['name'])).toEqual(['Website'])
    const comment = await a.issues(1).comments.create({ body: 'From the client' })
    const id = Number(comment.id)
    expect(tracker.store.comments.get(id)?.body).toBe('From the client')
    expect((await a.issues(1).comments.find('all')).map((c) => c['body'])).toContain('From the client')
    await a.comments.delete(id)
    expect(tracker.store.comments.has(id)).toBe(false)
    expect(lines).toEqual([`GET /projects/search.${format}?q=SITE`, `POST /issues/1/comments.${format}`, `GET /issues/1/comments.${format}`, `DELETE /comments/${id}.${format}`])
  })

  it('reaches a singleton and a namespace', async () => {
    lines = []
    const me = await api(format, { Cookie: 'tracker_user=1' }).account.find()
    expect(me['login']).toBe('ada')
    const users = await api(format, { Cookie: 'tracker_user=1' }).admin.users.find('all')
    expect(users.map((u) => u['login'])).toContain('alan')
    await expect(api(format, { Cookie: 'tracker_user=2' }).admin.users.find('all')).rejects.toBeInstanceOf(ForbiddenAccess)
    expect(lines.slice(0, 2)).toEqual([`GET /account.${format}`, `GET /admin/users.${format}`])
  })
})

describe('client(routes) types', () => {
  it('refuses missing parent ids, unrouted actions and member operations on nested shallow collections', () => {
    const a = api('json')
    const typeChecks = async () => {
      // @ts-expect-error the issues collection needs a project id: api.projects(id).issues
      await a.issues.create({ title: 'x' })
      // @ts-expect-error issues are shallow: find(id) is api.issues.find, not on the nested collection
      await a.projects(1).issues.find(3)
      // @ts-expect-error comments are routed only for index, create and destroy: no find(id)
      await a.comments.find(1)
      // @ts-expect-error users have no nested resources, so no call
      a.users(1)
      // @ts-expect-error admin users: only index and destroy, no create
      await a.admin.users.create({})
      const issue = await a.issues.find(1)
      // @ts-expect-error no member action `frobnicate` on issues
      await issue.frobnicate()
      await issue.close()
      // @ts-expect-error there is no `tasks` resource
      void a.tasks
    }
    expect(typeof typeChecks).toBe('function')
  })
})
