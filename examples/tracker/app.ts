/**
 * The tracker application: its routes served with its controllers over a store — one web-standard
 * handler, and a helper that listens on loopback (used by `npm start`, the demo and the tests).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequestHandler, toNodeListener, type RequestHandler, type RequestHandlerOptions } from '../../src/server/index'
import { trackerControllers } from './controllers'
import { routes } from './routes'
import { Store } from './store'

/** The tracker's request handler over `store`. */
export function createTrackerHandler(store: Store, options?: RequestHandlerOptions): RequestHandler {
  return createRequestHandler(routes, trackerControllers(store), options)
}

/** A running tracker server. */
export interface RunningTracker {
  readonly server: Server
  readonly store: Store
  /** `http://127.0.0.1:<port>` */
  readonly url: string
  readonly port: number
  close(): Promise<void>
}

/**
 * Starts the tracker on 127.0.0.1 (`port` 0: a free port) over `store` (default: a seeded one).
 */
export async function startTracker(
  options: { port?: number; store?: Store; handler?: RequestHandlerOptions } = {},
): Promise<RunningTracker> {
  const store = options.store ?? Store.seeded()
  const server = createServer(toNodeListener(createTrackerHandler(store, options.handler)))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    server,
    store,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((e) => (e ? reject(e) : resolve()))
      }),
  }
}
