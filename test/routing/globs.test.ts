/**
 * Glob segments (`*name`) with a requirement or a default.
 * - Rails 2.3.18 segments.rb: a glob with a requirement recognizes with `(<source>)` (DynamicSegment
 *   #regexp_chunk; PathSegment overrides only default_regexp_chunk `(.*)`), so the glob's value is
 *   the whole match. The runtime wrote the bare source and recognized `[]`.
 * - PathSegment#default= raises "paths cannot have non-empty default values": a declaration with
 *   one is refused (it was taken for generation and ignored for recognition).
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes, DeclarationError } from '../../src/index'

describe('a glob with a requirement', () => {
  const routes = defineRoutes({
    connect: [
      { name: 'page', path: 'pages/*path', controller: 'pages', action: 'show', requirements: { path: /[a-z/]+/ } },
      { name: 'doc', path: 'docs/*path', controller: 'docs', action: 'show', requirements: { path: /(en|de)\/[a-z]+/ } },
    ],
  } as const)
  const h = routes.helpers as unknown as Record<string, (...args: unknown[]) => string>

  it('recognizes the glob as the whole match', () => {
    expect(routes.recognizePath('/pages/ab/cd')).toEqual({ controller: 'pages', action: 'show', path: ['ab', 'cd'] })
    expect(routes.recognizePath('/pages/ab')).toEqual({ controller: 'pages', action: 'show', path: ['ab'] })
    expect(routes.recognizePath('/docs/en/intro')).toEqual({ controller: 'docs', action: 'show', path: ['en', 'intro'] })
    expect(routes.match('/pages/AB').error).toBe('not_found')
  })

  it('generate → recognize', () => {
    const path = h['page_path']!(['ab', 'cd'])
    expect(path).toBe('/pages/ab/cd')
    expect(routes.recognizePath(path)).toMatchObject({ path: ['ab', 'cd'] })
  })
})

describe('a glob default', () => {
  it('a non-empty one is a DeclarationError naming the route and the option', () => {
    const decl = { connect: [{ name: 'page', path: 'pages/*path', controller: 'pages', defaults: { path: 'index' } }] }
    expect(() => defineRoutes(decl as never)).toThrow(DeclarationError)
    expect(() => defineRoutes(decl as never)).toThrow(/connect\[0\]: option "defaults\.path"/)
  })

  it('null or empty is accepted (a glob is optional anyway)', () => {
    for (const dflt of [null, '']) {
      const routes = defineRoutes({
        connect: [{ name: 'page', path: 'pages/*path', controller: 'pages', defaults: { path: dflt } }],
      } as never)
      expect(routes.recognizePath('/pages')).toEqual({ controller: 'pages', action: 'index', path: [] })
      expect((routes.helpers as unknown as Record<string, () => string>)['page_path']!()).toBe('/pages')
    }
  })
})
