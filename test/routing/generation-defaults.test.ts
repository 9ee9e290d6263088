/**
 * Non-segment `defaults` keys are any strings (docs/routing.md, plain routes: any other key
 * is added to the recognized params). Two routes whose default keys join to the same text
 * (`'p,q'` vs `p`, `q`) shared one compiled params builder, so the second route recognized the
 * first one's keys.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes, RoutingError } from '../../src/index'

describe('non-segment defaults with unusual keys', () => {
  it('each route recognizes its own keys', () => {
    const routes = defineRoutes({
      connect: [
        { path: 'a/:slug', controller: 'a', action: 'x', defaults: { 'p,q': 1 } },
        { path: 'b/:slug', controller: 'b', action: 'x', defaults: { p: 2, q: 3 } },
        { path: 'c/:slug', controller: 'c', action: 'x', defaults: { 'p"': 'v', ',': 'w' } },
      ],
    } as const)
    expect(routes.recognizePath('/a/1')).toEqual({ controller: 'a', action: 'x', 'p,q': '1', slug: '1' })
    expect(routes.recognizePath('/b/1')).toEqual({ controller: 'b', action: 'x', p: '2', q: '3', slug: '1' })
    expect(routes.recognizePath('/c/1')).toEqual({ controller: 'c', action: 'x', 'p"': 'v', ',': 'w', slug: '1' })
  })
})

describe('routes on one path with unusual requirement / default keys', () => {
  it('do not share the compiled path of another route', () => {
    const routes = defineRoutes({
      connect: [
        { path: 'p/:a', controller: 'x', action: 'one', defaults: { a: 'b:c' }, conditions: { method: 'get' } },
        { path: 'p/:a', controller: 'x', action: 'two', defaults: { 'a:b': 'c' } },
        { path: 'q/:a', controller: 'y', action: 'one', requirements: { a: /b=x/ }, conditions: { method: 'get' } },
        { path: 'q/:a', controller: 'y', action: 'two', requirements: { 'a=b': /x/ } },
      ],
    } as const)
    // Route two's :a is required (no default): /p alone is not its path.
    expect(routes.match('/p', { method: 'POST' }).error).toBe('method_not_allowed')
    expect(routes.recognizePath('/p/z', { method: 'POST' })).toEqual({ controller: 'x', action: 'two', a: 'z', 'a:b': 'c' })
    // Route two's :a has no requirement: any segment.
    expect(routes.recognizePath('/q/z', { method: 'POST' })).toEqual({ controller: 'y', action: 'two', a: 'z' })
  })
})

describe("a named route's non-segment defaults fix its helpers' options (Rails 2.3 generation_requirements)", () => {
  const routes = defineRoutes({
    connect: [
      { name: 'raw', path: 'files/:id/raw', controller: 'files', action: 'entry', defaults: { format: 'raw' } },
      { name: 'print', path: 'docs/:id/print', controller: 'docs', action: 'show', defaults: { layout: 'print', page: 1, q: null } },
    ],
  } as const)
  const h = routes.helpers
  it('the helper fills the value in; the same value or a number for its text is accepted', () => {
    expect(h.raw_path(1)).toBe('/files/1/raw')
    expect(h.raw_path(1, { format: 'raw' })).toBe('/files/1/raw')
    expect(h.print_path(1, { layout: 'print', page: 1, q: null, anchor: 'a' })).toBe('/docs/1/print#a')
    expect(h.print_path(1, { page: '1' })).toBe('/docs/1/print')
  })
  it('an option given as undefined leaves the default in place (as an undefined query param is left out)', () => {
    expect(h.raw_path(1, { format: undefined } as never)).toBe('/files/1/raw')
  })
  it('another value throws, as in Rails (the types refuse it: type-tests/routing/defaults.test-d.ts)', () => {
    expect(() => (h.raw_path as (...args: unknown[]) => string)(1, { format: 'xml' })).toThrow(RoutingError)
    expect(() => (h.print_path as (...args: unknown[]) => string)(1, { q: 'x' })).toThrow(/does not satisfy the requirement on :q/)
  })
})
