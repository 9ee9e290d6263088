import { defineConfig } from 'tsup'

// One entry per public entry point of package.json's exports map, plus the CLI.
export default defineConfig([
  {
    entry: { index: 'src/index.ts', helpers: 'src/helpers/index.ts', server: 'src/server/index.ts', client: 'src/client/index.ts', testing: 'src/testing/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: false,
    // Shared code in chunks for CommonJS too (ESM splits by default), so the entries do not repeat it.
    splitting: true,
    target: 'es2022',
    platform: 'neutral',
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
