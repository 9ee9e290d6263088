/**
 * Error responses in the requested format: a Rails errors document for XML
 * (`<errors><error>…</error></errors>`) and JSON (`{"errors":["…"]}`) — the shapes the
 * ActiveResource client reads into `errors` — and a small HTML page otherwise. Messages never
 * carry a stack trace.
 */
import type { RequestFormat } from './controllers'
import { textResponse } from './incoming'
import { contentTypeOf } from './negotiate'

/** Escapes text for XML / HTML element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The reason phrase of the statuses the server writes itself. */
export const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  302: 'Found',
  303: 'See Other',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  403: 'Forbidden',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
}

/**
 * A Rails errors document: XML `<errors><error>msg</error>…</errors>`, JSON `{"errors":[msg…]}`.
 * `messages` are full messages (`"Title can't be blank"`).
 */
export function errorsDocument(format: 'xml' | 'json', messages: readonly string[]): string {
  if (format === 'json') return JSON.stringify({ errors: messages })
  // a raw \r would be read back as \n (XML line-end normalization): written as &#13;, as the codec does
  const items = messages.map((m) => `  <error>${escapeXml(m).replace(/\r/g, '&#13;')}</error>\n`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<errors>\n${items}</errors>\n`
}

/**
 * An error response with `status` and `messages`, in `format` (XML and JSON: an errors
 * document; anything else: an HTML page listing the messages). Extra `headers` are added
 * (e.g. `Allow` for 405).
 */
export function errorResponse(
  format: RequestFormat,
  status: number,
  messages: readonly string[],
  headers?: Record<string, string>,
): Response {
  const title = `${status} ${STATUS_TEXT[status] ?? 'Error'}`
  const body =
    format === 'xml' || format === 'json'
      ? errorsDocument(format as 'xml' | 'json', messages)
      : `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${title}</title></head>` +
        `<body><h1>${title}</h1>${messages.map((m) => `<p>${escapeXml(m)}</p>`).join('')}</body></html>\n`
  return textResponse(body, {
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers: { 'content-type': contentTypeOf(format), ...headers },
  })
}
