/**
 * One HTTP request of a resource class, as ActiveResource 2.3's Connection makes it
 * (connection.rb): Basic auth, the format header per verb, the class headers, a time-out, an
 * optional proxy, logging, and the status → error table (errors.ts). Nothing is cached between
 * calls here (a class's proxy connection pool is its own, ./proxy.ts): every request builds its
 * own headers from the class settings of that moment, so concurrent requests and classes never
 * share state.
 */
import { ConnectionError, DecodeError, ResourceResponse, ResponseTooLarge, SSLError, TimeoutError, errorForResponse } from './errors'
import type { FormatCodec } from './formats/index'
import { Deadline, platformDispatcher, type Dispatcher } from './deadline'
import { undici, type ProxyAgents } from './proxy'
import { readLimited } from './stream'

/** HTTP verbs the client sends. */
export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'

/** What a transport must return: the parts of the web `Response` the client reads. */
export interface FetchResponse {
  readonly status: number
  readonly statusText: string
  readonly headers: { get(name: string): string | null; forEach(callback: (value: string, name: string) => void): void }
  text(): Promise<string>
  /** The body stream, when the transport has one (a web `Response`): read with `maxResponseBytes` counted as it comes. */
  readonly body?: ReadableStream<Uint8Array> | null
}

/** The init the client passes to its transport (a `RequestInit`, plus undici's `dispatcher` for a proxy). */
export interface FetchInit {
  method: Verb
  headers: Record<string, string>
  body?: string
  redirect: 'manual'
  signal?: AbortSignal
  dispatcher?: unknown
}

/** A fetch-compatible transport, such as the global `fetch` or `HttpMock.fetch`. */
export type FetchLike = (input: string, init: FetchInit) => Promise<FetchResponse>

/** A logger: anything with `info(line)`, e.g. `console`. */
export interface Logger {
  info(line: string): void
}

/** The settings one request reads, resolved from a class by the caller. */
export interface ConnectionSettings {
  readonly site: URL
  readonly user: string | null
  readonly password: string | null
  readonly headers: Readonly<Record<string, unknown>>
  /** Seconds; `null` for none. */
  readonly timeout: number | null
  /** Largest response body read, in bytes (after decompression); `null` for none. */
  readonly maxResponseBytes: number | null
  readonly proxy: string | URL | null
  /** The class's proxy connection pool (used when `proxy` is set). */
  readonly proxyAgents: ProxyAgents
  readonly logger: Logger | null
  readonly fetch: FetchLike | null
  readonly format: FormatCodec
}

/** Which header carries the format, per verb (connection.rb `HTTP_FORMAT_HEADER_NAMES`). */
export const FORMAT_HEADER: Readonly<Record<Verb, 'Accept' | 'Content-Type'>> = {
  GET: 'Accept',
  PUT: 'Content-Type',
  POST: 'Content-Type',
  DELETE: 'Accept',
  HEAD: 'Accept',
}

function base64(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * The headers of one request, in Rails' order (later ones win, names compared case-insensitively):
 * `Authorization` (Basic, when a user or password is set), the format header of the verb
 * (`Accept` for GET/DELETE/HEAD, `Content-Type` for POST/PUT), then the class headers.
 */
export function buildRequestHeaders(settings: ConnectionSettings, verb: Verb): Record<string, string> {
  // Parallel arrays instead of a Map of pairs and a closure: a request usually has 1–3 headers.
  const names: string[] = []
  const lowers: string[] = []
  const values: string[] = []
  if (settings.user !== null || settings.password !== null) {
    putHeader(names, lowers, values, 'Authorization', `Basic ${base64(`${settings.user ?? ''}:${settings.password ?? ''}`)}`)
  }
  putHeader(names, lowers, values, FORMAT_HEADER[verb], settings.format.mimeType)
  // for…in: the class's own headers and those inherited from its superclasses' headers.
  const classHeaders = settings.headers
  for (const name in classHeaders) {
    const value = classHeaders[name]
    if (value !== undefined && value !== null) putHeader(names, lowers, values, name, String(value))
  }
  const headers: Record<string, string> = {}
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string
    if (name === '__proto__')
      Object.defineProperty(headers, name, { value: values[i], enumerable: true, writable: true, configurable: true })
    else headers[name] = values[i] as string
  }
  return headers
}

