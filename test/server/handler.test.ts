/**
 * createRequestHandler + toNodeListener over a real loopback socket: recognition through
 * routes.match, bodies, _method, errors in each format, respond helpers, and the controller typing.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineRoutes } from '../../src/index'
import { createRequestHandler, respond, toNodeListener, type Context, type Controllers } from '../../src/server/index'

const routes = defineRoutes({
  resources: {
    boards: {
      member: { archive: 'put' },
      collection: { search: 'get' },
      resources: { cards: { only: ['index', 'create', 'show'] } },
    },
  },
  resource: { profile: { only: ['show', 'update'] } },
} as const)

type Seen = { action: string; params: unknown; body: unknown; query: unknown; format: string }
let seen: Seen[] = []
const record = (ctx: Context<{ action: string }, unknown>): void => {
  seen.push({ action: ctx.params.action, params: ctx.params, body: ctx.body, query: ctx.query, format: ctx.format })
}
const onError = vi.fn()

const controllers: Controllers<typeof routes> = {
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

let server: Server
let base = ''

beforeAll(async () => {
  server = createServer(toNodeListener(createRequestHandler(routes, controllers, { onError })))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function call(method: string, path: string, init: { body?: string; type?: string; accept?: string } = {}) {
  seen = []
  const headers: Record<string, string> = {}
  if (init.type) headers['content-type'] = init.type
  if (init.accept) headers['accept'] = init.accept
  const res = await fetch(base + path, { method, headers, ...(init.body !== undefined ? { body: init.body } : {}), redirect: 'manual' })
  return { status: res.status, headers: res.headers, text: await res.text(), seen }
}

describe('recognition and params', () => {
  it('routes GET /boards.json to boards#index with the format from the path', async () => {
    const r = await call('GET', '/boards.json')
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(JSON.parse(r.text)).toEqual([{ id: 1, name: 'Todo' }])
    expect(r.seen).toEqual([
      { action: 'index', params: { controller: 'boards', action: 'index', format: 'json' }, body: undefined, query: {}, format: 'json' },
    ])
  })

  it('takes the format from Accept when the path has none', async () => {
    const r = await call('GET', '/boards/4', { accept: 'application/json, text/plain;q=0.5' })
    expect(JSON.parse(r.text)).toEqual({ id: 4, name: 'Todo' })
    expect(r.seen[0]).toMatchObject({ format: 'json', params: { controller: 'boards', action: 'show', id: '4' } })
  })

  it('passes parent ids by name and the query string nested Rack style', async () => {
    const r = await call('GET', '/boards/5/cards.json?filter[state]=open&tags[]=a&tags[]=b')
    expect(JSON.parse(r.text)).toEqual([{ id: 3, board_id: 5 }])
    expect(r.seen[0]).toMatchObject({
      params: { controller: 'cards', action: 'index', board_id: '5', format: 'json' },
      query: { filter: { state: 'open' }, tags: ['a', 'b'] },
    })
  })

  it('decodes escaped path params (as recognizePath does)', async () => {
    const r = await call('GET', '/boards/caf%C3%A9%20au%20lait.json')
    expect(r.status).toBe(200)
    expect(r.seen[0]).toMatchObject({ params: { controller: 'boards', action: 'show', id: 'café au lait', format: 'json' } })
  })

  it('serves member and collection actions', async () => {
    expect((await call('PUT', '/boards/2/archive.xml')).seen[0]).toMatchObject({ action: 'archive', params: { id: '2' } })
    expect((await call('GET', '/boards/search.json?q=x')).seen[0]).toMatchObject({ action: 'search', query: { q: 'x' } })
  })

  it('answers HEAD like GET, without a body', async () => {
    const r = await call('HEAD', '/boards/4.json')
    expect(r.status).toBe(200)
    expect(r.text).toBe('')
    expect(r.seen[0]).toMatchObject({ action: 'show' })
  })

  it('keeps on HEAD the Content-Length the GET answer has (Rack::Head)', async () => {
    for (const path of ['/boards/4.json', '/boards/4.xml', '/boards.json', '/nope.json', '/boards/4/edit']) {
      const get = await call('GET', path)
      const head = await call('HEAD', path)
      expect(head.status).toBe(get.status)
      expect(Number(get.headers.get('content-length'))).toBe(Buffer.byteLength(get.text))
      expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'))
      expect(head.text).toBe('')
    }
  })
})

describe('bodies', () => {
  it('parses JSON bodies', async () => {
    const r = await call('POST', '/boards.json', { type: 'application/json', body: '{"board":{"name":"Ideas","pos":2}}' })
    expect(r.status).toBe(201)
    expect(r.seen[0]!.body).toEqual({ board: { name: 'Ideas', pos: 2 } })
  })

  it('parses XML bodies as Hash.from_xml does (root kept, typed values)', async () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<board>\n  <name>Plans</name>\n  <pos type="integer">3</pos>\n  <due-on type="date">2026-01-02</due-on>\n</board>\n'
    const r = await call('POST', '/boards.xml', { type: 'application/xml', body: xml })
    expect(r.status).toBe(201)
    expect(r.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(r.text).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<board>\n  <id type="integer">9</id>\n  <name>Plans</name>\n</board>\n')
    const body = r.seen[0]!.body as { board: { name: string; pos: number; due_on: Date } }
    expect(body.board.name).toBe('Plans')
    expect(body.board.pos).toBe(3)
    expect(body.board.due_on).toBeInstanceOf(Date)
  })

  it('answers malformed XML with 400 naming the problem', async () => {
    const r = await call('PUT', '/boards/1.xml', { type: 'application/xml', body: '<board><name>x</board>' })
    expect(r.status).toBe(400)
    expect(r.text).toMatch(/<error>malformed XML body: Expected closing tag &#39;name&#39;/)
    expect(r.seen).toEqual([])
  })

  it('parses form bodies with Rack-style nesting', async () => {
    const r = await call('POST', '/boards', {
      type: 'application/x-www-form-urlencoded',
      body: 'board[name]=Side+project&board[tags][]=a&board[tags][]=b',
    })
    expect(r.status).toBe(201)
    expect(r.seen[0]!.body).toEqual({ board: { name: 'Side project', tags: ['a', 'b'] } })
  })

  it('parses multipart form bodies', async () => {
    seen = []
    const form = new FormData()
    form.append('board[name]', 'Multi')
    const res = await fetch(`${base}/boards.json`, { method: 'POST', body: form })
    expect(res.status).toBe(201)
    expect(seen[0]!.body).toEqual({ board: { name: 'Multi' } })
  })

  it('answers a malformed JSON body with 400 naming the problem, without calling the handler', async () => {
    const r = await call('POST', '/boards.json', { type: 'application/json', body: '{"board":' })
    expect(r.status).toBe(400)
    expect(JSON.parse(r.text).errors[0]).toMatch(/^malformed JSON body: /)
    expect(r.seen).toEqual([])
  })

  it('answers a malformed form body with 400 (in XML for .xml)', async () => {
    const r = await call('POST', '/boards.xml', { type: 'application/x-www-form-urlencoded', body: 'a=1&a[b]=2' })
    expect(r.status).toBe(400)
    expect(r.text).toContain('<error>malformed form body: conflicting parameter shapes: expected a hash for key &#34;a&#34;</error>')
  })

  it('answers a bad query string with 400', async () => {
    const r = await call('GET', '/boards.json?q=%E0%A4%A')
    expect(r.status).toBe(400)
    expect(JSON.parse(r.text).errors[0]).toMatch(/malformed query string/)
  })
})

describe('_method override (browsers cannot send PUT or DELETE)', () => {
  it('honours _method=put in a POST form body and strips it from the body', async () => {
    const r = await call('POST', '/boards/7', { type: 'application/x-www-form-urlencoded', body: '_method=put&board[name]=Renamed' })
    expect(r.status).toBe(200)
    expect(r.seen).toEqual([
      {
        action: 'update',
        params: { controller: 'boards', action: 'update', id: '7' },
        body: { board: { name: 'Renamed' } },
        query: {},
        format: 'html',
      },
    ])
  })

  it('honours _method=delete in a POST form body', async () => {
    const r = await call('POST', '/boards/7', { type: 'application/x-www-form-urlencoded', body: '_method=delete' })
    expect(r.seen[0]).toMatchObject({ action: 'destroy', body: {} })
  })

  it('honours _method in the query string of a POST', async () => {
    const r = await call('POST', '/boards/7.json?_method=delete')
    expect(r.seen[0]).toMatchObject({ action: 'destroy', format: 'json' })
  })

  it('ignores _method on a GET', async () => {
    const r = await call('GET', '/boards/7.json?_method=delete')
    expect(r.seen[0]).toMatchObject({ action: 'show' })
  })
})

describe('errors', () => {
  it('404 for an unknown path, as an XML errors document for .xml', async () => {
    const r = await call('GET', '/nothing/here.xml')
    expect(r.status).toBe(404)
    expect(r.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(r.text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<errors>\n  <error>No route matches &#34;/nothing/here.xml&#34; with {:method=&#62;:get}</error>\n</errors>\n',
    )
  })

  it('404 as JSON when Accept asks for it, and as HTML by default', async () => {
    const json = await call('GET', '/nothing', { accept: 'application/json' })
    expect(JSON.parse(json.text)).toEqual({ errors: ['No route matches "/nothing" with {:method=>:get}'] })
    const page = await call('GET', '/nothing')
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.text).toContain('<h1>404 Not Found</h1>')
  })

  it('404 / 405 for actions removed by only', async () => {
    expect((await call('GET', '/boards/1/cards/3/edit.json')).status).toBe(404)
    const destroy = await call('DELETE', '/boards/1/cards/3.json')
    expect(destroy.status).toBe(405)
    expect(destroy.headers.get('allow')).toBe('GET')
  })

  it('405 with Allow for a wrong verb', async () => {
    const r = await call('DELETE', '/boards.json')
    expect(r.status).toBe(405)
    expect(r.headers.get('allow')).toBe('GET, POST')
    expect(JSON.parse(r.text).errors[0]).toBe('Only GET, POST requests are allowed for /boards.json')
    expect(r.seen).toEqual([])
  })

  it('405 for a verb removed by only on a singleton', async () => {
    const r = await call('DELETE', '/profile.xml')
    expect(r.status).toBe(405)
    expect(r.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'PUT'])
  })

  it('500 without the error message or a stack trace when a handler throws; onError gets the error', async () => {
    onError.mockClear()
    const r = await call('GET', '/boards/500.json')
    expect(r.status).toBe(500)
    expect(JSON.parse(r.text)).toEqual({ errors: ["We're sorry, but something went wrong."] })
    expect(r.text).not.toMatch(/secret|app\.ts|at /)
    expect(onError).toHaveBeenCalledTimes(1)
    expect((onError.mock.calls[0]![0] as Error).message).toContain('secret database password')
  })
})

describe('respond helpers', () => {
  it('201 with Location and the record', async () => {
    const r = await call('POST', '/boards.json', { type: 'application/json', body: '{"board":{"name":"X"}}' })
    expect(r.status).toBe(201)
    expect(r.headers.get('location')).toBe('http://example.com/boards/9')
    expect(JSON.parse(r.text)).toEqual({ id: 9, name: 'X' })
  })

  it('422 with a Rails errors document, in JSON and in XML', async () => {
    const json = await call('POST', '/boards.json', { type: 'application/json', body: '{"board":{}}' })
    expect(json.status).toBe(422)
    expect(JSON.parse(json.text)).toEqual({ errors: ["Name can't be blank"] })
    const xml = await call('POST', '/boards.xml', { type: 'application/x-www-form-urlencoded', body: 'board[name]=' })
    expect(xml.status).toBe(422)
    expect(xml.text).toBe(`<?xml version="1.0" encoding="UTF-8"?>\n<errors>\n  <error>Name can&#39;t be blank</error>\n</errors>\n`)
  })

  it('409 with the current record', async () => {
    const r = await call('PUT', '/boards/409.json', { type: 'application/json', body: '{}' })
    expect(r.status).toBe(409)
    expect(JSON.parse(r.text)).toEqual({ id: 409, name: 'Theirs' })
  })

  it('respond.to answers 406 for a format without a block', async () => {
    const negotiating: Controllers<typeof routes> = {
      ...controllers,
      boards: {
        ...controllers.boards,
        index: (ctx) => respond.to(ctx, { html: () => respond.html('<p>boards</p>'), xml: () => respond.ok(ctx, [], 'boards') }),
      },
    }
    const handler = createRequestHandler(routes, negotiating)
    expect((await handler(new Request('http://x/boards'))).status).toBe(200)
    expect((await handler(new Request('http://x/boards.xml'))).status).toBe(200)
    const csv = await handler(new Request('http://x/boards.csv'))
    expect(csv.status).toBe(406)
  })
})

describe('controller typing', () => {
  it('rejects a missing handler and a handler for an unrouted action at compile time', () => {
    const { cards, ...others } = controllers
    // @ts-expect-error cards#show has no handler
    const missing: Controllers<typeof routes> = { ...others, cards: { index: cards.index, create: cards.create } }
    // @ts-expect-error cards#destroy is not routed (only: index, create, show)
    const extra: Controllers<typeof routes> = { ...others, cards: { ...cards, destroy: cards.show } }
    const typed: Controllers<typeof routes> = {
      ...others,
      cards: {
        ...cards,
        // @ts-expect-error cards#index has board_id, not project_id
        index: (ctx) => respond.head(ctx.params.project_id ? 200 : 404),
      },
    }
    expect([missing, extra, typed]).toHaveLength(3)
  })
})

describe('toNodeListener', () => {
  const serve = async (handler: (request: Request) => Promise<Response>, options?: { maxBodyBytes?: number }) => {
    const s = createServer(toNodeListener(handler, options))
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
    return { url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => s.close(() => r())) }
  }

  it('answers 413 for a body over maxBodyBytes, without calling the handler', async () => {
    const handler = vi.fn(async () => new Response('ok'))
    const s = await serve(handler, { maxBodyBytes: 16 })
    try {
      const res = await fetch(`${s.url}/x`, { method: 'POST', body: 'x'.repeat(17) })
      expect(res.status).toBe(413)
      expect(handler).not.toHaveBeenCalled()
      expect((await fetch(`${s.url}/x`, { method: 'POST', body: 'x'.repeat(16) })).status).toBe(200)
    } finally {
      await s.close()
    }
  })

  it('passes method, URL, headers and body to a plain web handler, and keeps Set-Cookie headers apart', async () => {
    let seenRequest: { method: string; url: string; header: string | null; body: string } | undefined
    const s = await serve(async (request) => {
      seenRequest = {
        method: request.method,
        url: new URL(request.url).pathname + new URL(request.url).search,
        header: request.headers.get('x-test'),
        body: await request.text(),
      }
      const headers = new Headers({ 'content-type': 'text/plain' })
      headers.append('set-cookie', 'a=1; Path=/')
      headers.append('set-cookie', 'b=2; Path=/')
      return new Response('stream body', { status: 202, headers })
    })
    try {
      const res = await fetch(`${s.url}/p/q?x=1`, { method: 'PUT', body: 'payload', headers: { 'x-test': 'yes' } })
      expect(seenRequest).toEqual({ method: 'PUT', url: '/p/q?x=1', header: 'yes', body: 'payload' })
      expect(res.status).toBe(202)
      expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
      expect(res.headers.get('content-length')).toBe('11')
      expect(await res.text()).toBe('stream body')
    } finally {
      await s.close()
    }
  })

  it('gives controllers a web Request with the headers and body when they ask for ctx.request', async () => {
    let seenRequest: { cookie: string | null; body: string } | undefined
    const handler = createRequestHandler(routes, {
      ...controllers,
      profiles: {
        ...controllers.profiles,
        update: async (ctx) => {
          seenRequest = { cookie: ctx.request.headers.get('cookie'), body: await ctx.request.clone().text() }
          return respond.head(200)
        },
      },
    } satisfies Controllers<typeof routes>)
    const s = await serve(handler)
    try {
      const res = await fetch(`${s.url}/profile.json`, {
        method: 'PUT',
        body: '{"name":"x"}',
        headers: { cookie: 'k=v', 'content-type': 'application/json' },
      })
      expect(res.status).toBe(200)
      expect(seenRequest).toEqual({ cookie: 'k=v', body: '{"name":"x"}' })
    } finally {
      await s.close()
    }
  })
})
