/**
 * typed-resources/helpers: generation from a route table written ahead of time. On every Rails
 * 2.3.18 vector, the table as `typed-resources table` writes it (module source, evaluated) gives
 * Rails' generations exactly, as `defineRoutes` does; the CLI writes a module that imports the
 * route file's type only and builds the same helpers.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { main } from '../../src/cli/index'
import { tableModule, toSource } from '../../src/cli/emit-table'
import { routesFromTable } from '../../src/helpers/index'
import { defineRoutes, RoutingError } from '../../src/index'
import { loadVectors, VECTOR_CONFIG } from '../support/vectors'

describe('routesFromTable on the Rails 2.3.18 vectors', () => {
  it('the written table generates every URL as Rails does', { timeout: 300_000 }, () => {
    let checked = 0
    for (const v of loadVectors()) {
      const full = defineRoutes(v.declaration, VECTOR_CONFIG)
      const table = new Function(`return ${toSource(full.routes)}`)()
      expect(table, `seed ${v.seed}`).toEqual(full.routes)
      const routes = routesFromTable(table, VECTOR_CONFIG)
      for (const g of v.generations) {
        const where = `seed ${v.seed}: ${g.helper}(${JSON.stringify(g.args).slice(1, -1)})`
        const helper = routes.helpers[g.helper]!
        if (typeof g.result === 'string') expect(helper(...g.args), where).toBe(g.result)
        else expect(() => helper(...g.args), where).toThrow(RoutingError)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(1000)
  })

  it('urlFor and formFor answer as defineRoutes does', () => {
    const full = defineRoutes({ resources: { posts: { resources: { comments: {} } } } }, { defaultUrlOptions: { host: 'example.com' } })
    const routes = routesFromTable<typeof full>(full.routes, { defaultUrlOptions: { host: 'example.com' } }, full.resources)
    expect(routes.urlFor({ controller: 'comments', action: 'show', post_id: 1, id: 2 })).toBe(
      full.urlFor({ controller: 'comments', action: 'show', post_id: 1, id: 2 }),
    )
    expect(routes.helpers.post_comment_url(1, 2)).toBe('http://example.com/posts/1/comments/2')
    expect(routes.formFor('post', { id: 3 })).toEqual(full.formFor('post', { id: 3 }))
    expect(routes.formFor('post_comments', {}, 3)).toEqual(full.formFor('post_comments', {}, 3))
    expect(routes.resources).toBe(full.resources)
    expect('recognizePath' in routes).toBe(false)
  })

  it('without the resources, formFor says to write the table again', () => {
    const full = defineRoutes({ resources: { posts: {} } })
    const routes = routesFromTable<typeof full>(full.routes)
    expect(routes.resources).toEqual([])
    expect(routes.helpers.post_path(3)).toBe('/posts/3')
    expect(() => routes.formFor('post', { id: 3 })).toThrow(
      new RoutingError(
        'formFor needs the resource model beside the route table: write the table module again with `typed-resources table`',
      ),
    )
  })

  it('refuses what is not a table', () => {
    expect(() => routesFromTable({} as never)).toThrow('routesFromTable: the table must be an array of routes')
    expect(() => routesFromTable([{ name: 'x' }] as never)).toThrow('routesFromTable: table[0] is not a route')
    expect(() => routesFromTable([], {}, {} as never)).toThrow('routesFromTable: the resources must be an array of resource descriptions')
  })
})

describe('typed-resources table', () => {
  it('writes a module importing the route file as a type only, whose helpers are the route file’s', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-table-'))
    const out = join(dir, 'routes.table.ts')
    const lines: string[] = []
    expect(await main(['table', 'test/cli/fixture-routes.ts', out], (line) => lines.push(line))).toBe(0)
    expect(lines[0]).toMatch(/^wrote .*routes\.table\.ts \(\d+ routes/)
    const text = readFileSync(out, 'utf8')
    expect(text).toContain("import { routesFromTable } from 'typed-resources/helpers'")
    expect(text).toMatch(/import type \{ routes as declared \} from '.*test\/cli\/fixture-routes\.js'/)
    expect(text).toContain('export const routes = routesFromTable<typeof declared>([')
    // Load it with the package's helpers entry from the sources.
    const runnable = join(dir, 'runnable.ts')
    const { writeFileSync } = await import('node:fs')
    writeFileSync(
      runnable,
      text.replace("'typed-resources/helpers'", `'${resolve('src/helpers/index.ts')}'`).replace(/^import type .*$/m, ''),
    )
    const { routes } = (await import(pathToFileURL(runnable).href)) as { routes: ReturnType<typeof routesFromTable> }
    const { routes: full } = await import('../cli/fixture-routes')
    expect(routes.routes).toEqual(full.routes)
    expect(routes.resources).toEqual(full.resources)
    expect(routes.formFor('post_comments', {}, 5)).toEqual(full.formFor('post_comments', {}, 5))
    expect(routes.helpers['publish_post_path']!(5)).toBe(full.helpers.publish_post_path(5))
  })

  it('writes JavaScript without the type import, and refuses a table holding a function', () => {
    const full = defineRoutes({ resources: { posts: {} } }, { camelCase: true })
    const js = tableModule(full, 'default', '/app/routes.mjs', '/app/routes.table.mjs')
    expect(js).not.toContain('import type')
    // The routes, the config, then the resource model, once.
    expect(js).toContain('], { camelCase: true }, [\n  { singleton: false, name: "posts", singular: "post", controller: "posts",')
    expect(js.match(/singleton:/g)).toHaveLength(1)
    expect(() => toSource({ conditions: { method: 'get', check: () => true } }, 'routes[3]')).toThrow(
      'routes[3].conditions.check holds a function, which a table module cannot hold',
    )
  })
})
