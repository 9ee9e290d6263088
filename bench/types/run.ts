/**
 * `npm run bench:types [-- --sizes 200,1000,2000,5000 --repeat 3 --compilers 5.9,7 --no-completion]`
 *
 * Type-check cost of the derived helpers (issue 3). For each size and variant (see generate.ts:
 * `floor`, `codegen`, `project`, `emitted` and `emitted-positional` = the project's helpers
 * written out by `emitTypes` as a plain `.d.ts`), under TypeScript 5.9 and 7 (`--singleThreaded`, so runs on a
 * shared machine compare), runs `tsc --noEmit --extendedDiagnostics` and records check time
 * (the best of `--repeat` runs), instantiations, memory and errors. Each app carries one
 * `@ts-expect-error` call missing a parent id: if the types collapsed (TS2589, `any`), the run
 * reports an unused directive, so "errors: 0" means the missing-id error is still caught.
 * Then completion of `routes.helpers.` after an edit at 1000 resources (LanguageService, 5.9).
 * Prints a markdown table (also written to .bench-tmp/types/results.md).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { variantSource, type Variant } from './generate'
import { completionTiming } from './completion'
import { completionTimingLsp } from './completion-lsp'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const TMP = join(ROOT, '.bench-tmp', 'types')
const require = createRequire(import.meta.url)
const tscOf = (pkg: string) => join(dirname(require.resolve(`${pkg}/package.json`)), 'bin', 'tsc')

const args = process.argv.slice(2)
const opt = (name: string, dflt: string): string => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1]! : dflt
}
const sizes = opt('sizes', '200,1000,2000,5000').split(',').map(Number)
const repeat = Number(opt('repeat', '3'))
const compilers = opt('compilers', '5.9,7').split(',')
const variants = opt('variants', 'floor,codegen,project,emitted,emitted-positional').split(',') as Variant[]
const COMPILER_PKG: Record<string, string> = { '5.4': 'typescript-5.4', '5.9': 'typescript', '7': 'typescript-7' }
const FLAGS = ['--noEmit', '--extendedDiagnostics', '--strict', '--exactOptionalPropertyTypes', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--skipLibCheck', '--types', 'node']

export interface Measure {
  check: number
  total: number
  instantiations: number
  memoryMB: number
  errors: string[]
}

function measureOnce(compiler: string, file: string): Measure {
  const extra = compiler === '7' ? ['--singleThreaded', '--ignoreConfig'] : []
  const r = spawnSync(process.execPath, [tscOf(COMPILER_PKG[compiler]!), ...FLAGS, ...extra, file], { cwd: dirname(file), encoding: 'utf8', maxBuffer: 1 << 28 })
  const out = `${r.stdout}\n${r.stderr}`
  const num = (label: string) => Number((new RegExp(`${label}:\\s+([\\d.]+)`).exec(out) ?? [])[1] ?? NaN)
  return {
    check: num('Check time'),
    total: num('Total time'),
    instantiations: num('Instantiations'),
    memoryMB: Math.round(num('Memory used') / 1024),
    errors: out.split('\n').filter((l) => /error TS\d+/.test(l)).slice(0, 5),
  }
}

function measure(compiler: string, file: string): Measure {
  const runs = Array.from({ length: repeat }, () => measureOnce(compiler, file))
  return runs.reduce((a, b) => (b.check < a.check ? b : a))
}

/** The library types as `.d.ts` (what a user's editor sees from the package), shared by every variant. */
function emitLibrary(): string {
  const out = join(TMP, 'lib')
  rmSync(out, { recursive: true, force: true })
  const r = spawnSync(process.execPath, [tscOf('typescript'), '--declaration', '--emitDeclarationOnly', '--outDir', out, '--rootDir', join(ROOT, 'src'), '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--skipLibCheck', '--types', 'node', join(ROOT, 'src', 'types', 'index.ts')], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`library emit failed:\n${r.stdout}${r.stderr}`)
  return join(out, 'types', 'index')
}

async function main(): Promise<void> {
  mkdirSync(TMP, { recursive: true })
  const lib = emitLibrary()
  const rows: string[] = []
  const header = '| resources | helpers | compiler | variant | check (s) | × floor | × codegen | instantiations | memory (MB) | errors |'
  rows.push(header, '|---|---|---|---|---|---|---|---|---|---|')
  console.log(header)
  for (const n of sizes) {
    const dir = join(TMP, String(n))
    mkdirSync(dir, { recursive: true })
    let helpers = 0
    const files: Partial<Record<Variant, string>> = {}
    for (const v of variants) {
      const file = join(dir, `${v}.ts`)
      const { source, helpers: h } = await variantSource(n, v, lib.replace(/\\/g, '/'), dir)
      helpers = h
      writeFileSync(file, source)
      files[v] = file
    }
    for (const c of compilers) {
      const results: Partial<Record<string, Measure>> = {}
      for (const v of variants) results[v] = measure(c, files[v]!)
      for (const v of variants) {
        const m = results[v]!
        const ratio = (base: string) => (results[base] ? (m.check / results[base]!.check).toFixed(2) : '–')
        const row = `| ${n} | ${helpers} | ${c} | ${v} | ${m.check.toFixed(2)} | ${ratio('floor')} | ${ratio('codegen')} | ${m.instantiations} | ${m.memoryMB} | ${m.errors.length === 0 ? 0 : m.errors.join('<br>')} |`
        rows.push(row)
        console.log(row)
      }
    }
  }
  if (!args.includes('--no-completion')) {
    const n = Number(opt('completion-size', '1000'))
    const dir = join(TMP, String(n))
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, exactOptionalPropertyTypes: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', skipLibCheck: true, noEmit: true, types: ['node'] } }))
    for (const v of ['floor', 'codegen', 'project', 'emitted'] as const) {
      if (!variants.includes(v)) continue
      writeFileSync(join(dir, `${v}.ts`), (await variantSource(n, v, lib.replace(/\\/g, '/'), dir)).source)
    }
    const header2 = `| completion of \`routes.helpers.\` after an edit (${n} resources) | TS 5.9 LanguageService (ms, median of 5) | TS 7 LSP (ms, median of 5) | entries |`
    rows.push('', header2, '|---|---|---|---|')
    console.log(header2)
    for (const v of ['floor', 'codegen', 'project', 'emitted'] as const) {
      if (!variants.includes(v)) continue
      const file = join(dir, `${v}.ts`)
      const a = completionTiming(file, v)
      const b = await completionTimingLsp(file, v)
      const row = `| ${v} | ${a.ms.toFixed(0)} | ${b.ms.toFixed(0)} | ${a.entries} / ${b.entries} |`
      rows.push(row)
      console.log(row)
    }
  }
  writeFileSync(join(TMP, 'results.md'), rows.join('\n') + '\n')
}

await main()
