/**
 * The tracker's controllers: every routed action of routes.ts, each answering HTML (pages with
 * real forms) or the XML / JSON API from the same routes, Rails 2.3 scaffold style
 * (`respond_to do |format| format.html …; format.xml …`).
 */
import { errorResponse, respond, type Controllers, type HasFormat } from '../../src/server/index'
import { routes } from './routes'
import type { Comment, Errors, Issue, Project, Store, User } from './store'
import { buttonTo, errorMessages, form, html, layout, select, textArea, textField, type Markup } from './views'

type Attrs = Record<string, unknown>
const helpers = routes.helpers

/**
 * The attributes of a request body: `{ issue: {...} }` (XML, forms, JSON with a root) or the bare
 * JSON object. With several roots the first present wins (the account's API client sends
 * `<account>`, its HTML form `user[...]`).
 */
function attributesOf(body: unknown, ...roots: string[]): Attrs {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {}
  for (const root of roots) {
    const inner = (body as Attrs)[root]
    if (typeof inner === 'object' && inner !== null && !Array.isArray(inner)) return inner as Attrs
  }
  return body as Attrs
}

const full = (errors: Errors): string[] =>
  Object.entries(errors).flatMap(([attr, ms]) => ms.map((m) => `${attr.charAt(0).toUpperCase()}${attr.slice(1).replace(/_/g, ' ')} ${m}`))

const nav = {
  projects: helpers.projects_path(),
  users: helpers.users_path(),
  account: helpers.account_path(),
  login: helpers.login_path(),
  admin: helpers.admin_users_path(),
}

const USER_COOKIE = 'tracker_user'

const PRIORITIES = [
  ['1', '1 (urgent)'],
  ['2', '2'],
  ['3', '3 (normal)'],
  ['4', '4'],
  ['5', '5 (someday)'],
] as const

