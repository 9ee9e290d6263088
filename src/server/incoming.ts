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

/** Statuses whose responses never carry a body (Fetch standard: "null body status"). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

/**
 * A `Response` with a string body that adapters can write without reading the body stream: the
 * responses of this package's helpers. The text is the response's own (a private field), so
 * responses never share it and it goes with the response.
 *
 * Its body stream is made only when the body is first read through the web API (`body`,
 * `text()`, `json()`, …): Node's `Response` makes a stream for a string body when it is
 * constructed, which costs more than routing the request, and `toNodeListener` writes the text
 * without it. To everything else it is a `Response` like any other: the same
 * status, headers (a `Content-Type` of `text/plain;charset=UTF-8` when none is given, as for a
 * string body), body, `bodyUsed` and `clone()`; a null-body status (204, 304, …) with a body is
 * a `TypeError`, as for `new Response`.
 */
export class TextResponse extends Response {
  readonly #text: string
  /** The same response with its body stream, made on the first read of the body. */
  #withBody: Response | undefined

  constructor(body: string, init: ResponseInit) {
    if (NULL_BODY_STATUSES.has(init.status ?? 200))
      throw new TypeError(`Response constructor: a ${init.status} response cannot have a body`)
    super(null, init)
    if (!this.headers.has('content-type')) this.headers.set('content-type', 'text/plain;charset=UTF-8')
    this.#text = body
  }

  /** The body text of a {@link TextResponse} whose body is not used yet, else `undefined`. */
  static bodyTextOf(response: Response): string | undefined {
    return #text in response && !response.bodyUsed ? response.#text : undefined
  }

  #bodied(): Response {
    return (this.#withBody ??= new Response(this.#text, { status: this.status, statusText: this.statusText, headers: this.headers }))
  }
  override get body(): NonNullable<Response['body']> {
    return this.#bodied().body!
  }
  override get bodyUsed(): boolean {
    return this.#withBody?.bodyUsed ?? false
  }
  override text(): Promise<string> {
    return this.#bodied().text()
  }
  override json(): Promise<any> {
    return this.#bodied().json()
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return this.#bodied().arrayBuffer()
  }
  override blob(): Promise<Blob> {
    return this.#bodied().blob()
  }
  override formData(): Promise<FormData> {
    return this.#bodied().formData()
  }
  static {
    // `bytes()` where the runtime's Response has it (not every TypeScript lib declares it).
    if ('bytes' in Response.prototype)
      Object.defineProperty(TextResponse.prototype, 'bytes', {
        configurable: true,
        writable: true,
        value(this: TextResponse): Promise<Uint8Array> {
          return (this.#bodied() as Response & { bytes(): Promise<Uint8Array> }).bytes()
        },
      })
  }
  /** Another response with the same status, headers and text (a `TypeError` once the body is used or locked, as `Response#clone`). */
  override clone(): Response {
    if (this.#withBody !== undefined && (this.#withBody.bodyUsed || this.#withBody.body?.locked === true))
      throw new TypeError('Response.clone: Body has already been consumed.')
    return new TextResponse(this.#text, { status: this.status, statusText: this.statusText, headers: this.headers })
  }
}

/** A `Response` with a string body that adapters can write without reading the body stream. */
export function textResponse(body: string, init: ResponseInit): Response {
  return new TextResponse(body, init)
}

/** The body text given to {@link textResponse}, or `undefined` for other responses (and used bodies). */
export function knownBodyText(response: Response): string | undefined {
  return TextResponse.bodyTextOf(response)
}
