/** The request handler over a real loopback socket: `_method` in a POST form body or query string. */
import { describe, expect, it } from 'vitest'
import { serveBoards } from '../support/boards-app'

const { call } = serveBoards()

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
