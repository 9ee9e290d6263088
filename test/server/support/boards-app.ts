/**
 * Test support: the boards app the handler tests serve — a route table with nesting, member and
 * collection actions and a singleton, and controllers that record what they saw — and
 * `serveBoards()`, which serves it over a real loopback socket for the test file that calls it.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, vi } from 'vitest'
import { defineRoutes } from '../../../src/index'
import { createRequestHandler, respond, toNodeListener, type Context, type Controllers } from '../../../src/server/index'

export const routes = defineRoutes({
  resources: {
    boards: {
      member: { archive: 'put' },
      collection: { search: 'get' },
      resources: { cards: { only: ['index', 'create', 'show'] } },
    },
  },
  resource: { profile: { only: ['show', 'update'] } },
} as const)

export type Seen = { action: string; params: unknown; body: unknown; query: unknown; format: string }
/** What the controllers saw since the last `call` (emptied by each call). */
export const seen: Seen[] = []
const record = (ctx: Context<{ action: string }, unknown>): void => {
  seen.push({ action: ctx.params.action, params: ctx.params, body: ctx.body, query: ctx.query, format: ctx.format })
}
export const onError = vi.fn()

export const controllers: Controllers<typeof routes> = {
  boards: {
    index: (ctx) => (record(ctx), respond.ok(ctx, [{ id: 1, name: 'Todo' }], 'boards')),
    search: (ctx) => (record(ctx), respond.ok(ctx, [], 'boards')),
    show: (ctx) => {
      record(ctx)
      if (ctx.params.id === '500') throw new Error('secret database password in /srv/app.ts:12')
      return respond.ok(ctx, { id: Number(ctx.params.id), name: 'Todo' }, 'board')
    },
    new: (ctx) => respond.ok(ctx, { name: null }, 'board'),
    edit: (ctx) => respond.html(`<form>${ctx.params.id}</form>`),
    create: (ctx) => {
      record(ctx)
      const name = (ctx.body as { board?: { name?: string } } | undefined)?.board?.name
      if (!name) return respond.invalid(ctx, { name: ["can't be blank"] })
      return respond.created(ctx, { id: 9, name }, 'board', `http://example.com${ctx.helpers.board_path(9)}`)
    },
    update: (ctx) => {
      record(ctx)
      if (ctx.params.id === '409') return respond.conflict(ctx, { id: 409, name: 'Theirs' }, 'board')
      return respond.head(200)
    },
    destroy: (ctx) => (record(ctx), respond.head(200)),
    archive: (ctx) => (record(ctx), respond.head(200)),
  },
  cards: {
    index: (ctx) => (record(ctx), respond.ok(ctx, [{ id: 3, board_id: Number(ctx.params.board_id) }], 'cards')),
    create: (ctx) => (record(ctx), respond.head(201)),
    show: (ctx) => (record(ctx), respond.ok(ctx, { id: Number(ctx.params.id) }, 'card')),
  },
  profiles: {
    show: (ctx) => respond.ok(ctx, { name: 'me' }, 'profile'),
    update: (ctx) => (record(ctx), respond.head(200)),
  },
}

/**
 * Serves the boards app on 127.0.0.1 (a free port) from `beforeAll` to `afterAll` of the calling
 * test file. `base` is its URL once started; `call` sends one request and gives the answer and
 * what the controllers saw.
 */
export function serveBoards() {
  let server: Server
  const app = {
    base: '',
    async call(method: string, path: string, init: { body?: string; type?: string; accept?: string } = {}) {
      seen.length = 0
      const headers: Record<string, string> = {}
      if (init.type) headers['content-type'] = init.type
      if (init.accept) headers['accept'] = init.accept
      const res = await fetch(app.base + path, {
        method,
        headers,
        ...(init.body !== undefined ? { body: init.body } : {}),
        redirect: 'manual',
      })
      return { status: res.status, headers: res.headers, text: await res.text(), seen: [...seen] }
    },
  }
  beforeAll(async () => {
    server = createServer(toNodeListener(createRequestHandler(routes, controllers, { onError })))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    app.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return app
}
