/**
 * Test support: a `node:http` server on a free loopback port for a request handler, and its
 * closing (open keep-alive connections included, so a test file ends at once).
 */
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A listening server: its `http://127.0.0.1:<port>` URL and how to close it. */
export interface Listening {
  readonly server: Server
  readonly url: string
  close(): Promise<void>
}

/** Starts `listener` on 127.0.0.1, port 0 (a free one). */
export async function listen(listener: RequestListener): Promise<Listening> {
  const server = createServer(listener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
