/**
 * The demo's scripted tour: the tracker on a free loopback port, driven by the typed client
 * (`client(routes, …)`) in XML and then JSON. Every request and response line is printed as the
 * client logs it; every step checks what came back.
 */
import { ResourceNotFound, client } from '../../src/client/index'
import { startTracker } from './app'
import { routes } from './routes'

/** Runs the tour; resolves to true when every check held. */
export async function runTour(): Promise<boolean> {
  const tracker = await startTracker()
  let ok = true
  const check = (what: string, condition: boolean, detail = ''): void => {
    console.log(`   ${condition ? 'ok' : 'FAILED'}: ${what}${detail ? ` — ${detail}` : ''}`)
    if (!condition) ok = false
  }
  const step = (title: string): void => console.log(`\n-- ${title}`)

  try {
    console.log(`\n== Tour: the typed client against ${tracker.url} ${'='.repeat(30)}`)
    for (const format of ['xml', 'json'] as const) {
      console.log(`\n## ${format.toUpperCase()}`)
      const api = client(routes, {
        site: `${tracker.url}/`,
        format,
        configure: (cls) => {
          cls.logger = { info: (line: string) => console.log(`   ${line}`) }
        },
      })

      step(`api.projects(1).issues.create({ title, priority: 2 })   # POST, id from Location`)
      const issue = await api
        .projects(1)
        .issues.create({ title: `Tour issue (${format})`, description: 'Made by npm run demo', priority: 2 })
      check('created and persisted', !issue.isNew() && issue.valid(), `id ${String(issue.id)}`)
      check('the store has it', tracker.store.issues.get(Number(issue.id))?.title === `Tour issue (${format})`)

      step(`api.projects(1).issues.find('all', { params: { state: 'open' } })`)
      const open = await api.projects(1).issues.find('all', { params: { state: 'open' } })
      check(
        'the new issue is among the open ones',
        open.some((i) => String(i.id) === String(issue.id)),
        `${open.length} open: ${open.map((i) => `#${String(i.id)}`).join(' ')}`,
      )
      const first = open[0]
      const dated = format === 'xml' ? first?.['created_at'] instanceof Date : typeof first?.['created_at'] === 'string'
      check(
        `values are typed (priority a number, created_at ${format === 'xml' ? 'a Date' : 'an ISO string'})`,
        typeof first?.['priority'] === 'number' && dated,
      )

      step(`api.projects.search({ q: 'track' })   # collection action`)
      const found = await api.projects.search({ q: 'track' })
      check('finds the Tracker project', found.length === 1 && found[0]?.name === 'Tracker')

      step(`issue.title = …; issue.save()   # PUT`)
      issue['title'] = `Tour issue (${format}), renamed`
      check('save() resolves to true', await issue.save())
      await issue.reload()
      check('reload() shows the new title', issue['title'] === `Tour issue (${format}), renamed`)

      step(`issue.close()   # custom member action: PUT /issues/:id/close`)
      await issue.close()
      const closed = await api.issues.find(issue.id as number)
      check('the issue is closed', closed['state'] === 'closed')

      step(`api.projects(1).issues.create({ title: '', priority: 9 })   # validation failure`)
      const invalid = await api.projects(1).issues.create({ title: '', priority: 9 })
      check('not saved, errors from the 422 body', invalid.isNew() && !invalid.valid(), JSON.stringify(invalid.errors.fullMessages))
      check("errors.on('title')", invalid.errors.on('title').includes("can't be blank"), JSON.stringify(invalid.errors.on('title')))

      step(`issue.destroy(), then api.issues.exists(id)`)
      await issue.destroy()
      check('exists() is false afterwards', !(await api.issues.exists(issue.id as number)))
      check('the store no longer has it', !tracker.store.issues.has(Number(issue.id)))

      step(`api.issues.find(id) after the destroy   # 404 → ResourceNotFound`)
      const missing = await api.issues.find(issue.id as number).then(
        () => null,
        (error: Error) => error,
      )
      check('rejects with ResourceNotFound', missing instanceof ResourceNotFound, missing?.message ?? 'resolved')
    }
  } catch (error) {
    console.log(`   FAILED with ${(error as Error).name}: ${(error as Error).message}`)
    ok = false
  } finally {
    await tracker.close()
  }
  console.log(ok ? '\nTour: every step behaved as expected.' : '\nTour: some steps FAILED (see above).')
  return ok
}
