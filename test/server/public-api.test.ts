/**
 * The server's public API (docs/server.md), checked through the public entry points `src/index.ts` and
 * `src/server/index.ts` with web-standard Requests (no socket): the handler context, 404,
 * 405 + Allow, `_method` in a form body.
 */
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'
import { createRequestHandler, type Controllers } from '../../src/server/index'

const routes = defineRoutes({
  resources: { people: { only: ['index', 'show', 'create', 'update', 'destroy'], member: { promote: 'put' } } },
} as const)

const calls: Array<{ action: string; params: unknown; format: unknown; body: unknown; hasRequest: boolean; path: string }> = []
const answer = (ctx: {
  params: { action: string } & Record<string, unknown>
  format: unknown
  body: unknown
  request: Request
  helpers: unknown
}): Response => {
  const helpers = ctx.helpers as Record<string, (...a: unknown[]) => string>
  calls.push({
    action: ctx.params.action,
    params: ctx.params,
    format: ctx.format,
    body: ctx.body,
    hasRequest: ctx.request instanceof Request,
    path: helpers['person_path']!(7),
  })
  return new Response(ctx.params.action, { status: 200 })
}
const controllers: Controllers<typeof routes> = {
  people: { index: answer, show: answer, create: answer, update: answer, destroy: answer, promote: answer },
}
const handle = createRequestHandler(routes, controllers)
const req = (method: string, path: string, init: RequestInit = {}) => handle(new Request(`http://app.test${path}`, { method, ...init }))

describe('createRequestHandler', () => {
  it('gives a handler one context { request, params, format, body, helpers }', async () => {
    calls.length = 0
    const res = await req('PUT', '/people/3.json', {
      body: JSON.stringify({ person: { name: 'M' } }),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('update')
    expect(calls).toEqual([
      {
        action: 'update',
        params: expect.objectContaining({ controller: 'people', action: 'update', id: '3', format: 'json' }),
        format: 'json',
        body: { person: { name: 'M' } },
        hasRequest: true,
        path: '/people/7',
      },
    ])
  })

  it('unknown path → 404; wrong method → 405 with Allow (upper-case verbs)', async () => {
    const missing = await req('GET', '/nowhere')
    expect(missing.status).toBe(404)
    const wrong = await req('DELETE', '/people')
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('Allow')).toBe('GET, POST')
    // new and edit are removed by only: not routed
    const edit = await req('GET', '/people/1/edit')
    expect(edit.status).toBe(404)
    const promoteGet = await req('GET', '/people/1/promote')
    expect(promoteGet.status).toBe(405)
    expect(promoteGet.headers.get('Allow')).toBe('PUT')
  })

  it('_method in a form body is honoured (put and delete) and reaches the handler without it', async () => {
    calls.length = 0
    const form = (body: string) => ({ body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    const put = await req('POST', '/people/5', form('_method=put&person%5Bname%5D=Matz+Y'))
    expect([put.status, await put.text()]).toEqual([200, 'update'])
    const del = await req('POST', '/people/5', form('_method=delete'))
    expect([del.status, await del.text()]).toEqual([200, 'destroy'])
    const promote = await req('POST', '/people/5/promote', form('_method=PUT'))
    expect([promote.status, await promote.text()]).toEqual([200, 'promote'])
    expect(calls[0]!.body).toEqual({ person: { name: 'Matz Y' } })
    expect(calls.map((c) => c.action)).toEqual(['update', 'destroy', 'promote'])
  })

  it('a handler that throws → 500 without the message', async () => {
    const boom = createRequestHandler(
      routes,
      {
        people: {
          ...controllers.people,
          show: () => {
            throw new Error('secret-token-123')
          },
        },
      } as Controllers<typeof routes>,
      { onError: () => {} } as never,
    )
    const res = await boom(new Request('http://app.test/people/1.json'))
    expect(res.status).toBe(500)
    expect(await res.text()).not.toContain('secret-token-123')
  })
})
