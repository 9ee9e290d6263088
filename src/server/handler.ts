/**
 * `createRequestHandler(routes, controllers)`: a web-standard `(Request) => Promise<Response>`
 * that recognizes the request with the route table (`routes.match`, docs/recognition.md), reads the body,
 * and calls the controller's action handler.
 *
 * Rails 2.3 behaviour: `_method=put|delete` in a POST form body (or its query string) is honoured;
 * HEAD is answered as GET without a body; no route → 404, a route for another verb → 405 with
 * `Allow`; a malformed body → 400 naming the problem; a handler that throws → 500 with a generic
 * message (the error goes to `onError`, never to the client). Error bodies follow the requested
 * format (XML / JSON errors document, else HTML).
 */
import { hostProblem } from '../routing/url-options'
import { requestContext } from './request-context'
import { BodyError, bodyKind, parseBody } from './body'
import type { Context, Controllers, Handler, RequestFormat, ServableRoutes } from './controllers'
import { errorResponse } from './errors'
import { fromRequest, type Incoming } from './incoming'
import { withoutBody } from './head'
import { hostAllowed, hostName } from './hosts'
import { formatFromAccept, formatFromPath } from './negotiate'
import { countPairs, LimitError, limitsOf, type RequestLimits } from './limits'
import { ParamsError, parseNestedQuery, type ParamHash } from './params'
import { singularize } from '../inflector/index'
import { isPlainObject } from '../client/safe'
import { checkRequirements, type CheckedRoutes } from './requirements'

/** A web-standard request handler (Node through {@link toNodeListener}, Bun, Deno, Hono...). */
export type RequestHandler = (request: Request) => Promise<Response>

/**
 * Options of {@link createRequestHandler}: `onError`, the Host check and the request limits
 * (each refused before the work it bounds; `toNodeListener` inherits them).
 */
export interface RequestHandlerOptions extends Partial<RequestLimits> {
  /**
   * Called with what a handler threw (the client gets a 500 without details).
   * Default: `console.error`.
   */
  onError?: (error: unknown, request: Request) => void
  /**
   * Rails' `wrap_parameters` (Rails 3.1+, for the JSON that ActiveResource 2.3 sends without a
   * root element): a JSON object body without the key named for the controller's element
   * (`post` for `posts` and `admin/posts`: the controller's last word, singularized) also holds its
   * attributes under that key, so `ctx.body.post` reads `{ "title": … }` and `{ "post": { "title": … } }`
   * alike. Other bodies (XML has its root, forms their own nesting, JSON arrays) are left as sent.
   * Default `true`; `false` leaves every body as sent.
   */
  wrapParameters?: boolean
  /**
   * The hosts served (Rails' `config.hosts`): a name (`'example.com'`, case-insensitive), a name
   * with a leading dot for it and its subdomains (`'.example.com'`), or a RegExp the whole host
   * name must match. A request for another host is answered 403. Default: any host. (A Host
   * header that is not `host[:port]` is a 400 either way.)
   */
  allowedHosts?: readonly (string | RegExp)[]
  /**
   * Requirement RegExps accepted although safe-regex2 flags them as unsafe (nested quantifiers
   * such as `/(a+)+b/`: catastrophic backtracking): `true` for all, or the param names (a custom
   * condition's key for its RegExp). Default: none, and such a requirement or condition makes
   * `createRequestHandler` throw a `DeclarationError`.
   */
  allowUnsafeRequirements?: boolean | readonly string[]
}

type AnyHandler = Handler<Record<string, unknown>, object>
type ControllerTable = Record<string, Record<string, AnyHandler> | undefined>

function splitTarget(target: string): { path: string; search: string } {
  const q = target.indexOf('?')
  const h = target.indexOf('#')
  const end = h < 0 ? target.length : h
  return q < 0 || q > end
    ? { path: target.slice(0, end) || '/', search: '' }
    : { path: target.slice(0, q) || '/', search: target.slice(q + 1, end) }
}

/** The handler core, reachable by adapters of this package (see {@link coreOf}). */
const CORE = Symbol('typed-resources.server.core')

/** What adapters of this package reach of a handler made by {@link createRequestHandler}. */
export interface HandlerCore {
  /** The handler over an {@link Incoming} (adapters can skip building a `Request`). */
  core: (incoming: Incoming) => Promise<Response>
  limits: RequestLimits
  onError: (error: unknown, request: Request) => void
}

