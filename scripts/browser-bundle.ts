/**
 * The sources bundled for a browser as an app's bundler bundles the package (esbuild, ESM,
 * minified, platform browser): one set of options for the real-browser tests and `bench/size.ts`.
 * The package's entry names map to the sources, and the client's `./xml-parse` resolves to
 * `./xml-parse.browser.ts` (the platform's DOMParser), as the built package's `#xml-parse` import
 * does under the `browser` condition (package.json `imports`): fast-xml-parser stays out.
 */
import { build, type Plugin } from 'esbuild'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '')

/** The package's browser entry points, by the name an app imports, mapped to their sources. */
export const BROWSER_ENTRIES: Readonly<Record<string, string>> = {
  'typed-resources': './src/index.ts',
  'typed-resources/helpers': './src/helpers/index.ts',
  'typed-resources/client': './src/client/index.ts',
  'typed-resources/testing': './src/testing/index.ts',
}

const browserXmlParser: Plugin = {
  name: 'typed-resources-browser-xml',
  setup(build) {
    build.onResolve({ filter: /^\.\/xml-parse$/ }, (args) => ({ path: join(dirname(args.importer), 'xml-parse.browser.ts') }))
  },
}

/** A bundle: its code, and the inputs esbuild read (paths relative to the repository, `node:` modules by name). */
export interface BrowserBundle {
  readonly code: string
  readonly bytes: Uint8Array
  readonly inputs: readonly string[]
}

/**
 * Bundles `code` (a module importing the package by its entry names, or sources by relative path
 * from the repository root) for the browser.
 * @param options.minify `false` keeps the code readable (default `true`, as a production build).
 */
export async function bundleForBrowser(code: string, options: { readonly minify?: boolean } = {}): Promise<BrowserBundle> {
  const result = await build({
    stdin: { contents: code, resolveDir: ROOT, loader: 'ts' },
    absWorkingDir: ROOT,
    alias: BROWSER_ENTRIES,
    plugins: [browserXmlParser],
    bundle: true,
    minify: options.minify ?? true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  const output = result.outputFiles[0]!
  return { code: output.text, bytes: output.contents, inputs: Object.keys(result.metafile.inputs) }
}
