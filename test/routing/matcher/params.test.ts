/**
 * A trie route's params (src/routing/matcher/params.ts, `trieParams`): Rails' parameter_shell
 * (controller, action, non-segment defaults), then the path's values in path order, then the
 * format — as one object built the same way for every route, with no generated code.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'

const RealFunction = globalThis.Function

afterEach(() => {
  globalThis.Function = RealFunction
})

describe('trie params', () => {
  const routes = defineRoutes({
    resources: { threads: { member: { close: 'put' }, resources: { messages: {} } } },
    connect: [{ path: 'archive/:year', controller: 'archive', action: 'year', defaults: { page: '1' } }],
  } as const)

  it('lists controller and action, then the path values in path order, then the format', () => {
    const params = routes.recognizePath('/threads/7/messages/9.xml')
    expect(params).toEqual({ controller: 'messages', action: 'show', thread_id: '7', id: '9', format: 'xml' })
    expect(Object.keys(params)).toEqual(['controller', 'action', 'thread_id', 'id', 'format'])
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype)
  })

  it('keeps that order in the two layouts built as literals (no path key; `id` alone), with and without a format', () => {
    const cases: [string, Record<string, string>][] = [
      ['/threads', { controller: 'threads', action: 'index' }],
      ['/threads.xml', { controller: 'threads', action: 'index', format: 'xml' }],
      ['/threads/7', { controller: 'threads', action: 'show', id: '7' }],
      ['/threads/7.json', { controller: 'threads', action: 'show', id: '7', format: 'json' }],
      ['/threads/7/edit', { controller: 'threads', action: 'edit', id: '7' }],
      ['/threads/7/messages.xml', { controller: 'messages', action: 'index', thread_id: '7', format: 'xml' }],
    ]
    for (const [path, expected] of cases) {
      const params = routes.recognizePath(path)
      expect(params).toEqual(expected)
      expect(Object.keys(params)).toEqual(Object.keys(expected))
    }
  })

  it('gives each recognition its own object', () => {
    const a: Record<string, unknown> = routes.recognizePath('/threads/7')
    const b = routes.recognizePath('/threads/7')
    expect(a).not.toBe(b)
    a['id'] = '8'
    expect(routes.recognizePath('/threads/7')).toEqual({ controller: 'threads', action: 'show', id: '7' })
  })

  it('unescapes values only where the path has an escape', () => {
    expect(routes.recognizePath('/threads/a%20b/close.j%73on', { method: 'PUT' })).toEqual({
      controller: 'threads',
      action: 'close',
      id: 'a b',
      format: 'json',
    })
    expect(routes.recognizePath('/threads/a+b')).toEqual({ controller: 'threads', action: 'show', id: 'a+b' })
  })

  it('keeps a shell beyond controller and action (non-segment defaults), in Rails order', () => {
    const params = routes.recognizePath('/archive/2009')
    expect(Object.keys(params)).toEqual(['controller', 'action', 'page', 'year'])
    expect(params).toEqual({ controller: 'archive', action: 'year', page: '1', year: '2009' })
  })

  it('generates no code', () => {
    let calls = 0
    globalThis.Function = function counted() {
      calls++
      throw new EvalError('Refused to evaluate a string as JavaScript (CSP)')
    } as unknown as FunctionConstructor
    for (let i = 0; i < 100; i++)
      expect(routes.recognizePath('/threads/1/messages/2')).toEqual({ controller: 'messages', action: 'show', thread_id: '1', id: '2' })
    expect(calls).toBe(0)
  })
})
