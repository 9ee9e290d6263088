/**
 * The browser tests' chromium: Debian's (or `CHROMIUM_PATH`), headless, driven by playwright-core,
 * with a throwaway profile directory for its crash dumps, and one page.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'

export interface Chromium {
  readonly browser: Browser
  readonly page: Page
  /** Closes the browser and removes its profile directory. */
  close(): Promise<void>
}

/** Launches chromium (no sandbox, GPU, QUIC or background traffic) with one new page; `name` names its profile directory. */
export async function launchChromium(name: string): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), `${name}-`))
  try {
    const browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--crash-dumps-dir=${profile}`,
      ],
    })
    const page = await browser.newPage()
    return {
      browser,
      page,
      close: async () => {
        await browser.close()
        rmSync(profile, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(profile, { recursive: true, force: true })
    throw error
  }
}

/** Runs a bundled module in `page` and waits until it has set `window[global]` to a function. */
export async function loadBundle(page: Page, code: string, global: string): Promise<void> {
  await page.addScriptTag({ content: code, type: 'module' })
  await page.waitForFunction((name) => typeof (window as unknown as Record<string, unknown>)[name] === 'function', global)
}
