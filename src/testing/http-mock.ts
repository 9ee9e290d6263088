/** `HttpMock`: the declared responses and recorded requests, and the fetch-compatible transport answering from them. */
import { Responder, type DeclaredResponse } from './declared-responses'
import {
  bodyMatches,
  describeDeclared,
  describeHeaders,
  headersMatch,
  InvalidRequestError,
  readRequest,
  type MockRequest,
} from './requests'

/** Statuses whose responses have no body (the Fetch standard's null body statuses). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

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
