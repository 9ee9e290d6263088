/**
 * End to end: the typed `client(routes, ...)` against the tracker server over real HTTP, in XML
 * and JSON — lifecycles of a plural, a nested-then-shallow and the singleton resource; where each
 * operation goes (the logged request lines), what comes back, and what does not compile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ForbiddenAccess, ResourceNotFound, UnauthorizedAccess } from '../../src/client/index'
import { startTracker, type RunningTracker } from '../../examples/tracker/app'
import { trackerClient } from '../support/tracker-client'

let tracker: RunningTracker
let lines: string[] = []
beforeAll(async () => {
  tracker = await startTracker()
})
afterAll(() => tracker.close())

const api = (format: 'xml' | 'json', headers: Record<string, string> = {}) =>
  trackerClient(tracker.url, format, (line) => lines.push(line), headers)

describe.each(['xml', 'json'] as const)('typed client against the tracker in %s', (format) => {
  it('runs a project through create, find, update, reload, search, destroy', async () => {
    lines = []
    const a = api(format)
    const p = await a.projects.create({ name: `Typed ${format} ✓`, description: 'd' })
    expect(p.isNew()).toBe(false)
    const id = Number(p.id)
    expect(tracker.store.projects.get(id)?.name).toBe(`Typed ${format} ✓`)
    const found = await a.projects.find(id)
    expect(found['name']).toBe(`Typed ${format} ✓`)
    found['description'] = 'changed'
    expect(await found.save()).toBe(true)
    expect(await p.reload()).toBe(p)
    expect(p['description']).toBe('changed')
    found['name'] = 'Website'
    expect(await found.save()).toBe(false)
    expect(found.errors.on('name')).toEqual(['has already been taken'])
    expect((await a.projects.search({ q: `typed ${format} ✓` })).map((r) => r.id)).toEqual([id])
    const all = await a.projects.find('all')
    expect(all.map((r) => r.id)).toContain(id)
    await p.destroy()
    expect(await a.projects.exists(id)).toBe(false)
    await expect(a.projects.find(id)).rejects.toBeInstanceOf(ResourceNotFound)
    expect(lines).toEqual([
      `POST /projects.${format}`,
      `GET /projects/${id}.${format}`,
      `PUT /projects/${id}.${format}`,
      `GET /projects/${id}.${format}`,
      `PUT /projects/${id}.${format}`,
      `GET /projects/search.${format}?q=typed+${format}+%E2%9C%93`,
      `GET /projects.${format}`,
      `DELETE /projects/${id}.${format}`,
      `HEAD /projects/${id}.${format}`,
      `GET /projects/${id}.${format}`,
    ])
  })

  it('closes an issue through its member action and reads the record it answers', async () => {
    const a = api(format)
    const issue = await a.projects(1).issues.create({ title: 'Close me', priority: 1 })
    expect(issue.prefixOptions).toEqual({ project_id: 1 })
    const closed = await issue.close()
    expect(closed.status).toBe(200)
    await issue.reload()
    expect(issue['state']).toBe('closed')
    expect(issue['priority']).toBe(1)
    issue['title'] = ''
    expect(await issue.save()).toBe(false)
    expect(issue.errors.fullMessages).toEqual(["Title can't be blank"])
    await expect(a.projects(999).issues.find('all')).rejects.toBeInstanceOf(ResourceNotFound)
    await expect(a.projects(999).issues.create({ title: 'x' })).rejects.toBeInstanceOf(ResourceNotFound)
    await issue.destroy()
    expect(await issue.exists()).toBe(false)
  })

  it('signs up, reads, updates and deletes the singleton account', async () => {
    lines = []
    const login = `single_${format}`
    const created = await api(format).account.create({ login, name: 'One' })
    expect(created.isNew()).toBe(false)
    expect(created.id).toBeUndefined()
    const user = tracker.store.findUserByLogin(login)!
    const mine = api(format, { Cookie: `tracker_user=${user.id}` })
    const me = await mine.account.find()
    expect(me['login']).toBe(login)
    expect(me['admin']).toBe(false)
    me['name'] = 'Ünïcode Name'
    expect(await me.save()).toBe(true)
    expect(tracker.store.users.get(user.id)?.name).toBe('Ünïcode Name')
    me['login'] = 'not valid!'
    expect(await me.save()).toBe(false)
    expect(me.errors.on('login')).toEqual(['may only contain letters, digits and underscores'])
    me['login'] = login
    await me.reload()
    expect(me['name']).toBe('Ünïcode Name')
    expect(await me.exists()).toBe(true)
    await me.destroy()
    expect(tracker.store.users.has(user.id)).toBe(false)
    await expect(mine.account.find()).rejects.toBeInstanceOf(UnauthorizedAccess)
    expect(lines).toEqual([
      `POST /account.${format}`,
      `GET /account.${format}`,
      `PUT /account.${format}`,
      `PUT /account.${format}`,
      `GET /account.${format}`,
      `HEAD /account.${format}`,
      `DELETE /account.${format}`,
      `GET /account.${format}`,
    ])
  })

  it('updates the account of a seeded user (the body root is <account> in XML)', async () => {
    const mine = api(format, { Cookie: 'tracker_user=2' })
    const me = await mine.account.find()
    me['name'] = `Alan ${format}`
    expect(await me.save()).toBe(true)
    expect(tracker.store.users.get(2)?.name).toBe(`Alan ${format}`)
    expect((await mine.account.find())['name']).toBe(`Alan ${format}`)
  })

  it('escapes a parent id with special characters, which reaches the controller decoded', async () => {
    lines = []
    const a = api(format)
    const e = await a
      .projects('a/b c&ü')
      .issues.find('all')
      .catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ResourceNotFound)
    expect((e as ResourceNotFound).response!.body.replace('&#38;', '&')).toContain('ID=a/b c&ü')
    expect(lines).toEqual([`GET /projects/a%2Fb%20c&%C3%BC/issues.${format}`])
  })

  it('a comment created through the nested collection is destroyed at its shallow path', async () => {
    lines = []
    const a = api(format)
    const c = await a.issues(2).comments.create({ body: 'shallow destroy' })
    const id = Number(c.id)
    await c.destroy()
    expect(tracker.store.comments.has(id)).toBe(false)
    expect(lines).toEqual([`POST /issues/2/comments.${format}`, `DELETE /comments/${id}.${format}`])
  })

  it('users: create, update, first/last, and removal through the admin namespace', async () => {
    const a = api(format)
    const u = await a.users.create({ login: `typed_${format}`, name: 'Ty Ped', admin: true })
    expect(u['admin']).toBe(false)
    const id = Number(u.id)
    u['name'] = 'Ty'
    expect(await u.save()).toBe(true)
    expect(tracker.store.users.get(id)?.name).toBe('Ty')
    expect((await a.users.find('first'))?.['login']).toBe('ada')
    expect((await a.users.find('last'))?.id).toBe(id)
    const admin = api(format, { Cookie: 'tracker_user=1' })
    const deleted = await admin.admin.users.delete(id)
    expect(deleted.status).toBe(200)
    expect(await a.users.exists(id)).toBe(false)
    await expect(admin.admin.users.delete(id)).rejects.toBeInstanceOf(ResourceNotFound)
  })

  it('reads a 422 from the singleton create and a 404 from a shallow member delete', async () => {
    const bad = await api(format).account.create({ login: '' })
    expect(bad.isNew()).toBe(true)
    expect(bad.errors.fullMessages).toEqual(["Login can't be blank"])
    const e = await api(format)
      .comments.delete(999)
      .catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ResourceNotFound)
  })
})

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
    expect(lines).toEqual([
      `GET /projects/search.${format}?q=SITE`,
      `POST /issues/1/comments.${format}`,
      `GET /issues/1/comments.${format}`,
      `DELETE /comments/${id}.${format}`,
    ])
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
