/**
 * `typed-resources/client`: ActiveResource 2.3 for TypeScript. `Resource` and its settings,
 * the body formats, the error classes and validation `Errors`.
 */
export { Resource, type FindOptions, type Body, type RequestVerb, type ResourceClass } from './resource'
export type { Format, FormatCodec } from './formats/index'
export { FORMATS, removeRoot } from './formats/index'
export { encodeXml, decodeXml, XmlError, type EncodeXmlOptions } from './formats/xml'
export { encodeJson, decodeJson, JsonError, type EncodeJsonOptions } from './formats/json'
export {
  ResourceResponse,
  ConnectionError,
  TimeoutError,
  SSLError,
  Redirection,
  ClientError,
  BadRequest,
  UnauthorizedAccess,
  ForbiddenAccess,
  ResourceNotFound,
  MethodNotAllowed,
  ResourceConflict,
  ResourceGone,
  ResourceInvalid,
  ServerError,
  DecodeError,
  ArgumentError,
  STATUS_ERRORS,
  STATUS_RANGES,
  errorForResponse,
} from './errors'
export { Errors } from './validations'
export { toQuery, queryString, escapeSegment, cgiEscape, type Params } from './paths'
export type { FetchLike, FetchInit, FetchResponse, Logger, Verb } from './connection'
export { client, type TypedClient, type ClientOptions, type RecordOf, type CollectionOps, type MemberOps, type Id } from './typed'
