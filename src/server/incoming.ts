/**
 * The request as the handler core reads it. A web `Request` is one source; `toNodeListener`
 * gives another that reads `node:http`'s request directly and builds the web `Request` only when
 * a handler asks for `ctx.request` (constructing one costs more than routing does).
 * Internal to the server package.
 */

import { readLimited } from '../client/stream'
import { bodyTooLarge } from './limits'

/** What the handler core needs from a request. */
export interface Incoming {
  /** The method, upper-case. */
  readonly method: string
  /** Path and query string (`/issues/1.json?x=1`), no origin. */
  readonly target: string
  /** A header value (names lower-case), `null` when absent. */
  header(name: string): string | null
  /** The request's `host[:port]` (its URL's, for a request without a Host header). */
  readonly host: string
  /** The scheme the request came over, `http` or `https` (its URL's; forwarded headers are not read). */
  readonly protocol: string
  /** Whether the request carries a body. */
  readonly hasBody: boolean
  /**
   * The body's bytes (read once), refused past `limit` bytes while it is read.
   * @throws {LimitError} 413 past the limit.
   */
  bytes(limit: number): Promise<Uint8Array>
  /** The web Request (built on first use by sources that are not one). */
  readonly request: Request
}

/** The path-and-query part of an absolute URL. */
export function targetOf(url: string): string {
  const scheme = url.indexOf('://')
  if (scheme < 0) return url
  const slash = url.indexOf('/', scheme + 3)
  return slash < 0 ? '/' : url.slice(slash)
}

/** An {@link Incoming} over a web `Request`. */
export function fromRequest(request: Request): Incoming {
  return {
    method: request.method.toUpperCase(),
    target: targetOf(request.url),
    header: (name) => request.headers.get(name),
    get host() {
      return new URL(request.url).host
    },
    get protocol() {
      return new URL(request.url).protocol.slice(0, -1)
    },
    hasBody: request.body !== null,
    bytes: (limit) => {
      const length = Number(request.headers.get('content-length'))
      return length > limit ? Promise.reject(bodyTooLarge(limit)) : readLimited(request.body, limit, () => bodyTooLarge(limit))
    },
    request,
  }
}

/** Body text of responses made by this package's helpers, so adapters can skip reading the stream. */
const BODY_TEXT = new WeakMap<Response, string>()

/** A `Response` with a string body that adapters can write without reading the body stream. */
export function textResponse(body: string, init: ResponseInit): Response {
  const response = new Response(body, init)
  BODY_TEXT.set(response, body)
  return response
}

/** The body text given to {@link textResponse}, or `undefined` for other responses (and used bodies). */
export function knownBodyText(response: Response): string | undefined {
  return response.bodyUsed ? undefined : BODY_TEXT.get(response)
}
