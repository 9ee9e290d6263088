// A request's time limit: how it stops a request on Node's fetch (through the dispatcher, no
// AbortSignal), on any other transport (an AbortSignal), and in both forms of undici's dispatch
// handlers; fake timers throughout the unit tests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Resource, TimeoutError, type FetchInit } from '../../src/client/index'
import { Deadline, platformDispatcher, type Dispatcher } from '../../src/client/deadline'

const timeoutReason = expect.objectContaining({ name: 'TimeoutError', message: 'The operation was aborted due to timeout' })

describe('Deadline', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A dispatcher that keeps the handler it is given, and the handler of the first form it wraps. */
  const recording = () => {
    const handlers: Record<string, (...args: unknown[]) => unknown>[] = []
    const dispatcher: Dispatcher = {
      dispatch: (_options, handler) => {
        handlers.push(handler as unknown as Record<string, (...args: unknown[]) => unknown>)
        return true
      },
    }
    return { dispatcher, handlers }
  }

  it('aborts a dispatched request with the connection abort undici gave, when the time is up', () => {
    vi.useFakeTimers()
    const deadline = new Deadline(1000)
    const { dispatcher, handlers } = recording()
    const inner = { onConnect: vi.fn(), onHeaders: vi.fn(() => false), onData: vi.fn(() => true), onComplete: vi.fn(), onError: vi.fn() }
    deadline.dispatcher(dispatcher).dispatch({ path: '/' }, inner)
    const abort = vi.fn()
    handlers[0]!['onConnect']!(abort, { history: [] })
    expect(inner.onConnect).toHaveBeenCalledWith(abort, { history: [] })
    vi.advanceTimersByTime(999)
    expect(abort).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(abort).toHaveBeenCalledWith(timeoutReason)
    expect(deadline.reason).toBeInstanceOf(DOMException)
  })

  it('aborts a request that gets its connection after the time is up as soon as it gets it', () => {
    vi.useFakeTimers()
    const deadline = new Deadline(10)
    const { dispatcher, handlers } = recording()
    deadline.dispatcher(dispatcher).dispatch({}, { onConnect: vi.fn() })
    vi.advanceTimersByTime(10)
    const abort = vi.fn()
    handlers[0]!['onConnect']!(abort)
    expect(abort).toHaveBeenCalledWith(timeoutReason)
  })

  it('passes every call of a handler of the first form on, with its answer', () => {
    const deadline = new Deadline(1000)
    const { dispatcher, handlers } = recording()
    const inner = {
      onConnect: vi.fn(),
      onResponseStarted: vi.fn(),
      onHeaders: vi.fn(() => false),
      onData: vi.fn(() => false),
      onComplete: vi.fn(),
      onError: vi.fn(),
      onUpgrade: vi.fn(),
      onBodySent: vi.fn(),
      onRequestSent: vi.fn(),
    }
    deadline.dispatcher(dispatcher).dispatch({}, inner)
    const handler = handlers[0]!
    const resume = (): void => undefined
    handler['onResponseStarted']!()
    expect(handler['onHeaders']!(200, ['a', 'b'], resume, 'OK')).toBe(false)
    expect(handler['onData']!('chunk')).toBe(false)
    handler['onComplete']!(['t'])
    handler['onError']!('e')
    handler['onUpgrade']!(101, [], 'socket')
    handler['onBodySent']!('sent')
    handler['onRequestSent']!()
    deadline.clear()
    expect(inner.onResponseStarted).toHaveBeenCalledOnce()
    expect(inner.onHeaders).toHaveBeenCalledWith(200, ['a', 'b'], resume, 'OK')
    expect(inner.onData).toHaveBeenCalledWith('chunk')
    expect(inner.onComplete).toHaveBeenCalledWith(['t'])
    expect(inner.onError).toHaveBeenCalledWith('e')
    expect(inner.onUpgrade).toHaveBeenCalledWith(101, [], 'socket')
    expect(inner.onBodySent).toHaveBeenCalledWith('sent')
    expect(inner.onRequestSent).toHaveBeenCalledOnce()
  })

  it('wraps a handler of the second form (onRequestStart) in that form, aborting through its controller', () => {
    vi.useFakeTimers()
    const deadline = new Deadline(5)
    const { dispatcher, handlers } = recording()
    const inner = {
      onRequestStart: vi.fn(),
      onRequestUpgrade: vi.fn(),
      onResponseStart: vi.fn(),
      onResponseData: vi.fn(),
      onResponseEnd: vi.fn(),
      onResponseError: vi.fn(),
    }
    deadline.dispatcher(dispatcher).dispatch({}, inner)
    const handler = handlers[0]!
    expect(handler['onConnect']).toBeUndefined()
    const controller = { abort: vi.fn() }
    handler['onRequestStart']!(controller, 'context')
    handler['onRequestUpgrade']!(controller, 101, [], 'socket')
    handler['onResponseStart']!(controller, 200, {}, 'OK')
    handler['onResponseData']!(controller, 'chunk')
    handler['onResponseEnd']!(controller, {})
    handler['onResponseError']!(controller, 'e')
    expect(inner.onRequestStart).toHaveBeenCalledWith(controller, 'context')
    expect(inner.onRequestUpgrade).toHaveBeenCalledWith(controller, 101, [], 'socket')
    expect(inner.onResponseStart).toHaveBeenCalledWith(controller, 200, {}, 'OK')
    expect(inner.onResponseData).toHaveBeenCalledWith(controller, 'chunk')
    expect(inner.onResponseEnd).toHaveBeenCalledWith(controller, {})
    expect(inner.onResponseError).toHaveBeenCalledWith(controller, 'e')
    vi.advanceTimersByTime(5)
    expect(controller.abort).toHaveBeenCalledWith(timeoutReason)
  })

  it('reads isMockActive through to the dispatcher it wraps (undici fetch reads it)', () => {
    const deadline = new Deadline(1000)
    expect(deadline.dispatcher({ dispatch: () => true, isMockActive: true }).isMockActive).toBe(true)
    expect(deadline.dispatcher({ dispatch: () => true }).isMockActive).toBeUndefined()
    deadline.clear()
  })

  it('aborts its signal and rejects a race with the same reason; a race begun after the time is up rejects at once', async () => {
    vi.useFakeTimers()
    const deadline = new Deadline(20)
    const signal = deadline.signal()
    const racing = deadline.race(new Promise(() => undefined))
    vi.advanceTimersByTime(20)
    expect(signal.aborted).toBe(true)
    expect(signal.reason).toBe(deadline.reason)
    await expect(racing).rejects.toBe(deadline.reason)
    await expect(deadline.race(Promise.resolve(1))).rejects.toBe(deadline.reason)
  })

  it('does nothing once cleared, and a race gives what the promise gives', async () => {
    vi.useFakeTimers()
    const deadline = new Deadline(20)
    const signal = deadline.signal()
    await expect(deadline.race(Promise.resolve('body'))).resolves.toBe('body')
    await expect(deadline.race(Promise.reject(new Error('refused')))).rejects.toThrow('refused')
    deadline.clear()
    vi.advanceTimersByTime(100)
    expect(signal.aborted).toBe(false)
    expect(deadline.reason).toBeUndefined()
  })
})

