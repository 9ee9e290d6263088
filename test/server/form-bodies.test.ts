/**
 * Form bodies as the Context doc describes them ("forms nested Rack style (without
 * `_method`)"; body.ts: "an empty form is `{}`"), the same under toNodeListener as through the
 * web handler:
 * - an empty urlencoded POST body (a form whose only field is its submit button) is `{}` — under
 *   toNodeListener it was `undefined`, so `ctx.body.post` threw in the controller;
 * - `_method` is left out of a form body sent with PUT or DELETE too (it was kept there; only
 *   POST bodies had it removed).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'
import { createRequestHandler, respond, toNodeListener } from '../../src/server/index'

const routes = defineRoutes({ resources: { posts: { only: ['create', 'update'] } } } as const)
const show = (ctx: { body: unknown }) => respond.html(JSON.stringify(ctx.body) ?? 'undefined')
const handler = createRequestHandler(routes, { posts: { create: show, update: show } })
const form = { 'content-type': 'application/x-www-form-urlencoded' }

let server: Server
let base: string
beforeAll(async () => {
  server = createServer(toNodeListener(handler))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('an empty form body is {}', () => {
  it('through the web handler', async () => {
    const response = await handler(new Request('http://example.com/posts', { method: 'POST', headers: form, body: '' }))
    expect(await response.text()).toBe('{}')
  })
  it('under toNodeListener', async () => {
    const response = await fetch(`${base}/posts`, { method: 'POST', headers: form, body: '' })
    expect(await response.text()).toBe('{}')
  })
})

describe('_method is not part of a form body', () => {
  it('sent with PUT (urlencoded)', async () => {
    const response = await fetch(`${base}/posts/1`, { method: 'PUT', headers: form, body: '_method=put&post%5Btitle%5D=x' })
    expect(await response.text()).toBe('{"post":{"title":"x"}}')
  })
  it('sent with PUT (multipart)', async () => {
    const body = new FormData()
    body.append('_method', 'put')
    body.append('post[title]', 'x')
    const response = await fetch(`${base}/posts/1`, { method: 'PUT', body })
    expect(await response.text()).toBe('{"post":{"title":"x"}}')
  })
})
