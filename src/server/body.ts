/**
 * Request bodies → values, by `Content-Type`: JSON (`JSON.parse`), XML (Rails' `Hash.from_xml`
 * through the client's XML codec: root element kept, typed values converted), and forms
 * (`application/x-www-form-urlencoded` and `multipart/form-data`, nested Rack style). A body that
 * cannot be read is a {@link BodyError} whose message names the problem; the server answers 400.
 */
import { decodeXml } from './codec'
import type { Incoming } from './incoming'
import { countPairs, LimitError, sanitizeBody, type RequestLimits } from './limits'
import { nestFormData, parseNestedQuery, ParamsError } from './params'

/** A request body that cannot be parsed; `message` says which format and what is wrong. */
export class BodyError extends Error {
  override name = 'BodyError'
}

/** The body kinds the server reads. */
export type BodyKind = 'json' | 'xml' | 'form' | 'multipart'

/** The body kind of a `Content-Type` header value, or `null` for one the server does not read. */
export function bodyKind(contentType: string | null): BodyKind | null {
  if (!contentType) return null
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase()
  if (type === 'application/json' || type.endsWith('+json')) return 'json'
  if (type === 'application/xml' || type === 'text/xml' || type.endsWith('+xml')) return 'xml'
  if (type === 'application/x-www-form-urlencoded') return 'form'
  if (type === 'multipart/form-data') return 'multipart'
  return null
}

/**
 * Reads and parses the body of `request` as `kind`, within `limits` (body bytes while it is read,
 * parameter count of a form, nesting depth, files of a multipart form); `seenParams` is the count
 * the query string already used. An empty (or whitespace-only) JSON or XML body is `undefined`;
 * an empty form is `{}`. `__proto__`, `constructor` and `prototype` keys are dropped at every level.
 * @throws {@link BodyError} for malformed JSON, XML, form data or %-encoding.
 * @throws {@link LimitError} past a limit (its `status` is the answer).
 */
export async function parseBody(request: Incoming, kind: BodyKind, limits: RequestLimits, seenParams = 0): Promise<unknown> {
  const bytes = await request.bytes(limits.maxBodyBytes)
  if (kind === 'multipart') {
    let form: FormData
    try {
      form = await new Response(bytes as BufferSource, { headers: { 'content-type': request.header('content-type') ?? '' } }).formData()
    } catch (e) {
      throw new BodyError(`malformed multipart/form-data body: ${messageOf(e)}`)
    }
    let count = seenParams
    let files = 0
    for (const [, value] of form) {
      if (++count > limits.maxParams)
        throw new LimitError(413, `more than ${limits.maxParams} parameters in the query string and form (maxParams)`)
      if (typeof value !== 'string' && ++files > limits.maxFiles)
        throw new LimitError(413, `more than ${limits.maxFiles} files in the multipart body (maxFiles)`)
    }
    return guard('form', () => nestFormData(form, limits.maxParamDepth))
  }
  const text = new TextDecoder().decode(bytes)
  if (kind === 'form') {
    countPairs(text, seenParams, limits.maxParams, 'query string and form')
    return guard('form', () => parseNestedQuery(text, limits.maxParamDepth))
  }
  if (text.trim() === '') return undefined
  if (kind === 'json')
    return sanitizeBody(
      guard('JSON', () => JSON.parse(text) as unknown),
      limits.maxParamDepth,
      'JSON',
    )
  return sanitizeBody(
    guard('XML', () => decodeXml(text)),
    limits.maxParamDepth,
    'XML',
  )
}

function guard<T>(what: string, parse: () => T): T {
  try {
    return parse()
  } catch (e) {
    if (e instanceof BodyError || e instanceof LimitError) throw e
    throw new BodyError(`malformed ${what} body: ${messageOf(e).replace(/^malformed (?:XML|JSON): /, '')}`)
  }
}

function messageOf(e: unknown): string {
  return e instanceof ParamsError || e instanceof Error ? e.message : String(e)
}
