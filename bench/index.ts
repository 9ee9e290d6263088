/**
 * `npm run bench`: every runtime benchmark of the project, one after the other, in one run, on this
 * repository's build (`npm run bench` builds first). Routing and client run copies of the shared
 * harnesses (bench/routing/harness/, bench/client/), so their ratios are the shared ones.
 * Then the type-check cost of the derived helpers against the fair floor (bench/types, protocol
 * in bench/types/README.md). Each prints its table with the ratios to its peers. (Server load:
 * `npm run bench:server`.)
 *
 * `npm run bench -- routing` or `-- client` or `-- types` runs one of them; further arguments go to that harness.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { runRoutingBench } from './routing/index'
import { runSizeBench } from './size'
import { runTypesBench, typesBenchOptions } from './types/run'

const [only, ...rest] = process.argv.slice(2)
console.log(`typed-resources benchmarks — node ${process.version}, ${new Date().toISOString()}\n`)
if (only === undefined || only === 'routing') await runRoutingBench(only === undefined ? [] : rest)
if (only === undefined || only === 'size') await runSizeBench()
if (only === undefined || only === 'client') {
  console.log('## Client\n')
  // The client harness imports the package as `typed-resources/client` through its exports map.
  const run = spawnSync(
    process.execPath,
    [
      fileURLToPath(new URL('./client/run.mjs', import.meta.url)),
      '--pkg',
      fileURLToPath(new URL('../', import.meta.url)),
      ...(only === undefined ? [] : rest),
    ],
    {
      stdio: 'inherit',
    },
  )
  if (run.status !== 0) process.exitCode = run.status ?? 1
}
if (only === undefined || only === 'types') {
  console.log('\n## Type-check cost\n')
  await runTypesBench(typesBenchOptions(only === undefined ? [] : rest))
}
