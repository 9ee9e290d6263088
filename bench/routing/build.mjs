#!/usr/bin/env node
// Cold table build (and the first requests) by the wall clock, the harness worker's way, in many fresh workers:
// @medley/router and each package directory given, interleaved. Usage (after `npm run build`):
//   node bench/routing/build.mjs [runs=20] [package dir ...]   (default: this repository)
// Each run: a new worker imports the adapter, makes the harness's table and requests (300 resources, seed 1), times
// `adapter.build(table)`, then the requests until 198 distinct first words have been seen ("first"), then one pass.
import { Worker } from 'node:worker_threads'
import { fileURLToPath } from 'node:url'
import { resolve } from 'node:path'

const runs = Number(process.argv[2] ?? 20)
const packages = process.argv.length > 3 ? process.argv.slice(3).map((d) => resolve(d)) : [fileURLToPath(new URL('../..', import.meta.url))]
const harness = new URL('./harness/', import.meta.url).href
const code = `
import { parentPort, workerData } from 'node:worker_threads';
const { makeRailsTable, makeRequests } = await import('${harness}table.mjs');
const adapter = (await import(workerData.target)).default;
const table = makeRailsTable(300, 1);
const { methods, paths } = makeRequests(table, { count: 10000, seed: 1 });
const t0 = performance.now();
const m = adapter.build(table);
const t1 = performance.now();
const seen = new Set();
for (let i = 0; i < paths.length && seen.size < 198; i++) { seen.add(paths[i].split('/')[1]); m.match(methods[i], paths[i]); }
const t2 = performance.now();
for (let i = 0; i < paths.length; i++) m.match(methods[i], paths[i]);
parentPort.postMessage({ build: t1 - t0, first: t2 - t1, pass: performance.now() - t2 });
`
const cases = [
  { name: '@medley/router', target: `${harness}adapters/medley.mjs`, pkg: '' },
  ...packages.map((pkg) => ({ name: pkg, target: `${harness}adapters/typed-resources.mjs`, pkg })),
]
const run = (c) =>
  new Promise((ok, ko) => {
    const w = new Worker(code, { eval: true, env: { ...process.env, TYPED_RESOURCES_PKG: c.pkg }, workerData: { target: c.target } })
    w.once('message', (m) => w.terminate().then(() => ok(m)))
    w.once('error', ko)
  })
for (const c of cases) c.results = []
for (let i = 0; i < runs; i++)
  for (let k = 0; k < cases.length; k++) {
    const c = cases[(i + k) % cases.length]
    c.results.push(await run(c))
  }
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const medley = cases[0]
const of = (c, key) => median(c.results.map((r) => r[key]))
for (const c of cases) {
  const row = { build: +of(c, 'build').toFixed(2), first: +of(c, 'first').toFixed(2), pass: +of(c, 'pass').toFixed(2) }
  if (c !== medley)
    Object.assign(row, {
      buildRatio: +(row.build / of(medley, 'build')).toFixed(2),
      buildAndFirstRatio: +((row.build + row.first) / (of(medley, 'build') + of(medley, 'first'))).toFixed(2),
    })
  console.log(c.name, JSON.stringify(row))
}
