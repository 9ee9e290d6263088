/**
 * The three servers of the load benchmark, all running the tracker's own controllers over the
 * same kind of store (the same handlers), differing only in what sits in front of them:
 * - `typed`:   createRequestHandler + toNodeListener (this package);
 * - `switch`:  node:http with a hand-written switch on method and path (the floor);
 * - `fastify`: Fastify 5 with its find-my-way router and JSON body parser (the peer).
 * Only the API endpoints the workload hits are mounted on the switch and on Fastify; like this
 * package, both build the web `Request` of `ctx.request` only when a handler reads it (the
 * tracker's `create` does, for the Location host), and write the `Response` through its public API.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import Fastify from 'fastify'
import { createTrackerHandler } from '../../examples/tracker/app'
import { trackerControllers } from '../../examples/tracker/controllers'
import { routes } from '../../examples/tracker/routes'
import { Store } from '../../examples/tracker/store'
import { toNodeListener } from '../../src/server/index'

/** The server kinds. */
export type Kind = 'typed' | 'switch' | 'fastify'

/** Listens on 127.0.0.1:`port` and resolves when ready. */
export type Start = (port: number) => Promise<{ close(): Promise<void> }>

type Ctx = Parameters<ReturnType<typeof trackerControllers>['issues']['show']>[0]
type AnyHandler = (ctx: any) => Response | Promise<Response>

function listen(server: Server, port: number): Promise<{ close(): Promise<void> }> {
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))) }),
    ),
  )
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {}
  response.headers.forEach((v, k) => (headers[k] = v))
  const body = response.body === null ? '' : await response.text()
  headers['content-length'] = String(Buffer.byteLength(body))
  res.writeHead(response.status, headers)
  res.end(body)
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let s = ''
    req.setEncoding('utf8')
    req.on('data', (c: string) => (s += c))
    req.on('end', () => resolve(s))
    req.on('error', reject)
  })
}

/** The floor: a switch over the workload's endpoints, then the same controller handler. */
function startSwitch(port: number) {
  const c = trackerControllers(Store.seeded())
  const server = createServer((req, res) => {
    void (async () => {
      const url = req.url ?? '/'
      const q = url.indexOf('?')
      const path = q < 0 ? url : url.slice(0, q)
      const parts = path.split('/') // ['', 'issues', '1.json']
      let handler: AnyHandler | undefined
      const params: Record<string, string> = {}
      const last = parts[parts.length - 1] ?? ''
      const dot = last.lastIndexOf('.')
      if (dot > 0) {
        params['format'] = last.slice(dot + 1)
        parts[parts.length - 1] = last.slice(0, dot)
      }
      switch (req.method) {
        case 'GET':
          if (parts.length === 3 && parts[1] === 'issues') ((handler = c.issues.show), (params['id'] = parts[2]!))
          else if (parts.length === 4 && parts[1] === 'projects' && parts[3] === 'issues')
            ((handler = c.issues.index), (params['project_id'] = parts[2]!))
          break
        case 'POST':
          if (parts.length === 4 && parts[1] === 'projects' && parts[3] === 'issues')
            ((handler = c.issues.create), (params['project_id'] = parts[2]!))
          break
        case 'PUT':
          if (parts.length === 3 && parts[1] === 'issues') ((handler = c.issues.update), (params['id'] = parts[2]!))
          break
        case 'DELETE':
          if (parts.length === 3 && parts[1] === 'issues') ((handler = c.issues.destroy), (params['id'] = parts[2]!))
          break
      }
      if (!handler) {
        res.writeHead(404).end()
        return
      }
      const text = req.method === 'POST' || req.method === 'PUT' ? await readBody(req) : ''
      const ctx: Ctx = {
        get request() {
          return new Request(`http://${req.headers.host}${url}`, { method: req.method!, headers: req.headers as Record<string, string> })
        },
        params: params as never,
        query: {},
        body: text ? JSON.parse(text) : undefined,
        format: params['format'] ?? 'html',
        helpers: routes.helpers,
      }
      await send(res, await handler(ctx))
    })().catch(() => res.writeHead(500).end())
  })
  return listen(server, port)
}

/** The peer: Fastify routes for the same endpoints, then the same controller handler. */
async function startFastify(port: number) {
  const c = trackerControllers(Store.seeded())
  const app = Fastify({ logger: false })
  const mount = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, handler: AnyHandler) =>
    app.route({
      method,
      url,
      handler: async (req, reply) => {
        const params = { ...(req.params as Record<string, string>) }
        const ctx: Ctx = {
          get request() {
            return new Request(`http://${req.headers.host}${req.url}`, { method, headers: req.headers as Record<string, string> })
          },
          params: params as never,
          query: {},
          body: req.body,
          format: params['format'] ?? 'html',
          helpers: routes.helpers,
        }
        const response = await handler(ctx)
        reply.code(response.status)
        response.headers.forEach((v, k) => void reply.header(k, v))
        return reply.send(response.body === null ? '' : await response.text())
      },
    })
  mount('GET', '/projects/:project_id/issues.:format', c.issues.index)
  mount('POST', '/projects/:project_id/issues.:format', c.issues.create)
  mount('GET', '/issues/:id.:format', c.issues.show)
  mount('PUT', '/issues/:id.:format', c.issues.update)
  mount('DELETE', '/issues/:id.:format', c.issues.destroy)
  await app.listen({ port, host: '127.0.0.1' })
  return { close: () => app.close() }
}

/** This package: the whole tracker app. */
function startTyped(port: number) {
  return listen(createServer(toNodeListener(createTrackerHandler(Store.seeded()))), port)
}

/** The starters by kind. */
export const STARTERS: Readonly<Record<Kind, Start>> = { typed: startTyped, switch: startSwitch, fastify: startFastify }
