/**
 * The esbuild plugin of the package's browser builds (tsup.config.ts, and the tests and benchmarks
 * that bundle the sources for a browser): `./xml-parse` resolves to `./xml-parse.browser.ts`, the
 * platform's DOMParser, so fast-xml-parser stays out of browser bundles.
 */
import type { Plugin } from 'esbuild'
import { dirname, join } from 'node:path'

export const browserXmlParser: Plugin = {
  name: 'typed-resources-browser-xml',
  setup(build) {
    build.onResolve({ filter: /^\.\/xml-parse$/ }, (args) => ({ path: join(dirname(args.importer), 'xml-parse.browser.ts') }))
  },
}