/** The core of a handler made by {@link createRequestHandler}, undefined for other handlers. */
export function coreOf(handler: RequestHandler): HandlerCore | undefined {
  return (handler as RequestHandler & { [CORE]?: HandlerCore })[CORE]
}

/** A `Response` (also one from another realm or fetch implementation: status, Headers, a body). */
const isResponse = (value: unknown): value is Response =>
  value instanceof Response ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as Response).status === 'number' &&
    typeof (value as Response).headers?.get === 'function' &&
    'body' in value &&
    typeof (value as Response).arrayBuffer === 'function')

const messageOf = (e: unknown): string =>
  e instanceof BodyError || e instanceof LimitError
    ? e.message
    : `the request body could not be read: ${e instanceof Error ? e.message : String(e)}`

const methodOverride = (value: unknown): string | undefined => (typeof value === 'string' ? value.toLowerCase() : undefined)

/**
 * Serves `routes` with `controllers`.
 *
 * @param routes the route table from `defineRoutes`.
 * @param controllers one object per controller (`'admin/users'` for namespaced ones), one handler
 *   per routed action — typed from the routes, so a missing handler or one for an unrouted action
 *   is a compile error. See {@link Context} for what a handler receives.
 * @param options `onError`, the request limits, `allowedHosts`, `allowUnsafeRequirements` (docs/security.md).
 * @returns a function from a web `Request` to a promise of a `Response`; it never rejects.
 * @throws {DeclarationError} for a requirement RegExp that safe-regex2 flags as unsafe, naming the route and param.
 * @throws {TypeError} for a limit that is not a whole number ≥ 0.
 * @example
 * const handler = createRequestHandler(routes, {
 *   projects: { index: (ctx) => respond.ok(ctx, store.projects(), 'projects'), ... },
 * })
 * http.createServer(toNodeListener(handler)).listen(3000)
 */
