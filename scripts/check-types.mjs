#!/usr/bin/env node
// Type tests: `tsc --noEmit -p type-tests` under every supported compiler — the oldest supported
// (TypeScript 5.4), the current JS compiler (5.9) and the native compiler (TypeScript 7).
// Also checks the sources themselves (root tsconfig) under 5.9.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const compilers = [
  ['TypeScript 5.4', 'typescript-5.4'],
  ['TypeScript 5.9', 'typescript'],
  ['TypeScript 7', 'typescript-7'],
]
const projects = process.argv.slice(2).length ? process.argv.slice(2) : ['type-tests']
let failed = false
for (const [label, pkg] of compilers) {
  const tsc = join(dirname(require.resolve(`${pkg}/package.json`)), 'bin', 'tsc')
  for (const project of projects) {
    const t0 = performance.now()
    const r = spawnSync(process.execPath, [tsc, '--noEmit', '-p', project], { stdio: 'inherit' })
    const ms = Math.round(performance.now() - t0)
    console.log(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${label}: tsc -p ${project} (${ms} ms)`)
    if (r.status !== 0) failed = true
  }
}
const t0 = performance.now()
const src = spawnSync(process.execPath, [join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc'), '--noEmit', '-p', '.'], {
  stdio: 'inherit',
})
console.log(
  `${src.status === 0 ? 'ok  ' : 'FAIL'} TypeScript 5.9: tsc -p . (sources, tests, examples) (${Math.round(performance.now() - t0)} ms)`,
)
if (src.status !== 0) failed = true
process.exit(failed ? 1 : 0)
