/**
 * The package as `npm run build` leaves it in dist/ (the test suite runs after the build): one
 * copy of each error class across the entry points under `require` and under `import`, the XML
 * parser a bundler picks for the browser and for Node, and one set of declarations.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const DIST = resolve('dist')
const require = createRequire(import.meta.url)

/** An unsafe requirement makes createRequestHandler throw its DeclarationError (the routing entry's class). */
function serverDeclarationError(
  routing: { defineRoutes(declaration: unknown): unknown },
  server: { createRequestHandler(routes: unknown, controllers: unknown): unknown },
): unknown {
  const routes = routing.defineRoutes({ resources: { posts: { only: ['show'], requirements: { id: /(a+)+b/ } } } })
  try {
    server.createRequestHandler(routes, {})
  } catch (error) {
    return error
  }
  throw new Error('createRequestHandler accepted an unsafe requirement')
}

/** helpers' urlFor without a controller throws its RoutingError. */
function helpersRoutingError(helpers: { routesFromTable(table: readonly unknown[]): { urlFor(hash: object): string } }): unknown {
  try {
    helpers.routesFromTable([]).urlFor({})
  } catch (error) {
    return error
  }
  throw new Error('urlFor without a controller returned')
}

describe('the built entry points share their classes', () => {
  it('under require: the server and helpers throw the DeclarationError and RoutingError that typed-resources exports', () => {
    const routing = require(`${DIST}/index.cjs`)
    expect(serverDeclarationError(routing, require(`${DIST}/server.cjs`))).toBeInstanceOf(routing.DeclarationError)
    expect(helpersRoutingError(require(`${DIST}/helpers.cjs`))).toBeInstanceOf(routing.RoutingError)
  })

  it('under import: the same', async () => {
    const routing = await import(pathToFileURL(`${DIST}/index.js`).href)
    expect(serverDeclarationError(routing, await import(pathToFileURL(`${DIST}/server.js`).href))).toBeInstanceOf(routing.DeclarationError)
    expect(helpersRoutingError(await import(pathToFileURL(`${DIST}/helpers.js`).href))).toBeInstanceOf(routing.RoutingError)
  })
})

describe('the XML parser a bundler picks (package.json imports: #xml-parse)', () => {
  const inputsOf = async (platform: 'browser' | 'node'): Promise<string[]> => {
    const result = await build({
      stdin: { contents: `export { decodeXml } from './dist/client.js'`, resolveDir: resolve('.') },
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform,
      logLevel: 'silent',
    })
    return Object.keys(result.metafile.inputs)
  }

  it('for the browser: the DOMParser one, no fast-xml-parser and no Node module', async () => {
    const inputs = await inputsOf('browser')
    expect(inputs).toContain('dist/xml-parse.browser.js')
    expect(
      inputs.filter((input) => input.includes('fast-xml-parser') || input.startsWith('node:') || input === 'dist/xml-parse.js'),
    ).toEqual([])
  })

  it('for Node: fast-xml-parser', async () => {
    const inputs = await inputsOf('node')
    expect(inputs).toContain('dist/xml-parse.js')
    expect(inputs.some((input) => input.includes('node_modules/fast-xml-parser/'))).toBe(true)
  })

  it('at run time, under require and import, XML decodes through it', async () => {
    const xml = '<post><id type="integer">1</id><title>Hi &amp; bye</title></post>'
    expect(require(`${DIST}/client.cjs`).decodeXml(xml)).toEqual({ post: { id: 1, title: 'Hi & bye' } })
    expect((await import(pathToFileURL(`${DIST}/client.js`).href)).decodeXml(xml)).toEqual({ post: { id: 1, title: 'Hi & bye' } })
  })
})

describe('declarations', () => {
  it("are installed once: each entry's .d.ts re-exports its .d.cts", () => {
    for (const entry of ['index', 'helpers', 'server', 'client', 'testing']) {
      expect(readFileSync(`${DIST}/${entry}.d.ts`, 'utf8'), entry).toBe(`export * from './${entry}.cjs'\n`)
      expect(readFileSync(`${DIST}/${entry}.d.cts`, 'utf8'), entry).toMatch(/^export /m)
    }
  })
})

describe('the built CLI', () => {
  // A resolve hook that refuses @ruby/prism: a command that imports it fails.
  const hooks = `export async function resolve(specifier, context, next) { if (specifier === '@ruby/prism') throw new Error('@ruby/prism imported'); return next(specifier, context) }`
  const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)})`
  const run = (cwd: string, ...args: string[]) =>
    spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(register)}`, `${DIST}/cli.js`, ...args], {
      cwd,
      encoding: 'utf8',
    })

  it('imports @ruby/prism (WebAssembly) for convert only', { timeout: 60_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'built-cli-'))
    writeFileSync(
      join(dir, 'routes.mjs'),
      `import { defineRoutes } from ${JSON.stringify(pathToFileURL(`${DIST}/index.js`).href)}\nexport const routes = defineRoutes({ resources: { posts: {} } })\n`,
    )
    writeFileSync(join(dir, 'routes.rb'), 'ActionController::Routing::Routes.draw do |map|\n  map.resources :posts\nend\n')
    const routes = run(dir, 'routes', 'routes.mjs')
    expect(routes.stderr).toBe('')
    expect(routes.stdout).toMatch(/posts GET\s+\/posts\(\.:format\)\s+posts#index/)
    const help = run(dir, '--help')
    expect(help.stderr).not.toContain('@ruby/prism imported')
    expect(help.stdout).toContain('typed-resources convert <routes.rb>')
    // the hook works: convert imports the parser and is refused
    const convert = run(dir, 'convert', 'routes.rb')
    expect(convert.status).toBe(1)
    expect(convert.stderr).toContain('@ruby/prism imported')
  })
})
