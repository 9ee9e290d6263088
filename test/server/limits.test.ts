/**
 * createRequestHandler's request limits (maxBodyBytes, maxUrlLength, maxParams, maxParamDepth,
 * maxFiles), each refused before the work it bounds; routing before any body is parsed; body keys
 * that reach a prototype dropped; own-property actions only.
 */
import { describe, expect, it, vi } from 'vitest'
import { defineRoutes } from '../../src/index'
import { createRequestHandler, respond } from '../../src/server/index'

const routes = defineRoutes({ resources: { posts: {} }, connect: [{ path: ':controller/:action/:id' }] } as const)
const seen: unknown[] = []
const onError = vi.fn()
const controllers = {
  posts: {
    index: (ctx: { query: unknown }) => (seen.push(ctx.query), respond.head(200)),
    show: () => respond.head(200),
    new: () => respond.head(200),
    edit: () => respond.head(200),
    create: (ctx: { body: unknown }) => (seen.push(ctx.body), respond.head(201)),
    update: (ctx: { body: unknown }) => (seen.push(ctx.body), respond.head(200)),
    destroy: () => respond.head(200),
  },
}
const make = (options: Record<string, unknown> = {}) => createRequestHandler(routes, controllers as never, { onError, ...options })
const handler = make()
const post = (path: string, body: BodyInit, type: string, headers: Record<string, string> = {}) =>
  handler(
    new Request(`http://example.com${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': type, ...headers },
      duplex: 'half',
    } as RequestInit),
  )

/** A body stream of `chunk`-byte pieces that counts the pieces pulled, endless unless `total` is given. */
function counted(chunk: number, total = Infinity): { stream: ReadableStream<Uint8Array>; pulls: () => number } {
  let pulls = 0
  const piece = new Uint8Array(chunk).fill(0x61)
  return {
    stream: new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls * chunk >= total) return controller.close()
        pulls++
        controller.enqueue(piece)
      },
    }),
    pulls: () => pulls,
  }
}

describe('maxBodyBytes (default 1 MiB)', () => {
  it('answers 413 while the body streams, reading no further than the limit', async () => {
    const body = counted(64 * 1024)
    const res = await post('/posts.json', body.stream, 'application/json')
    expect(res.status).toBe(413)
    expect(await res.text()).toContain('request body larger than 1048576 bytes (maxBodyBytes)')
    expect(body.pulls()).toBeLessThanOrEqual(17 + 2)
  })

  it('answers 413 from a Content-Length over the limit without reading the body', async () => {
    const body = counted(1024, 2048)
    const res = await post('/posts.json', body.stream, 'application/json', { 'content-length': String(2 * 1024 * 1024) })
    expect(res.status).toBe(413)
    expect(body.pulls()).toBeLessThanOrEqual(1)
  })

  it('takes a body up to the limit, and another limit as an option', async () => {
    const json = JSON.stringify({ post: { title: 'x'.repeat(1024 * 1024 - 30) } })
    expect(json.length).toBeLessThanOrEqual(1024 * 1024)
    expect((await post('/posts.json', json, 'application/json')).status).toBe(201)
    const small = make({ maxBodyBytes: 10 })
    expect(
      (
        await small(
          new Request('http://example.com/posts.json', {
            method: 'POST',
            body: '{"a":1234567}',
            headers: { 'content-type': 'application/json' },
          }),
        )
      ).status,
    ).toBe(413)
  })

  it('refuses a limit that is not a whole number', () => {
    expect(() => make({ maxBodyBytes: -1 })).toThrow(
      'createRequestHandler: option "maxBodyBytes" must be a whole number ≥ 0 (or Infinity), got -1',
    )
    expect(() => make({ maxParams: '10' })).toThrow(TypeError)
  })
})

describe('maxUrlLength (default 8 KiB)', () => {
  it('answers 414 for a longer request target, 404/200 up to it', async () => {
    const long = await handler(new Request(`http://example.com/posts?q=${'a'.repeat(8 * 1024)}`))
    expect(long.status).toBe(414)
    expect(await long.text()).toContain('maxUrlLength')
    const path = `/posts?q=${'a'.repeat(8 * 1024 - 9)}`
    expect(path.length).toBe(8 * 1024)
    expect((await handler(new Request(`http://example.com${path}`))).status).toBe(200)
  })
})

