/**
 * `toNodeListener(handler)`: mounts a web-standard request handler on `node:http` /
 * `node:https` (`http.createServer(toNodeListener(handler))`).
 *
 * The request body is buffered (bodies of this kind of API are small) up to `maxBodyBytes`
 * (the handler's, default 1 MiB; larger → 413, counted while it is read). A Host header that is
 * not `host[:port]` is a 400. When the client goes away before the answer is written,
 * `ctx.request.signal` aborts. For a handler made by `createRequestHandler`, the web
 * `Request` is only built when a controller reads `ctx.request`, and bodies made by `respond`
 * are written without reading the Response stream. Other bodies get a `Content-Length` when they
 * are complete at once (a string, a buffer); a stream still producing is sent chunked as it comes
 * (a failure after the headers cuts the connection; a client going away cancels the stream).
 * Multiple `Set-Cookie` headers are kept apart.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { errorResponse } from './errors'
import { hostProblem } from '../routing/url-options'
import { coreOf, type RequestHandler } from './handler'
import { bodyTooLarge, DEFAULT_LIMITS } from './limits'
import { knownBodyText, targetOf, type Incoming } from './incoming'

/** Options of {@link toNodeListener}. */
export interface NodeListenerOptions {
  /**
   * Largest request body accepted, in bytes; a larger one is answered 413. Default: the
   * handler's `maxBodyBytes` (1 MiB unless `createRequestHandler` was given another).
   */
  maxBodyBytes?: number
}

/** A `node:http` request listener. */
export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer): void => {
      size += chunk.length
      if (size > limit) {
        // Stop keeping the body; the 413 goes out with `Connection: close`.
        req.off('data', onData)
        req.resume()
        resolve(null)
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

function toRequest(req: IncomingMessage, body: Buffer | null, signal: AbortSignal): Request {
  const headers = new Headers()
  const raw = req.rawHeaders
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!)
  const host = req.headers.host ?? 'localhost'
  const protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'
  const method = req.method ?? 'GET'
  const init: RequestInit = { method, headers, signal }
  if (body !== null && body.length > 0 && method !== 'GET' && method !== 'HEAD') init.body = body as unknown as BodyInit
  const url = req.url ?? '/'
  const target = url.charCodeAt(0) === 47 ? url : url.includes('://') ? targetOf(url) : '/'
  // (The Host header was checked to be host[:port] by the listener.)
  return new Request(`${protocol}://${host}${target}`, init)
}

/**
 * The abort signal of one exchange, made when something reads it (most handlers never build the
 * web Request that carries it): aborted when the client goes away before the answer is written,
 * or born aborted when that has already happened.
 */
class ExchangeSignal {
  private controller: AbortController | undefined
  private gone = false
  constructor(res: ServerResponse) {
    res.on('close', () => {
      if (res.writableFinished) return
      this.gone = true
      this.controller?.abort(clientGone())
    })
  }
  get signal(): AbortSignal {
    if (this.controller === undefined) {
      this.controller = new AbortController()
      if (this.gone) this.controller.abort(clientGone())
    }
    return this.controller.signal
  }
}
const clientGone = (): Error => new Error('the client closed the connection')

/** node:http's request as the handler core reads it; the web Request is built on first use. */
class NodeIncoming implements Incoming {
  private built: Request | undefined
  readonly method: string
  readonly target: string
  constructor(
    private readonly req: IncomingMessage,
    private readonly body: Buffer | null,
    private readonly exchange: ExchangeSignal,
  ) {
    this.method = (req.method ?? 'GET').toUpperCase()
    const url = req.url ?? '/'
    // absolute-form (`GET http://host/path HTTP/1.1`): routed by its path and query
    this.target = url.charCodeAt(0) === 47 /* / */ ? url : targetOf(url)
  }
  header(name: string): string | null {
    const v = this.req.headers[name]
    return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v
  }
  get hasBody(): boolean {
    // an empty body is still one (an empty form is `{}`, as through a web Request)
    return this.body !== null
  }
  get host(): string {
    return this.req.headers.host ?? 'localhost'
  }
  get protocol(): string {
    return (this.req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'
  }
  bytes(limit: number): Promise<Uint8Array> {
    // (read by toNodeListener within the same limit)
    if (this.body !== null && this.body.length > limit) return Promise.reject(bodyTooLarge(limit))
    return Promise.resolve(this.body ?? new Uint8Array(0))
  }
  get request(): Request {
    return (this.built ??= toRequest(this.req, this.body, this.exchange.signal))
  }
}

const PENDING = Symbol('pending')
/** Bytes of a response body read ahead to give it a Content-Length. */
const BUFFERED = 1024 * 1024
type Chunk = ReadableStreamReadResult<Uint8Array>

/** The next read of `reader`, or PENDING when it has not resolved by the next macrotask. */
function readSoon(reader: ReadableStreamDefaultReader<Uint8Array>): { read: Promise<Chunk>; soon: Promise<Chunk | typeof PENDING> } {
  const read = reader.read()
  return { read, soon: Promise.race([read, new Promise<typeof PENDING>((resolve) => setImmediate(resolve, PENDING))]) }
}

function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })
}

