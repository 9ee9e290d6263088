/**
 * The tracker's in-memory store: projects, their issues, the issues' comments, and users, with
 * Rails-style validations (full messages such as "Title can't be blank"). Plain data in, plain
 * data out; the controllers turn it into pages and XML / JSON.
 */

/** A project. */
export interface Project {
  id: number
  name: string
  description: string
  created_at: Date
}

/** An issue of a project; `state` is changed by the close / reopen member actions. */
export interface Issue {
  id: number
  project_id: number
  title: string
  description: string
  state: 'open' | 'closed'
  priority: number
  created_at: Date
  updated_at: Date
}

/** A comment on an issue. */
export interface Comment {
  id: number
  issue_id: number
  body: string
  created_at: Date
}

/** A user; `admin` users see /admin/users. */
export interface User {
  id: number
  login: string
  name: string
  admin: boolean
}

/** Attribute → messages, as Rails' `errors` holds them. */
export type Errors = Record<string, string[]>

/** The result of a create or update: the record, or the validation errors. */
export type Saved<T> = { ok: true; record: T } | { ok: false; errors: Errors }

type Attrs = Record<string, unknown>

const text = (v: unknown, fallback = ''): string => (v === undefined || v === null ? fallback : String(v).trim())
const has = (attrs: Attrs, key: string): boolean => Object.hasOwn(attrs, key) && attrs[key] !== undefined

function addError(errors: Errors, attr: string, message: string): void {
  ;(errors[attr] ??= []).push(message)
}

/** An in-memory store; `Store.seeded()` gives one with a few records for the demo. */
export class Store {
  readonly projects = new Map<number, Project>()
  readonly issues = new Map<number, Issue>()
  readonly comments = new Map<number, Comment>()
  readonly users = new Map<number, User>()
  private nextId = { project: 1, issue: 1, comment: 1, user: 1 }
  /** The clock, replaceable in tests. */
  now: () => Date = () => new Date()

  /** A store with two projects, three issues, a comment and two users. */
  static seeded(): Store {
    const s = new Store()
    const tracker = s.createProject({ name: 'Tracker', description: 'This very application' })
    const website = s.createProject({ name: 'Website', description: 'The public site' })
    if (tracker.ok && website.ok) {
      const i1 = s.createIssue(tracker.record.id, { title: 'Pages need a layout', priority: 2 })
      s.createIssue(tracker.record.id, { title: 'Search ignores case', priority: 3 })
      s.createIssue(website.record.id, { title: 'Logo is blurry', priority: 4 })
      if (i1.ok) s.createComment(i1.record.id, { body: 'A header and a footer would do.' })
    }
    s.createUser({ login: 'ada', name: 'Ada Lovelace', admin: true })
    s.createUser({ login: 'alan', name: 'Alan Turing' })
    return s
  }

  // --- projects -------------------------------------------------------------------------------

