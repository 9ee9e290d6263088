/**
 * `toNodeListener(handler)`: mounts a web-standard request handler on `node:http` /
 * `node:https` (`http.createServer(toNodeListener(handler))`).
 *
 * The request body is buffered (bodies of this kind of API are small) up to `maxBodyBytes`
 * (default 10 MiB; larger → 413). Multiple `Set-Cookie` headers are kept apart.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { errorResponse } from './errors'
import type { RequestHandler } from './handler'

/** Options of {@link toNodeListener}. */
export interface NodeListenerOptions {
  /** Largest request body accepted, in bytes (default 10 MiB); a larger one is answered 413. */
  maxBodyBytes?: number
}

/** A `node:http` request listener. */
export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        resolve(null)
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

function toRequest(req: IncomingMessage, body: Buffer | null): Request {
  const headers = new Headers()
  const raw = req.rawHeaders
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!)
  const host = req.headers.host ?? 'localhost'
  const protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'
  const method = req.method ?? 'GET'
  const init: RequestInit = { method, headers }
  if (body !== null && method !== 'GET' && method !== 'HEAD') init.body = body as Uint8Array<ArrayBuffer>
  return new Request(`${protocol}://${host}${req.url ?? '/'}`, init)
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  if (response.statusText) res.statusMessage = response.statusText
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  if (response.body === null) {
    res.end()
    return
  }
  const buf = Buffer.from(await response.arrayBuffer())
  res.setHeader('content-length', buf.length)
  res.end(buf)
}

/**
 * Adapts a web-standard handler (see `createRequestHandler`) to a `node:http` listener.
 * Never throws: a failure outside the handler is answered 500 (or the socket is closed when the
 * response has already started).
 */
export function toNodeListener(handler: RequestHandler, options: NodeListenerOptions = {}): NodeListener {
  const limit = options.maxBodyBytes ?? 10 * 1024 * 1024
  return (req, res) => {
    void (async () => {
      try {
        const method = req.method ?? 'GET'
        const body = method === 'GET' || method === 'HEAD' ? null : await readBody(req, limit)
        if (body === null && method !== 'GET' && method !== 'HEAD') {
          res.setHeader('connection', 'close')
          await writeResponse(res, errorResponse('html', 413, [`request body larger than ${limit} bytes`]))
          return
        }
        await writeResponse(res, await handler(toRequest(req, body)))
      } catch (error) {
        if (res.headersSent) res.destroy(error as Error)
        else {
          res.statusCode = 500
          res.end()
        }
      }
    })()
  }
}