export function createRequestHandler<R extends ServableRoutes>(
  routes: R,
  controllers: NoInfer<Controllers<R>>,
  options: RequestHandlerOptions = {},
): RequestHandler {
  const table = controllers as unknown as ControllerTable
  checkRequirements(routes as CheckedRoutes, options.allowUnsafeRequirements)
  const limits = limitsOf(options)
  const allowedHosts = options.allowedHosts
  const report = options.onError ?? ((error: unknown) => console.error(error))
  // The handler never rejects: an onError that throws is not the client's problem.
  const onError = (error: unknown, request: Request): void => {
    try {
      report(error, request)
    } catch {
      // ignored
    }
  }
  const helpers = routes.helpers
  const wrap = options.wrapParameters !== false
  // Custom route conditions (subdomain, host…) need the request context; without them no request builds one.
  const conditioned = ((routes as CheckedRoutes).routes ?? []).some(
    (r) => r.conditions !== undefined && Object.keys(r.conditions).some((k) => k !== 'method'),
  )
  const elementNames = new Map<string, string>()
  /** The element name of a controller (`admin/posts` → `post`), as Rails' `controller_name.singularize`. */
  const elementOf = (controller: string): string => {
    let name = elementNames.get(controller)
    if (name === undefined) elementNames.set(controller, (name = singularize(controller.slice(controller.lastIndexOf('/') + 1))))
    return name
  }

  async function core(request: Incoming): Promise<Response> {
    const accept = request.header('accept')
    if (request.target.length > limits.maxUrlLength) {
      return errorResponse(formatFromAccept(accept), 414, [`request target longer than ${limits.maxUrlLength} characters (maxUrlLength)`])
    }
    const { path, search } = splitTarget(request.target)
    const method = request.method
    const host = request.header('host')
    if (host !== null && hostProblem(host) !== undefined) {
      return errorResponse(formatFromPath(path, accept), 400, [`malformed Host header ${JSON.stringify(host)}: expected host[:port]`])
    }
    if (allowedHosts !== undefined) {
      const name = hostName(host ?? request.host)
      if (!hostAllowed(name, allowedHosts)) return errorResponse(formatFromPath(path, accept), 403, [`Blocked host: ${name}`])
    }
    let query: ParamHash
    let seenParams: number
    try {
      seenParams = search === '' ? 0 : countPairs(search, 0, limits.maxParams, 'query string')
      query = search === '' ? {} : parseNestedQuery(search, limits.maxParamDepth)
    } catch (e) {
      if (e instanceof LimitError) return errorResponse(formatFromPath(path, accept), e.status, [e.message])
      return errorResponse(formatFromPath(path, accept), 400, [`malformed query string: ${(e as ParamsError).message}`])
    }

    const context = conditioned ? requestContext(host ?? request.host, request.protocol) : undefined
    const kind = request.hasBody ? bodyKind(request.header('content-type')) : null
    let body: unknown
    let bodyRead = false
    let override = methodOverride(query['_method'])
    // A browser form's POST body is read before the final routing (its _method picks the verb),
    // but never for a path no route knows, whatever the verb.
    if (
      method === 'POST' &&
      (kind === 'form' || kind === 'multipart') &&
      routes.match(path, { method, request: context }).error !== 'not_found'
    ) {
      try {
        body = await parseBody(request, kind, limits, seenParams)
      } catch (e) {
        return errorResponse(formatFromPath(path, accept), e instanceof LimitError ? e.status : 400, [messageOf(e)])
      }
      bodyRead = true
      const form = body as ParamHash
      if (Object.hasOwn(form, '_method')) {
        override = methodOverride(form['_method']) ?? override
        delete form['_method']
      }
    }

    const matched = routes.match(
      path,
      override === undefined ? { method, request: context } : { method, params: { _method: override }, request: context },
    )
    if (matched.error !== undefined) {
      const format = formatFromPath(path, accept)
      // Rails 2.3's request.method reads HEAD as GET, so a HEAD answer is the GET answer's size.
      const verb = override !== undefined && method === 'POST' ? override.toUpperCase() : method === 'HEAD' ? 'GET' : method
      if (matched.error === 'method_not_allowed') {
        const allow = matched.allowedMethods.join(', ')
        return errorResponse(format, 405, [`Only ${allow} requests are allowed for ${path}`], { allow })
      }
      return errorResponse(format, 404, [`No route matches ${JSON.stringify(path)} with {:method=>:${verb.toLowerCase()}}`])
    }

    const params = matched.params
    const format: RequestFormat = typeof params['format'] === 'string' ? params['format'] : formatFromAccept(accept)
    const controller = String(params['controller'])
    const action = String(params['action'])
    // Own properties only: `constructor`, `toString`, `__proto__`… are no controller or action.
    const actions = Object.hasOwn(table, controller) ? table[controller] : undefined
    const handler = actions !== undefined && actions !== null && Object.hasOwn(actions, action) ? actions[action] : undefined
    if (typeof handler !== 'function') {
      return errorResponse(format, 404, [`No action responded to ${action} on ${controller}`])
    }

    if (!bodyRead && kind !== null) {
      try {
        body = await parseBody(request, kind, limits, seenParams)
      } catch (e) {
        return errorResponse(format, e instanceof LimitError ? e.status : 400, [messageOf(e)])
      }
      // forms come without _method, whatever the verb they were sent with
      if ((kind === 'form' || kind === 'multipart') && Object.hasOwn(body as ParamHash, '_method')) delete (body as ParamHash)['_method']
      if (wrap && kind === 'json' && isPlainObject(body)) {
        const element = elementOf(controller)
        if (!Object.hasOwn(body, element)) body = { ...body, [element]: { ...body } }
      }
    }

    const ctx: Context<Record<string, unknown>, object> = {
      get request() {
        return request.request
      },
      params,
      query,
      body,
      format,
      helpers,
    }
    let response: Response
    try {
      response = await handler(ctx)
    } catch (error) {
      onError(error, request.request)
      return errorResponse(format, 500, ["We're sorry, but something went wrong."])
    }
    if (!isResponse(response)) {
      onError(new TypeError(`${controller}#${action} did not return a Response`), request.request)
      return errorResponse(format, 500, ["We're sorry, but something went wrong."])
    }
    // HEAD keeps the body here: the adapters drop it, keeping the GET answer's Content-Length.
    return response
  }

  const safeCore = (incoming: Incoming): Promise<Response> =>
    core(incoming).catch((error: unknown) => {
      onError(error, incoming.request)
      return errorResponse('html', 500, ["We're sorry, but something went wrong."])
    })
  // HEAD: no body on any answer, the core's own errors (404, 405, 500) included, and the
  // Content-Length of the GET answer (toNodeListener does the same from the core's answer).
  const handle = ((request: Request) => {
    const response = safeCore(fromRequest(request))
    return request.method.toUpperCase() === 'HEAD' ? response.then(withoutBody) : response
  }) as RequestHandler & { [CORE]: HandlerCore }
  handle[CORE] = { core: safeCore, limits, onError }
  return handle
}