  /** Projects, optionally filtered by a case-insensitive substring of name or description. */
  listProjects(q?: string): Project[] {
    const all = [...this.projects.values()]
    if (!q) return all
    const needle = q.toLowerCase()
    return all.filter((p) => p.name.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle))
  }

  /** Creates a project; `name` is required and unique. */
  createProject(attrs: Attrs): Saved<Project> {
    const p: Project = { id: 0, name: text(attrs['name']), description: text(attrs['description']), created_at: this.now() }
    const errors = this.validateProject(p)
    if (errors) return { ok: false, errors }
    p.id = this.nextId.project++
    this.projects.set(p.id, p)
    return { ok: true, record: p }
  }

  /** Updates the given attributes of a project. */
  updateProject(project: Project, attrs: Attrs): Saved<Project> {
    const p: Project = {
      ...project,
      name: has(attrs, 'name') ? text(attrs['name']) : project.name,
      description: has(attrs, 'description') ? text(attrs['description']) : project.description,
    }
    const errors = this.validateProject(p)
    if (errors) return { ok: false, errors }
    this.projects.set(p.id, p)
    return { ok: true, record: p }
  }

  /** Deletes a project with its issues and their comments. */
  deleteProject(id: number): boolean {
    for (const issue of this.listIssues(id)) this.deleteIssue(issue.id)
    return this.projects.delete(id)
  }

  private validateProject(p: Project): Errors | null {
    const errors: Errors = {}
    if (p.name === '') addError(errors, 'name', "can't be blank")
    else if ([...this.projects.values()].some((o) => o.id !== p.id && o.name.toLowerCase() === p.name.toLowerCase()))
      addError(errors, 'name', 'has already been taken')
    return Object.keys(errors).length ? errors : null
  }

  // --- issues ---------------------------------------------------------------------------------

  /** A project's issues, optionally only those in `state`. */
  listIssues(projectId: number, state?: string): Issue[] {
    return [...this.issues.values()].filter((i) => i.project_id === projectId && (!state || i.state === state))
  }

  /** Creates an open issue in a project; `title` is required, `priority` is 1–5 (default 3). */
  createIssue(projectId: number, attrs: Attrs): Saved<Issue> {
    const t = this.now()
    const i: Issue = {
      id: 0,
      project_id: projectId,
      title: text(attrs['title']),
      description: text(attrs['description']),
      state: 'open',
      priority: has(attrs, 'priority') && text(attrs['priority']) !== '' ? Number(attrs['priority']) : 3,
      created_at: t,
      updated_at: t,
    }
    const errors = this.validateIssue(i)
    if (errors) return { ok: false, errors }
    i.id = this.nextId.issue++
    this.issues.set(i.id, i)
    return { ok: true, record: i }
  }

  /** Updates title, description and priority of an issue (state changes through close / reopen). */
  updateIssue(issue: Issue, attrs: Attrs): Saved<Issue> {
    const i: Issue = {
      ...issue,
      title: has(attrs, 'title') ? text(attrs['title']) : issue.title,
      description: has(attrs, 'description') ? text(attrs['description']) : issue.description,
      priority: has(attrs, 'priority') ? Number(attrs['priority']) : issue.priority,
      updated_at: this.now(),
    }
    const errors = this.validateIssue(i)
    if (errors) return { ok: false, errors }
    this.issues.set(i.id, i)
    return { ok: true, record: i }
  }

  /** Sets an issue's state (the close and reopen actions). */
  setIssueState(issue: Issue, state: Issue['state']): Issue {
    const i = { ...issue, state, updated_at: this.now() }
    this.issues.set(i.id, i)
    return i
  }

  /** Deletes an issue and its comments. */
  deleteIssue(id: number): boolean {
    for (const c of this.listComments(id)) this.comments.delete(c.id)
    return this.issues.delete(id)
  }

  private validateIssue(i: Issue): Errors | null {
    const errors: Errors = {}
    if (i.title === '') addError(errors, 'title', "can't be blank")
    if (!Number.isInteger(i.priority) || i.priority < 1 || i.priority > 5) addError(errors, 'priority', 'must be between 1 and 5')
    return Object.keys(errors).length ? errors : null
  }

  // --- comments -------------------------------------------------------------------------------

  /** An issue's comments, oldest first. */
  listComments(issueId: number): Comment[] {
    return [...this.comments.values()].filter((c) => c.issue_id === issueId)
  }

  /** Adds a comment to an issue; `body` is required. */
  createComment(issueId: number, attrs: Attrs): Saved<Comment> {
    const c: Comment = { id: 0, issue_id: issueId, body: text(attrs['body']), created_at: this.now() }
    if (c.body === '') return { ok: false, errors: { body: ["can't be blank"] } }
    c.id = this.nextId.comment++
    this.comments.set(c.id, c)
    return { ok: true, record: c }
  }

  // --- users ----------------------------------------------------------------------------------

  /** Creates a user; `login` is required, unique, and made of letters, digits and underscores. */
  createUser(attrs: Attrs): Saved<User> {
    const u: User = {
      id: 0,
      login: text(attrs['login']),
      name: text(attrs['name']),
      admin: attrs['admin'] === true || attrs['admin'] === 'true' || attrs['admin'] === '1',
    }
    const errors = this.validateUser(u)
    if (errors) return { ok: false, errors }
    u.id = this.nextId.user++
    this.users.set(u.id, u)
    return { ok: true, record: u }
  }

  /** Updates a user's login and name. */
  updateUser(user: User, attrs: Attrs): Saved<User> {
    const u: User = {
      ...user,
      login: has(attrs, 'login') ? text(attrs['login']) : user.login,
      name: has(attrs, 'name') ? text(attrs['name']) : user.name,
    }
    const errors = this.validateUser(u)
    if (errors) return { ok: false, errors }
    this.users.set(u.id, u)
    return { ok: true, record: u }
  }

  /** The user with this login. */
  findUserByLogin(login: string): User | undefined {
    return [...this.users.values()].find((u) => u.login === login)
  }

  private validateUser(u: User): Errors | null {
    const errors: Errors = {}
    if (u.login === '') addError(errors, 'login', "can't be blank")
    else if (!/^\w+$/.test(u.login)) addError(errors, 'login', 'may only contain letters, digits and underscores')
    else if ([...this.users.values()].some((o) => o.id !== u.id && o.login === u.login)) addError(errors, 'login', 'has already been taken')
    return Object.keys(errors).length ? errors : null
  }
}
