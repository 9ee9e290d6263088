/**
 * `emit-types`: a route file's helpers written out — as the module code imports instead of the
 * route file (`routes.ts` → `routes.typed.ts`), or a declaration file — with their param names,
 * every argument form and a doc comment naming the route; `--check` for CI, `--watch`.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { emitTypes, emittedFileFor, watchTypes } from '../../src/cli/emit-types'
import { main } from '../../src/cli/index'
import { STRICT_OPTIONS } from '../support/typescript'

const INDEX = resolve('src/index.ts').replace(/\.ts$/, '')

function check(dir: string, usage: string): string[] {
  const file = join(dir, 'usage.ts')
  writeFileSync(file, usage)
  // skipLibCheck off: the emitted .d.ts itself must check (a missing import hides behind skipLibCheck).
  const program = ts.createProgram([file], { ...STRICT_OPTIONS, skipLibCheck: false })
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
}

describe('emitTypes', () => {
  it('writes resolved helpers, route names and recognition as plain declarations', { timeout: 600_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emit-types-'))
    const src = join(dir, 'routes-source.ts')
    writeFileSync(
      src,
      `import { defineRoutes } from '${INDEX}'\nexport const routes = defineRoutes({ resources: { threads: { only: ['show'], resources: { messages: { only: ['show', 'index'] } } } }, root: { controller: 'home' }, connect: [{ name: 'ar', path: 'archive/:year/:month', controller: 'a', defaults: { month: null } }, { name: 'files', path: 'files/*path', controller: 'f' }] } as const)\n`,
    )
    const text = await emitTypes(src, join(dir, 'routes.d.ts'), { importFrom: INDEX })
    expect(text).toContain('thread_message_path(thread_id: Param, id: Param, options?: OptionsArg): string')
    expect(text).toContain("thread_message_path(params: ParamsByName<'thread_id' | 'id'>): string")
    expect(text).toContain('type ParamsByName<Names extends string> = { readonly [Name in Names]: Param } & UrlOptions')
    // the derived types' two forms: Rails' mixed form (thread_message_path(1, { id: 2, _options: true })) is run time only
    expect(text).not.toContain('thread_message_path(thread_id: Param, params:')
    expect(text).toContain('hash_for_root_url(options?: OptionsArg): UrlHash')
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

const PRODUCTS = `import { defineRoutes } from '${INDEX}'
export const routes = defineRoutes({ resources: { products: { resources: { reviews: { member: { approve: 'put' } } } } } } as const)
`

describe('emit-types: the module beside the route file', () => {
  it(
    'routes.ts → routes.typed.ts; importing routes from it instead is the one wiring step, at run time too',
    { timeout: 600_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'emit-module-'))
      const src = join(dir, 'routes.ts')
      writeFileSync(src, PRODUCTS)
      expect(emittedFileFor(src)).toBe(join(dir, 'routes.typed.ts'))
      const text = await emitTypes(src, undefined, { importFrom: INDEX })
      expect(existsSync(join(dir, 'routes.typed.ts'))).toBe(true)
      expect(text).toContain("import { routes as routesDerived } from './routes'")
      expect(text).toContain('export const routes: RoutesRoutes = routesDerived as unknown as RoutesRoutes')

      // the types: what the derived helpers accept and refuse
      expect(
        check(
          dir,
          `import { routes } from './routes.typed'\nexport const p: string = routes.helpers.product_review_path(1, 2)\nexport const r = routes.recognizePath('/products/1').controller\n`,
        ),
      ).toEqual([])
      expect(check(dir, `import { routes } from './routes.typed'\nroutes.helpers.product_review_path(2)\n`)).toHaveLength(1)
      // the value: the route file's routes object
      const typed = (await import(pathToFileURL(join(dir, 'routes.typed.ts')).href)) as {
        routes: { helpers: Record<string, (...a: unknown[]) => string> }
      }
      const derived = (await import(pathToFileURL(src).href)) as { routes: unknown }
      expect(typed.routes).toBe(derived.routes)
      expect(typed.routes.helpers['product_review_path']!(1, 2)).toBe('/products/1/reviews/2')
    },
  )

  it('gives each helper a doc comment with its verb, URL pattern and target, which hover shows', { timeout: 600_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emit-docs-'))
    const src = join(dir, 'routes.ts')
    writeFileSync(src, PRODUCTS)
    const text = await emitTypes(src, undefined, { importFrom: INDEX })
    expect(text).toContain(
      '  /** GET /products/:product_id/reviews/:id(.:format) (reviews#show) */\n  product_review_path(product_id: Param, id: Param, options?: OptionsArg): string',
    )
    expect(text).toContain(
      '  /** PUT /products/:product_id/reviews/:id/approve(.:format) (reviews#approve) */\n  hash_for_approve_product_review_url(',
    )
    expect(text).toContain('  /** GET /products(.:format) (products#index) */\n  products_path(options?: OptionsArg): string')

    const usage = join(dir, 'usage.ts')
    const code = `import { routes } from './routes.typed'\nroutes.helpers.product_review_path(1, 2)\n`
    writeFileSync(usage, code)
    const options: ts.CompilerOptions = { ...STRICT_OPTIONS }
    const service = ts.createLanguageService({
      getScriptFileNames: () => [usage],
      getScriptVersion: () => '0',
      getScriptSnapshot: (f) => (ts.sys.fileExists(f) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(f)!) : undefined),
      getCurrentDirectory: () => dir,
      getCompilationSettings: () => options,
      getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
      fileExists: ts.sys.fileExists,
      readFile: ts.sys.readFile,
    })
    const info = service.getQuickInfoAtPosition(usage, code.indexOf('product_review_path') + 3)
    expect(ts.displayPartsToString(info?.documentation)).toBe('GET /products/:product_id/reviews/:id(.:format) (reviews#show)')
  })
})

