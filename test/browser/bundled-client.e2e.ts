/**
 * The package in a real browser: an app importing `typed-resources` (routes, helpers) and
 * `typed-resources/client` (the typed client), bundled by esbuild for the browser as an app's
 * bundler would (from the sources, XML through DOMParser as under the `browser` condition), loaded into chromium from the tracker's origin, runs a project through create,
 * find, update and destroy in JSON and in XML against the tracker.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTracker, type RunningTracker } from '../../examples/tracker/app'
import { Store } from '../../examples/tracker/store'
import { bundleForBrowser, type BrowserBundle } from '../../scripts/browser-bundle'
import { launchChromium, loadBundle, type Chromium } from './chromium'

/** The browser app: what it does for one format, its results on `window.results`. */
const APP = `
import { defineRoutes } from 'typed-resources'
import { client } from 'typed-resources/client'
import { declaration } from './examples/tracker/routes'

const routes = defineRoutes(declaration)
window.run = async (format) => {
  const api = client(routes, { site: location.origin + '/', format })
  const created = await api.projects.create({ name: 'From the bundle ' + format, description: 'd' })
  const found = await api.projects.find(Number(created.id))
  found.description = 'changed in ' + format
  const saved = await found.save()
  const reloaded = await created.reload()
  await created.destroy()
  return {
    path: routes.helpers.project_path(created.id),
    name: found.name,
    saved,
    description: reloaded.description,
    existsAfterDestroy: await api.projects.exists(Number(created.id)),
  }
}
`

let tracker: RunningTracker
let chrome: Chromium | undefined
let page: Page
let bundle: BrowserBundle

beforeAll(async () => {
  bundle = await bundleForBrowser(APP)
  tracker = await startTracker({ store: Store.seeded() })
  chrome = await launchChromium('bundled-client-e2e')
  page = chrome.page
  await page.goto(`${tracker.url}/projects`)
  await loadBundle(page, bundle.code, 'run')
})

afterAll(async () => {
  await chrome?.close()
  await tracker?.close()
})

describe('the bundled client in chromium', () => {
  it('bundles for the browser with no Node module and no dependency (XML is parsed by DOMParser)', () => {
    expect(bundle.inputs.filter((input) => input.startsWith('node:') || input.includes('node_modules/'))).toEqual([])
    expect(bundle.inputs).toContain('src/client/resource.ts')
  })

  it.each(['json', 'xml'] as const)('runs a project through create, find, update, reload and destroy in %s', async (format) => {
    const before = tracker.store.projects.size
    const result = await page.evaluate((f) => (window as unknown as { run(format: string): Promise<unknown> }).run(f), format)
    expect(result).toEqual({
      path: expect.stringMatching(/^\/projects\/\d+$/),
      name: `From the bundle ${format}`,
      saved: true,
      description: `changed in ${format}`,
      existsAfterDestroy: false,
    })
    expect(tracker.store.projects.size).toBe(before)
  })
})
