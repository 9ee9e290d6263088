/**
 * `emitTypes`: a route file's resolved types as a plain .d.ts — the helpers with their param
 * names and every argument form, route names, recognition — that checks like the derived types.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { emitTypes } from '../../src/cli/emit-types'

const INDEX = resolve('src/index.ts').replace(/\.ts$/, '')

function check(dir: string, usage: string): string[] {
  const file = join(dir, 'usage.ts')
  writeFileSync(file, usage)
  // skipLibCheck off: the emitted .d.ts itself must check (a missing import hides behind skipLibCheck).
  const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: false, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, types: [] })
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
}

describe('emitTypes', () => {
  it('writes resolved helpers, route names and recognition as plain declarations', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emit-types-'))
    const src = join(dir, 'routes-source.ts')
    writeFileSync(src, `import { defineRoutes } from '${INDEX}'\nexport const routes = defineRoutes({ resources: { threads: { only: ['show'], resources: { messages: { only: ['show', 'index'] } } } }, root: { controller: 'home' }, connect: [{ name: 'ar', path: 'archive/:year/:month', controller: 'a', defaults: { month: null } }, { name: 'files', path: 'files/*path', controller: 'f' }] } as const)\n`)
    const text = await emitTypes(src, join(dir, 'routes.d.ts'), { importFrom: INDEX })
    expect(text).toContain('thread_message_path(thread_id: Param, id: Param, options?: OptionsArg): string')
    expect(text).toContain('thread_message_path(params: { readonly thread_id: Param; readonly id: Param } & UrlOptions): string')
    // the derived types' two forms: Rails' mixed form (thread_message_path(1, { id: 2, _options: true })) is run time only
    expect(text).not.toContain('thread_message_path(thread_id: Param, params:')
    expect(text).toContain("hash_for_root_url(options?: OptionsArg): UrlHash")
    expect(text).toContain('ar_path(year: Param, month: Param, options?: OptionsArg): string')
    expect(text).toContain('files_path(path: string | readonly string[], options?: OptionsArg): string')
    expect(text).toMatch(/export type RoutesRouteName = .*'thread_message'/)
    expect(text).toContain("controller: 'messages'")

    const ok = `import { routes } from './routes'
const a: string = routes.helpers.thread_message_path(1, 2)
const b: string = routes.helpers.thread_message_path({ thread_id: 1, id: 2 })
const c: string = routes.helpers.thread_messages_url(1, { host: 'h' })
const r = routes.recognizePath('/threads/1/messages')
if (r.controller === 'messages' && r.action === 'index') r.thread_id.toUpperCase()
routes.formFor('thread_messages', {}, 1)
routes.helpers.ar_path(2020, 5)
routes.helpers.files_path(['a', 'b'])
export { a, b, c }
`
    expect(check(dir, ok)).toEqual([])
    const bad = `import { routes } from './routes'\nroutes.helpers.thread_message_path(2)\nroutes.helpers.threads_path()\n`
    expect(check(dir, bad)).toHaveLength(2)
  })
})