describe('emit-types --check', () => {
  it('exits 1 while the emitted file is missing or stale, 0 when it is current', { timeout: 600_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emit-check-'))
    const src = join(dir, 'routes.ts')
    writeFileSync(src, PRODUCTS)
    const out: string[] = []
    const run = (...args: string[]) => main(['emit-types', src, ...args], (t) => out.push(t))
    expect(await run('--check')).toBe(1)
    expect(out.pop()).toMatch(/routes\.typed\.ts is stale or missing: run typed-resources emit-types .*routes\.ts$/)
    expect(await run()).toBe(0)
    expect(await run('--check')).toBe(0)
    expect(out.pop()).toMatch(/routes\.typed\.ts is up to date$/)
    writeFileSync(src, PRODUCTS.replace("approve: 'put'", "approve: 'put', reject: 'put'"))
    expect(await run('--check')).toBe(1)
    // the same file written with other options is stale for these
    expect(await run()).toBe(0)
    expect(await run('--check', '--positional')).toBe(1)
    await expect(run('--check', '--watch')).rejects.toThrow(/--check and --watch/)
  })
})

describe('emit-types --watch', () => {
  it('writes the file again when the route file changes, until stopped', { timeout: 600_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emit-watch-'))
    const src = join(dir, 'routes.ts')
    writeFileSync(src, PRODUCTS)
    const stop = new AbortController()
    const texts: string[] = []
    let changed!: () => void
    const second = new Promise<void>((r) => (changed = r))
    const watching = watchTypes(src, undefined, {
      importFrom: INDEX,
      signal: stop.signal,
      debounceMs: 50,
      onEmit: (text) => {
        texts.push(text)
        if (texts.length === 1) writeFileSync(src, PRODUCTS.replace("approve: 'put'", "approve: 'put', reject: 'put'"))
        else changed()
      },
      onError: (error) => stop.abort(error),
    })
    await second
    stop.abort()
    await watching
    expect(texts[0]).not.toContain('reject_product_review_path')
    expect(texts[1]).toContain('reject_product_review_path(product_id: Param, id: Param, options?: OptionsArg): string')
    expect(readFileSync(join(dir, 'routes.typed.ts'), 'utf8')).toBe(texts[1])
  })

  it('runs as `typed-resources emit-types routes.ts --watch` until Ctrl-C (SIGINT), exit 0', { timeout: 600_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emit-watch-cli-'))
    const src = join(dir, 'routes.ts')
    writeFileSync(src, PRODUCTS)
    // node itself (with tsx's loader), as `node dist/cli.js` runs: the tsx CLI would answer Ctrl-C on its own
    const child = spawn(process.execPath, ['--import', 'tsx', resolve('src/cli.ts'), 'emit-types', src, '--watch'], { cwd: resolve('.') })
    let stdout = ''
    const seen = (pattern: RegExp) =>
      new Promise<void>((done) => {
        const look = () => (pattern.test(stdout) ? done() : undefined)
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString()
          look()
        })
        look()
      })
    await seen(/wrote .*routes\.typed\.ts/)
    writeFileSync(src, PRODUCTS.replace("approve: 'put'", "approve: 'put', reject: 'put'"))
    await seen(/wrote .*routes\.typed\.ts[^]*wrote .*routes\.typed\.ts/)
    expect(readFileSync(join(dir, 'routes.typed.ts'), 'utf8')).toContain('reject_product_review_path')
    const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
    child.kill('SIGINT')
    expect(await exit).toBe(0)
  })
})
