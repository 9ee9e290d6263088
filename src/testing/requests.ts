/**
 * The request side of HttpMock: a sent request read into a `MockRequest` (headers readable in any
 * case), matched against a declared response, and described in `InvalidRequestError`'s message.
 */
import type { DeclaredResponse } from './declared-responses'

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

export function describeHeaders(headers: Readonly<Record<string, string>>): string {
  const entries = Object.entries(headers)
  return entries.length === 0 ? '{}' : `{ ${entries.map(([k, v]) => `${k}: ${v}`).join(', ')} }`
}

export function describeDeclared(d: DeclaredResponse): string {
  const body =
    d.requestBody === undefined ? '' : ` body ${d.requestBody instanceof RegExp ? String(d.requestBody) : JSON.stringify(d.requestBody)}`
  return `${d.method} ${d.path} ${describeHeaders(d.requestHeaders)}${body} → ${d.status}`
}

export function headersMatch(declared: Readonly<Record<string, string>>, sent: Readonly<Record<string, string>>): boolean {
  const lowerSent = new Map(Object.entries(sent).map(([k, v]) => [k.toLowerCase(), v]))
  return Object.entries(declared).every(([name, value]) => lowerSent.get(name.toLowerCase()) === value)
}

export function bodyMatches(expected: string | RegExp | undefined, body: string | null): boolean {
  if (expected === undefined) return true
  if (expected instanceof RegExp) {
    expected.lastIndex = 0 // a `g` or `y` RegExp keeps it between calls: every request is matched from the start
    return expected.test(body ?? '')
  }
  return expected === (body ?? '')
}

export async function readRequest(input: string | URL | Request, init: RequestInit | undefined): Promise<MockRequest> {
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
