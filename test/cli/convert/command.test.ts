// `typed-resources convert <routes.rb> [-o routes.ts]`: output, warnings on stderr, exit codes.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { main } from '../../../src/cli/index'
import { convertRoutes } from '../../../src/cli/convert/index'
import { INSTALL_PRISM, loadRubyParser, type RubyParser } from '../../../src/cli/convert/prism'

const fixture = fileURLToPath(new URL('./fixtures/library-routes.rb', import.meta.url))

async function run(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = []
  const err: string[] = []
  const code = await main(
    ['convert', ...argv],
    (t) => out.push(t),
    (t) => err.push(t),
  )
  return { code, out, err }
}

describe('typed-resources convert', () => {
  it('prints the module and exits 0 when only warnings occurred, each on stderr with file:line', async () => {
    const { code, out, err } = await run(fixture)
    expect(code).toBe(0)
    expect(out.join('\n')).toMatch(
      /^\/\/ Converted from library-routes\.rb \(Rails 2\.3\) by `typed-resources convert`\.\n[^]*\nimport \{ defineRoutes \} from 'typed-resources'\n\n\/\/ A lending library's routes[^]*\nexport const routes = defineRoutes\(\[\n[^]*\] as const\)$/,
    )
    expect(err).toEqual([
      expect.stringMatching(new RegExp(`^${fixture.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:53: not converted: a conditional`)),
      expect.stringMatching(/:54: not converted: /),
    ])
  })

  it('writes the module with -o and says so', async () => {
    const target = join(mkdtempSync(join(tmpdir(), 'convert-')), 'routes.ts')
    const { code, out } = await run(fixture, '-o', target)
    expect(code).toBe(0)
    expect(out).toEqual([`wrote ${target} (2 warnings)`])
    expect(readFileSync(target, 'utf8')).toContain('export const routes = defineRoutes([')
  })

  it('refuses bad arguments with a message', async () => {
    await expect(run(fixture, '-o')).rejects.toThrow('convert: -o needs a file name')
    await expect(run(fixture, '--force')).rejects.toThrow('unknown option --force for convert')
    await expect(run(fixture, 'b.rb')).rejects.toThrow('unexpected argument b.rb for convert')
    await expect(run(fixture, '-o', fixture)).rejects.toThrow(`convert: writing ${fixture} would overwrite ${fixture}`)
    await expect(run('missing.rb')).rejects.toThrow('no such file: missing.rb')
    expect((await run()).code).toBe(1)
  })

  it('lists convert in the usage', async () => {
    const out: string[] = []
    expect(await main(['convert', '--help'], (t) => out.push(t))).toBe(0)
    expect(out.join('\n')).toContain('typed-resources convert <routes.rb> [-o routes.ts]')
  })

  it('names the one command to run when @ruby/prism is not installed', async () => {
    const missing = Object.assign(new Error("Cannot find package '@ruby/prism'"), { code: 'ERR_MODULE_NOT_FOUND' })
    await expect(loadRubyParser(() => Promise.reject(missing))).rejects.toThrow(
      `convert needs Ruby's parser, the @ruby/prism package: run \`${INSTALL_PRISM}\``,
    )
    expect(INSTALL_PRISM).toBe('npm install --save-dev @ruby/prism')
  })

  it('loads a parser of its own on each call, so a failed load is not remembered', async () => {
    const missing = Object.assign(new Error("Cannot find package '@ruby/prism'"), { code: 'ERR_MODULE_NOT_FOUND' })
    await expect(loadRubyParser(() => Promise.reject(missing))).rejects.toThrow(INSTALL_PRISM)
    const parse = await loadRubyParser()
    expect(parse('map.resources :posts').errors).toEqual([])
    expect(await loadRubyParser()).not.toBe(parse)
  })

  it('converts with the parser it is given', async () => {
    const sources: string[] = []
    const failing: RubyParser = (source) => {
      sources.push(source)
      return { program: undefined as never, errors: [{ message: 'given parser', offset: 0 }], comments: [] }
    }
    await expect(convertRoutes('x = 1\n', { file: 'given.rb', parser: failing })).rejects.toThrow(
      'given.rb:1: Ruby syntax error: given parser',
    )
    expect(sources).toEqual(['x = 1\n'])
  })
})
