/**
 * A request's time limit (a class's `timeout`): one timer per request, armed when the request
 * starts and cleared when it settles. When it fires, the request is stopped with a `DOMException`
 * named `TimeoutError` (the reason `AbortSignal.timeout()` gives):
 * - on Node's fetch (undici), through its dispatcher: the request is dispatched through a wrapper
 *   of the dispatcher it would use, which keeps the `abort` that undici hands over once the request
 *   has its connection. No `AbortSignal` is made: for each request given one, undici raises the
 *   signal's listener limit, adds an abort listener and registers a `FinalizationRegistry` entry
 *   (about a tenth of a loopback request's CPU);
 * - for any other transport, through an `AbortSignal`.
 * Either way `race` rejects with the reason at once: for a transport that ignores the signal, and
 * for a request still waiting for a connection (aborted as soon as it gets one).
 */

/** What the client uses of an undici `Dispatcher` (`Agent`, `ProxyAgent`, …). */
export interface Dispatcher {
  dispatch(options: object, handler: DispatchHandler): boolean
  /** Read by undici's fetch (MockAgent). */
  readonly isMockActive?: boolean | undefined
}

/** An undici dispatch handler, in either of undici's two forms (see `TimedDispatcher`). */
interface DispatchHandler {
  onConnect?(abort: (reason?: unknown) => void, context?: unknown): void
  onResponseStarted?(): void
  onHeaders?(statusCode: number, headers: unknown, resume: () => void, statusText: string): boolean
  onData?(chunk: unknown): boolean
  onComplete?(trailers: unknown): void
  onError?(error: unknown): void
  onUpgrade?(statusCode: number, headers: unknown, socket: unknown): void
  onBodySent?(chunk: unknown): void
  onRequestSent?(): void
  onRequestStart?(controller: { abort(reason: unknown): void }, context: unknown): void
  onRequestUpgrade?(controller: unknown, statusCode: number, headers: unknown, socket: unknown): void
  onResponseStart?(controller: unknown, statusCode: number, headers: unknown, statusMessage?: string): void
  onResponseData?(controller: unknown, chunk: unknown): void
  onResponseEnd?(controller: unknown, trailers: unknown): void
  onResponseError?(controller: unknown, error: unknown): void
}

/** Where undici (Node's own, or the package) keeps the dispatcher its fetch uses by default. */
const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1')

/**
 * The dispatcher Node's global fetch uses, when it is Node's (undici's) fetch that runs and it has
 * made one (on its first call); otherwise `undefined`.
 */
export function platformDispatcher(): Dispatcher | undefined {
  const versions = (globalThis as { process?: { versions?: Record<string, string | undefined> } }).process?.versions
  // Bun and Deno have a `process` too, and a fetch of their own that knows no dispatcher
  if (versions?.['node'] === undefined || versions['bun'] !== undefined || versions['deno'] !== undefined) return undefined
  const dispatcher = (globalThis as Record<symbol, unknown>)[GLOBAL_DISPATCHER] as Dispatcher | undefined
  return typeof dispatcher?.dispatch === 'function' ? dispatcher : undefined
}

/** A request's time limit (see the module's notes). */
export class Deadline {
  /** The reason the request was stopped, once the time is up. */
  reason: DOMException | undefined = undefined
  private readonly timer: ReturnType<typeof setTimeout>
  /** Stops the request: its signal's controller, or the abort its connection gave. */
  private abortRequest: ((reason: unknown) => void) | undefined = undefined
  private rejectRace: ((reason: unknown) => void) | undefined = undefined

  /** Arms the timer: `ms` milliseconds from now. */
  constructor(ms: number) {
    this.timer = setTimeout(expire, ms, this)
    // Like AbortSignal.timeout(), a request's timer alone does not keep Node running.
    const timer = this.timer as { unref?: () => void }
    if (typeof timer.unref === 'function') timer.unref()
  }

  /** An `AbortSignal` for the transport, aborted when the time is up. */
  signal(): AbortSignal {
    const controller = new AbortController()
    this.abortRequest = (reason) => controller.abort(reason)
    return controller.signal
  }

  /** `dispatcher`, through which a request is aborted when the time is up. */
  dispatcher(dispatcher: Dispatcher): Dispatcher {
    return new TimedDispatcher(dispatcher, this)
  }

