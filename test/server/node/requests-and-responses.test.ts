/** toNodeListener over a real loopback socket: the body limit, what a plain web handler gets and gives (Set-Cookie apart), `ctx.request`. */
import { describe, expect, it, vi } from 'vitest'
import { createRequestHandler, respond, toNodeListener, type Controllers } from '../../../src/server/index'
import { listen } from '../../support/listen'
import { controllers, routes } from '../support/boards-app'

describe('toNodeListener', () => {
  const serve = (handler: (request: Request) => Promise<Response>, options?: { maxBodyBytes?: number }) =>
    listen(toNodeListener(handler, options))

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
