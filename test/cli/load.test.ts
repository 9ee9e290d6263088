/**
 * How the CLI imports a routes file (src/cli/load.ts): JavaScript with nothing installed,
 * TypeScript through Node's type stripping when the running Node has it, else tsx, else an error
 * naming the one install command.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'
import { INSTALL_TSX, importRoutesModule, type ModuleLoaders } from '../../src/cli/load'

describe('the CLI as installed without tsx (a folder with no node_modules)', () => {
  let dir: string
  const run = (...args: string[]) => spawnSync(process.execPath, [join(dir, 'cli.mjs'), ...args], { encoding: 'utf8', cwd: dir })

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cli-bare-'))
    // The CLI and the package root, bundled; the optional peers (tsx, typescript, @ruby/prism, undici) stay unresolvable imports.
    await build({
      entryPoints: { cli: resolve('src/cli.ts'), index: resolve('src/index.ts') },
      outdir: dir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      external: ['tsx', 'typescript', '@ruby/prism', 'undici'],
      logLevel: 'error',
    })
    const declaration = `{ resources: { posts: { resources: { comments: {} } } } }`
    writeFileSync(join(dir, 'routes.mjs'), `import { defineRoutes } from './index.mjs'\nexport default defineRoutes(${declaration})\n`)
    writeFileSync(
      join(dir, 'routes.ts'),
      `import { defineRoutes } from './index.mjs'\nexport default defineRoutes(${declaration} as const)\n`,
    )
  }, 60_000)

  it('prints the table of a .mjs routes file', { timeout: 60_000 }, () => {
    const result = run('routes', 'routes.mjs')
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/post_comments GET\s+\/posts\/:post_id\/comments\(\.:format\)\s+comments#index/)
  })

  it.runIf(!(process.features as { typescript?: unknown }).typescript)(
    'refuses a .ts routes file on a Node without type stripping, naming the command that installs tsx',
    { timeout: 60_000 },
    () => {
      const result = run('routes', 'routes.ts')
      expect(result.status).toBe(1)
      expect(result.stderr).toContain(`routes.ts failed to load: a TypeScript routes file needs tsx on Node ${process.versions.node}`)
      expect(result.stderr).toContain(INSTALL_TSX)
    },
  )
})

describe('importRoutesModule', () => {
  const calls: string[] = []
  const loaders = (over: Partial<ModuleLoaders>): ModuleLoaders => ({
    native: async (url) => (calls.push(`native ${url.slice(url.lastIndexOf('/') + 1)}`), { via: 'native' }),
    tsx: async () => async (url) => (calls.push(`tsx ${url.slice(url.lastIndexOf('/') + 1)}`), { via: 'tsx' }),
    stripsTypes: false,
    ...over,
  })
  const failing = (code: string) => async () => {
    throw Object.assign(new Error(`${code} happened`), { code })
  }

  it('imports JavaScript with Node, never asking for tsx', async () => {
    calls.length = 0
    for (const file of ['/app/routes.js', '/app/routes.mjs', '/app/routes.cjs']) {
      await expect(importRoutesModule(file, loaders({ tsx: async () => expect.unreachable('tsx asked for') }))).resolves.toEqual({
        via: 'native',
      })
    }
    expect(calls).toEqual(['native routes.js', 'native routes.mjs', 'native routes.cjs'])
  })

  it('imports .ts/.mts/.cts with Node when it strips types, tsx otherwise; .tsx always with tsx', async () => {
    calls.length = 0
    await importRoutesModule('/app/routes.ts', loaders({ stripsTypes: true }))
    await importRoutesModule('/app/routes.mts', loaders({ stripsTypes: true }))
    await importRoutesModule('/app/routes.tsx', loaders({ stripsTypes: true }))
    await importRoutesModule('/app/routes.cts', loaders({ stripsTypes: false }))
    expect(calls).toEqual(['native routes.ts', 'native routes.mts', 'tsx routes.tsx', 'tsx routes.cts'])
  })

  it('falls back to tsx when type stripping refuses the file (TypeScript-only syntax, extensionless import)', async () => {
    calls.length = 0
    await expect(
      importRoutesModule('/app/routes.ts', loaders({ stripsTypes: true, native: failing('ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX') })),
    ).resolves.toEqual({ via: 'tsx' })
    await expect(
      importRoutesModule('/app/routes.ts', loaders({ stripsTypes: true, native: failing('ERR_MODULE_NOT_FOUND') })),
    ).resolves.toEqual({ via: 'tsx' })
    expect(calls).toEqual(['tsx routes.ts', 'tsx routes.ts'])
  })

  it('without tsx: the error says why stripping failed and names the install command', async () => {
    const refused = importRoutesModule(
      '/app/routes.ts',
      loaders({ stripsTypes: true, native: failing('ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX'), tsx: async () => undefined }),
    )
    await expect(refused).rejects.toThrow(
      `Node's type stripping cannot load it (ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX happened); tsx can: ${INSTALL_TSX}`,
    )
    await expect(importRoutesModule('/app/routes.ts', loaders({ tsx: async () => undefined }))).rejects.toThrow(
      `needs tsx on Node ${process.versions.node}`,
    )
  })

  it("passes the module's own errors through", async () => {
    await expect(
      importRoutesModule('/app/routes.ts', loaders({ stripsTypes: true, native: failing('ERR_SOMETHING_ELSE') })),
    ).rejects.toThrow('ERR_SOMETHING_ELSE happened')
    await expect(importRoutesModule('/app/routes.mjs', loaders({ native: failing('ERR_MODULE_NOT_FOUND') }))).rejects.toThrow(
      'ERR_MODULE_NOT_FOUND happened',
    )
  })
})
