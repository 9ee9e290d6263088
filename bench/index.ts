/**
 * `npm run bench`: every runtime benchmark of the project, one after the other, in one run.
 * Each prints its table with the ratios to its peers. (Type-check cost: `npm run bench:types`;
 * server load: `npm run bench:server`.)
 */
import { existsSync } from 'node:fs'
import { runRoutingBench } from './routing/index'
import { runSizeBench } from './size'

console.log(`typed-resources benchmarks — node ${process.version}, ${new Date().toISOString()}\n`)
await runRoutingBench()
await runSizeBench()
if (existsSync(new URL('./client.ts', import.meta.url))) {
  console.log('## Client\n')
  await import('./client')
}
