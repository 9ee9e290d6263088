/**
 * The type-check cost of the derived helpers against the fair floor (protocol: ./README.md).
 *
 * `npm run bench:types [-- --size 1000 --repeat 5 --compilers 5.9,7 --limits 2000,5000 --no-completion]`
 * (also the last part of `npm run bench`).
 *
 * For each variant of the `--size` app (generate.ts: floor, project, mapped, codegen, emitted,
 * emitted-js, plain-routes; each `routes.ts` + `usage.ts`), under TypeScript 5.9 and the native TypeScript 7
 * (`--singleThreaded`), runs `tsc --noEmit --extendedDiagnostics` `--repeat` times, the variants
 * interleaved so a busy moment of the shared machine hits them alike, and keeps each one's best
 * check time. Then completion of `routes.helpers.` right after an edit of usage.ts (5.9
 * LanguageService and TypeScript 7 over LSP, 7 edits of each variant, interleaved). Then the limits: the project
 * variant at each `--limits` size must check with no error (no TS2589, and the probes under
 * `@ts-expect-error` still rejected: no loose helpers).
 * Prints markdown tables (also written to .bench-tmp/types/results.md).
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { VARIANTS, writeApp, type App, type Variant } from './generate'
import { openCompletion, type CompletionSession } from './completion'
import { openCompletionLsp } from './completion-lsp'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const TMP = join(ROOT, '.bench-tmp', 'types')
const require = createRequire(import.meta.url)
export const tscOf = (pkg: string) => join(dirname(require.resolve(`${pkg}/package.json`)), 'bin', 'tsc')

export const COMPILER_PKG: Record<string, string> = { '5.4': 'typescript-5.4', '5.9': 'typescript', '7': 'typescript-7' }
export const FLAGS = [
  '--noEmit',
  '--extendedDiagnostics',
  '--strict',
  '--exactOptionalPropertyTypes',
  '--target',
  'es2022',
  '--module',
  'esnext',
  '--moduleResolution',
  'bundler',
  '--skipLibCheck',
  '--types',
  'node',
]
const COMPILER_OPTIONS = {
  strict: true,
  exactOptionalPropertyTypes: true,
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  skipLibCheck: true,
  noEmit: true,
  types: ['node'],
}

export interface TypesBenchOptions {
  size: number
  repeat: number
  compilers: readonly string[]
  limits: readonly number[]
  completion: boolean
  /** The variants to run (floor and codegen are the bases of the ratios). */
  variants: readonly Variant[]
}

export interface Measure {
  check: number
  /** The whole run (`Total time`: reading, parsing and binding every file, `@types/node` and the libs included, then the check), seconds. */
  total: number
  instantiations: number
  /** Types created (`Types`). */
  types: number
  memoryMB: number
  /** Heap allocations, which TypeScript 7 counts (`Memory allocs`); `NaN` under 5.x. Steady from run to run. */
  allocations: number
  errors: string[]
}

function measureOnce(compiler: string, app: App): Measure {
  const extra = compiler === '7' ? ['--singleThreaded', '--ignoreConfig'] : []
  const r = spawnSync(process.execPath, [tscOf(COMPILER_PKG[compiler]!), ...FLAGS, ...extra, ...app.files], {
    cwd: dirname(app.usage),
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  })
  const out = `${r.stdout}\n${r.stderr}`
  const num = (label: string) => Number((new RegExp(`${label}:\\s+([\\d.]+)`).exec(out) ?? [])[1] ?? NaN)
  return {
    check: num('Check time'),
    total: num('Total time'),
    instantiations: num('Instantiations'),
    types: num('Types'),
    memoryMB: Math.round(num('Memory used') / 1024),
    allocations: num('Memory allocs'),
    errors: out
      .split('\n')
      .filter((l) => /error TS\d+/.test(l))
      .slice(0, 3),
  }
}

/** The library's declarations (what a user's editor reads from the package), shared by every variant. */
export function emitLibrary(): string {
  const out = join(TMP, 'lib')
  rmSync(out, { recursive: true, force: true })
  const r = spawnSync(
    process.execPath,
    [
      tscOf('typescript'),
      '--declaration',
      '--emitDeclarationOnly',
      '--outDir',
      out,
      '--rootDir',
      join(ROOT, 'src'),
      '--strict',
      '--target',
      'es2022',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
      '--skipLibCheck',
      '--types',
      'node',
      join(ROOT, 'src', 'index.ts'),
    ],
    { encoding: 'utf8' },
  )
  if (r.status !== 0) throw new Error(`library emit failed:\n${r.stdout}${r.stderr}`)
  return join(out, 'index').replace(/\\/g, '/')
}

