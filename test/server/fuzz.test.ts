/**
 * Random and hostile requests at a real handler (createRequestHandler over a table with
 * resources, a `:controller/:action/:id` route and globs): methods, paths with `%00`, `%2F`, `..`,
 * bad %-encoding and very long segments, bad Host headers, deep or malformed bodies of each type.
 * Never a 500 (the controllers never throw), never a rejected promise, every answer within a
 * generous ceiling.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'
import { createRequestHandler, respond } from '../../src/server/index'

const routes = defineRoutes({
  resources: { posts: { resources: { comments: { only: ['index', 'create', 'show'] } } } },
  resource: { session: { only: ['show', 'create', 'destroy'] } },
  connect: [{ path: 'files/*path/raw/*rest', controller: 'files', action: 'show' }, { path: ':controller/:action/:id' }],
} as const)
const ok = (ctx: { params: unknown; query: unknown; body: unknown }) =>
  respond.html(JSON.stringify([ctx.params, ctx.query, typeof ctx.body]))
const errors: unknown[] = []
const handler = createRequestHandler(
  routes,
  {
    posts: { index: ok, show: ok, new: ok, edit: ok, create: ok, update: ok, destroy: ok },
    comments: { index: ok, create: ok, show: ok },
    sessions: { show: ok, create: ok, destroy: ok },
    files: { show: ok },
  } as never,
  { onError: (e) => errors.push(e), maxBodyBytes: 64 * 1024 },
)

const segment = fc.oneof(
  fc.constantFrom(
    'posts',
    'comments',
    'session',
    'files',
    'raw',
    'new',
    'edit',
    '1',
    '..',
    '.',
    '%00',
    '%2F',
    '%2e%2e',
    '%zz',
    '%',
    'constructor',
    '__proto__',
    'toString',
    'a.b.xml',
    '.json',
    '',
  ),
  fc.stringMatching(/^[A-Za-z0-9._~%-]{1,12}$/),
  fc.integer({ min: 1, max: 20_000 }).map((n) => 'a'.repeat(n)),
)
const path = fc.array(segment, { maxLength: 8 }).map((parts) => '/' + parts.join('/'))
const query = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^[a-z[\]=&;%0-9_]{0,40}$/),
  fc.constantFrom(
    '_method=delete',
    'a[b][c]=1&a[b][]=2',
    '__proto__[x]=1',
    'constructor[prototype][y]=1',
    'a=%E0%A4%A',
    'x' + '[a]'.repeat(150) + '=1',
  ),
)
const host = fc.constantFrom(
  undefined,
  'example.com',
  'example.com:8080',
  '[::1]',
  'evil.com/admin?',
  'user@example.com',
  'a b',
  'x:99999',
  '',
)
const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'PATCH', 'PROPFIND')
const body = fc.oneof(
  fc.record({
    type: fc.constant('application/json'),
    text: fc.oneof(fc.json(), fc.string(), fc.constantFrom('{"a":', '['.repeat(5000), '{"__proto__":{"x":1}}', 'null', '"x"')),
  }),
  fc.record({
    type: fc.constant('application/xml'),
    text: fc.oneof(
      fc.string(),
      fc.constantFrom('<a>', '<a><b></a>', '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>', '<a>'.repeat(500), '<post><title>t</title></post>'),
    ),
  }),
  fc.record({ type: fc.constant('application/x-www-form-urlencoded'), text: query }),
  fc.record({
    type: fc.constant('multipart/form-data; boundary=x'),
    text: fc.oneof(fc.string(), fc.constant('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n')),
  }),
  fc.record({ type: fc.constantFrom('text/plain', 'application/octet-stream', 'garbage'), text: fc.string() }),
)

/** The answer, or a failure when it takes longer than `ms` (a generous ceiling, not a measurement). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)))
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

describe('hostile requests', () => {
  it('never get a 500, never make the handler reject, and are answered within the ceiling', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(method, path, query, host, fc.option(body, { nil: undefined }), async (verb, p, q, h, b) => {
        const headers = new Headers()
        if (h !== undefined) headers.set('host', h)
        const init: RequestInit = { method: verb, headers }
        if (b !== undefined && verb !== 'GET' && verb !== 'HEAD') {
          headers.set('content-type', b.type)
          init.body = b.text
        }
        let request: Request
        try {
          request = new Request(`http://example.com${p}${q === '' ? '' : '?' + q}`, init)
        } catch {
          return // a URL or method the web Request refuses never reaches a handler
        }
        const response = await within(handler(request), 10_000)
        expect(response.status).toBeGreaterThanOrEqual(200)
        expect(response.status).toBeLessThan(500)
        await response.arrayBuffer()
      }),
      {
        numRuns: 400,
        examples: [
          ['GET', '/posts/constructor/1', '', 'example.com', undefined],
          ['GET', '/posts/__proto__/1', '', undefined, undefined],
          ['POST', '/posts/toString/1', '', undefined, { type: 'application/json', text: '['.repeat(20_000) }],
          ['POST', '/posts', 'x' + '[a]'.repeat(20_000) + '=1', 'example.com', undefined],
          ['POST', '/posts', '', 'example.com', { type: 'application/x-www-form-urlencoded', text: 'a' + '[a]'.repeat(20_000) + '=1' }],
          ['GET', '/files/' + 'x/'.repeat(3000) + 'y', '', undefined, undefined],
        ],
      },
    )
    expect(errors).toEqual([])
  })
})
