/**
 * `npm run bench` — routing: recognition, URL generation and table build against the fastest JS
 * routers, run by a copy of the shared router harness (`harness/`: its table, request mix, worker
 * per case, interleaved rounds and adapters, unchanged; its generation table also times
 * `thread_message_path`), so the ratios here and there are the same measurement. The package under
 * test is this repository's build (`dist/`, so `npm run build` first). Then the routing entry
 * point's size (minified + gzipped).
 */
import { spawnSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { table } from '../harness'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Runs the harness (`node harness/run.mjs`, 300 resources) on this repository's build and prints
 * its two tables. Extra `--` arguments of `npm run bench` go to it (`--rounds 7`, `--only medley`).
 */
function harness(args: readonly string[]): void {
  const run = spawnSync(process.execPath, [fileURLToPath(new URL('./harness/run.mjs', import.meta.url)), '--resources', '300', ...args], {
    env: { ...process.env, TYPED_RESOURCES_PKG: ROOT.replace(/\/$/, '') },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`bench/routing/harness/run.mjs exited with ${run.status}`)
  const lines = run.stdout.trimEnd().split('\n')
  // The last line is the harness's JSON summary: the tables are for reading, the ratios say it all.
  const summary = JSON.parse(lines.pop()!) as {
    recognition: { name: string; ratio?: number; buildMs?: number }[]
    generation: { name: string; opsPerSec?: number }[]
  }
  console.log(lines.join('\n').trim() + '\n')
  const rec = summary.recognition
  const ours = rec.find((r) => r.name === 'typed-resources')
  const peers = rec.filter((r) => r.name === 'memoirist' || r.name === '@medley/router')
  const fastest = Math.max(...peers.map((r) => r.ratio ?? 0))
  const medley = rec.find((r) => r.name === '@medley/router')
  const gen = summary.generation
  const floor = gen.find((r) => r.name.startsWith('template literal'))?.opsPerSec
  const helper = gen.find((r) => r.name.startsWith('typed-resources'))?.opsPerSec
  if (ours?.ratio !== undefined)
    console.log(`typed-resources ÷ fastest of memoirist, @medley/router: ${(ours.ratio / fastest).toFixed(2)}× (goal ≥ 1.0×)`)
  if (ours?.buildMs !== undefined && medley?.buildMs !== undefined)
    console.log(`table build ÷ @medley/router's: ${(ours.buildMs / medley.buildMs).toFixed(2)}× (goal ≤ 2×)`)
  if (floor !== undefined && helper !== undefined)
    console.log(`thread_message_path ÷ template literal + encodeURIComponent: ${(helper / floor).toFixed(2)}× (goal ≥ 0.8×)`)
  console.log()
}

/** Minified bytes and minified + gzipped bytes of one esbuild bundle, with its metafile. */
async function bundle(entry: { file: string } | { code: string }, platform: 'neutral' | 'node' = 'neutral') {
  const result = await build({
    ...('file' in entry
      ? { entryPoints: [entry.file] }
      : { stdin: { contents: entry.code, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' as const } }),
    bundle: true,
    minify: true,
    format: 'esm',
    platform,
    write: false,
    metafile: true,
  })
  const code = result.outputFiles[0]!.contents
  const inputs = Object.values(result.metafile.outputs)[0]!.inputs
  return { min: code.length, gz: gzipSync(code, { level: 9 }).length, inputs }
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1)

/** Which job each module of the entry does, for the size breakdown. */
const ROLES: [string, RegExp][] = [
  ['declaration validation', /routing\/(declaration\.ts|validate\.ts|validate\/)/],
  ['expansion + inflector', /routing\/expand|inflector\//],
  ['recognition (matcher)', /routing\/matcher(\.ts$|\/)/],
  ['generation (helpers, urlFor, formFor)', /routing\/generator(\.ts$|\/)/],
  ['path segments (shared by both)', /routing\/(segments|regexp-source)\.ts$/],
  ['URLs: escaping, to_param, query strings (shared with the client and server)', /src\/url\//],
]

/**
 * The routing entry point's size, where its bytes go, and the smallest single-purpose peers in
 * the same run: @medley/router and memoirist only recognize (no 405 verbs, no `.:format`, no
 * requirements); js-routes' runtime only generates (3.2 KB, its published size: a Ruby gem, not
 * on npm). Together the smallest peers already pass the 4 KB goal.
 */
export async function bundleSize(): Promise<string> {
  const entry = await bundle({ file: fileURLToPath(new URL('../../src/index.ts', import.meta.url)) })
  const rows: string[][] = []
  let rest = entry.min
  for (const [role, re] of ROLES) {
    const bytes = Object.entries(entry.inputs)
      .filter(([f]) => re.test(f))
      .reduce((a, [, v]) => a + v.bytesInOutput, 0)
    rest -= bytes
    rows.push([role, `${kb(bytes)} KB`])
  }
  rows.push(['the rest (errors, routes object, entry)', `${kb(rest)} KB`])
  const peerRows: string[][] = [
    [
      '**typed-resources** (`typed-resources`, everything)',
      `${kb(entry.min)} KB`,
      `**${kb(entry.gz)} KB**`,
      'validates, expands, recognizes, generates',
    ],
  ]
  for (const [name, does] of [
    ['@medley/router', 'recognizes only'],
    ['memoirist', 'recognizes only'],
  ] as const) {
    const p = await bundle({ code: `export * from '${name}'` }, 'node')
    peerRows.push([name, `${kb(p.min)} KB`, `${kb(p.gz)} KB`, does])
  }
  peerRows.push(["js-routes' runtime (its published size)", '–', '3.2 KB', 'generates only'])
  return (
    `Routing entry point: ${kb(entry.min)} KB minified, ${kb(entry.gz)} KB minified + gzipped (what each browser app pays: the Size table)\n\n` +
    table(['bundle', 'minified', 'min + gz', 'does'], peerRows) +
    "\n\nWhere the entry's minified bytes go:\n\n" +
    table(['part', 'minified'], rows)
  )
}

export async function runRoutingBench(args: readonly string[] = []): Promise<void> {
  console.log('## Routing\n')
  harness(args)
  console.log((await bundleSize()) + '\n')
}

if (import.meta.url === `file://${process.argv[1]}`) await runRoutingBench(process.argv.slice(2))
