import { describe, expect, it } from 'vitest'
import { fileURLToPath } from 'node:url'
import { main } from '../../src/cli/index'
import { formatRoutesTable } from '../../src/cli/table'
import { defineRoutes } from '../../src/index'

const fixture = fileURLToPath(new URL('./fixture-routes.ts', import.meta.url))

describe('typed-resources routes <file>', () => {
  it('loads a TypeScript route file and prints every route like rake routes', async () => {
    const lines: string[] = []
    const code = await main(['routes', fixture], (t) => lines.push(t))
    expect(code).toBe(0)
    const table = lines.join('\n').split('\n')
    // nested routes before the parent's own; names right-aligned; verb, path, controller#action, requirements
    expect(table[0]).toMatch(/^\s*post_comments GET\s+\/posts\/:post_id\/comments\(\.:format\)\s+comments#index$/)
    expect(table[1]).toMatch(/^\s+POST\s+\/posts\/:post_id\/comments\(\.:format\)\s+comments#create$/)
    expect(
      table.some((l) => /^\s*publish_post PUT\s+\/posts\/:id\/publish\(\.:format\)\s+posts#publish\s+\{id: \/\[\^\/\.\?\]\+\/\}$/.test(l)),
    ).toBe(true)
    expect(table.at(-1)).toMatch(/^\s*login GET\s+\/login\s+sessions#new$/)
    expect(table).toHaveLength(2 + 8 + 1)
  })

  it('fails with a message naming the file when it exports no route set', async () => {
    await expect(main(['routes', fileURLToPath(import.meta.url).replace('cli.test.ts', 'no-routes.ts')])).rejects.toThrow()
  })

  it('prints usage and exits 1 on an unknown command', async () => {
    const lines: string[] = []
    expect(await main(['frobnicate'], (t) => lines.push(t))).toBe(1)
    expect(lines.join('\n')).toContain('typed-resources routes <routes-file>')
  })
})

describe('formatRoutesTable', () => {
  it('aligns columns and shows ANY routes with an empty verb', () => {
    const routes = defineRoutes({ connect: [':controller/:action/:id'] } as const)
    const text = formatRoutesTable(routes.routes)
    expect(text).toBe('  /:controller/:action/:id :controller#:action')
  })
})

describe('typed-resources emit-types <file> [out]', () => {
  it('writes the resolved helper types as a plain .d.ts', async () => {
    const { mkdtempSync, readFileSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const out = join(mkdtempSync(join(tmpdir(), 'emit-')), 'routes.d.ts')
    const lines: string[] = []
    expect(await main(['emit-types', fixture, out, '--positional'], (t) => lines.push(t))).toBe(0)
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^wrote ${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+ lines\\)$`))])
    const dts = readFileSync(out, 'utf8')
    expect(dts).toMatch(/post_comments_path\(post_id: Param, options\?: OptionsArg\): string/)
    expect(dts).toMatch(/publish_post_path\(id: Param/)
    expect(dts).not.toMatch(/new_post_comment_path/) // only: index, create
    expect(dts).toMatch(/login_path\(/)
  }, 600_000)
})
