/** The request handler over a real loopback socket: 404, 405 and 500 answers in each format. */
import { describe, expect, it } from 'vitest'
import { onError, serveBoards } from '../support/boards-app'

const { call } = serveBoards()

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
