/**
 * Where TypeScript 7's allocations go in the full check of the bench app, project against floor:
 * an exact allocation profile. `GODEBUG=memprofilerate=1` makes the Go runtime record every
 * allocation (by default it samples one per 512 KiB), `--pprofDir` writes the profile, and
 * pprof-format reads it. Counts are exact and do not move with the machine's load, so a change to
 * the types can be judged by them while other work runs; each run takes about 15 s per variant.
 *
 * `npm run bench:types:profile [-- --size 1000 --variants floor,project --top 25]`
 *
 * Prints two tables (also written to .bench-tmp/types/profile.md): the allocations by part of the
 * check (by the checker functions on each allocation's stack, {@link PARTS}), and the functions
 * that allocate most beyond the first variant (self: the first frame outside Go's runtime and
 * containers), each with the floor beside. The function names are TypeScript 7's (its checker is a port of TypeScript's, with the
 * same names in Go case), so the attribution follows that compiler's internals.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { Profile } from 'pprof-format'
import { VARIANTS, writeApp, type Variant } from './generate'
import { COMPILER_PKG, FLAGS, TMP, emitLibrary, tscOf } from './run'

/**
 * The parts of the check, each an allocation's first match in this order among the functions on
 * its stack (so the parts do not overlap and add up to the whole).
 */
const PARTS: readonly (readonly [part: string, functions: readonly string[]])[] = [
  ['the expansion: indexed accesses of object types (each scope’s `{ … }[keyof Resources]`)', ['getPropertyTypeForIndexType']],
  ['the helpers’ names: the keys of the mapped types', ['resolveMappedTypeMembers']],
  ['the helpers’ types: the property types of the mapped types', ['getTypeOfMappedSymbol']],
  ['the rest of the calls (15 468 helper calls, and `defineRoutes`: its inference and check)', ['resolveCallExpression']],
  ['the rest of the check (the floor: its interface’s 15 468 members, a `PathHelper<[…]>` each)', ['checkSourceElement']],
  ['reading, parsing and binding the files', ['processAllProgramFiles', 'ParseSourceFile', 'BindSourceFile']],
]
/** Frames skipped when attributing an allocation to the function that made it. */
const RUNTIME = /^(runtime|internal|sync|slices|maps|strings|unicode|reflect|sort|core)\b|^checker\.new\w*Mapper$|TypeMapping$|Mappers$/

export interface ProfileOptions {
  size: number
  variants: readonly Variant[]
  top: number
}

interface Tally {
  total: number
  /** Allocations by the function that made them. */
  self: Map<string, number>
  /** Allocations by part ({@link PARTS}, then `other`). */
  parts: Map<string, number>
}

/** Runs TypeScript 7's full check of one app with every allocation recorded; returns the tally. */
function profileCheck(files: readonly string[], cwd: string, dir: string): Tally {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const r = spawnSync(
    process.execPath,
    [tscOf(COMPILER_PKG['7']!), ...FLAGS, '--singleThreaded', '--ignoreConfig', '--pprofDir', dir, ...files],
    { cwd, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, GODEBUG: 'memprofilerate=1' } },
  )
  const file = readdirSync(dir).find((f) => f.endsWith('memprofile.pb.gz'))
  if (!file) throw new Error(`TypeScript 7 wrote no memory profile:\n${r.stdout}${r.stderr}`)
  return tally(Profile.decode(gunzipSync(readFileSync(join(dir, file)))))
}

/** Allocated objects by function (self) and by part of the check ({@link PARTS}). */
export function tally(profile: Profile): Tally {
  const text = (i: number | bigint) => String(profile.stringTable.strings[Number(i)])
  const objects = profile.sampleType.findIndex((t) => text(t.type) === 'alloc_objects')
  if (objects < 0) throw new Error('the profile has no alloc_objects values')
  const functionName = new Map(
    profile.function.map((f) => [
      String(f.id),
      text(f.name)
        .replace(/(?:[\w.-]+\/)+/g, '')
        .replace('(*Checker).', ''),
    ]),
  )
  const frames = new Map(
    profile.location.map((l) => [String(l.id), l.line.map((line) => functionName.get(String(line.functionId)) ?? '?')]),
  )
  const self = new Map<string, number>()
  const parts = new Map<string, number>([...PARTS.map(([part]) => [part, 0] as const), ['other', 0]])
  let total = 0
  for (const sample of profile.sample) {
    const count = Number(sample.value[objects])
    total += count
    const stack = sample.locationId.flatMap((id) => frames.get(String(id)) ?? [])
    const maker = stack.find((f) => !RUNTIME.test(f)) ?? stack[0] ?? '?'
    self.set(maker, (self.get(maker) ?? 0) + count)
    const part = PARTS.find(([, functions]) => stack.some((f) => functions.some((name) => f.endsWith(`.${name}`))))?.[0] ?? 'other'
    parts.set(part, parts.get(part)! + count)
  }
  return { total, self, parts }
}

const k = (n: number) => `${(n / 1000).toFixed(1)} k`

/** Runs the profile; returns the markdown it printed. */
export async function runTypesProfile(o: ProfileOptions): Promise<string> {
  const lines: string[] = []
  const print = (s: string) => {
    lines.push(s)
    console.log(s)
  }
  const lib = emitLibrary()
  const tallies = new Map<Variant, Tally>()
  for (const v of o.variants) {
    const app = await writeApp(o.size, v, lib, join(TMP, String(o.size), v))
    tallies.set(v, profileCheck(app.files, join(TMP, String(o.size), v), join(TMP, 'profile', v)))
  }
  const names = [...tallies.keys()]
  const [base, last] = [tallies.get(names[0]!)!, tallies.get(names[names.length - 1]!)!]
  const columns = names.map((v) => `| ${v} `).join('')
  print(`## TypeScript 7 allocations of the full check, ${o.size} resources (exact)\n`)
  print(`| | ${names.join(' | ')} |`)
  print(`|---|${names.map(() => '---|').join('')}`)
  print(`| all | ${names.map((v) => k(tallies.get(v)!.total)).join(' | ')} |`)
  for (const part of base.parts.keys()) print(`| ${part} | ${names.map((v) => k(tallies.get(v)!.parts.get(part)!)).join(' | ')} |`)
  const makers = [...new Set([...base.self.keys(), ...last.self.keys()])]
    .map((f) => [f, (last.self.get(f) ?? 0) - (base.self.get(f) ?? 0)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, o.top)
  print(`\nThe functions that allocate most beyond ${names[0]} (self; ${names[names.length - 1]} − ${names[0]}):\n`)
  print(`| function${columns}| difference |`)
  print(`|---|${names.map(() => '---|').join('')}---|`)
  for (const [f, d] of makers) print(`| \`${f}\` | ${names.map((v) => k(tallies.get(v)!.self.get(f) ?? 0)).join(' | ')} | ${k(d)} |`)
  writeFileSync(join(TMP, 'profile.md'), lines.join('\n') + '\n')
  return lines.join('\n')
}

/** Reads `--name value` options. */
export function profileOptions(args: readonly string[]): ProfileOptions {
  const opt = (name: string, dflt: string): string => {
    const i = args.indexOf(`--${name}`)
    return i >= 0 ? args[i + 1]! : dflt
  }
  const variants = opt('variants', 'floor,project').split(',') as Variant[]
  for (const v of variants) if (!VARIANTS.includes(v)) throw new Error(`unknown variant ${v} (one of ${VARIANTS.join(', ')})`)
  return { size: Number(opt('size', '1000')), variants, top: Number(opt('top', '25')) }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runTypesProfile(profileOptions(process.argv.slice(2)))
}