describe('the time-out on Node’s fetch', () => {
  const closed: string[] = []
  const sockets = new Set<Socket>()
  let server: Server
  let origin: string

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const url = req.url ?? ''
      if (url.startsWith('/people/1')) {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":1}')
        return
      }
      // never answers: the client must hang up
      res.on('close', () => closed.push(url))
    })
    server.on('connection', (socket: Socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => server.close(resolve))
  })

  it('is the dispatcher of Node’s fetch, once that fetch has run', async () => {
    await globalThis.fetch(`${origin}/people/1.json`).then((response) => response.text())
    expect(typeof platformDispatcher()?.dispatch).toBe('function')
  })

  it('aborts the request without giving fetch a signal: the server sees the connection close, the caller a TimeoutError', async () => {
    const original = globalThis.fetch
    const inits: FetchInit[] = []
    // the global fetch, watched (a class without a fetch of its own uses the global one)
    globalThis.fetch = ((input: string, init: FetchInit) => {
      inits.push(init)
      return original(input, init as RequestInit)
    }) as typeof fetch
    try {
      class Hanging extends Resource {
        static override site = origin
        static override format = 'json' as const
        static override timeout = 0.1
      }
      const error = await Hanging.find(5).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(TimeoutError)
      expect((error as Error).message).toBe(`GET ${origin}/hangings/5.json timed out after 0.1s`)
      expect(inits[0]?.signal).toBeUndefined()
      expect(inits[0]?.dispatcher).toBeDefined()
      await vi.waitFor(() => expect(closed).toContain('/hangings/5.json'))
      class Answering extends Resource {
        static override site = origin
        static override format = 'json' as const
        static override elementName = 'person'
        static override timeout = 5
      }
      expect((await Answering.find(1)).id).toBe(1)
    } finally {
      globalThis.fetch = original
    }
  })

  it('gives a transport of the class’s own an AbortSignal instead', async () => {
    const inits: FetchInit[] = []
    class Watched extends Resource {
      static override site = origin
      static override format = 'json' as const
      static override elementName = 'person'
    }
    Watched.fetch = (input, init) => {
      inits.push(init)
      return globalThis.fetch(input, init as RequestInit)
    }
    expect((await Watched.find(1)).id).toBe(1)
    expect(inits[0]?.signal).toBeInstanceOf(AbortSignal)
    expect(inits[0]?.dispatcher).toBeUndefined()
  })
})
