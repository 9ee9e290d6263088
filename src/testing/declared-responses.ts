/**
 * Declaring HttpMock's canned responses: `Responder` (the `mock` of a `respondTo` block) and the
 * shapes it records, with a status given as a code or `'404 Not Found'`.
 */

/** Methods a response can be declared for. */
export type MockMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'

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
