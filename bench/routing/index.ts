/**
 * `npm run bench` — routing: recognition against the fastest JS routers on the same table,
 * helper generation against a hand-written template literal, table build time, and the
 * routing entry point's size (minified + gzipped).
 *
 * Every router's answers are checked against ours before anything is timed; a router whose
 * answers differ is reported with the count of differences.
 */
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { defineRoutes } from '../../src/index'
import type { Route } from '../../src/routing/route'
import { consume, fmtOps, measure, table } from '../harness'
import * as peers from './peers'
import { generateDeclaration, generateRequests, type BenchRequest } from './table'

type Answer = peers.Answer

const canonical = (a: Answer): string =>
  'params' in a
    ? JSON.stringify(Object.entries(a.params).sort(([x], [y]) => (x < y ? -1 : 1)))
    : a.error === 'method_not_allowed'
      ? `405 ${[...a.allowedMethods].sort().join(',')}`
      : '404'

function recognition(): string {
  const declaration = generateDeclaration(300)
  const routes = defineRoutes(declaration as never)
  const table0: readonly Route[] = (routes as unknown as { routes: readonly Route[] }).routes
  const requests: BenchRequest[] = generateRequests(table0, 10_000)
  const ours: peers.Recognizer = (method, path) => (routes as any).match(path, { method }) as Answer
  const expected = requests.map((r) => canonical(ours(r.method, r.path)))
  const kinds = { hit: 0, 405: 0, 404: 0 }
  for (const e of expected) kinds[e === '404' ? 404 : e.startsWith('405') ? 405 : 'hit']++

  const contenders: [string, peers.Recognizer][] = [
    ['typed-resources', ours],
    ['memoirist', peers.memoirist(table0)],
    ['@medley/router', peers.medley(table0)],
    ['rou3 (compiled)', peers.rou3(table0)],
    ['rou3 (tree)', peers.rou3Tree(table0)],
    ['find-my-way', peers.findMyWay(table0)],
    ['path-to-regexp scan', peers.linearScan(table0)],
  ]
  const rows: string[][] = []
  const results: { name: string; ops: number; diffs: number }[] = []
  for (const [name, recognize] of contenders) {
    let diffs = 0
    requests.forEach((r, i) => {
      if (canonical(recognize(r.method, r.path)) !== expected[i]) diffs++
    })
    const rounds = name.includes('scan') ? 3 : 15
    const m = measure(() => {
      for (let i = 0; i < requests.length; i++) consume(recognize(requests[i]!.method, requests[i]!.path))
    }, requests.length, rounds, name.includes('scan') ? 1 : 5)
    results.push({ name, ops: m.opsPerSec, diffs })
  }
  const fastestPeer = Math.max(...results.filter((r) => r.name !== 'typed-resources' && !r.name.includes('scan')).map((r) => r.ops))
  const oursOps = results[0]!.ops
  for (const r of results) {
    rows.push([r.name, fmtOps(r.ops), `${(oursOps / r.ops).toFixed(2)}×`, r.diffs === 0 ? 'same' : `${r.diffs} differ`])
  }
  return [
    `Recognition: ${table0.length} routes (${table0.length * 2} counting format variants) from 300 resources; ${requests.length} requests (${kinds.hit} hits, ${kinds[405]} wrong verb → 405, ${kinds[404]} misses)`,
    table(['router', 'recognitions/s', 'ours ÷ theirs', 'answers vs ours'], rows),
    `typed-resources ÷ fastest peer: ${(oursOps / fastestPeer).toFixed(2)}× (goal ≥ 1.0×)`,
  ].join('\n')
}