/** The tracker's controllers over `store`. */
export function trackerControllers(store: Store): Controllers<typeof routes> {
  const currentUser = (request: Request): User | undefined => {
    const m = /(?:^|;\s*)tracker_user=(\d+)/.exec(request.headers.get('cookie') ?? '')
    return m ? store.users.get(Number(m[1])) : undefined
  }
  const page = (request: Request, title: string, content: Markup, status = 200): Response =>
    respond.html(layout(title, nav, content, currentUser(request)), status)
  const missing = (ctx: HasFormat, what: string, id: unknown): Response =>
    respond.notFound(ctx, `Couldn't find ${what} with ID=${String(id)}`)
  const withProject = (ctx: HasFormat, id: string, then: (p: Project) => Response | Promise<Response>) => {
    const p = store.projects.get(Number(id))
    return p ? then(p) : missing(ctx, 'Project', id)
  }
  const withIssue = (ctx: HasFormat, id: string, then: (i: Issue) => Response | Promise<Response>) => {
    const i = store.issues.get(Number(id))
    return i ? then(i) : missing(ctx, 'Issue', id)
  }
  const withUser = (ctx: HasFormat, id: string, then: (u: User) => Response | Promise<Response>) => {
    const u = store.users.get(Number(id))
    return u ? then(u) : missing(ctx, 'User', id)
  }

  // --- views ----------------------------------------------------------------------------------

  const projectForm = (p: Partial<Project>, errors: string[]) =>
    html`${errorMessages(errors)}${form(
      routes.formFor('project', p),
      html`${textField('project', 'name', p.name, 'Name')}${textArea('project', 'description', p.description, 'Description')}<p><button type="submit">${p.id ? 'Update' : 'Create'}</button></p>`,
      { id: p.id ? 'edit_project' : 'new_project' },
    )}`

  const issueForm = (i: Partial<Issue>, errors: string[]) =>
    html`${errorMessages(errors)}${form(
      i.id ? routes.formFor('issue', i) : routes.formFor('issue', {}, i.project_id),
      html`${textField('issue', 'title', i.title, 'Title')}${textArea('issue', 'description', i.description, 'Description')}${select('issue', 'priority', i.priority ?? 3, 'Priority', PRIORITIES)}<p><button type="submit">${i.id ? 'Update' : 'Create'}</button></p>`,
      { id: i.id ? 'edit_issue' : 'new_issue' },
    )}`

  const userForm = (u: Partial<User>, errors: string[], target = routes.formFor('user', u)) =>
    html`${errorMessages(errors)}${form(
      target,
      html`${textField('user', 'login', u.login, 'Login')}${textField('user', 'name', u.name, 'Name')}<p><button type="submit">${u.id ? 'Update' : 'Create'}</button></p>`,
      { id: u.id ? 'edit_user' : 'new_user' },
    )}`

  const issueRow = (i: Issue) =>
    html`<tr id="issue_${i.id}"><td>#${i.id}</td><td><a href="${helpers.issue_path(i.id)}">${i.title}</a></td><td class="state-${i.state}">${i.state}</td><td>${i.priority}</td>
<td><a href="${helpers.edit_issue_path(i.id)}">Edit</a> ${buttonTo('Delete', helpers.issue_path(i.id), 'delete', { confirm: 'Delete this issue?' })}</td></tr>`

  return {
    projects: {
      index: (ctx) =>
        respond.to(ctx, {
          html: () =>
            page(
              ctx.request,
              'Projects',
              html`<form action="${helpers.search_projects_path()}" method="get"><input name="q" placeholder="Search projects"> <button>Search</button></form>
<table><tr><th>Name</th><th>Issues</th><th></th></tr>${store
                .listProjects()
                .map(
                  (p) =>
                    html`<tr><td><a href="${helpers.project_path(p.id)}">${p.name}</a></td><td><a href="${helpers.project_issues_path(p.id)}">${store.listIssues(p.id).length}</a></td><td><a href="${helpers.edit_project_path(p.id)}">Edit</a> ${buttonTo('Delete', helpers.project_path(p.id), 'delete', { confirm: 'Delete this project and its issues?' })}</td></tr>`,
                )}</table><p><a href="${helpers.new_project_path()}">New project</a></p>`,
            ),
          any: () => respond.ok(ctx, store.listProjects(), 'projects'),
        }),
      search: (ctx) => {
        const q = typeof ctx.query['q'] === 'string' ? ctx.query['q'] : ''
        const found = store.listProjects(q)
        return respond.to(ctx, {
          html: () =>
            page(
              ctx.request,
              `Projects matching “${q}”`,
              html`<ul>${found.map((p) => html`<li><a href="${helpers.project_path(p.id)}">${p.name}</a></li>`)}</ul><p><a href="${helpers.projects_path()}">All projects</a></p>`,
            ),
          any: () => respond.ok(ctx, found, 'projects'),
        })
      },
      show: (ctx) =>
        withProject(ctx, ctx.params.id, (p) =>
          respond.to(ctx, {
            html: () =>
              page(
                ctx.request,
                p.name,
                html`<p>${p.description}</p><h2>Issues</h2><table>${store.listIssues(p.id).map(issueRow)}</table>
<p><a href="${helpers.new_project_issue_path(p.id)}">New issue</a> · <a href="${helpers.edit_project_path(p.id)}">Edit project</a> · <a href="${helpers.projects_path()}">Back</a></p>`,
              ),
            any: () => respond.ok(ctx, p, 'project'),
          }),
        ),
      new: (ctx) =>
        respond.to(ctx, {
          html: () => page(ctx.request, 'New project', projectForm({}, [])),
          any: () => respond.ok(ctx, { name: null, description: null }, 'project'),
        }),
      edit: (ctx) => withProject(ctx, ctx.params.id, (p) => page(ctx.request, `Edit ${p.name}`, projectForm(p, []))),
      create: (ctx) => {
        const attrs = attributesOf(ctx.body, 'project')
        const saved = store.createProject(attrs)
        return respond.to(ctx, {
          html: () =>
            saved.ok
              ? respond.redirect(helpers.project_path(saved.record.id))
              : page(ctx.request, 'New project', projectForm(attrs as Partial<Project>, full(saved.errors)), 422),
          any: () =>
            saved.ok
              ? respond.created(ctx, saved.record, 'project', helpers.project_url(saved.record.id, { host: hostOf(ctx.request) }))
              : respond.invalid(ctx, saved.errors),
        })
      },
      update: (ctx) =>
        withProject(ctx, ctx.params.id, (p) => {
          const attrs = attributesOf(ctx.body, 'project')
          const saved = store.updateProject(p, attrs)
          return respond.to(ctx, {
            html: () =>
              saved.ok
                ? respond.redirect(helpers.project_path(p.id))
                : page(ctx.request, `Edit ${p.name}`, projectForm({ ...p, ...attrs }, full(saved.errors)), 422),
            any: () => (saved.ok ? respond.head(200) : respond.invalid(ctx, saved.errors)),
          })
        }),
      destroy: (ctx) =>
        withProject(ctx, ctx.params.id, (p) => {
          store.deleteProject(p.id)
          return respond.to(ctx, { html: () => respond.redirect(helpers.projects_path()), any: () => respond.head(200) })
        }),
    },

    issues: {
      index: (ctx) =>
        withProject(ctx, ctx.params.project_id, (p) => {
          const state = typeof ctx.query['state'] === 'string' ? ctx.query['state'] : undefined
          const list = store.listIssues(p.id, state)
          return respond.to(ctx, {
            html: () =>
              page(
                ctx.request,
                `Issues of ${p.name}`,
                html`<p>Show: <a href="${helpers.project_issues_path(p.id)}">all</a> · <a href="${helpers.project_issues_path(p.id, { state: 'open' })}">open</a> · <a href="${helpers.project_issues_path(p.id, { state: 'closed' })}">closed</a></p>
<table>${list.map(issueRow)}</table><p><a href="${helpers.new_project_issue_path(p.id)}">New issue</a> · <a href="${helpers.project_path(p.id)}">Back to ${p.name}</a></p>`,
              ),
            any: () => respond.ok(ctx, list, 'issues'),
          })
        }),
      new: (ctx) =>
        withProject(ctx, ctx.params.project_id, (p) =>
          respond.to(ctx, {
            html: () => page(ctx.request, `New issue in ${p.name}`, issueForm({ project_id: p.id }, [])),
            any: () => respond.ok(ctx, { title: null, description: null, priority: 3, project_id: p.id }, 'issue'),
          }),
        ),
      create: (ctx) =>
        withProject(ctx, ctx.params.project_id, (p) => {
          const attrs = attributesOf(ctx.body, 'issue')
          const saved = store.createIssue(p.id, attrs)
          return respond.to(ctx, {
            html: () =>
              saved.ok
                ? respond.redirect(helpers.issue_path(saved.record.id))
                : page(
                    ctx.request,
                    `New issue in ${p.name}`,
                    issueForm({ ...(attrs as Partial<Issue>), project_id: p.id }, full(saved.errors)),
                    422,
                  ),
            any: () =>
              saved.ok
                ? respond.created(ctx, saved.record, 'issue', helpers.issue_url(saved.record.id, { host: hostOf(ctx.request) }))
                : respond.invalid(ctx, saved.errors),
          })
        }),
      show: (ctx) =>
        withIssue(ctx, ctx.params.id, (i) =>
          respond.to(ctx, {
            html: () => {
              const p = store.projects.get(i.project_id)
              const comments = store.listComments(i.id)
              return page(
                ctx.request,
                `#${i.id} ${i.title}`,
                html`<p id="issue_state" class="state-${i.state}">${i.state}</p><p>Priority ${i.priority} · in <a href="${helpers.project_path(i.project_id)}">${p?.name}</a></p>
<div id="issue_description">${i.description}</div>
<p>${buttonTo(i.state === 'open' ? 'Close' : 'Reopen', i.state === 'open' ? helpers.close_issue_path(i.id) : helpers.reopen_issue_path(i.id), 'put')}
<a href="${helpers.edit_issue_path(i.id)}">Edit</a> ${buttonTo('Delete', helpers.issue_path(i.id), 'delete', { confirm: 'Delete this issue?' })}</p>
<h2>Comments</h2><ul id="comments">${comments.map((c) => html`<li>${c.body} ${buttonTo('×', helpers.comment_path(c.id), 'delete')}</li>`)}</ul>
${form({ action: helpers.issue_comments_path(i.id), method: 'post' }, html`${textArea('comment', 'body', '', 'Add a comment')}<p><button type="submit">Comment</button></p>`)}
<p><a href="${helpers.project_issues_path(i.project_id)}">Back to issues</a></p>`,
              )
            },
            any: () => respond.ok(ctx, i, 'issue'),
          }),
        ),
      edit: (ctx) => withIssue(ctx, ctx.params.id, (i) => page(ctx.request, `Edit issue #${i.id}`, issueForm(i, []))),
      update: (ctx) =>
        withIssue(ctx, ctx.params.id, (i) => {
          const attrs = attributesOf(ctx.body, 'issue')
          const saved = store.updateIssue(i, attrs)
          return respond.to(ctx, {
            html: () =>
              saved.ok
                ? respond.redirect(helpers.issue_path(i.id))
                : page(ctx.request, `Edit issue #${i.id}`, issueForm({ ...i, ...(attrs as Partial<Issue>) }, full(saved.errors)), 422),
            any: () => (saved.ok ? respond.head(200) : respond.invalid(ctx, saved.errors)),
          })
        }),
      destroy: (ctx) =>
        withIssue(ctx, ctx.params.id, (i) => {
          store.deleteIssue(i.id)
          return respond.to(ctx, { html: () => respond.redirect(helpers.project_issues_path(i.project_id)), any: () => respond.head(200) })
        }),
      close: (ctx) => changeState(ctx, ctx.params.id, 'closed'),
      reopen: (ctx) => changeState(ctx, ctx.params.id, 'open'),
    },

    comments: {
      index: (ctx) =>
        withIssue(ctx, ctx.params.issue_id, (i) =>
          respond.to(ctx, {
            html: () => respond.redirect(helpers.issue_path(i.id)),
            any: () => respond.ok(ctx, store.listComments(i.id), 'comments'),
          }),
        ),
      create: (ctx) =>
        withIssue(ctx, ctx.params.issue_id, (i) => {
          const saved = store.createComment(i.id, attributesOf(ctx.body, 'comment'))
          return respond.to(ctx, {
            html: () => respond.redirect(helpers.issue_path(i.id)),
            any: () =>
              saved.ok
                ? respond.created(ctx, saved.record, 'comment', helpers.comment_path(saved.record.id))
                : respond.invalid(ctx, saved.errors),
          })
        }),
      destroy: (ctx) => {
        const c: Comment | undefined = store.comments.get(Number(ctx.params.id))
        if (!c) return missing(ctx, 'Comment', ctx.params.id)
        store.comments.delete(c.id)
        return respond.to(ctx, { html: () => respond.redirect(helpers.issue_path(c.issue_id)), any: () => respond.head(200) })
      },
    },

    users: {
      index: (ctx) =>
        respond.to(ctx, {
          html: () =>
            page(
              ctx.request,
              'Users',
              html`<table>${[...store.users.values()].map((u) => html`<tr><td><a href="${helpers.user_path(u.id)}">${u.login}</a></td><td>${u.name}</td><td><a href="${helpers.edit_user_path(u.id)}">Edit</a></td></tr>`)}</table><p><a href="${helpers.new_user_path()}">New user</a></p>`,
            ),
          any: () => respond.ok(ctx, [...store.users.values()], 'users'),
        }),
      show: (ctx) =>
        withUser(ctx, ctx.params.id, (u) =>
          respond.to(ctx, {
            html: () => page(ctx.request, u.login, html`<p>${u.name}</p><p><a href="${helpers.users_path()}">Back</a></p>`),
            any: () => respond.ok(ctx, u, 'user'),
          }),
        ),
      new: (ctx) =>
        respond.to(ctx, {
          html: () => page(ctx.request, 'New user', userForm({}, [])),
          any: () => respond.ok(ctx, { login: null, name: null }, 'user'),
        }),
      edit: (ctx) => withUser(ctx, ctx.params.id, (u) => page(ctx.request, `Edit ${u.login}`, userForm(u, []))),
      create: (ctx) => {
        const attrs = attributesOf(ctx.body, 'user')
        const saved = store.createUser({ login: attrs['login'], name: attrs['name'] })
        return respond.to(ctx, {
          html: () =>
            saved.ok
              ? respond.redirect(helpers.user_path(saved.record.id))
              : page(ctx.request, 'New user', userForm(attrs as Partial<User>, full(saved.errors)), 422),
          any: () =>
            saved.ok ? respond.created(ctx, saved.record, 'user', helpers.user_path(saved.record.id)) : respond.invalid(ctx, saved.errors),
        })
      },
      update: (ctx) =>
        withUser(ctx, ctx.params.id, (u) => {
          const attrs = attributesOf(ctx.body, 'user')
          const saved = store.updateUser(u, attrs)
          return respond.to(ctx, {
            html: () =>
              saved.ok
                ? respond.redirect(helpers.user_path(u.id))
                : page(ctx.request, `Edit ${u.login}`, userForm({ ...u, ...attrs }, full(saved.errors)), 422),
            any: () => (saved.ok ? respond.head(200) : respond.invalid(ctx, saved.errors)),
          })
        }),
      destroy: (ctx) =>
        withUser(ctx, ctx.params.id, (u) => {
          store.users.delete(u.id)
          return respond.to(ctx, { html: () => respond.redirect(helpers.users_path()), any: () => respond.head(200) })
        }),
    },

    accounts: {
      show: (ctx) => {
        const u = currentUser(ctx.request)
        if (!u)
          return respond.to(ctx, {
            html: () => respond.redirect(helpers.login_path()),
            any: () => errorResponse(ctx.format, 401, ['Log in first']),
          })
        return respond.to(ctx, {
          html: () =>
            page(
              ctx.request,
              'Your account',
              html`<p>${u.login} — ${u.name}</p><p><a href="${helpers.edit_account_path()}">Edit</a> ${buttonTo('Log out', helpers.logout_path(), 'post')} ${buttonTo('Delete account', helpers.account_path(), 'delete', { confirm: 'Really?' })}</p>`,
            ),
          any: () => respond.ok(ctx, u, 'user'),
        })
      },
      new: (ctx) => page(ctx.request, 'Sign up', userForm({}, [], routes.formFor('account', {}))),
      create: (ctx) => {
        const attrs = attributesOf(ctx.body, 'account', 'user')
        const saved = store.createUser({ login: attrs['login'], name: attrs['name'] })
        if (!saved.ok)
          return respond.to(ctx, {
            html: () =>
              page(ctx.request, 'Sign up', userForm(attrs as Partial<User>, full(saved.errors), routes.formFor('account', {})), 422),
            any: () => respond.invalid(ctx, saved.errors),
          })
        const cookie = { 'set-cookie': `${USER_COOKIE}=${saved.record.id}; Path=/; HttpOnly; SameSite=Lax` }
        return respond.to(ctx, {
          html: () => respond.head(302, { location: helpers.account_path(), ...cookie }),
          any: () => respond.head(201, { location: helpers.account_path(), ...cookie }),
        })
      },
      edit: (ctx) => {
        const u = currentUser(ctx.request)
        return u
          ? page(ctx.request, 'Edit your account', userForm(u, [], routes.formFor('account', u)))
          : respond.redirect(helpers.login_path())
      },
      update: (ctx) => {
        const u = currentUser(ctx.request)
        if (!u) return errorResponse(ctx.format, 401, ['Log in first'])
        const attrs = attributesOf(ctx.body, 'account', 'user')
        const saved = store.updateUser(u, attrs)
        return respond.to(ctx, {
          html: () =>
            saved.ok
              ? respond.redirect(helpers.account_path())
              : page(ctx.request, 'Edit your account', userForm({ ...u, ...attrs }, full(saved.errors), routes.formFor('account', u)), 422),
          any: () => (saved.ok ? respond.head(200) : respond.invalid(ctx, saved.errors)),
        })
      },
      destroy: (ctx) => {
        const u = currentUser(ctx.request)
        if (u) store.users.delete(u.id)
        const clear = { 'set-cookie': `${USER_COOKIE}=; Path=/; Max-Age=0` }
        return respond.to(ctx, {
          html: () => respond.head(302, { location: helpers.root_path(), ...clear }),
          any: () => respond.head(200, clear),
        })
      },
    },

    sessions: {
      new: (ctx) =>
        page(
          ctx.request,
          'Log in',
          html`${form({ action: helpers.login_path(), method: 'post' }, html`${textField('session', 'login', '', 'Login')}<p><button type="submit">Log in</button></p>`)}<p>Try <code>ada</code> (admin) or <code>alan</code>, or <a href="${helpers.new_account_path()}">sign up</a>.</p>`,
        ),
      create: (ctx) => {
        const login = attributesOf(ctx.body, 'session')['login']
        const u = typeof login === 'string' ? store.findUserByLogin(login) : undefined
        if (!u)
          return page(
            ctx.request,
            'Log in',
            html`${errorMessages(['Unknown login'])}<p><a href="${helpers.login_path()}">Try again</a></p>`,
            422,
          )
        return respond.head(302, { location: helpers.root_path(), 'set-cookie': `${USER_COOKIE}=${u.id}; Path=/; HttpOnly; SameSite=Lax` })
      },
      destroy: () => respond.head(302, { location: helpers.root_path(), 'set-cookie': `${USER_COOKIE}=; Path=/; Max-Age=0` }),
    },

    'admin/users': {
      index: (ctx) => {
        const me = currentUser(ctx.request)
        if (!me?.admin) return errorResponse(ctx.format, 403, ['Administrators only: log in as ada'])
        return respond.to(ctx, {
          html: () =>
            page(
              ctx.request,
              'Administer users',
              html`<table>${[...store.users.values()].map((u) => html`<tr><td>${u.login}</td><td>${u.admin ? 'admin' : ''}</td><td>${u.id === me.id ? html`` : buttonTo('Remove', helpers.admin_user_path(u.id), 'delete', { confirm: `Remove ${u.login}?` })}</td></tr>`)}</table>`,
            ),
          any: () => respond.ok(ctx, [...store.users.values()], 'users'),
        })
      },
      destroy: (ctx) => {
        const me = currentUser(ctx.request)
        if (!me?.admin) return errorResponse(ctx.format, 403, ['Administrators only'])
        return withUser(ctx, ctx.params.id, (u) => {
          store.users.delete(u.id)
          return respond.to(ctx, { html: () => respond.redirect(helpers.admin_users_path()), any: () => respond.head(200) })
        })
      },
    },
  }

  function changeState(ctx: HasFormat & { request: Request }, id: string, state: Issue['state']): Response | Promise<Response> {
    return withIssue(ctx, id, (i) => {
      const changed = store.setIssueState(i, state)
      return respond.to(ctx, { html: () => respond.redirect(helpers.issue_path(changed.id)), any: () => respond.ok(ctx, changed, 'issue') })
    })
  }
}

/** The `Host` of a request, for the absolute `Location` of a 201. */
function hostOf(request: Request): string {
  return request.headers.get('host') ?? new URL(request.url).host
}
