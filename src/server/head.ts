/**
 * HEAD answered as GET without a body, as Rack::Head does: status and headers kept, with the
 * Content-Length the GET answer has when its body is all there.
 */
import { knownBodyText } from './incoming'

/** Bytes of a body read ahead to give a HEAD answer the Content-Length of the GET answer. */
const HEAD_READ_AHEAD = 1024 * 1024

/**
 * The byte length of `response`'s body when it is all there: the text of this package's helpers,
 * or a stream that ends within {@link HEAD_READ_AHEAD} bytes with every chunk ready by the next
 * macrotask (what `toNodeListener` sends with a Content-Length). `undefined` for a body still
 * being produced (sent chunked, without a length). Consumes the body.
 */
async function completeBodyLength(response: Response): Promise<number | undefined> {
  const text = knownBodyText(response)
  if (text !== undefined) return new TextEncoder().encode(text).byteLength
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  let size = 0
  try {
    while (size <= HEAD_READ_AHEAD) {
      const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(resolve, 0, null))])
      if (chunk === null) return undefined
      if (chunk.done) return size
      size += chunk.value.byteLength
    }
    return undefined
  } finally {
    void reader.cancel().catch(() => {})
  }
}

/**
 * `response` without its body (for HEAD), status and headers kept, and the Content-Length the GET
 * answer would have (Rack::Head keeps the GET answer's headers).
 */
export async function withoutBody(response: Response): Promise<Response> {
  if (knownBodyText(response) === undefined && response.body === null) return response
  const headers = new Headers(response.headers)
  if (!headers.has('content-length')) {
    const length = await completeBodyLength(response)
    if (length !== undefined) headers.set('content-length', String(length))
  }
  return new Response(null, { status: response.status, statusText: response.statusText, headers })
}
