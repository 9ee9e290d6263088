/** The request handler over a real loopback socket: JSON, XML, form and multipart bodies, and 400 for malformed ones. */
import { describe, expect, it } from 'vitest'
import { seen, serveBoards } from '../support/boards-app'

const app = serveBoards()
const call = app.call

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
    seen.length = 0
    const form = new FormData()
    form.append('board[name]', 'Multi')
    const res = await fetch(`${app.base}/boards.json`, { method: 'POST', body: form })
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
