import { defineConfig } from 'tsup'
import { browserXmlParser } from './scripts/browser-plugin'

const ENTRIES = {
  index: 'src/index.ts',
  helpers: 'src/helpers/index.ts',
  server: 'src/server/index.ts',
  client: 'src/client/index.ts',
  testing: 'src/testing/index.ts',
}
const { server: _server, ...BROWSER_ENTRIES } = ENTRIES

// One entry per public entry point of package.json's exports map, plus the CLI; `npm run build`
// empties dist/ first. dist/browser/ is the `browser` condition's build: the same entries (but the
// server), with XML parsed by the platform's DOMParser instead of fast-xml-parser.
export default defineConfig([
  {
    entry: ENTRIES,
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: false,
    // Shared code in chunks for CommonJS too (ESM splits by default), so the entries do not repeat it.
    splitting: true,
    target: 'es2022',
    platform: 'neutral',
  },
  {
    entry: BROWSER_ENTRIES,
    outDir: 'dist/browser',
    format: ['esm'],
    dts: false,
    sourcemap: false,
    target: 'es2022',
    platform: 'browser',
    // Read by bundlers, which minify anyway: whitespace and syntax minified (names kept) to keep the install small.
    minifyWhitespace: true,
    minifySyntax: true,
    esbuildPlugins: [browserXmlParser],
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
