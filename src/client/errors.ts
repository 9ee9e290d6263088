/**
 * The client's errors, as ActiveResource 2.3 defines them (exceptions.rb, connection.rb,
 * validations.rb), and the status → error table of `Connection#handle_response`.
 */

/**
 * A response as the API hands it over: the web `Response` shape (`status`, `statusText`,
 * `headers.get(name)`) with the body already read as text in `body`.
 */
export class ResourceResponse {
  constructor(
    /** HTTP status code, e.g. `201`. */
    readonly status: number,
    /** Reason phrase, e.g. `'Created'` (may be empty: HTTP/2 has none). */
    readonly statusText: string,
    /** Response headers (case-insensitive `get`). */
    readonly headers: Headers,
    /** The body as text (`''` when there is none). */
    readonly body: string,
  ) {}

  /** True for 200–299, as `Response#ok`. */
  get ok(): boolean {
    return this.status >= 200 && this.status <= 299
  }

  /** The body text, as `Response#text()`. */
  text(): Promise<string> {
    return Promise.resolve(this.body)
  }
}

/**
 * Base of every error of a request (Rails' `ActiveResource::ConnectionError`): a network failure,
 * a status the client does not know, and (through the subclasses) every error status.
 * Its message is Rails': `Failed.  Response code = 404.  Response message = Not Found.`
 */
export class ConnectionError extends Error {
  override name = 'ConnectionError'
  /** The response, or `null` when none arrived (network failure, time-out, TLS failure). */
  readonly response: ResourceResponse | null

  constructor(response: ResourceResponse | null, message?: string, options?: { cause?: unknown }) {
    super(message ?? ConnectionError.describe(response), options)
    this.response = response
  }

  /** Rails' `ConnectionError#to_s`. */
  static describe(response: ResourceResponse | null): string {
    if (response === null) return 'Failed.'
    return `Failed.  Response code = ${response.status}.  Response message = ${response.statusText}.`
  }
}

/** The request did not complete within the class's `timeout` (seconds). */
export class TimeoutError extends ConnectionError {
  override name = 'TimeoutError'
}

/**
 * The response body passed the class's `maxResponseBytes` (counted while it streams, after
 * decompression); the rest was not read. `limit` is that setting, in bytes.
 */
export class ResponseTooLarge extends ConnectionError {
  override name = 'ResponseTooLarge'
  readonly limit: number
  constructor(limit: number, message: string) {
    super(null, message)
    this.limit = limit
  }
}

/** The TLS handshake failed (bad certificate, wrong host name, protocol mismatch). */
export class SSLError extends ConnectionError {
  override name = 'SSLError'
}

/** 301 or 302: the message shows the `Location` (fetch is called with `redirect: 'manual'`). */
export class Redirection extends ConnectionError {
  override name = 'Redirection'
  constructor(response: ResourceResponse, message?: string) {
    const location = response.headers.get('Location')
    super(response, message ?? `${ConnectionError.describe(response)}${location === null ? '' : ` => ${location}`}`)
  }
}

/** 4xx (400–499 without a class of its own). */
export class ClientError extends ConnectionError {
  override name = 'ClientError'
}
/** 400 Bad Request. */
export class BadRequest extends ClientError {
  override name = 'BadRequest'
}
/** 401 Unauthorized. */
export class UnauthorizedAccess extends ClientError {
  override name = 'UnauthorizedAccess'
}
/** 403 Forbidden. */
export class ForbiddenAccess extends ClientError {
  override name = 'ForbiddenAccess'
}
/** 404 Not Found. */
export class ResourceNotFound extends ClientError {
  override name = 'ResourceNotFound'
}
/** 409 Conflict; the body is the record as the server has it now. */
export class ResourceConflict extends ClientError {
  override name = 'ResourceConflict'
}
/** 410 Gone. */
export class ResourceGone extends ClientError {
  override name = 'ResourceGone'
}
/** 422 Unprocessable Entity; `save()` turns it into `false` and fills `errors`. */
export class ResourceInvalid extends ClientError {
  override name = 'ResourceInvalid'
}

/** 405 Method Not Allowed, with the verbs of its `Allow` header. */
export class MethodNotAllowed extends ClientError {
  override name = 'MethodNotAllowed'
  /** Upper-case verbs from the `Allow` header, e.g. `['GET', 'POST']` (empty without one). */
  get allowedMethods(): string[] {
    const allow = this.response?.headers.get('Allow') ?? ''
    return allow
      .split(',')
      .map((verb) => verb.trim().toUpperCase())
      .filter((verb) => verb !== '')
  }
}

/** 5xx. */
export class ServerError extends ConnectionError {
  override name = 'ServerError'
}

/**
 * A response body the format cannot decode; the message names the status and the content type.
 * Carries the response like the other errors.
 */
export class DecodeError extends ConnectionError {
  override name = 'DecodeError'
}

/** A call the client refuses before sending anything (Rails raises ArgumentError for these). */
export class ArgumentError extends Error {
  override name = 'ArgumentError'
}

type ResponseErrorClass = new (response: ResourceResponse) => ConnectionError

/** Statuses with a class of their own (connection.rb `handle_response`). */
export const STATUS_ERRORS: ReadonlyMap<number, ResponseErrorClass> = new Map<number, ResponseErrorClass>([
  [301, Redirection],
  [302, Redirection],
  [400, BadRequest],
  [401, UnauthorizedAccess],
  [403, ForbiddenAccess],
  [404, ResourceNotFound],
  [405, MethodNotAllowed],
  [409, ResourceConflict],
  [410, ResourceGone],
  [422, ResourceInvalid],
])

/** Status ranges, checked after the table above: `null` is success. */
export const STATUS_RANGES: ReadonlyArray<readonly [from: number, to: number, error: ResponseErrorClass | null]> = [
  [200, 399, null],
  [400, 499, ClientError],
  [500, 599, ServerError],
]

/**
 * The error a response status means, or `null` for success (200–399 except 301/302).
 * Any status outside the table and ranges (1xx, 600+) is a `ConnectionError` naming it.
 */
export function errorForResponse(response: ResourceResponse): ConnectionError | null {
  const exact = STATUS_ERRORS.get(response.status)
  if (exact !== undefined) return new exact(response)
  for (const [from, to, error] of STATUS_RANGES) {
    if (response.status >= from && response.status <= to) return error === null ? null : new error(response)
  }
  return new ConnectionError(response, `Unknown response code: ${response.status}`)
}
