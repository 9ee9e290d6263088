/**
 * Acceptance of `typed-resources convert` on real Rails 2.3 route files (outside `npm test`):
 * converts each `*.rb` of a folder, type-checks the output with the type-level helpers, loads it,
 * and compares its route table, route by route in recognition order, with the table Rails 2.3.18
 * builds from the same file (the `*.rails23.json` beside it): name, verb, path, controller, action,
 * requirements, segment requirements, defaults, conditions and the `rake routes` line.
 *
 *   npm run accept:convert [-- <folder>] [--table]
 *
 * The folder defaults to $TYPED_RESOURCES_RAILS_APPS, else ../shared/rails-apps beside the
 * repository (public routes.rb files that are not the project's to copy: they are read here
 * only). `--table` prints every route as `typed-resources routes` shows it beside its `rake routes`
 * line; disagreements are printed that way in any case. Exit code 1 when any route disagrees or
 * an output does not type-check.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadRouteSet } from '../src/cli/index'
import { formatRoutesTable } from '../src/cli/table'
import { convertRoutes } from '../src/cli/convert/index'
import { loadRubyParser } from '../src/cli/convert/prism'
import type { Route } from '../src/routing/route'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const showTable = args.includes('--table')
const folder = resolve(
  args.find((a) => !a.startsWith('--')) ?? process.env['TYPED_RESOURCES_RAILS_APPS'] ?? join(root, '..', 'shared', 'rails-apps'),
)
// Inside the repository (git- and lint-ignored), so the output's `import … from 'typed-resources'` resolves to this package (dist/).
const work = join(root, '.accept-convert')

interface RailsRegexp {
  regexp: string
  flags: string
}
interface RailsRoute {
  name: string | null
  verb: string | null
  path: string
  controller: string | null
  action: string | null
  requirements: Record<string, unknown>
  segment_requirements: Record<string, RailsRegexp>
  defaults: Record<string, unknown>
  conditions: Record<string, unknown>
  rake: string
}

const pathKeys = (path: string): Set<string> => new Set([...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!))
/** A JavaScript RegExp as Rails' JSON writes a Ruby one: source without `\/` escapes, Ruby flags. */
const rubyRegexp = (re: RegExp): RailsRegexp => ({
  regexp: re.source.replace(/\\\//g, '/'),
  flags: `${re.flags.includes('i') ? 'i' : ''}${re.flags.includes('s') ? 'm' : ''}`,
})
const sorted = (o: Record<string, unknown>): string =>
  JSON.stringify(Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b))))
const rubyInspect = (v: unknown): string =>
  v instanceof RegExp
    ? `/${rubyRegexp(v).regexp}/${rubyRegexp(v).flags}`
    : v === null
      ? 'nil'
      : typeof v === 'number'
        ? String(v)
        : JSON.stringify(v)

/** Our route in the shape of the Rails JSON (how Rails 2.3 keeps the same facts). */
function asRails(route: Route): Omit<RailsRoute, 'rake'> & { rake: string } {
  const keys = pathKeys(route.path)
  // Rails' route requirements: controller and action when not path segments, then what names no segment.
  const requirements: Record<string, unknown> = {}
  if (route.controller !== null && !keys.has('controller')) requirements['controller'] = route.controller
  if (route.action !== null && !keys.has('action')) requirements['action'] = route.action
  for (const [k, v] of Object.entries(route.defaults)) if (!keys.has(k)) requirements[k] = v
  for (const [k, re] of Object.entries(route.requirements)) if (!keys.has(k)) requirements[k] = re
  const segmentRequirements: Record<string, RailsRegexp> = {}
  for (const [k, re] of Object.entries(route.requirements)) if (keys.has(k)) segmentRequirements[k] = rubyRegexp(re)
  // Rails' Route#defaults: segment defaults that are not nil, and requirements that are not Regexps.
  const defaults: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(route.defaults)) if (keys.has(k) && v !== null) defaults[k] = v
  for (const [k, v] of Object.entries(requirements)) if (!(v instanceof RegExp) && v !== null) defaults[k] = v
  const verb = typeof route.verb === 'string' ? (route.verb === 'ANY' ? null : route.verb) : route.verb.join('|')
  const shown = Object.entries(requirements)
  const rake = [
    route.name ?? '',
    verb ?? '',
    route.path,
    shown.length > 0 ? `{${shown.map(([k, v]) => `:${k}=>${rubyInspect(v)}`).join(', ')}}` : '',
  ]
    .filter((s) => s !== '')
    .join(' ')
  return {
    name: route.name ?? null,
    verb,
    path: route.path,
    controller: keys.has('controller') ? null : route.controller,
    action: route.action,
    requirements,
    segment_requirements: segmentRequirements,
    defaults,
    conditions: { ...(route.conditions ?? {}) },
    rake,
  }
}

