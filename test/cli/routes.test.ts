/**
 * `typed-resources routes <file>` as a user runs it (in process, through `main`): the
 * messages for files it cannot use and its arguments. Each test loads a route file through tsx
 * (its first transform takes seconds on a busy machine), hence the time limit of a minute.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { main } from '../../src/cli/index'

const INDEX = resolve('src/index.ts')
const dir = mkdtempSync(join(tmpdir(), 'cli-routes-'))
const file = (name: string, text: string): string => {
  const path = join(dir, name)
  writeFileSync(path, text.replaceAll('INDEX', INDEX))
  return path
}
const run = async (argv: string[]): Promise<{ code: number; out: string }> => {
  const lines: string[] = []
  const code = await main(argv, (t) => lines.push(t))
  return { code, out: lines.join('\n') }
}

describe('routes: files it cannot use', { timeout: 60_000 }, () => {
  it('a missing file is named as missing, without the loader internals', async () => {
    const missing = join(dir, 'nope.ts')
    const error = await main(['routes', missing], () => {}).then(
      () => undefined,
      (e: Error) => e,
    )
    expect(error?.message).toMatch(/no such file/i)
    expect(error?.message).toContain(missing)
    expect(error?.message).not.toMatch(/imported from|Cannot find module/)
  })

  it('a file exporting several route sets (none default, none `routes`) is refused, naming them', async () => {
    const two = file(
      'two.ts',
      `import { defineRoutes } from 'INDEX'\nexport const api = defineRoutes({ resources: { posts: { only: 'index' } } })\nexport const web = defineRoutes({ resources: { users: { only: 'index' } } })\n`,
    )
    await expect(main(['routes', two], () => {})).rejects.toThrow(/several route sets.*\bapi\b.*\bweb\b/)
    // one route set exported under two names is not ambiguous
    const same = file(
      'same.ts',
      `import { defineRoutes } from 'INDEX'\nconst r = defineRoutes({ resources: { posts: { only: 'index' } } })\nexport { r as api, r as web }\n`,
    )
    expect((await run(['routes', same])).out).toMatch(/^posts GET \/posts\(\.:format\) posts#index$/)
  })

  it('a file exporting a declaration (not passed to defineRoutes) is told so', async () => {
    const decl = file('decl.ts', `export const declaration = { resources: { posts: { only: 'index' } } } as const\n`)
    await expect(main(['routes', decl], () => {})).rejects.toThrow(/`declaration` looks like a route declaration: pass it to defineRoutes/)
    const defaultDecl = file('default-decl.ts', `export default { resources: { posts: { only: 'index' } } } as const\n`)
    await expect(main(['routes', defaultDecl], () => {})).rejects.toThrow(
      /the default export looks like a route declaration: pass it to defineRoutes/,
    )
  })

  it('an error thrown while loading the file (a DeclarationError) names the file and the error', async () => {
    const bad = file(
      'bad.ts',
      `import { defineRoutes } from 'INDEX'\nexport const routes = defineRoutes({ resources: { posts: { only: 'index', except: 'show' } } } as any)\n`,
    )
    const error = await main(['routes', bad], () => {}).then(
      () => undefined,
      (e: Error) => e,
    )
    expect(error?.message).toMatch(/bad\.ts/)
    expect(error?.message).toMatch(/DeclarationError: resources\.posts: options "only" and "except"/)
  })
})

describe('routes: arguments', { timeout: 60_000 }, () => {
  it('--help / -h after the command print the usage and exit 0; unknown options and extra arguments are refused', async () => {
    const ok = file(
      'ok.ts',
      `import { defineRoutes } from 'INDEX'\nexport default defineRoutes({ resources: { posts: { only: 'index' } } })\n`,
    )
    for (const argv of [
      ['routes', '--help'],
      ['emit-types', '-h'],
      ['routes', ok, '--help'],
    ]) {
      const { code, out } = await run(argv)
      expect(code).toBe(0)
      expect(out).toContain('typed-resources routes <routes-file>')
    }
    // a command named like an Object.prototype member is an unknown command too
    for (const command of ['toString', 'constructor'])
      expect(await run([command, ok])).toEqual({ code: 1, out: expect.stringContaining('usage:') })
    await expect(main(['routes', ok, '--verbose'], () => {})).rejects.toThrow(/unknown option --verbose/)
    await expect(main(['routes', ok, '--positional'], () => {})).rejects.toThrow(/unknown option --positional/)
    await expect(main(['routes', ok, 'extra.ts'], () => {})).rejects.toThrow(/unexpected argument extra\.ts/)
    // `--out x.d.ts` used to write a file named `--out`
    await expect(main(['emit-types', ok, '--out', join(dir, 'x.d.ts')], () => {})).rejects.toThrow(/unknown option --out/)
  })
})

describe('emit-types: files', { timeout: 60_000 }, () => {
  it('refuses to write over the route file itself, and names a missing route file as missing', { timeout: 60_000 }, async () => {
    const text = `import { defineRoutes } from '${INDEX}'\nexport const routes = defineRoutes({ resources: { posts: { only: 'index' } } })\n`
    const src = file('keep.ts', text)
    await expect(main(['emit-types', src, src], () => {})).rejects.toThrow(/would overwrite the route file/)
    expect(readFileSync(src, 'utf8')).toBe(text)
    await expect(main(['emit-types', join(dir, 'nope.ts')], () => {})).rejects.toThrow(/no such file: .*nope\.ts/)
  })
})
