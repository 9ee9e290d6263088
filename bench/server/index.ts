/**
 * `npm run bench:server`: load on the tracker's JSON API over loopback with autocannon —
 * 10 s at 50 connections by default (`--duration`, `--connections`), a mixed workload per
 * connection (GET the project's issues, GET one issue, POST a new issue, PUT it, DELETE it, so
 * the store stays flat) — against this package's server, a plain node:http switch (the floor)
 * and Fastify (the peer), all running the same controllers. Each server runs alone in a child
 * process; its RSS is sampled every 500 ms, and the CPU time it spent (user + system, all its
 * threads, from /proc) over the measured run is divided by the requests it answered. `--rounds N`
 * interleaves N runs per server and reports, per server, the median round and, per pair of servers,
 * the median of the rounds' ratios (the machine is shared: single runs are noisy, and a round's
 * two servers meet the same moment of it). Prints req/s, p99 latency, errors, CPU per request,
 * memory and the ratios. A benchmark, not a test: it never fails on numbers.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import autocannon, { type RequestSpec, type Result } from 'autocannon'
import type { Kind } from './apps'

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const DURATION = arg('duration', 10)
const CONNECTIONS = arg('connections', 50)
const WARMUP = arg('warmup', 3)
const ROUNDS = arg('rounds', 1)
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',') as Kind[] | undefined
const KINDS: Kind[] = only ?? ['typed', 'switch', 'fastify']

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' }

/** One connection's cycle; ids of created issues travel in the connection's context. */
const WORKLOAD: RequestSpec[] = [
  { method: 'GET', path: '/projects/1/issues.json' },
  { method: 'GET', path: '/issues/1.json' },
  {
    method: 'POST',
    path: '/projects/1/issues.json',
    headers: JSON_HEADERS,
    body: JSON.stringify({ issue: { title: 'Load', description: 'made by autocannon', priority: 2 } }),
    onResponse: (_status, body, context) => {
      context['id'] = (JSON.parse(body) as { id: number }).id
    },
  },
  {
    method: 'PUT',
    headers: JSON_HEADERS,
    body: JSON.stringify({ issue: { title: 'Load, updated' } }),
    setupRequest: (req, context) => ({ ...req, path: `/issues/${String(context['id'])}.json` }),
  },
  { method: 'DELETE', setupRequest: (req, context) => ({ ...req, path: `/issues/${String(context['id'])}.json` }) },
]

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
    s.on('error', reject)
  })
}

/** The CPU time a process has used so far, user + system, every thread (Linux /proc), in seconds. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command's closing parenthesis: state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
}
/** Clock ticks per second of /proc's CPU times (USER_HZ; 100 on Linux builds). */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) / 1024 : NaN
}

async function startChild(kind: Kind, port: number): Promise<ChildProcess> {
  const serve = fileURLToPath(new URL('./serve.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', serve, kind, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)))
  })
  return child
}

interface Row {
  kind: Kind
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  /** The server process's CPU time per answered request (user + system, every thread), in µs. */
  cpuPerRequest: number
  rssStart: number
  rssEnd: number
  rssMax: number
}

async function measure(kind: Kind): Promise<Row> {
  const port = await freePort()
  const child = await startChild(kind, port)
  const url = `http://127.0.0.1:${port}`
  try {
    if (WARMUP > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, requests: WORKLOAD })
    const samples: number[] = [rssMiB(child.pid!)]
    const cpuStart = cpuSeconds(child.pid!)
    const timer = setInterval(() => samples.push(rssMiB(child.pid!)), 500)
    const r: Result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests: WORKLOAD })
    clearInterval(timer)
    const cpu = cpuSeconds(child.pid!) - cpuStart
    samples.push(rssMiB(child.pid!))
    return {
      kind,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      cpuPerRequest: (cpu * 1e6) / r.requests.total,
      rssStart: samples[0]!,
      rssEnd: samples[samples.length - 1]!,
      rssMax: Math.max(...samples),
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

const LABEL: Record<Kind, string> = {
  typed: 'typed-resources server',
  switch: 'node:http switch (floor)',
  fastify: 'Fastify 5 + find-my-way',
}

console.log(
  `Load: ${DURATION}s at ${CONNECTIONS} connections after ${WARMUP}s warm-up, mixed GET/GET/POST/PUT/DELETE on the tracker JSON API, node ${process.version}`,
)
const rows: Row[] = []
const runs = new Map<Kind, Row[]>()
for (let round = 1; round <= ROUNDS; round++) {
  for (const kind of KINDS) {
    const row = await measure(kind)
    runs.set(kind, [...(runs.get(kind) ?? []), row])
    if (ROUNDS > 1)
      console.log(
        `  round ${round}: ${LABEL[kind]} ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms, CPU ${row.cpuPerRequest.toFixed(0)} µs/request`,
      )
  }
}
if (ROUNDS > 1) console.log(`Median of ${ROUNDS} rounds (kinds interleaved):`)
for (const kind of KINDS) {
  const sorted = [...runs.get(kind)!].sort((a, b) => a.rps - b.rps)
  const row = sorted[Math.floor((sorted.length - 1) / 2)]!
  rows.push(row)
  console.log(
    `${LABEL[kind].padEnd(26)} ${row.rps.toFixed(0).padStart(7)} req/s  p50 ${String(row.p50).padStart(3)} ms  p99 ${String(row.p99).padStart(3)} ms  CPU ${row.cpuPerRequest.toFixed(0).padStart(4)} µs/request  errors ${row.errors}  non-2xx ${row.non2xx}  RSS ${row.rssStart.toFixed(0)} → ${row.rssEnd.toFixed(0)} MiB (max ${row.rssMax.toFixed(0)})`,
  )
}
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const typedRuns = runs.get('typed')
for (const peer of ['switch', 'fastify'] as const) {
  const peerRuns = runs.get(peer)
  if (!typedRuns || !peerRuns) continue
  // Each round's pair ran back to back, so their ratio is steadier than a ratio of medians.
  const speed = typedRuns.map((t, i) => t.rps / peerRuns[i]!.rps)
  const cpu = typedRuns.map((t, i) => peerRuns[i]!.cpuPerRequest / t.cpuPerRequest)
  const range = (values: number[]) =>
    values.length > 1 ? ` (rounds ${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})` : ''
  console.log(
    `typed / ${peer}: ${median(speed).toFixed(2)}× req/s${range(speed)}; ${median(cpu).toFixed(2)}× requests per CPU second${range(cpu)}` +
      (ROUNDS > 1 ? ', medians of the rounds' : ''),
  )
}
