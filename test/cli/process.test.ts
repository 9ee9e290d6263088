/**
 * The `typed-resources` executable (src/cli.ts, run through tsx as the built
 * dist/cli.js runs): what a shell sees — exit codes, stdout, stderr.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const TSX = resolve('node_modules/.bin/tsx')
const CLI = resolve('src/cli.ts')
const INDEX = resolve('src/index.ts')

describe('typed-resources as a process', () => {
  it('`routes big.ts | head -1` ends quietly (no EPIPE stack trace, exit 0)', { timeout: 30_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-process-'))
    const big = join(dir, 'big.ts')
    writeFileSync(
      big,
      `import { defineRoutes } from '${INDEX}'\nconst r: Record<string, {}> = {}\nfor (let i = 0; i < 3000; i++) r['things' + i] = {}\nexport const routes = defineRoutes({ resources: r } as any)\n`,
    )
    const piped = spawnSync('bash', ['-c', `"${TSX}" "${CLI}" routes "${big}" | head -1; echo "status=\${PIPESTATUS[0]}" >&2`], {
      encoding: 'utf8',
    })
    expect(piped.stdout).toMatch(/^\s*things0_index GET\s+\/things0\(\.:format\)\s+things0#index\n$/)
    expect(piped.stderr).not.toMatch(/EPIPE|Unhandled|at /)
    expect(piped.stderr).toMatch(/status=0/)
  })
})
