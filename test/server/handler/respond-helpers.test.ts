/** The request handler over a real loopback socket: what the `respond` helpers write (201, 422, 409, 406). */
import { describe, expect, it } from 'vitest'
import { createRequestHandler, respond, type Controllers } from '../../../src/server/index'
import { controllers, routes, serveBoards } from '../support/boards-app'

const { call } = serveBoards()

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
