/**
 * `npm run demo` — the tracker end to end:
 * 1. the route table, as `rake routes` prints it;
 * 2. sample helper calls and recognitions (with a 405 and a 404);
 * 3. the server on a free loopback port, and a scripted tour with the typed client, in XML and
 *    then JSON: create, find all with params, update, a custom member action, a validation
 *    failure and its errors, destroy, and `exists` false afterwards — each request and response
 *    printed as the client logs it.
 * Exits 0 when every step behaved as expected, 1 otherwise.
 */
import { formatRoutesTable } from '../../src/cli/table'
import { routes } from './routes'

const section = (title: string): void => console.log(`\n== ${title} ${'='.repeat(Math.max(0, 76 - title.length))}`)

function show(label: string, run: () => unknown): void {
  try {
    console.log(`${label.padEnd(58)} # => ${JSON.stringify(run())}`)
  } catch (e) {
    const err = e as Error & { allowedMethods?: readonly string[] }
    console.log(
      `${label.padEnd(58)} # !! ${err.name}: ${err.message}${err.allowedMethods ? ` (allowed: ${err.allowedMethods.join(', ')})` : ''}`,
    )
  }
}

section('Route table (rake routes)')
console.log(formatRoutesTable(routes.routes)) // the same table as `npx typed-resources routes examples/tracker/routes.ts`

section('URL helpers')
const h = routes.helpers
show('projects_path()', () => h.projects_path())
show("project_path(7, { format: 'xml' })", () => h.project_path(7, { format: 'xml' }))
show("project_issues_path(7, { state: 'open' })", () => h.project_issues_path(7, { state: 'open' }))
show('new_project_issue_path({ id: 7 })', () => h.new_project_issue_path({ id: 7 }))
show('issue_path(42)   (shallow: no project in the path)', () => h.issue_path(42))
show('close_issue_path(42)', () => h.close_issue_path(42))
show('issue_comments_path(42)', () => h.issue_comments_path(42))
show("search_projects_path({ q: 'web site' })", () => h.search_projects_path({ q: 'web site' }))
show('edit_account_path()', () => h.edit_account_path())
show('admin_users_path()', () => h.admin_users_path())
show('login_path()', () => h.login_path())
show("issue_url(42, { host: 'tracker.example' })", () => h.issue_url(42, { host: 'tracker.example' }))
show("formFor('project', { id: 7 })", () => routes.formFor('project', { id: 7 }))
show("formFor('project', {})", () => routes.formFor('project', {}))

section('Recognition')
const recognize = (path: string, method: string) =>
  show(`recognizePath('${path}', ${method})`, () => routes.recognizePath(path, { method: method as 'GET' }))
recognize('/projects/7/issues.xml', 'GET')
recognize('/issues/42', 'PUT')
recognize('/issues/42/close', 'PUT')
recognize('/projects/search', 'GET')
recognize('/account', 'GET')
recognize('/admin/users/3', 'DELETE')
recognize('/login', 'GET')
recognize('/', 'GET')
show("recognizePath('/issues/42', POST + _method=delete)", () =>
  routes.recognizePath('/issues/42', { method: 'POST', params: { _method: 'delete' } }),
)
recognize('/admin/users/3', 'PUT')
recognize('/projects/7/comments', 'GET')
recognize('/projects/7/issues/42', 'GET')

const { runTour } = await import('./tour')
process.exitCode = (await runTour()) ? 0 : 1
