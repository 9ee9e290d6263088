/** The request handler over a real loopback socket: recognition through routes.match, params, format, HEAD. */
import { describe, expect, it } from 'vitest'
import { serveBoards } from '../support/boards-app'

const { call } = serveBoards()

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