/** The fields on which our route and Rails' disagree. */
function disagreements(ours: ReturnType<typeof asRails>, rails: RailsRoute): string[] {
  const out: string[] = []
  const same = (field: string, a: unknown, b: unknown): void => {
    if (a !== b) out.push(`${field}: ours ${String(a)}, Rails ${String(b)}`)
  }
  same('name', ours.name, rails.name)
  same('verb', ours.verb, rails.verb)
  same('path', ours.path, rails.path)
  same('controller', ours.controller, rails.controller)
  same('action', ours.action, rails.action)
  const railsRequirements = Object.fromEntries(
    Object.entries(rails.requirements).map(([k, v]) => [
      k,
      v && typeof v === 'object' && 'regexp' in v ? `/${(v as RailsRegexp).regexp}/${(v as RailsRegexp).flags}` : v,
    ]),
  )
  const ourRequirements = Object.fromEntries(
    Object.entries(ours.requirements).map(([k, v]) => [k, v instanceof RegExp ? `/${rubyRegexp(v).regexp}/${rubyRegexp(v).flags}` : v]),
  )
  same('requirements', sorted(ourRequirements), sorted(railsRequirements))
  same('segment requirements', sorted(ours.segment_requirements), sorted(rails.segment_requirements))
  same('defaults', sorted(ours.defaults), sorted(rails.defaults))
  same('conditions', sorted(ours.conditions), sorted(rails.conditions))
  same('rake routes line', ours.rake, rails.rake)
  return out
}

/** Type-checks the outputs with TypeScript 5.9, with a file using one helper per Rails named route. */
function typeCheck(files: { module: string; names: string[] }[]): { ok: boolean; output: string } {
  const checks = files.map(({ module, names }, i) => {
    const use = names.map((n) => `  routes${i}.helpers.${n}_path,`).join('\n')
    return `import { routes as routes${i} } from './${module}'\n// Every named route Rails makes has a typed helper; a name Rails does not make has none.\nexport const helpers${i} = [\n${use}\n]\n// @ts-expect-error not a route of this file\nroutes${i}.helpers.no_such_route_path\n`
  })
  writeFileSync(join(work, 'check.ts'), checks.join('\n'))
  writeFileSync(
    join(work, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ['*.ts'],
      },
      null,
      2,
    ),
  )
  const require = createRequire(import.meta.url)
  const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc')
  const r = spawnSync(process.execPath, [tsc, '-p', work], { encoding: 'utf8' })
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` }
}

async function main(): Promise<number> {
  if (!existsSync(join(root, 'dist', 'index.js')))
    throw new Error('build first: npm run build (the converted modules import typed-resources from dist/)')
  const inputs = readdirSync(folder)
    .filter((f) => f.endsWith('.rb'))
    .sort()
  if (inputs.length === 0) throw new Error(`no .rb files in ${folder}`)
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  let failed = false
  const typed: { module: string; names: string[] }[] = []
  const parser = await loadRubyParser()
  for (const input of inputs) {
    const file = join(folder, input)
    const expectedFile = file.replace(/\.rb$/, '.rails23.json')
    const { code, warnings } = await convertRoutes(readFileSync(file, 'utf8'), { file: input, parser })
    const module = input.replace(/\.rb$/, '').replace(/[^\w-]/g, '_')
    const out = join(work, `${module}.ts`)
    writeFileSync(out, code)
    console.log(`\n${input}: converted to ${out.slice(root.length + 1)} (${warnings.length} warning${warnings.length === 1 ? '' : 's'})`)
    for (const w of warnings) console.log(`  warning ${input}:${w.line}: ${w.message}`)
    if (!existsSync(expectedFile)) {
      console.log(`  no ${basename(expectedFile)}: nothing to compare`)
      continue
    }
    const expected = (JSON.parse(readFileSync(expectedFile, 'utf8')) as { routes: RailsRoute[] }).routes
    const routes = (await loadRouteSet(out)).routes
    typed.push({ module, names: [...new Set(expected.flatMap((r) => (r.name === null ? [] : [r.name])))] })
    const ourLines = formatRoutesTable(routes).split('\n')
    const width = Math.max(...ourLines.map((l) => l.length))
    let agree = 0
    const count = Math.max(routes.length, expected.length)
    for (let i = 0; i < count; i++) {
      const ours = routes[i]
      const rails = expected[i]
      const problems = ours === undefined ? ['missing here'] : rails === undefined ? ['not in Rails'] : disagreements(asRails(ours), rails)
      if (problems.length === 0) agree++
      if (problems.length > 0 || showTable) {
        console.log(`  ${String(i + 1).padStart(3)} ${(ourLines[i] ?? '').padEnd(width)} | ${rails?.rake ?? ''}`)
        for (const p of problems) console.log(`        ${p}`)
      }
    }
    console.log(`  ${agree} of ${expected.length} Rails routes agree (${routes.length} routes converted), in recognition order`)
    if (agree !== expected.length || routes.length !== expected.length) failed = true
  }
  const check = typeCheck(typed)
  console.log(`\ntype-check of the converted modules (TypeScript 5.9, a typed helper per Rails named route): ${check.ok ? 'ok' : 'FAILED'}`)
  if (!check.ok) {
    console.log(check.output)
    failed = true
  }
  return failed ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
