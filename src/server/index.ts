/**
 * typed-resources/server: serve a route table with typed controllers over HTTP (docs/server.md).
 *
 * - {@link createRequestHandler}: `(Request) => Promise<Response>`, web standard.
 * - {@link toNodeListener}: mount it on `node:http`.
 * - {@link respond}: 201 + Location, 422 errors document, 409 current record... in the shapes the
 *   ActiveResource client reads.
 */
export { createRequestHandler, type RequestHandler, type RequestHandlerOptions } from './handler'
export { toNodeListener, type NodeListener, type NodeListenerOptions } from './node'
export { respond, fullMessages, type FormatBlocks, type HasFormat, type ValidationErrors } from './respond'
export { errorResponse, errorsDocument, escapeXml } from './errors'
export { BodyError } from './body'
export { ParamsError, parseNestedQuery, type ParamHash, type ParamValue } from './params'
export { formatFromAccept } from './negotiate'
export type { Context, Controllers, ControllersFor, Handler, RecognizedOf, RequestFormat, ServableRoutes } from './controllers'