const x = (a: number, b: number | undefined) => (b ? `${(a / b).toFixed(2)} ×` : '–')
/** TypeScript 7's allocation count in thousands, with its ratio to the floor's (a steadier measure of the work than time). */
const allocations = (m: Measure, floor: Measure | undefined) =>
  Number.isNaN(m.allocations) ? '–' : `${Math.round(m.allocations / 1000)} k (${x(m.allocations, floor?.allocations)})`

/** Runs the protocol; returns the markdown it printed. */
export async function runTypesBench(o: TypesBenchOptions): Promise<string> {
  const lines: string[] = []
  const print = (s: string) => {
    lines.push(s)
    console.log(s)
  }
  mkdirSync(TMP, { recursive: true })
  const lib = emitLibrary()
  const variants = o.variants
  const apps = {} as Record<Variant, App>
  for (const v of variants) apps[v] = await writeApp(o.size, v, lib, join(TMP, String(o.size), v))
  print(`### Full check, ${o.size} resources (${apps.project.helpers} helpers), best of ${o.repeat}\n`)
  print(
    '| compiler | variant | check (s) | × floor | × codegen | instantiations | memory (MB) | allocations (× floor) | whole run (s) | × floor | errors |',
  )
  print('|---|---|---|---|---|---|---|---|---|---|---|')
  for (const c of o.compilers) {
    const best = {} as Record<Variant, Measure>
    /** Each variant's shortest whole run (not necessarily the run of its best check). */
    const whole = {} as Record<Variant, number>
    for (let i = 0; i < o.repeat; i++) {
      for (const v of variants) {
        const m = measureOnce(c, apps[v])
        if (!best[v] || m.check < best[v].check) best[v] = m
        whole[v] = Math.min(whole[v] ?? Infinity, m.total)
      }
    }
    for (const v of variants) {
      const m = best[v]
      const name = v === 'project' ? '**project**' : v
      print(
        `| ${c} | ${name} | ${m.check.toFixed(2)} | ${v === 'project' ? `**${x(m.check, best.floor?.check)}**` : x(m.check, best.floor?.check)} | ${x(m.check, best.codegen?.check)} | ${m.instantiations} | ${m.memoryMB} | ${allocations(m, best.floor)} | ${whole[v].toFixed(2)} | ${x(whole[v], whole.floor)} | ${m.errors.length === 0 ? 0 : m.errors.join('<br>')} |`,
      )
    }
  }
  if (o.completion) {
    print(
      `\n### What a completion computes, ${o.size} resources (exact): a file reading one helper (\`routes.helpers.<name>\`) instead of usage.ts\n`,
    )
    print('| variant | TS 5.9 instantiations | types | TS 7 allocations (× floor) |')
    print('|---|---|---|---|')
    const work = {} as Record<Variant, Measure>
    for (const v of variants.filter((v) => v === 'floor' || v === 'project' || v === 'mapped')) {
      const access = oneHelperAccess(apps[v])
      const m59 = measureOnce('5.9', access)
      work[v] = measureOnce('7', access)
      print(`| ${v} | ${m59.instantiations} | ${m59.types} | ${allocations(work[v], work.floor)} |`)
    }

    print(
      `\n### Completion of \`routes.helpers.\` right after an edit of usage.ts, ${o.size} resources (${COMPLETION_ROUNDS} edits per variant, interleaved)\n`,
    )
    print('| variant | TS 5.9 LanguageService (ms) | × floor | TS 7 LSP (ms) | × floor | entries |')
    print('|---|---|---|---|---|---|')
    writeFileSync(join(TMP, String(o.size), 'tsconfig.json'), JSON.stringify({ compilerOptions: COMPILER_OPTIONS }))
    const a = await completionRounds(variants, (v) => Promise.resolve(openCompletion(apps[v].usage)))
    const b = await completionRounds(variants, (v) => openCompletionLsp(apps[v].usage))
    for (const v of variants) {
      const bold = (s: string) => (v === 'project' ? `**${s}**` : s)
      const ratio = (r: CompletionRounds) =>
        v === 'floor' || !r.times.floor ? x(1, 1) : `${medianRatio(r.times[v]!, r.times.floor).toFixed(2)} ×`
      print(
        `| ${v} | ${median(a.times[v]!).toFixed(0)} | ${bold(ratio(a))} | ${median(b.times[v]!).toFixed(0)} | ${bold(ratio(b))} | ${a.entries[v]} / ${b.entries[v]} |`,
      )
    }
  }
  if (o.limits.length > 0) {
    print('\n### Limits: the project variant at larger sizes (errors 0 = no TS2589, the `@ts-expect-error` probes still rejected)\n')
    print('| resources | helpers | compiler | check (s) | instantiations | errors |')
    print('|---|---|---|---|---|---|')
    for (const n of o.limits) {
      const app = await writeApp(n, 'project', lib, join(TMP, String(n), 'project'))
      for (const c of o.compilers) {
        const m = measureOnce(c, app)
        print(
          `| ${n} | ${app.helpers} | ${c} | ${m.check.toFixed(2)} | ${m.instantiations} | ${m.errors.length === 0 ? 0 : m.errors.join('<br>')} |`,
        )
      }
    }
  }
  writeFileSync(join(TMP, 'results.md'), lines.join('\n') + '\n')
  return lines.join('\n')
}

