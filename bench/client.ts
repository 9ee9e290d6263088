/**
 * Client benchmark (issue 4):
 *
 * 1. Overhead per JSON find: `Person.find(1)` against a loopback node:http server, compared with a
 *    bare `fetch` + `JSON.parse` of the same URL (same server, same keep-alive pool). Goal ≤ 1.2×.
 * 2. XML decode throughput: `decodeXml` (Rails' Hash.from_xml: validation, typecasting, safe keys)
 *    compared with fast-xml-parser alone (default options) on the same document.
 *
 * Run: `npx tsx bench/client.ts` (options: `--rounds 7 --requests 2000 --concurrency 1`).
 * Rounds alternate the two sides so that drift (JIT, other processes) hits both alike; the
 * reported figure is the median of the rounds.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { XMLParser } from 'fast-xml-parser'
import { Resource, decodeXml, encodeXml, type Format } from '../src/client/index'

const args = new Map<string, string>()
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]?.replace(/^--/, '') ?? '', process.argv[i + 1] ?? '')
const ROUNDS = Number(args.get('rounds') ?? 7)
const REQUESTS = Number(args.get('requests') ?? 2000)
const CONCURRENCY = Number(args.get('concurrency') ?? 1)

const record = {
  id: 1,
  name: 'Yukihiro Matsumoto',
  email: 'matz@example.com',
  title: 'Chief Designer',
  age: 59,
  admin: true,
  score: 98.5,
  created_at: '2007-01-01T12:00:00Z',
  tags: ['ruby', 'mruby', 'design'],
  address: { street: '1 Main St', city: 'Matsue', zip: '690-0000' },
}
const body = JSON.stringify(record)

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? Number.NaN
}

async function timed(n: number, concurrency: number, op: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < n) {
      next++
      await op()
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return ((performance.now() - started) * 1000) / n // µs per operation
}

async function benchFind(): Promise<void> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
    res.end(body)
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  class Person extends Resource {
    static override site = `${origin}/`
    static override format: Format = 'json'
  }
  const url = `${origin}/people/1.json`
  const bare = async (): Promise<unknown> => {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, redirect: 'manual' })
    return JSON.parse(await response.text()) as unknown
  }
  const client = (): Promise<unknown> => Person.find(1)

  // sanity: both read the same record
  const viaClient = (await Person.find(1)).attributes
  if (JSON.stringify(viaClient) !== JSON.stringify(await bare())) throw new Error('client and bare fetch disagree')

  await timed(500, CONCURRENCY, bare)
  await timed(500, CONCURRENCY, client)
  const bareRounds: number[] = []
  const clientRounds: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    bareRounds.push(await timed(REQUESTS, CONCURRENCY, bare))
    clientRounds.push(await timed(REQUESTS, CONCURRENCY, client))
  }
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))

  const b = median(bareRounds)
  const c = median(clientRounds)
  console.log(`JSON find, ${REQUESTS} requests × ${ROUNDS} rounds, concurrency ${CONCURRENCY} (median of rounds)`)
  console.log(`  bare fetch + JSON.parse   ${b.toFixed(1).padStart(8)} µs/op`)
  console.log(`  Person.find(1)            ${c.toFixed(1).padStart(8)} µs/op`)
  console.log(`  ratio client / bare       ${(c / b).toFixed(3).padStart(8)}×   (goal ≤ 1.2×; overhead ${(c - b).toFixed(1)} µs/op)`)
}

function benchXml(): void {
  const people = Array.from({ length: 200 }, (_, i) => ({
    ...record,
    id: i + 1,
    created_at: new Date(Date.UTC(2007, 0, 1, 12, 0, i % 60)),
    address: { ...record.address },
  }))
  const xml = encodeXml(people, { root: 'people' })
  const bytes = Buffer.byteLength(xml)
  const fxp = new XMLParser({ ignoreAttributes: false })
  const check = decodeXml(xml)['people'] as unknown[]
  if (check.length !== people.length) throw new Error('decodeXml lost records')

  const throughput = (op: () => unknown): number => {
    const iterations = 60
    for (let i = 0; i < 10; i++) op()
    const started = performance.now()
    for (let i = 0; i < iterations; i++) op()
    const seconds = (performance.now() - started) / 1000
    return (bytes * iterations) / seconds / 1e6 // MB/s
  }
  const fxpRounds: number[] = []
  const oursRounds: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    fxpRounds.push(throughput(() => fxp.parse(xml)))
    oursRounds.push(throughput(() => decodeXml(xml)))
  }
  const f = median(fxpRounds)
  const o = median(oursRounds)
  console.log(`XML decode, a ${(bytes / 1024).toFixed(0)} KiB collection of ${people.length} typed records (median of ${ROUNDS} rounds)`)
  console.log(`  fast-xml-parser alone     ${f.toFixed(1).padStart(8)} MB/s`)
  console.log(`  decodeXml (Hash.from_xml) ${o.toFixed(1).padStart(8)} MB/s`)
  console.log(`  ratio decodeXml / fxp     ${(o / f).toFixed(3).padStart(8)}×   (throughput; fxp time ÷ ours ${(f / o).toFixed(2)}× slower)`)
}

/** The client's own CPU per find, with an in-memory transport (no network, no server): stable under load. */
async function benchCpu(): Promise<void> {
  const headers = new Headers({ 'Content-Type': 'application/json' })
  const response = { status: 200, statusText: 'OK', headers, text: () => Promise.resolve(body) }
  class Person extends Resource {
    static override site = 'http://127.0.0.1:1/'
    static override format: Format = 'json'
  }
  Person.fetch = () => Promise.resolve(response)
  const n = 50_000
  const client = (): Promise<unknown> => Person.find(1)
  const bare = async (): Promise<unknown> => JSON.parse(await response.text()) as unknown
  await timed(n, 1, client)
  await timed(n, 1, bare)
  // interleaved, like the loopback rounds, so that load drift hits both sides alike
  const clientRounds: number[] = []
  const bareRounds: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    clientRounds.push(await timed(n, 1, client))
    bareRounds.push(await timed(n, 1, bare))
  }
  const c = median(clientRounds)
  const b = median(bareRounds)
  console.log(`Client CPU per find, in-memory transport (median of ${ROUNDS} rounds of ${n})`)
  console.log(`  JSON.parse of the body     ${b.toFixed(2).padStart(8)} µs/op`)
  console.log(`  Person.find(1)             ${c.toFixed(2).padStart(8)} µs/op   (client overhead ${(c - b).toFixed(2)} µs/op)`)
}

await benchFind()
await benchCpu()
benchXml()
