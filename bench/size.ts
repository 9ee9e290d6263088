/**
 * `npm run bench` — what a browser app pays: each entry point bundled by esbuild for the browser
 * (minified, ESM, gzip -9) from the sources as the package's browser build has them, and typical
 * apps that import only what they use (tree-shaken). Part of
 * `npm run bench`; alone: `npm run bench:size` (`-- --install` also measures `npm i typed-resources`:
 * the packed tarball installed into an empty folder).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { toSource } from '../src/cli/emit-table'
import { defineRoutes } from '../src/index'
import { BROWSER_ENTRIES, bundleForBrowser } from '../scripts/browser-bundle'
import { table } from './harness'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Minified and minified + gzipped bytes of `code` bundled for the browser, and the Node modules it pulls. */
export async function browserBundle(code: string): Promise<{ min: number; gz: number; nodeImports: string[] }> {
  const { bytes, inputs } = await bundleForBrowser(code)
  return { min: bytes.length, gz: gzipSync(bytes, { level: 9 }).length, nodeImports: inputs.filter((input) => input.startsWith('node:')) }
}

/** The apps measured: what each imports and uses. */
export const APPS: readonly { name: string; pays: string; code: string }[] = [
  ...Object.keys(BROWSER_ENTRIES).map((entry) => ({
    name: `\`${entry}\` (every export)`,
    pays: 'the whole entry',
    code: `export * from '${entry}'`,
  })),
  {
    name: 'declarations + two helpers',
    pays: '`defineRoutes` validates, expands and compiles recognition and generation',
    code: `import { defineRoutes } from 'typed-resources'
const routes = defineRoutes({ resources: { posts: { resources: { comments: {} } } } } as const)
console.log(routes.helpers.post_path(1), routes.helpers.post_comments_path(1))`,
  },
  {
    name: 'the same two helpers from `typed-resources table`',
    pays: 'generation only (`routesFromTable`): the table was validated and expanded when written',
    code: `import { routesFromTable } from 'typed-resources/helpers'
const routes = routesFromTable(${toSource(defineRoutes({ resources: { posts: { resources: { comments: {} } } } }).routes)})
console.log(routes.helpers.post_path(1), routes.helpers.post_comments_path(1))`,
  },
  {
    name: 'JSON client (`Resource`, `format = "json"`)',
    pays: "the client with both formats (XML through the browser's DOMParser)",
    code: `import { Resource } from 'typed-resources/client'
class Person extends Resource {}
Person.site = 'https://api.example.com'
Person.format = 'json'
Person.find(1).then((person) => console.log(person.attributes))`,
  },
]

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`

export async function entrySizes(): Promise<string> {
  const rows: string[][] = []
  for (const app of APPS) {
    const size = await browserBundle(app.code)
    rows.push([
      app.name,
      kb(size.min),
      `**${kb(size.gz)}**`,
      size.nodeImports.length ? `no: ${size.nodeImports.join(', ')}` : 'yes',
      app.pays,
    ])
  }
  return table(['browser bundle (esbuild, minified)', 'minified', 'min + gzip', 'no node: import', 'what it pays for'], rows)
}

/** `npm i typed-resources` from the packed tarball into an empty folder: bytes on disk and package count. */
export function installSize(): string {
  const dir = mkdtempSync(join(tmpdir(), 'typed-resources-install-'))
  try {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' })
    const tarball = execFileSync('npm', ['pack', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n').pop()!
    writeFileSync(join(dir, 'package.json'), '{"name":"install-size","private":true}')
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--omit=dev', join(dir, tarball)], { cwd: dir, stdio: 'ignore' })
    const blocks = Number(execFileSync('du', ['-sk', 'node_modules'], { cwd: dir, encoding: 'utf8' }).split('\t')[0])
    const bytes = Number(execFileSync('du', ['-sb', 'node_modules'], { cwd: dir, encoding: 'utf8' }).split('\t')[0])
    const packages = execFileSync('npm', ['ls', '--all', '--parseable'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').length - 1
    return `npm i typed-resources: ${packages} packages, ${(bytes / 1e6).toFixed(2)} MB of files (${(blocks / 1024).toFixed(2)} MiB on disk, du -sk)`
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function runSizeBench(): Promise<void> {
  console.log('## Size\n')
  console.log((await entrySizes()) + '\n')
  if (process.argv.includes('--install')) console.log(installSize() + '\n')
}

if (import.meta.url === `file://${process.argv[1]}`) await runSizeBench()