describe('maxParams (default 1000)', () => {
  it('answers 413 past 1000 query parameters, counted before parsing', async () => {
    const query = Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&')
    const res = await handler(new Request(`http://example.com/posts?${query}`))
    expect(res.status).toBe(413)
    expect(await res.text()).toContain('more than 1000 parameters in the query string (maxParams)')
    expect((await handler(new Request(`http://example.com/posts?${query.slice(0, query.lastIndexOf('&'))}`))).status).toBe(200)
  })

  it('counts the query string and a form body together', async () => {
    const form = Array.from({ length: 600 }, (_, i) => `f${i}=1`).join('&')
    const query = Array.from({ length: 500 }, (_, i) => `q${i}=1`).join('&')
    expect((await post(`/posts?${query}`, form, 'application/x-www-form-urlencoded')).status).toBe(413)
    expect((await post('/posts', form, 'application/x-www-form-urlencoded')).status).toBe(201)
  })

  it('counts multipart fields, and files against maxFiles (default 128)', async () => {
    const files = new FormData()
    for (let i = 0; i < 129; i++) files.append(`f${i}`, new Blob(['x']), `f${i}.txt`)
    const res = await handler(new Request('http://example.com/posts', { method: 'POST', body: files }))
    expect(res.status).toBe(413)
    expect(await res.text()).toContain('more than 128 files in the multipart body (maxFiles)')
    const fields = new FormData()
    for (let i = 0; i < 1001; i++) fields.append(`f${i}`, 'x')
    expect((await handler(new Request('http://example.com/posts', { method: 'POST', body: fields }))).status).toBe(413)
  })
})

describe('maxParamDepth (default 100, Rack param_depth_limit)', () => {
  const nested = (depth: number) => 'a' + '[a]'.repeat(depth - 1)

  it('answers 400 naming the limit for a deeper query, form, JSON or XML', async () => {
    const deepQuery = await handler(new Request(`http://example.com/posts?${nested(102)}=1`))
    expect(deepQuery.status).toBe(400)
    expect(await deepQuery.text()).toContain('nested deeper than 100 levels (maxParamDepth)')
    expect((await post('/posts', `${nested(102)}=1`, 'application/x-www-form-urlencoded')).status).toBe(400)
    const json = await post('/posts.json', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000), 'application/json')
    expect(json.status).toBe(400)
    expect(await json.text()).toContain('JSON body nested deeper than 100 levels (maxParamDepth)')
    const xml = await post('/posts.xml', '<a>'.repeat(10_000) + '</a>'.repeat(10_000), 'application/xml')
    expect(xml.status).toBe(400)
  })

  it('takes 100 levels', async () => {
    expect((await handler(new Request(`http://example.com/posts?${nested(101)}=1`))).status).toBe(200)
    expect((await post('/posts.json', '['.repeat(100) + ']'.repeat(100), 'application/json')).status).toBe(201)
    expect(onError).not.toHaveBeenCalled()
  })
})

describe('routing before the body', () => {
  it('never reads the form body of a POST to a path no route knows', async () => {
    const body = counted(1024, 4096)
    const res = await post('/nowhere/at/all/here', body.stream, 'application/x-www-form-urlencoded')
    expect(res.status).toBe(404)
    expect(body.pulls()).toBeLessThanOrEqual(1)
  })

  it('still reads _method from the form of a known path', async () => {
    seen.length = 0
    expect((await post('/posts/1', '_method=put&post[title]=x', 'application/x-www-form-urlencoded')).status).toBe(200)
    expect(seen).toEqual([{ post: { title: 'x' } }])
  })
})

describe('body keys that would reach a prototype', () => {
  it('are dropped from JSON, XML and form bodies at every level', async () => {
    seen.length = 0
    await post(
      '/posts.json',
      '{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}},"post":{"prototype":1,"title":"t","tags":[{"__proto__":{"z":1},"a":1}]}}',
      'application/json',
    )
    await post('/posts.xml', '<post><title>t</title><constructor>c</constructor><prototype>p</prototype></post>', 'application/xml')
    await post('/posts', '__proto__[x]=1&constructor[prototype][y]=1&post[prototype]=1&post[title]=t', 'application/x-www-form-urlencoded')
    expect(seen).toEqual([{ post: { title: 't', tags: [{ a: 1 }] } }, { post: { title: 't' } }, { post: { title: 't' } }])
    expect(seen.every((b) => Object.getPrototypeOf(b) === Object.prototype)).toBe(true)
    expect(({} as Record<string, unknown>)['x']).toBeUndefined()
  })
})

describe('actions are own properties', () => {
  it.each(['constructor', 'toString', 'valueOf', '__proto__', 'hasOwnProperty', 'isPrototypeOf'])(
    '/posts/%s/1 is a 404 and no handler runs',
    async (action) => {
      const res = await handler(new Request(`http://example.com/posts/${action}/1`))
      expect(res.status).toBe(404)
      expect(onError).not.toHaveBeenCalled()
    },
  )

  it('a controller named like an Object.prototype member is a 404', async () => {
    for (const controller of ['constructor', 'toString', 'hasOwnProperty']) {
      expect((await handler(new Request(`http://example.com/${controller}/call/1`))).status).toBe(404)
    }
    expect(onError).not.toHaveBeenCalled()
  })
})
