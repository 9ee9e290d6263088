/**
 * `typed-resources/testing`: `HttpMock`, ActiveResource 2.3's HttpMock (http_mock.rb) as a
 * fetch-compatible transport. Declare canned responses per method and path (with query), matched
 * on a subset of the request headers (names case-insensitive) and, where given, the request body;
 * every request is recorded, matched or not. Plug it in per class (`Person.fetch = HttpMock.fetch`)
 * or for every class (`Resource.fetch = HttpMock.fetch`); nothing global is patched.
 */

/** Methods a response can be declared for. */
export type MockMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'

/** A request as `HttpMock.requests` records it. */
export interface MockRequest {
  /** Upper-case verb, `'GET'`. */
  readonly method: string
  /** Path and query, `/people.xml?name=Matz`. */
  readonly path: string
  /** Headers as sent; reading them ignores case (`headers.accept` and `headers.Accept` agree). */
  readonly headers: Readonly<Record<string, string>>
  /** The body text, `null` when there was none. */
  readonly body: string | null
}

/** Extra matching for a declared response. */
export interface MockMatch {
  /** The request body must equal this string (or match this RegExp). */
  readonly body?: string | RegExp
}

/** A declared response, as listed by `HttpMock.responses` and in `InvalidRequestError`. */
export interface DeclaredResponse {
  readonly method: MockMethod
  readonly path: string
  readonly requestHeaders: Readonly<Record<string, string>>
  readonly requestBody: string | RegExp | undefined
  readonly status: number
  readonly statusText: string
  readonly body: string
  readonly responseHeaders: Readonly<Record<string, string>>
}

/** A request no declared response matches; the message lists the declared responses. */
export class InvalidRequestError extends Error {
  override name = 'InvalidRequestError'
  constructor(
    message: string,
    /** The request that matched nothing. */
    readonly request: MockRequest,
  ) {
    super(message)
  }
}

/** Reason phrases for the statuses a test is likely to declare (a status given as `'404 Gone'` uses its own). */
const REASON_PHRASES: Readonly<Record<number, string>> = {
  100: 'Continue',
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  307: 'Temporary Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

/** Statuses whose responses have no body (the Fetch standard's null body statuses). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

function parseStatus(status: number | string): [number, string] {
  if (typeof status === 'number') {
    if (!Number.isInteger(status) || status < 100 || status > 999)
      throw new TypeError(`HttpMock: status ${status} is not an HTTP status code`)
    return [status, REASON_PHRASES[status] ?? '']
  }
  const match = /^\s*(\d{3})\s*(.*)$/.exec(status)
  if (match === null) throw new TypeError(`HttpMock: status ${JSON.stringify(status)} is not "<code> <message>"`)
  const code = Number(match[1])
  return [code, match[2] !== '' && match[2] !== undefined ? match[2] : (REASON_PHRASES[code] ?? '')]
}

/** A plain object of headers whose reads ignore the case of names. */
function caseInsensitive(headers: Record<string, string>): Record<string, string> {
  const find = (target: Record<string, string>, name: string): string | undefined => {
    if (Object.prototype.hasOwnProperty.call(target, name)) return name
    const lower = name.toLowerCase()
    return Object.keys(target).find((k) => k.toLowerCase() === lower)
  }
  return new Proxy(headers, {
    get(target, prop, receiver) {
      if (typeof prop !== 'string') return Reflect.get(target, prop, receiver)
      const key = find(target, prop)
      return key === undefined ? Reflect.get(target, prop, receiver) : target[key]
    },
    has(target, prop) {
      return typeof prop === 'string' ? find(target, prop) !== undefined : Reflect.has(target, prop)
    },
  })
}

function headersToObject(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  const add = (name: string, value: string): void => {
    Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true })
  }
  if (headers === undefined || headers === null) return out
  if (headers instanceof Headers) headers.forEach((value, name) => add(name, value))
  else if (Array.isArray(headers)) for (const [name, value] of headers as [string, string][]) add(name, String(value))
  else for (const [name, value] of Object.entries(headers as Record<string, unknown>)) add(name, String(value))
  return out
}

function describeHeaders(headers: Readonly<Record<string, string>>): string {
  const entries = Object.entries(headers)
  return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${k}: ${v}`).join(', ')} }`
}

function describeDeclared(d: DeclaredResponse): string {
  const body =
    d.requestBody === undefined ? '' : ` body ${d.requestBody instanceof RegExp ? String(d.requestBody) : JSON.stringify(d.requestBody)}`
  return `${d.method} ${d.path} ${describeHeaders(d.requestHeaders)}${body} → ${d.status}`
}

/** A response object for statuses the web `Response` cannot hold (1xx, 600+). */
function looseResponse(status: number, statusText: string, body: string, headers: Headers): Response {
  return {
    status,
    statusText,
    headers,
    ok: false,
    redirected: false,
    type: 'default',
    url: '',
    text: () => Promise.resolve(body),
  } as unknown as Response
}

/**
 * What follows the path of a declared response, each optional: `requestHeaders` must all be
 * present on the request (subset match, names case-insensitive; default none); `body` is the
 * response body (default `''`); `status` a code or `'404 Not Found'` (default 200);
 * `responseHeaders` (default none); `match` is matched against the request body (a string, a
 * RegExp, or `{ body }`; default: any body).
 */
type ResponseArguments = [
  requestHeaders?: Readonly<Record<string, string>> | undefined,
  body?: string | null | undefined,
  status?: number | string | undefined,
  responseHeaders?: Readonly<Record<string, string>> | undefined,
  match?: MockMatch | string | RegExp | undefined,
]

/**
 * Declares the responses of one `respondTo` block:
 * `mock.post(path, requestHeaders, responseBody, status, responseHeaders, requestBody)`, where the
 * last argument (a string, a RegExp, or `{ body }`) is matched against the request body.
 */