async function writeResponse(res: ServerResponse, response: Response, head: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  if (headers['set-cookie'] !== undefined) headers['set-cookie'] = response.headers.getSetCookie()
  // (The text of the package's own responses first: reading `body` would make their stream.)
  const text = knownBodyText(response)
  if (text !== undefined) {
    headers['content-length'] = String(Buffer.byteLength(text, 'utf8'))
    res.writeHead(response.status, response.statusText || undefined, headers)
    res.end(head ? undefined : text, 'utf8')
    return
  }
  if (response.body === null) {
    res.writeHead(response.status, response.statusText || undefined, headers)
    res.end()
    return
  }
  // A body that is all there (a string, a buffer) is written with its Content-Length; a stream
  // still producing is sent as it comes (chunked), so event streams and long downloads flow.
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let pending: Promise<Chunk> | undefined
  let size = 0
  let complete = false
  // (past BUFFERED bytes a body always ready, even endless, is streamed too)
  while (size <= BUFFERED) {
    const { read, soon } = readSoon(reader)
    const r = await soon
    if (r === PENDING) {
      pending = read
      break
    }
    if (r.done) {
      complete = true
      break
    }
    chunks.push(r.value)
    size += r.value.byteLength
  }
  if (complete) {
    const buf = chunks.length === 1 ? Buffer.from(chunks[0]!.buffer, chunks[0]!.byteOffset, chunks[0]!.byteLength) : Buffer.concat(chunks)
    headers['content-length'] = String(buf.length)
    res.writeHead(response.status, response.statusText || undefined, headers)
    res.end(head ? undefined : buf)
    return
  }
  res.writeHead(response.status, response.statusText || undefined, headers)
  if (head) {
    void reader.cancel().catch(() => {})
    res.end()
    return
  }
  // The client going away cancels the stream.
  const onClose = (): void => {
    if (!res.writableFinished) void reader.cancel().catch(() => {})
  }
  res.on('close', onClose)
  try {
    for (const chunk of chunks) res.write(chunk)
    for (let r = await (pending ?? reader.read()); !r.done; r = await reader.read()) {
      if (res.destroyed) return
      if (!res.write(r.value)) await drained(res)
    }
    res.end()
  } finally {
    res.off('close', onClose)
  }
}

/**
 * Adapts a web-standard handler (see `createRequestHandler`) to a `node:http` listener.
 * Never throws: a failure outside the handler is answered 500 (or the socket is closed when the
 * response has already started).
 */
export function toNodeListener(handler: RequestHandler, options: NodeListenerOptions = {}): NodeListener {
  const inner = coreOf(handler)
  const limit = options.maxBodyBytes ?? inner?.limits.maxBodyBytes ?? DEFAULT_LIMITS.maxBodyBytes
  return (req, res) => {
    // The client going away before the answer is written aborts ctx.request.signal.
    const exchange = new ExchangeSignal(res)
    void (async () => {
      try {
        const method = req.method ?? 'GET'
        const host = req.headers.host
        if (host !== undefined && hostProblem(host) !== undefined) {
          // (Before a web Request is built from it: `Host: user@h` or `h/x?` would make a wrong URL.)
          req.resume()
          await writeResponse(
            res,
            errorResponse('html', 400, [`malformed Host header ${JSON.stringify(host)}: expected host[:port]`]),
            false,
          )
          return
        }
        const declared = Number(req.headers['content-length'])
        const body = method === 'GET' || method === 'HEAD' ? null : declared > limit ? null : await readBody(req, limit)
        if (body === null && method !== 'GET' && method !== 'HEAD') {
          req.resume()
          res.setHeader('connection', 'close')
          await writeResponse(res, errorResponse('html', 413, [bodyTooLarge(limit).message]), false)
          return
        }
        const response = inner
          ? await inner.core(new NodeIncoming(req, body, exchange))
          : await handler(toRequest(req, body, exchange.signal))
        await writeResponse(res, response, method === 'HEAD')
      } catch (error) {
        if (inner !== undefined) {
          try {
            inner.onError(error, new Request('http://localhost' + (req.url?.startsWith('/') ? req.url : '/')))
          } catch {
            // a request the URL parser refuses: onError was still given the error where it could be
          }
        }
        if (res.headersSent) res.destroy(error as Error)
        else {
          res.statusCode = 500
          res.end()
        }
      }
    })()
  }
}
