/**
 * Request bodies → values, by `Content-Type`: JSON (`JSON.parse`), XML (Rails' `Hash.from_xml`
 * through the client's XML codec: root element kept, typed values converted), and forms
 * (`application/x-www-form-urlencoded` and `multipart/form-data`, nested Rack style). A body that
 * cannot be read is a {@link BodyError} whose message names the problem; the server answers 400.
 */
import { decodeXml } from './codec'
import type { Incoming } from './incoming'
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
 * Reads and parses the body of `request` as `kind`. An empty (or whitespace-only) JSON or XML
 * body is `undefined`; an empty form is `{}`.
 * @throws {@link BodyError} for malformed JSON, XML, form data or %-encoding.
 */
export async function parseBody(request: Incoming, kind: BodyKind): Promise<unknown> {
  if (kind === 'multipart') {
    let form: FormData
    try {
      form = await request.formData()
    } catch (e) {
      throw new BodyError(`malformed multipart/form-data body: ${messageOf(e)}`)
    }
    return guard('form', () => nestFormData(form))
  }
  const text = await request.text()
  if (kind === 'form') return guard('form', () => parseNestedQuery(text))
  if (text.trim() === '') return undefined
  if (kind === 'json') return guard('JSON', () => JSON.parse(text) as unknown)
  return guard('XML', () => decodeXml(text))
}

function guard<T>(what: string, parse: () => T): T {
  try {
    return parse()
  } catch (e) {
    if (e instanceof BodyError) throw e
    throw new BodyError(`malformed ${what} body: ${messageOf(e).replace(/^malformed (?:XML|JSON): /, '')}`)
  }
}

function messageOf(e: unknown): string {
  return e instanceof ParamsError || e instanceof Error ? e.message : String(e)
}
