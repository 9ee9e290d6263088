/**
 * `typed-resources emit-types`: the emitted .d.ts must compile and accept exactly the
 * calls the derived types (src/types) accept — every call below is checked against both, with
 * the same expectation.
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { main } from '../../src/cli/index'
import { emitTypes } from '../../src/cli/emit-types'
import { STRICT_OPTIONS } from '../support/typescript'

const INDEX = resolve('src/index.ts').replace(/\.ts$/, '')

function diagnostics(file: string): string[] {
  const program = ts.createProgram([file], { ...STRICT_OPTIONS, skipLibCheck: false })
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? `${d.file.fileName.replace(/.*\//, '')}:${d.file.getLineAndCharacterOfPosition(d.start!).line + 1}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    )
}

// [call, accepted?]: the derived types' answer, which the emitted ones must give too.
const calls: [string, boolean][] = [
  ['h.post_path(1)', true],
  ["h.post_path(1, { format: 'xml' })", true],
  ['h.post_path({ id: 1 })', true], // a record
  ["h.post_path({ toParam: () => 'x' })", true],
  ['h.post_path()', false],
  // one object with an `id` is a record, not options, unless it is Rails' hash form (the id and URL options only)
  ["h.post_path({ id: 1, format: 'xml' })", true],
  ["h.post_path({ id: 1, format: 'xml', page: 2 })", false], // a record: its format would be dropped
  ["h.hash_for_post_path({ id: 1, format: 'xml' })", true],
  ['h.post_comment_path(1, 2)', true],
  ["h.post_comment_path({ post_id: 1, id: 2, format: 'xml' })", true],
  // Rails' mixed form (the first params positionally, the rest by name in the options) is run time only
  ['h.post_comment_path(1, { id: 2, _options: true })', false],
  ["h.post_comment_path(1, { id: 2, format: 'xml' })", false], // the mixed form (the hash form after an id): run time only
  ['h.account_path()', true],
  ["h.account_path({ format: 'xml' })", true],
  ['h.account_path({ id: 1, _options: true })', true],
  ['h.account_path({ id: 1 })', false], // a record: one param too many
  ["h.account_path({ toParam: () => 'x' })", false],
  // a hash_for_ helper takes one hash whatever its keys (src/types RouteHelper's Hash flag), even without params
  ['h.hash_for_account_path({ id: 1 })', true],
  ["h.hash_for_raw_url({ id: 1, format: 'xml' })", true],
  ["h.mid_path(1, ['a', 'b'])", true],
  ["h.mid_path(1, { path: ['a', 'b'] })", false], // the mixed form: run time only
  ["h.mid_path({ a: 1, path: 'a/b' })", true],
  ['h.raw_path()', true],
  ["h.raw_path(1, { format: 'xml' })", true],
  // a plain route's param with a default may be left out by name, not positionally
  ['h.month_path({ year: 2024, day: 1 })', true],
  ['h.month_path(2024, { day: 1 })', false], // the mixed form: run time only
  ['h.month_path({ month: 5, day: 1 })', false],
  ['h.month_path(2024, 1)', false],
  // a non-segment default fixes its option; a positional format is a string
  ["h.print_path(1, { layout: 'print', anchor: 'a' })", true],
  ["h.print_path(1, { layout: 'screen' })", false],
  ["h.feed_path('rss')", true],
  ['h.feed_path(2)', false],
  ['c.threadMessagePath(1, 2)', true],
  ['c.threadMessagePath(1)', false],
]

describe('emit-types', () => {
  it(
    'default exports, camelCase route names, options and glob arguments as the derived types have them, in the module (routes.mts → routes.typed.mts) and in a declaration file',
    { timeout: 600_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'cli-emit-'))
      const src = join(dir, 'routes.mts')
      writeFileSync(
        src,
        `import { defineRoutes } from '${INDEX}'
export default defineRoutes({
  resources: { posts: { resources: { comments: {} } } },
  resource: { account: {} },
  connect: [{ name: 'mid', path: 'm/:a/*path/raw', controller: 'm' }, { name: 'raw', path: 'raw/:id', controller: 'raw', defaults: { id: null } }, { name: 'month', path: 'archive/:year/:month/:day', controller: 'archive', defaults: { month: 1 } }, { name: 'print', path: 'docs/:id/print', controller: 'docs', defaults: { layout: 'print' } }, { name: 'feed', path: 'feed.:format', controller: 'feeds' }],
} as const)
export const camel = defineRoutes({ resources: { threads: { resources: { messages: {} } } } } as const, { camelCase: true })
`,
      )
      await emitTypes(src, undefined, { importFrom: INDEX })
      // the module beside the route file, importing it as routes.mjs
      expect(existsSync(join(dir, 'routes.typed.mts'))).toBe(true)
      // a declaration file, for a compiled routes.mjs (TypeScript reads routes.d.mts for it, not routes.d.ts)
      mkdirSync(join(dir, 'out'))
      await emitTypes(src, join(dir, 'out', 'routes.d.mts'), { importFrom: INDEX })

      const lines = [
        `import derived, { camel as derivedCamel } from './routes.mjs'`,
        `import typed, { camel as typedCamel } from './routes.typed.mjs'`,
        `import emitted, { camel as emittedCamel } from './out/routes.mjs'`,
      ]
      for (const [side, routes, camel] of [
        ['derived', 'derived', 'derivedCamel'],
        ['module', 'typed', 'typedCamel'],
        ['declaration file', 'emitted', 'emittedCamel'],
      ] as const) {
        lines.push(`{ const h = ${routes}.helpers; const c = ${camel}.helpers; void h; void c`)
        for (const [call, ok] of calls) lines.push(ok ? `  ${call} // ${side}` : `  // @ts-expect-error ${side}\n  ${call}`)
        lines.push(`  ${camel}.formFor('thread_messages', {}, 1)`, `  ${routes}.formFor('post_comments', {}, 1)`, '}')
      }
      const usage = join(dir, 'usage.mts')
      writeFileSync(usage, lines.join('\n') + '\n')
      expect(diagnostics(usage)).toEqual([])

      // the CLI names the default output the same way
      const out: string[] = []
      expect(await main(['emit-types', src, '--positional'], (t) => out.push(t))).toBe(0)
      expect(out[0]).toMatch(/^wrote .*routes\.typed\.mts \(\d+ lines\)$/)
    },
  )
})

describe('emit-types: a route file with type errors', () => {
  it('says where each error is (file:line:column)', { timeout: 600_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-emit-err-'))
    const src = join(dir, 'terr.ts')
    writeFileSync(
      src,
      `import { defineRoutes } from '${INDEX}'\nexport const routes = defineRoutes({ resources: { posts: { only: ['index', 'bogus'] } } } as const)\n`,
    )
    await expect(emitTypes(src, join(dir, 'terr.d.ts'), { importFrom: INDEX })).rejects.toThrow(
      /terr\.ts:2:\d+: .*resources\.posts\.only: 'bogus' is not one of the default actions/,
    )
  })
})

describe('emit-types: a JavaScript route file', () => {
  it('is read (the CLI takes TypeScript or JavaScript route files) and gets its .d.mts beside it', { timeout: 600_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-emit-js-'))
    const src = join(dir, 'routes.mjs')
    writeFileSync(
      src,
      `import { defineRoutes } from '${INDEX}'\nexport const routes = defineRoutes({ resources: { posts: { only: ['index', 'show'] } } })\n`,
    )
    const text = await emitTypes(src, undefined, { importFrom: INDEX })
    expect(text).toContain('post_path(id: Param, options?: OptionsArg): string')
    expect(existsSync(join(dir, 'routes.d.mts'))).toBe(true)
  })
})