/** Sets a header, replacing (in its first place, with the new name's case) one of the same name in any case. */
function putHeader(names: string[], lowers: string[], values: string[], name: string, value: string): void {
  const lower = name.toLowerCase()
  const i = lowers.indexOf(lower)
  if (i === -1) {
    names.push(name)
    lowers.push(lower)
    values.push(value)
  } else {
    names[i] = name
    values[i] = value
  }
}

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|ERR_OSSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|HOSTNAME_MISMATCH)/

/** True when `error` or one of its causes is a TLS failure of node's TLS stack. */
function isTlsFailure(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && TLS_CODE.test(code)) return true
    if (code === 'EPROTO' && typeof message === 'string' && /SSL|TLS/i.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * True for how fetch reports a failed request: a `TypeError` ("fetch failed", with the cause),
 * a `DOMException` (abort, time-out), or a system error with a code (`ECONNREFUSED`, TLS codes).
 */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true
  if (typeof DOMException !== 'undefined' && error instanceof DOMException) return true
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' || isTlsFailure(error)
}

/** True when `error` or one of its causes is a `DOMException` named `TimeoutError` (what `AbortSignal.timeout()` rejects with). */
function isPlatformTimeout(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth++) {
    if ((current as { name?: unknown }).name === 'TimeoutError' && typeof DOMException !== 'undefined' && current instanceof DOMException)
      return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

function innermostMessage(error: unknown): string {
  let current: unknown = error
  let message = String(error)
  for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth++) {
    const m = (current as { message?: unknown }).message
    if (typeof m === 'string' && m !== '') message = m
    current = (current as { cause?: unknown }).cause
  }
  return message
}

function defaultPort(url: URL): string {
  if (url.port !== '') return url.port
  return url.protocol === 'https:' ? '443' : '80'
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length
}

/**
 * Sends one request and reads the whole body.
 *
 * @param path the path and query, starting with `/` (the site's origin is prepended).
 * @param body for POST and PUT (default `''`); ignored for the other verbs.
 * @returns the response, for a status of 200–399 other than 301/302.
 * @throws the error of the status table (`ResourceNotFound`, `ServerError`, …, each with the
 * response); `TimeoutError` when `timeout` seconds pass or the transport rejects with a
 * `DOMException` named `TimeoutError` (what `AbortSignal.timeout()` gives); `SSLError` for a TLS failure;
 * `ConnectionError` for any other network failure. An error of the transport itself (not a
 * network failure, e.g. HttpMock's `InvalidRequestError`) passes through unchanged.
 */
export async function request(settings: ConnectionSettings, verb: Verb, path: string, body?: string): Promise<ResourceResponse> {
  const url = `${settings.site.origin}${path}`
  const init: FetchInit = { method: verb, headers: buildRequestHeaders(settings, verb), redirect: 'manual' }
  if (verb === 'POST' || verb === 'PUT') init.body = body ?? ''
  let transport = settings.fetch ?? (globalThis.fetch as unknown as FetchLike)
  if (settings.proxy !== null) {
    init.dispatcher = await settings.proxyAgents.agentFor(String(settings.proxy))
    // The global fetch of Node bundles its own undici; hand the agent to the undici it came from.
    if (settings.fetch === null) transport = (await undici()).fetch as unknown as FetchLike
  }
  const deadline = settings.timeout === null ? undefined : new Deadline(Math.max(0, settings.timeout * 1000))
  if (deadline !== undefined) {
    // On Node's fetch the time-out aborts through the dispatcher (no AbortSignal: see Deadline)
    const dispatcher = settings.fetch !== null ? undefined : ((init.dispatcher as Dispatcher | undefined) ?? platformDispatcher())
    if (dispatcher !== undefined) init.dispatcher = deadline.dispatcher(dispatcher)
    else init.signal = deadline.signal()
  }
  const logger = settings.logger
  if (logger !== null) logger.info(`${verb} ${settings.site.protocol}//${settings.site.hostname}:${defaultPort(settings.site)}${path}`)
  const started = logger === null ? 0 : performance.now()
  let response: ResourceResponse
  try {
    const raw = await (deadline === undefined ? transport(url, init) : deadline.race(transport(url, init)))
    const reading = readText(raw, settings.maxResponseBytes, `${verb} ${url}`)
    const text = await (deadline === undefined ? reading : deadline.race(reading))
    const headers = raw.headers instanceof Headers ? raw.headers : copyHeaders(raw.headers)
    response = new ResourceResponse(raw.status, raw.statusText, headers, text)
  } catch (error) {
    if (error instanceof ConnectionError) throw error
    const timedOut = deadline?.reason !== undefined
    if (!isNetworkFailure(error) && !timedOut) throw error // the transport's own error (e.g. HttpMock's InvalidRequestError)
    if (timedOut) {
      throw new TimeoutError(null, `${verb} ${url} timed out after ${settings.timeout}s`, { cause: error })
    }
    // The platform's own time-out (AbortSignal.timeout() of the caller or the transport) is a time-out too.
    if (isPlatformTimeout(error)) throw new TimeoutError(null, `${verb} ${url} timed out: ${innermostMessage(error)}`, { cause: error })
    if (isTlsFailure(error)) throw new SSLError(null, `${verb} ${url}: TLS failure: ${innermostMessage(error)}`, { cause: error })
    throw new ConnectionError(null, `${verb} ${url} failed: ${innermostMessage(error)}`, { cause: error })
  } finally {
    deadline?.clear()
  }
  if (logger !== null) {
    const ms = performance.now() - started
    logger.info(`--> ${response.status} ${response.statusText} ${byteLength(response.body)} (${ms.toFixed(1)}ms)`)
  }
  const failure = errorForResponse(response)
  if (failure !== null) throw failure
  return response
}

