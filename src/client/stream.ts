/**
 * Reading a body stream within a byte limit, for the client's responses and the server's requests.
 */

/**
 * Reads a body stream into one buffer, failing as soon as it passes `limit` bytes (the stream is
 * then cancelled: the rest is not read). A `null` stream is an empty body.
 * @throws what `tooLarge` makes, past the limit.
 */
export async function readLimited(stream: ReadableStream<Uint8Array> | null, limit: number, tooLarge: () => Error): Promise<Uint8Array> {
  if (stream === null) return new Uint8Array(0)
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const r = await reader.read()
    if (r.done) break
    size += r.value.byteLength
    if (size > limit) {
      void reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(r.value)
  }
  if (chunks.length === 1) return chunks[0]!
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}