function generation(): string {
  const routes = defineRoutes({ resources: { posts: { resources: { comments: {} } } } } as never) as any
  const helper = routes.helpers.post_comment_path as (a: unknown, b: unknown) => string
  const ids = Array.from({ length: 1000 }, (_, i) => [i * 7 + 1, `c-${i}`] as const)
  const ours = (): void => {
    for (const [a, b] of ids) consume(helper(a, b))
  }
  const literal = (): void => {
    for (const [a, b] of ids) consume(`/posts/${encodeURIComponent(a)}/comments/${encodeURIComponent(b)}`)
  }
  // Interleaved rounds: the two sides see the same machine state; the ratio's median and range
  // are reported, since a single pair of timings swings with the JIT and the other core's load.
  const ratios: number[] = []
  const oursOps: number[] = []
  const literalOps: number[] = []
  for (let round = 0; round < 9; round++) {
    const o = measure(ours, ids.length, 9, round === 0 ? 20 : 2)
    const l = measure(literal, ids.length, 9, round === 0 ? 20 : 2)
    oursOps.push(o.opsPerSec)
    literalOps.push(l.opsPerSec)
    ratios.push(o.opsPerSec / l.opsPerSec)
  }
  const med = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  const check = helper(8, 'c-1') === `/posts/8/comments/c-1`
  return [
    'Generation: post_comment_path(post, comment) vs a hand-written template literal with encodeURIComponent (9 interleaved rounds)',
    table(
      ['generator', 'paths/s (median)', 'ratio (median, range)'],
      [
        ['typed-resources helper', fmtOps(med(oursOps)), `${med(ratios).toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; goal ≥ 0.8×)`],
        ['template literal', fmtOps(med(literalOps)), '1.00×'],
      ],
    ),
    check ? '' : 'WARNING: the helper did not produce the expected path',
  ].join('\n')
}

function buildTime(): string {
  const declaration = generateDeclaration(300)
  const times: number[] = []
  for (let i = 0; i < 25; i++) {
    const t0 = performance.now()
    consume(defineRoutes(declaration as never))
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  return `Table build (defineRoutes, 300 resources): median ${times[12]!.toFixed(2)} ms of 25 builds, min ${times[0]!.toFixed(2)}, max ${times[24]!.toFixed(2)} ms (goal < 20 ms)`
}

/** Minified bytes and minified + gzipped bytes of one esbuild bundle, with its metafile. */
async function bundle(entry: { file: string } | { code: string }, platform: 'neutral' | 'node' = 'neutral') {
  const result = await build({
    ...('file' in entry ? { entryPoints: [entry.file] } : { stdin: { contents: entry.code, resolveDir: fileURLToPath(new URL('.', import.meta.url)), loader: 'ts' as const } }),
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
  ['declaration validation', /routing\/declaration\.ts$/],
  ['expansion + inflector', /routing\/expand|inflector\//],
  ['recognition (matcher)', /routing\/matcher\.ts$/],
  ['generation (helpers, urlFor, formFor, query string)', /routing\/(generator|query)\.ts$/],
  ['path segments (shared by both)', /routing\/segments\.ts$/],
]

/**
 * The routing entry point's size, where its bytes go, and the smallest single-purpose peers in
 * the same run: @medley/router and memoirist only recognize (no 405 verbs, no `.:format`, no
 * requirements); js-routes' runtime only generates (3.2 KB, the issue's figure: a Ruby gem, not
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
  const peerRows: string[][] = [['**typed-resources** (`typed-resources`, everything)', `${kb(entry.min)} KB`, `**${kb(entry.gz)} KB**`, 'validates, expands, recognizes, generates']]
  for (const [name, does] of [
    ['@medley/router', 'recognizes only'],
    ['memoirist', 'recognizes only'],
  ] as const) {
    const p = await bundle({ code: `export * from '${name}'` }, 'node')
    peerRows.push([name, `${kb(p.min)} KB`, `${kb(p.gz)} KB`, does])
  }
  peerRows.push(["js-routes' runtime (the issue's figure)", '–', '3.2 KB', 'generates only'])
  return (
    `Routing entry point: ${kb(entry.min)} KB minified, ${kb(entry.gz)} KB minified + gzipped (what each browser app pays: the Size table)\n\n` +
    table(['bundle', 'minified', 'min + gz', 'does'], peerRows) +
    '\n\nWhere the entry\'s minified bytes go:\n\n' +
    table(['part', 'minified'], rows)
  )
}

export async function runRoutingBench(): Promise<void> {
  console.log('## Routing\n')
  console.log(recognition() + '\n')
  console.log(generation() + '\n')
  console.log(buildTime() + '\n')
  console.log((await bundleSize()) + '\n')
}

if (import.meta.url === `file://${process.argv[1]}`) await runRoutingBench()