/** Decodes a whole body at once (no stream state between calls), as `Response.text()` does. */
const UTF8 = new TextDecoder()

/**
 * The body of `raw` as text, refused past `limit` bytes: a `Content-Length` over it before
 * reading, a stream as soon as it passes it (the rest is not read), a transport without a stream
 * once its text is there.
 * @throws {ResponseTooLarge} naming the limit.
 */
async function readText(raw: FetchResponse, limit: number | null, what: string): Promise<string> {
  if (limit === null) return raw.text()
  const tooLarge = (): ResponseTooLarge =>
    new ResponseTooLarge(limit, `${what}: response body larger than ${limit} bytes (maxResponseBytes)`)
  const body = raw.body
  // (a declared length counts only without compression: fetch gives the decoded body)
  const declared = raw.headers.get('content-encoding') === null ? Number(raw.headers.get('content-length') ?? NaN) : NaN
  if (declared > limit) {
    if (body) void body.cancel().catch(() => {})
    throw tooLarge()
  }
  if (!body) {
    const text = await raw.text()
    if (text.length > limit || new TextEncoder().encode(text).length > limit) throw tooLarge()
    return text
  }
  return UTF8.decode(await readLimited(body, limit, tooLarge))
}

function copyHeaders(source: FetchResponse['headers']): Headers {
  const headers = new Headers()
  source.forEach((value, name) => headers.append(name, value))
  return headers
}

/** Deepest nesting of a decoded response (arrays and objects), the json gem's `max_nesting`. */
export const MAX_RESPONSE_DEPTH = 100

/** `value`, when its arrays and objects nest at most {@link MAX_RESPONSE_DEPTH} levels (checked without recursion). */
function checkDepth(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  // two parallel stacks: no [node, depth] pair allocated per object
  const nodes: object[] = [value]
  const depths: number[] = [1]
  while (nodes.length > 0) {
    const node = nodes.pop()!
    const depth = depths.pop()!
    if (depth > MAX_RESPONSE_DEPTH) throw new Error(`nested deeper than ${MAX_RESPONSE_DEPTH} levels`)
    const children: readonly unknown[] = Array.isArray(node) ? node : Object.values(node)
    for (let i = 0; i < children.length; i++) {
      const v = children[i]
      if (v !== null && typeof v === 'object') {
        nodes.push(v)
        depths.push(depth + 1)
      }
    }
  }
  return value
}

/**
 * Decodes a body with the format, turning a malformed body into a `DecodeError` that names the
 * status and content type. A blank body decodes to `null` (nothing to decode).
 */
export function decodeBody(format: FormatCodec, response: ResourceResponse): unknown {
  if (!/\S/.test(response.body)) return null // blank (without copying the body as trim() would)
  try {
    return checkDepth(format.decode(response.body))
  } catch (error) {
    const type = response.headers.get('Content-Type') ?? 'no Content-Type'
    throw new DecodeError(
      response,
      `cannot decode the ${response.status} ${response.statusText} response (${type}) as ${format.extension.toUpperCase()}: ${(error as Error).message}`,
    )
  }
}
