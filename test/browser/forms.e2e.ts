/**
 * A real browser through the tracker's HTML forms: create an issue through the new form (POST),
 * edit it (PUT through the `_method` hidden field), delete it (DELETE through `_method`), checking
 * the pages and the store after each step. Keeps a screenshot of the edit page in test-results/.
 */
import { mkdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTracker, type RunningTracker } from '../../examples/tracker/app'
import { Store } from '../../examples/tracker/store'
import { launchChromium, type Chromium } from './chromium'

const SCREENSHOTS = join(process.cwd(), 'test-results')

let tracker: RunningTracker
let chrome: Chromium | undefined
let page: Page

beforeAll(async () => {
  tracker = await startTracker({ store: Store.seeded() })
  chrome = await launchChromium('tracker-e2e')
  page = chrome.page
  page.on('dialog', (dialog) => void dialog.accept()) // the Delete buttons ask to confirm
})

afterAll(async () => {
  await chrome?.close()
  await tracker?.close()
})

const issuesOf = (projectId: number) => [...tracker.store.issues.values()].filter((i) => i.project_id === projectId)

describe('issue forms in a real browser', () => {
  let issueId = 0

  it('creates an issue through the new form (POST)', async () => {
    const before = issuesOf(1).length
    await page.goto(`${tracker.url}/projects/1`)
    await page.click('text=New issue')
    expect(new URL(page.url()).pathname).toBe('/projects/1/issues/new')
    expect(await page.getAttribute('form#new_issue', 'action')).toBe('/projects/1/issues')
    expect(await page.locator('form#new_issue input[name="_method"]').count()).toBe(0)

    await page.fill('#issue_title', 'Browser-made issue')
    await page.fill('#issue_description', 'Typed by chromium')
    await page.selectOption('#issue_priority', '2')
    await Promise.all([page.waitForURL(/\/issues\/\d+$/), page.click('form#new_issue button[type=submit]')])

    issueId = Number(new URL(page.url()).pathname.split('/').pop())
    expect(await page.textContent('h1')).toBe(`#${issueId} Browser-made issue`)
    expect(await page.textContent('#issue_description')).toBe('Typed by chromium')
    expect(issuesOf(1)).toHaveLength(before + 1)
    expect(tracker.store.issues.get(issueId)).toMatchObject({
      project_id: 1,
      title: 'Browser-made issue',
      description: 'Typed by chromium',
      priority: 2,
      state: 'open',
    })
  })

  it('shows validation errors from the new form without saving', async () => {
    const before = tracker.store.issues.size
    await page.goto(`${tracker.url}/projects/1/issues/new`)
    await page.click('form#new_issue button[type=submit]')
    await page.waitForSelector('#errorExplanation')
    expect(await page.textContent('#errorExplanation li')).toBe("Title can't be blank")
    expect(tracker.store.issues.size).toBe(before)
  })

  it('edits it through the edit form (PUT via _method)', async () => {
    await page.goto(`${tracker.url}/issues/${issueId}/edit`)
    expect(await page.getAttribute('form#edit_issue', 'action')).toBe(`/issues/${issueId}`)
    expect(await page.getAttribute('form#edit_issue', 'method')).toBe('post')
    expect(await page.getAttribute('form#edit_issue input[name="_method"]', 'value')).toBe('put')
    expect(await page.inputValue('#issue_title')).toBe('Browser-made issue')

    mkdirSync(SCREENSHOTS, { recursive: true })
    const shot = join(SCREENSHOTS, 'tracker-edit-issue.png')
    await page.screenshot({ path: shot, fullPage: true })
    expect(statSync(shot).size).toBeGreaterThan(1000)

    await page.fill('#issue_title', 'Browser-edited issue')
    await page.selectOption('#issue_priority', '5')
    await Promise.all([page.waitForURL(new RegExp(`/issues/${issueId}$`)), page.click('form#edit_issue button[type=submit]')])
    expect(await page.textContent('h1')).toBe(`#${issueId} Browser-edited issue`)
    expect(tracker.store.issues.get(issueId)).toMatchObject({ title: 'Browser-edited issue', priority: 5 })
  })

  it('closes it with a member action button (PUT via _method)', async () => {
    await page.goto(`${tracker.url}/issues/${issueId}`)
    await Promise.all([page.waitForLoadState('load'), page.click('button:has-text("Close")')])
    await page.waitForSelector('#issue_state.state-closed')
    expect(tracker.store.issues.get(issueId)?.state).toBe('closed')
  })

  it('deletes it with the Delete button (DELETE via _method)', async () => {
    await page.goto(`${tracker.url}/issues/${issueId}`)
    await Promise.all([page.waitForURL(/\/projects\/1\/issues$/), page.click('button:has-text("Delete")')])
    expect(tracker.store.issues.has(issueId)).toBe(false)
    expect(await page.locator(`#issue_${issueId}`).count()).toBe(0)
    expect(await page.textContent('h1')).toBe('Issues of Tracker')

    const gone = await page.goto(`${tracker.url}/issues/${issueId}`)
    expect(gone?.status()).toBe(404)
  })
})
