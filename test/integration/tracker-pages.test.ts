/**
 * The tracker's HTML side through its web-standard handler: pages render with forms whose action
 * and `_method` come from `routes.formFor`, form posts redirect, and sessions gate the admin pages.
 */
import { describe, expect, it } from 'vitest'
import { createTrackerHandler } from '../../examples/tracker/app'
import { Store } from '../../examples/tracker/store'

const setup = () => {
  const store = Store.seeded()
  const handler = createTrackerHandler(store, {
    onError: (e) => {
      throw e
    },
  })
  const get = async (path: string, cookie?: string) => {
    const res = await handler(new Request(`http://tracker.test${path}`, cookie ? { headers: { cookie } } : {}))
    return { status: res.status, location: res.headers.get('location'), cookie: res.headers.get('set-cookie'), html: await res.text() }
  }
  const post = async (path: string, form: Record<string, string>, cookie?: string) => {
    const res = await handler(
      new Request(`http://tracker.test${path}`, {
        method: 'POST',
        body: new URLSearchParams(form),
        headers: cookie ? { cookie } : {},
      }),
    )
    return { status: res.status, location: res.headers.get('location'), cookie: res.headers.get('set-cookie'), html: await res.text() }
  }
  return { store, get, post }
}

describe('tracker pages', () => {
  it('renders index, show, new and edit pages with formFor targets', async () => {
    const { get } = setup()
    expect((await get('/')).html).toContain('<a href="/projects/1">Tracker</a>')
    const show = await get('/projects/1')
    expect(show.html).toContain('<a href="/issues/1">Pages need a layout</a>')
    expect((await get('/projects/new')).html).toContain('<form action="/projects" method="post" id="new_project">')
    const edit = await get('/projects/1/edit')
    expect(edit.html).toContain(
      '<form action="/projects/1" method="post" id="edit_project"><input type="hidden" name="_method" value="put">',
    )
    expect(edit.html).toContain('value="Tracker"')
    expect((await get('/projects/2/issues/new')).html).toContain('<form action="/projects/2/issues" method="post" id="new_issue">')
    expect((await get('/issues/3/edit')).html).toContain(
      '<form action="/issues/3" method="post" id="edit_issue"><input type="hidden" name="_method" value="put">',
    )
    expect((await get('/users/2/edit')).html).toContain('<form action="/users/2" method="post" id="edit_user">')
  })

  it('escapes what users typed', async () => {
    const { get, post } = setup()
    const created = await post('/projects', { 'project[name]': '<script>x</script>', 'project[description]': '"quoted" & more' })
    expect(created.status).toBe(302)
    const page = await get(created.location!)
    expect(page.html).toContain('&#60;script&#62;x&#60;/script&#62;')
    expect(page.html).not.toContain('<script>x')
  })

  it('creates, updates (_method=put) and deletes (_method=delete) a project through forms', async () => {
    const { store, post } = setup()
    const created = await post('/projects', { 'project[name]': 'Docs', 'project[description]': 'Guides' })
    const id = Number(created.location!.split('/').pop())
    expect(store.projects.get(id)).toMatchObject({ name: 'Docs', description: 'Guides' })
    const updated = await post(`/projects/${id}`, { _method: 'put', 'project[name]': 'Documentation' })
    expect(updated).toMatchObject({ status: 302, location: `/projects/${id}` })
    expect(store.projects.get(id)?.name).toBe('Documentation')
    const deleted = await post(`/projects/${id}`, { _method: 'delete' })
    expect(deleted).toMatchObject({ status: 302, location: '/projects' })
    expect(store.projects.has(id)).toBe(false)
  })

  it('re-renders a form with errors (422) when validation fails', async () => {
    const { store, post } = setup()
    const before = store.projects.size
    const r = await post('/projects', { 'project[name]': 'tracker' })
    expect(r.status).toBe(422)
    expect(r.html).toContain('<li>Name has already been taken</li>')
    expect(store.projects.size).toBe(before)
  })

  it('logs in through the named login route and gates admin pages', async () => {
    const { get, post } = setup()
    expect((await get('/login')).html).toContain('<form action="/login" method="post">')
    expect((await get('/admin/users')).status).toBe(403)
    const login = await post('/login', { 'session[login]': 'ada' })
    expect(login.status).toBe(302)
    const cookie = login.cookie!.split(';')[0]!
    expect(cookie).toBe('tracker_user=1')
    const admin = await get('/admin/users', cookie)
    expect(admin.status).toBe(200)
    expect(admin.html).toContain(
      '<form action="/admin/users/2" method="post" class="button-to" onsubmit="return confirm(&#34;Remove alan?&#34;)"><input type="hidden" name="_method" value="delete">',
    )
    expect((await get('/account', cookie)).html).toContain('ada — Ada Lovelace')
  })

  it('answers the API from the same routes', async () => {
    const { get } = setup()
    const xml = await get('/projects/1/issues.xml')
    expect(xml.html).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<issues type="array">\n {2}<issue>\n {4}<id type="integer">1<\/id>\n {4}<project-id type="integer">1<\/project-id>/,
    )
    const json = JSON.parse((await get('/issues/1.json')).html) as Record<string, unknown>
    expect(json).toMatchObject({ id: 1, project_id: 1, title: 'Pages need a layout', state: 'open', priority: 2 })
    expect((await get('/issues/99.json')).status).toBe(404)
    expect((await get('/projects/1/comments')).status).toBe(404)
  })
})