/**
 * The app with usage.ts replaced by a file that reads one helper ({@link App.helper}): the
 * work of a completion after an edit — the declaration's call, the expansion and the helpers'
 * names, one helper's type and none of the calls — counted exactly, as a file.
 */
function oneHelperAccess(app: App): App {
  const file = join(dirname(app.usage), 'access.ts')
  writeFileSync(file, `import { routes } from './routes'\nexport const helper = routes.helpers.${app.helper}\n`)
  return { ...app, usage: file, files: [file, ...app.files.filter((f) => f !== app.usage)] }
}

/** Completions per variant after the warm-up; each round edits every variant once. */
const COMPLETION_ROUNDS = 7
/**
 * Edits of every session before the timed rounds: the first edits after opening are slower than
 * the rest (TypeScript 7's LSP took 800–1700 ms for its first one or two against about 250–450 ms
 * after), and with 7 rounds one such edit moved a median.
 */
const WARM_EDITS = 2

interface CompletionRounds {
  /** Each variant's completion times, milliseconds, by round. */
  times: Partial<Record<Variant, number[]>>
  entries: Partial<Record<Variant, number>>
}

/**
 * Opens a session per variant (all kept open), edits each {@link WARM_EDITS} times untimed, then
 * runs {@link COMPLETION_ROUNDS} rounds, each editing every variant once in a rotating order, so a
 * busy moment of the machine hits the variants alike and the ratio of a round compares
 * completions made side by side.
 */
async function completionRounds(variants: readonly Variant[], open: (v: Variant) => Promise<CompletionSession>): Promise<CompletionRounds> {
  const sessions = new Map<Variant, CompletionSession>()
  try {
    for (const v of variants) sessions.set(v, await open(v))
    for (let edit = 0; edit < WARM_EDITS; edit++) for (const v of variants) await sessions.get(v)!.edit()
    const times: CompletionRounds['times'] = {}
    for (let round = 0; round < COMPLETION_ROUNDS; round++) {
      for (let i = 0; i < variants.length; i++) {
        const v = variants[(i + round) % variants.length]!
        ;(times[v] ??= []).push(await sessions.get(v)!.edit())
      }
    }
    return { times, entries: Object.fromEntries([...sessions].map(([v, s]) => [v, s.entries])) }
  } finally {
    for (const s of sessions.values()) s.close()
  }
}
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
/** The median of the rounds' ratios `a[i] / b[i]`. */
const medianRatio = (a: readonly number[], b: readonly number[]) => median(a.map((t, i) => t / b[i]!))

/** Reads `--name value` options. */
export function typesBenchOptions(args: readonly string[]): TypesBenchOptions {
  const opt = (name: string, dflt: string): string => {
    const i = args.indexOf(`--${name}`)
    return i >= 0 ? args[i + 1]! : dflt
  }
  return {
    size: Number(opt('size', '1000')),
    repeat: Number(opt('repeat', '5')),
    compilers: opt('compilers', '5.9,7').split(','),
    limits: opt('limits', '5000').split(',').filter(Boolean).map(Number),
    completion: !args.includes('--no-completion'),
    variants: opt('variants', VARIANTS.join(',')).split(',') as Variant[],
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runTypesBench(typesBenchOptions(process.argv.slice(2)))
}