export class Responder {
  constructor(private readonly declared: DeclaredResponse[]) {}

  private declare(
    method: MockMethod,
    path: string,
    [requestHeaders = {}, body = null, status = 200, responseHeaders = {}, match = {}]: ResponseArguments,
  ): this {
    if (typeof path !== 'string' || !path.startsWith('/'))
      throw new TypeError(`HttpMock: the path of a ${method} response must start with '/', got ${JSON.stringify(path)}`)
    const [code, text] = parseStatus(status)
    this.declared.push({
      method,
      path,
      requestHeaders: { ...requestHeaders },
      requestBody: typeof match === 'string' || match instanceof RegExp ? match : match.body,
      status: code,
      statusText: text,
      body: body ?? '',
      responseHeaders: { ...responseHeaders },
    })
    return this
  }

  /** A GET response at `path` (with its query); the other arguments: {@link ResponseArguments}. */
  get(path: string, ...args: ResponseArguments): this {
    return this.declare('GET', path, args)
  }
  /** A POST response (see `get`). */
  post(path: string, ...args: ResponseArguments): this {
    return this.declare('POST', path, args)
  }
  /** A PUT response (see `get`). */
  put(path: string, ...args: ResponseArguments): this {
    return this.declare('PUT', path, args)
  }
  /** A DELETE response (see `get`). */
  delete(path: string, ...args: ResponseArguments): this {
    return this.declare('DELETE', path, args)
  }
  /** A HEAD response (see `get`). */
  head(path: string, ...args: ResponseArguments): this {
    return this.declare('HEAD', path, args)
  }
}

function headersMatch(declared: Readonly<Record<string, string>>, sent: Readonly<Record<string, string>>): boolean {
  const lowerSent = new Map(Object.entries(sent).map(([k, v]) => [k.toLowerCase(), v]))
  return Object.entries(declared).every(([name, value]) => lowerSent.get(name.toLowerCase()) === value)
}

function bodyMatches(expected: string | RegExp | undefined, body: string | null): boolean {
  if (expected === undefined) return true
  if (expected instanceof RegExp) {
    expected.lastIndex = 0 // a `g` or `y` RegExp keeps it between calls: every request is matched from the start
    return expected.test(body ?? '')
  }
  return expected === (body ?? '')
}

async function readRequest(input: string | URL | Request, init: RequestInit | undefined): Promise<MockRequest> {
  const request = input instanceof Request ? input : null
  const url = new URL(request?.url ?? String(input), 'http://localhost')
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase()
  const headers = headersToObject(init?.headers ?? request?.headers)
  let body: string | null = null
  if (init?.body !== undefined && init.body !== null) {
    body = typeof init.body === 'string' ? init.body : await new Response(init.body).text()
  } else if (request !== null && request.body !== null) {
    body = await request.text()
  }
  return { method, path: `${url.pathname}${url.search}`, headers: caseInsensitive(headers), body }
}

/**
 * The mock HTTP service. State is global to the test process (as in Rails): call `respondTo`
 * (or `reset`) in each test's setup.
 *
 * ```ts
 * HttpMock.respondTo((mock) => {
 *   mock.get('/people/1.xml', {}, '<person><name>Matz</name></person>')
 *   mock.post('/people.xml', {}, null, 201, { Location: '/people/5.xml' })
 * })
 * Person.fetch = HttpMock.fetch
 * ```
 */
export class HttpMock {
  private static declared: DeclaredResponse[] = []
  private static recorded: MockRequest[] = []

  /**
   * Replaces the declared responses (and clears the recorded requests) with those `block`
   * declares; also returns the `Responder`, to declare more.
   */
  static respondTo(block?: (mock: Responder) => void): Responder {
    HttpMock.reset()
    const responder = new Responder(HttpMock.declared)
    block?.(responder)
    return responder
  }

  /** Every request sent since the last `respondTo` / `reset`, matched or not, in order. */
  static get requests(): MockRequest[] {
    return HttpMock.recorded
  }

  /** The declared responses. */
  static get responses(): readonly DeclaredResponse[] {
    return HttpMock.declared
  }

  /** Forgets the declared responses and the recorded requests. */
  static reset(): void {
    HttpMock.declared = []
    HttpMock.recorded = []
  }

  /**
   * A fetch-compatible function answering from the declared responses (first match wins);
   * usable unbound. Rejects with `InvalidRequestError` when none matches.
   */
  static readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = await readRequest(input, init)
    HttpMock.recorded.push(request)
    const found = HttpMock.declared.find(
      (d) =>
        d.method === request.method &&
        d.path === request.path &&
        headersMatch(d.requestHeaders, request.headers) &&
        bodyMatches(d.requestBody, request.body),
    )
    if (found === undefined) {
      const declared = HttpMock.declared.length === 0 ? '  (none)' : HttpMock.declared.map((d) => `  ${describeDeclared(d)}`).join('\n')
      const body = request.body === null ? '' : ` (${request.body})`
      throw new InvalidRequestError(
        `No response recorded for ${request.method} ${request.path} ${describeHeaders(request.headers)}${body}\nDeclared responses:\n${declared}`,
        request,
      )
    }
    const headers = new Headers(found.responseHeaders)
    const body = NULL_BODY_STATUSES.has(found.status) ? '' : found.body
    if (!headers.has('Content-Length')) headers.set('Content-Length', String(new TextEncoder().encode(body).length))
    if (found.status < 200 || found.status > 599) return looseResponse(found.status, found.statusText, body, headers)
    return new Response(NULL_BODY_STATUSES.has(found.status) ? null : body, { status: found.status, statusText: found.statusText, headers })
  }
}
