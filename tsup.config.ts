import { defineConfig } from 'tsup'
import type { Plugin } from 'esbuild'

const ENTRIES = {
  index: 'src/index.ts',
  helpers: 'src/helpers/index.ts',
  server: 'src/server/index.ts',
  client: 'src/client/index.ts',
  testing: 'src/testing/index.ts',
}
/** The client's two XML parsers, built on their own: package.json's `#xml-parse` import picks one. */
const XML_PARSERS = { 'xml-parse': 'src/client/formats/xml-parse.ts', 'xml-parse.browser': 'src/client/formats/xml-parse.browser.ts' }

/**
 * The XML decoder's `./xml-parse` import becomes the package import `#xml-parse`, left to the
 * importer's resolver: package.json's `imports` maps it to dist/xml-parse.browser.* under the
 * `browser` condition (the platform's DOMParser: fast-xml-parser stays out of browser bundles) and
 * to dist/xml-parse.* elsewhere. One build serves Node and browsers.
 */
const xmlParseImport: Plugin = {
  name: 'typed-resources-xml-parse-import',
  setup(build) {
    build.onResolve({ filter: /^\.\/xml-parse$/ }, (args) =>
      args.importer.endsWith('xml-decode.ts') ? { path: '#xml-parse', external: true } : undefined,
    )
  },
}

// One entry per public entry point of package.json's exports map, plus the CLI; `npm run build`
// empties dist/ first, then makes the .d.ts files re-export the .d.cts ones
// (scripts/share-declarations.mjs).
export default defineConfig([
  {
    entry: { ...ENTRIES, ...XML_PARSERS },
    format: ['esm', 'cjs'],
    dts: { entry: ENTRIES },
    sourcemap: false,
    // Shared code in chunks for CommonJS too (ESM splits by default), so the entries do not repeat it.
    splitting: true,
    target: 'es2022',
    platform: 'neutral',
    esbuildPlugins: [xmlParseImport],
  },
  {
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    dts: false,
    platform: 'node',
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
  },
])