  /** Called with the abort of a dispatched request once it has a connection. */
  connected(abort: (reason: unknown) => void): void {
    if (this.reason === undefined) this.abortRequest = abort
    else abort(this.reason)
  }

  /** `promise`, or the time-out's rejection if the time is up first. */
  race<T>(promise: Promise<T>): Promise<T> {
    if (this.reason !== undefined) return Promise.reject(this.reason)
    return new Promise<T>((resolve, reject) => {
      this.rejectRace = reject
      promise.then(resolve, reject)
    })
  }

  /** Stops the timer (the request settled). */
  clear(): void {
    clearTimeout(this.timer)
  }

  /** The time is up. */
  expire(): void {
    const reason = new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    this.reason = reason
    this.abortRequest?.(reason)
    this.rejectRace?.(reason)
  }
}

function expire(deadline: Deadline): void {
  deadline.expire()
}

/**
 * A dispatcher that hands each request to `dispatcher` with a handler that gives the request's
 * abort to the deadline and passes everything on. undici has two handler forms: its fetch (6.x
 * and 7.x) uses the first (`onConnect(abort)`, `onHeaders`, …), the second has `onRequestStart(controller)`;
 * a handler is wrapped in its own form.
 */
class TimedDispatcher implements Dispatcher {
  constructor(
    private readonly inner: Dispatcher,
    private readonly deadline: Deadline,
  ) {}

  get isMockActive(): boolean | undefined {
    return this.inner.isMockActive
  }

  dispatch(options: object, handler: DispatchHandler): boolean {
    const timed =
      typeof handler.onRequestStart === 'function'
        ? new ControllerHandler(handler, this.deadline)
        : new AbortHandler(handler, this.deadline)
    return this.inner.dispatch(options, timed)
  }
}

/** A handler of the first form (`onConnect(abort)`), passing every call on. */
class AbortHandler implements DispatchHandler {
  constructor(
    private readonly handler: DispatchHandler,
    private readonly deadline: Deadline,
  ) {}

  onConnect(abort: (reason?: unknown) => void, context?: unknown): void {
    this.handler.onConnect?.(abort, context)
    this.deadline.connected(abort)
  }
  onResponseStarted(): void {
    this.handler.onResponseStarted?.()
  }
  onHeaders(statusCode: number, headers: unknown, resume: () => void, statusText: string): boolean {
    return this.handler.onHeaders?.(statusCode, headers, resume, statusText) ?? true
  }
  onData(chunk: unknown): boolean {
    return this.handler.onData?.(chunk) ?? true
  }
  onComplete(trailers: unknown): void {
    this.handler.onComplete?.(trailers)
  }
  onError(error: unknown): void {
    this.handler.onError?.(error)
  }
  onUpgrade(statusCode: number, headers: unknown, socket: unknown): void {
    this.handler.onUpgrade?.(statusCode, headers, socket)
  }
  onBodySent(chunk: unknown): void {
    this.handler.onBodySent?.(chunk)
  }
  onRequestSent(): void {
    this.handler.onRequestSent?.()
  }
}

/** A handler of the second form (`onRequestStart(controller)`), passing every call on. */
class ControllerHandler implements DispatchHandler {
  constructor(
    private readonly handler: DispatchHandler,
    private readonly deadline: Deadline,
  ) {}

  onRequestStart(controller: { abort(reason: unknown): void }, context: unknown): void {
    this.handler.onRequestStart?.(controller, context)
    this.deadline.connected((reason) => controller.abort(reason))
  }
  onRequestUpgrade(controller: unknown, statusCode: number, headers: unknown, socket: unknown): void {
    this.handler.onRequestUpgrade?.(controller, statusCode, headers, socket)
  }
  onResponseStart(controller: unknown, statusCode: number, headers: unknown, statusMessage?: string): void {
    this.handler.onResponseStart?.(controller, statusCode, headers, statusMessage)
  }
  onResponseData(controller: unknown, chunk: unknown): void {
    this.handler.onResponseData?.(controller, chunk)
  }
  onResponseEnd(controller: unknown, trailers: unknown): void {
    this.handler.onResponseEnd?.(controller, trailers)
  }
  onResponseError(controller: unknown, error: unknown): void {
    this.handler.onResponseError?.(controller, error)
  }
}
