/**
 * The repository is self-contained: `git clone` then `npm ci && npm test` works on a machine that
 * has nothing beside the clone. No source under the folders below may name a path that leaves
 * the clone — a relative path climbing above the repository root, a `'..'` chain longer than the
 * file's depth, or a path into the sibling reference checkout (the `shared` folder beside the clone, `/work/…`). Reference
 * data lives in test/fixtures/ with its provenance (test/fixtures/README.md).
 *
 * The one exception: a script run only by a package.json `accept:*` script (an acceptance run on
 * data that may not be copied into the repository), provided `npm test` never reaches it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
/** This file: its examples of paths leaving the repository are the checker's test cases. */
const SELF = relative(ROOT, fileURLToPath(import.meta.url))
  .split(sep)
  .join('/')
const SCANNED = ['src', 'test', 'type-tests', 'examples', 'bench', 'scripts', '.ci']
/** Data, not code: fixtures are read, they read nothing. */
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'fixtures'])
const CODE = /\.(?:[cm]?[jt]sx?|sh)$/

/** One place where a file names a path outside the repository. */
interface Finding {
  file: string
  line: number
  text: string
  why: string
}

const outside = (path: string): boolean => {
  const rel = relative(ROOT, path)
  return rel === '..' || rel.startsWith(`..${sep}`) || resolve(ROOT, rel) !== path
}

/** The sibling checkout's names, which no file of the repository may use. */
const SIBLING =
  /(?:^|[^\w.-])\.\.\/shared(?:\/|$)|^\/work\/|(?:^|\/)shared\/(?:vectors|inflections-rails23|rails-apps|bench|API\.md|STYLE\.md)\b/

/**
 * Paths leaving the repository named in `source`, the text of `file` (repository-relative,
 * `/`-separated). Relative literals resolve against the file's folder (as `new URL(…,
 * import.meta.url)` and `join(dirname(…), …)` do there).
 */
export function findOutsidePaths(file: string, source: string): Finding[] {
  const folder = dirname(resolve(ROOT, file))
  const depth = relative(ROOT, folder).split(sep).filter(Boolean).length
  const findings: Finding[] = []
  source.split('\n').forEach((text, index) => {
    const found = (why: string) => findings.push({ file, line: index + 1, text: text.trim(), why })
    for (const match of text.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)) {
      const literal = match[2]!
      const prefix = literal.split('${')[0]!
      if (SIBLING.test(literal)) found(`names the sibling checkout: ${literal}`)
      else if (/^\.\.?\//.test(prefix) && outside(resolve(folder, prefix))) found(`climbs above the repository root: ${prefix}`)
    }
    for (const match of text.matchAll(/(?:(['"])\.\.\1\s*,\s*)*(['"])\.\.\2/g)) {
      const climbs = match[0].split('..').length - 1
      if (climbs > depth) found(`${climbs} '..' from a folder ${depth} deep`)
    }
    const shell = /\$\(dirname "?\$0"?\)((?:\/\.\.)+)/.exec(text)
    if (shell && shell[1]!.split('..').length - 1 > depth) found(`climbs above the repository root: ${shell[0]}`)
  })
  return findings
}

function filesUnder(folder: string): string[] {
  let names: string[]
  try {
    names = readdirSync(join(ROOT, folder))
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const path = `${folder}/${name}`
    if (statSync(join(ROOT, path)).isDirectory()) return SKIPPED_DIRECTORIES.has(name) ? [] : filesUnder(path)
    return CODE.test(name) || (folder === '.ci' && !name.includes('.')) ? [path] : []
  })
}

const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts

/** Every npm script `name` runs, itself included (following `npm run x` / `npm test`). */
function reachedScripts(name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name) || scripts[name] === undefined) return seen
  seen.add(name)
  for (const match of scripts[name]!.matchAll(/npm (?:run ([\w:.-]+)|(test)\b)/g)) reachedScripts(match[1] ?? match[2]!, seen)
  return seen
}

/** Files named by `accept:*` scripts: acceptance runs outside `npm test`, allowed to read reference data. */
const acceptanceFiles = new Set(
  Object.entries(scripts)
    .filter(([name]) => name.startsWith('accept:'))
    .flatMap(([, command]) =>
      command
        .split(/\s+/)
        .filter((word) => /^(?:\.\/)?scripts\/\S+\.[cm]?[jt]s$/.test(word))
        .map((word) => word.replace(/^\.\//, '')),
    ),
)

describe('the repository reads nothing outside the clone', () => {
  it('finds relative climbs, long ".." chains and sibling-checkout paths (the checker can fail)', () => {
    expect(
      findOutsidePaths('test/support/vectors.ts', "new URL('../../.." + "/shared/vectors/rails23-routing.jsonl', import.meta.url)"),
    ).toHaveLength(1)
    expect(findOutsidePaths('test/support/vectors.ts', "new URL('../../../data/routes.json', import.meta.url)")).toHaveLength(1)
    expect(findOutsidePaths('test/support/vectors.ts', "new URL('../../package.json', import.meta.url)")).toEqual([])
    expect(findOutsidePaths('test/mirror/check.ts', "join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')")).toHaveLength(1)
    expect(findOutsidePaths('bench/index.ts', "readFileSync('/work/shared/bench/router/README.md')")).toHaveLength(1)
    expect(findOutsidePaths('scripts/x.ts', 'const data = `${root}/..' + '/shared/inflections-rails23.json`')).toHaveLength(1)
    expect(findOutsidePaths('.ci/run', 'cd "$(dirname "$0")/../.."')).toHaveLength(1)
    expect(findOutsidePaths('test/review/a.test.ts', "import { x } from '../../src/inflector'")).toEqual([])
    expect(findOutsidePaths('test/mirror/check.ts', "join(dirname(fileURLToPath(import.meta.url)), '..', '..')")).toEqual([])
    expect(findOutsidePaths('src/routing/a.ts', "defineRoutes({ resources: { posts: {} } }); '/posts/:id'")).toEqual([])
  })

  it(`in ${SCANNED.join(', ')}`, () => {
    const files = SCANNED.flatMap(filesUnder)
    expect(files).toContain('test/support/vectors.ts')
    expect(files).toContain('.ci/run')
    const findings = files
      .filter((file) => file !== SELF && !acceptanceFiles.has(file))
      .flatMap((file) => findOutsidePaths(file, readFileSync(join(ROOT, file), 'utf8')))
    expect(findings, 'copy the data into test/fixtures/ with its provenance (test/fixtures/README.md)').toEqual([])
  })

  it('acceptance scripts allowed to read reference data are never run by npm test', () => {
    const reached = [...reachedScripts('test'), ...reachedScripts('test:e2e')]
    expect(reached).toContain('test:unit')
    expect(reached.filter((name) => name.startsWith('accept:'))).toEqual([])
    const commands = reached.map((name) => scripts[name]!).join('\n')
    for (const file of acceptanceFiles) expect(commands).not.toContain(file)
  })
})
