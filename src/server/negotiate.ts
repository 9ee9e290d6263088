/**
 * Which format a request asks for, as Rails 2.3 decides it: the path's `.:format` first, then the
 * first `Accept` media type the server knows (`application/json` → json, `application/xml` /
 * `text/xml` → xml, `text/html` / `*\/*` → html), else `html`.
 */
import type { RequestFormat } from './controllers'

const ACCEPTED: ReadonlyArray<readonly [string, RequestFormat]> = [
  ['application/json', 'json'],
  ['text/json', 'json'],
  ['application/xml', 'xml'],
  ['text/xml', 'xml'],
  ['text/html', 'html'],
  ['application/xhtml+xml', 'html'],
  ['*/*', 'html'],
]

/** The format named by an `Accept` header, or `html` when it names none the server knows. */
export function formatFromAccept(accept: string | null): RequestFormat {
  if (!accept) return 'html'
  for (const part of accept.split(',')) {
    const type = part.split(';', 1)[0]!.trim().toLowerCase()
    for (const [mime, format] of ACCEPTED) if (type === mime) return format
  }
  return 'html'
}

/**
 * The format of an unrouted path (for its 404 page): the extension of its last segment when it
 * has one, else the `Accept` header's.
 */
export function formatFromPath(path: string, accept: string | null): RequestFormat {
  const last = path.slice(path.lastIndexOf('/') + 1)
  const dot = last.lastIndexOf('.')
  return dot > 0 && dot < last.length - 1 ? last.slice(dot + 1) : formatFromAccept(accept)
}

/** The `Content-Type` a response body in `format` gets (`text/html` unless xml or json). */
export function contentTypeOf(format: RequestFormat): string {
  switch (format) {
    case 'xml':
      return 'application/xml; charset=utf-8'
    case 'json':
      return 'application/json; charset=utf-8'
    default:
      return 'text/html; charset=utf-8'
  }
}
