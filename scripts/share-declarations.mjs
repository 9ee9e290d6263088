/**
 * Run by `npm run build` after tsup. tsup writes every declaration twice, `dist/<entry>.d.ts` (for
 * `import`) and `dist/<entry>.d.cts` (for `require`), the same text but for the chunk names they
 * import. Here each `.d.ts` of package.json's `exports` becomes a one-line re-export of its `.d.cts`
 * and the `.d.ts` chunks go: TypeScript reads one set of declarations under `import` and
 * `require`, and `npm i typed-resources` installs them once. `npm run lint:pkg` (publint --strict,
 * attw --profile node16) checks both resolutions.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

const manifest = JSON.parse(readFileSync('package.json', 'utf8'))
const shared = new Set()
for (const [entry, conditions] of Object.entries(manifest.exports)) {
  const esm = conditions.import?.types
  const cjs = conditions.require?.types
  if (esm === undefined || cjs === undefined) continue
  const match = /^\.\/dist\/([\w.-]+)\.d\.ts$/.exec(esm)
  if (!match || cjs !== `./dist/${match[1]}.d.cts`)
    throw new Error(`exports["${entry}"]: expected ./dist/<name>.d.ts and ./dist/<name>.d.cts, got ${esm} and ${cjs}`)
  // `export *` carries every named export, not a default one: none of the entries has one.
  if (/\bexport\s+(default|=)|\bas default\b/.test(readFileSync(cjs, 'utf8')))
    throw new Error(`${cjs} has a default export, which export * would drop`)
  writeFileSync(esm, `export * from './${match[1]}.cjs'\n`)
  shared.add(`${match[1]}.d.ts`)
}
for (const file of readdirSync('dist')) {
  if (file.endsWith('.d.ts') && !shared.has(file)) rmSync(`dist/${file}`)
}
