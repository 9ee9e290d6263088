/**
 * `npm run test:mirror -- --runs 2000 [--seed 42] [--no-vectors]`: the mirror property over
 * many random declarations plus the 400 Rails 2.3.18 vector declarations. Prints the smallest
 * declaration of the first disagreement; exit code 1 when any.
 */
import { mirrorRandom, mirrorVectors, type MirrorReport } from '../test/types/mirror/run'

const args = process.argv.slice(2)
const opt = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? Number(args[i + 1]) : dflt
}
const runs = opt('runs', 200)
const seed = opt('seed', Date.now() % 100000)

function print(label: string, r: MirrorReport): boolean {
  console.log(
    `${r.disagreements.length === 0 ? 'ok  ' : 'FAIL'} ${label}: ${r.checked} declarations, ${r.disagreements.length} disagreements, ${r.ambiguous} with an ambiguous name (${Math.round(r.ms)} ms)`,
  )
  const first = r.disagreements[0]
  if (first) {
    console.log('smallest declaration showing the first disagreement:')
    console.log(JSON.stringify(first.declaration, (_, v) => (v instanceof RegExp ? `/${v.source}/${v.flags}` : v), 2))
    console.log(first.message)
  }
  return r.disagreements.length === 0
}

let ok = print(`random (seed ${seed})`, mirrorRandom(runs, seed))
if (!args.includes('--no-vectors')) ok = print('Rails 2.3.18 vectors', mirrorVectors()) && ok
process.exit(ok ? 0 : 1)
