// Quick local timing while designing (not the project benchmark): expand vs the runtime build
// (compile, matcher, generator) on the benchmark's 300-resource declaration.
import { expand } from '../src/routing/expand'
import { createGenerator } from '../src/routing/generator'
import { createMatcher } from '../src/routing/matcher'
import { compileAll, controllersOf } from '../src/routing/segments'
import { generateDeclaration } from './routing/table'

const declaration = generateDeclaration(300)
const rows: number[][] = []
for (let k = 0; k < 25; k++) {
  const t0 = performance.now()
  const r = expand(declaration as any)
  const t1 = performance.now()
  const c = compileAll(r, controllersOf(r))
  const t2 = performance.now()
  createMatcher(r, c)
  const t3 = performance.now()
  createGenerator(r, c, {})
  const t4 = performance.now()
  rows.push([t1 - t0, t2 - t1, t3 - t2, t4 - t3, t4 - t0])
}
const median = (i: number) => rows.map((r) => r[i]!).sort((a, b) => a - b)[12]!.toFixed(2)
console.log(`median ms — expand ${median(0)}, compile ${median(1)}, matcher ${median(2)}, generator ${median(3)}, total ${median(4)}`)
