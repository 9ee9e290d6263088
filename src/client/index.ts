/**
 * `typed-resources/client`: ActiveResource 2.3 for TypeScript. `Resource` and its settings,
 * the body formats, the error classes and validation `Errors`.
 *
 * Where ActiveResource 2.3 is vague or lax, these are the rules (each differs from Rails 2.3 only to refuse a
 * request that cannot be meant, or because JavaScript differs):
 * - A missing prefix variable (`/people/:person_id/` without `person_id`) is an `ArgumentError`
 *   naming it, before anything is sent (Rails writes `/people//addresses`).
 * - `find('one')` without `from` is an `ArgumentError` (Rails returns nil); `find('all')` on a 404
 *   raises `ResourceNotFound`.
 * - `exists()` is true for any 2xx answer to the HEAD; 404 and 410 are false; other errors throw.
 * - `equals()` compares ids as strings (`'5'` from `Location` equals `5` from a body).
 * - `save()` clears `errors` first; a 422 whose body is no errors document adds one base error,
 *   `'422 Unprocessable Entity'`, so that `valid()` agrees with the `false` returned.
 * - `request('get', …)` decodes like `get`; other verbs resolve to the response.
 * - Classes created for nested records read their parent's connection settings (site, prefix,
 *   format, auth, fetch, …) live, and inherit its headers.
 * - A transport's own error (not a network failure), such as HttpMock's `InvalidRequestError`,
 *   passes through unchanged; network failures become `ConnectionError` / `TimeoutError` / `SSLError`.
 * - XML: integers beyond 2^53 decode to `bigint`, and numbers beyond 2^53 encode with all their
 *   digits (never `1e+21`); `decimal` stays a string; `date` is a `Date` at UTC midnight of its day
 *   (a time after the day is dropped, as `Date.parse`), encoded back as `type="date"` while it
 *   stays at midnight (any other `Date` is a `datetime`); unknown `type`s keep their text; text
 *   mixed with elements is an error; arrays of scalars are encoded (Rails 2.3 raised); `\r` is
 *   written as `&#13;` so that it survives the parser's line-end normalization.
 * - TypeScript: under `noImplicitOverride`, class settings are declared `static override site = …`;
 *   annotate a declared `headers` as `Record<string, string>` to add keys to it later. A `headers`
 *   object declared as a static field is copied into the class's own headers the first time the
 *   class (or a subclass) is used; assign with `Person.headers = {...}` to make it the class's own at once.
 */
export { Resource, type Body, type RequestVerb, type ResourceClass } from './resource'
export type { FindOptions } from './finders'
export type { Format, FormatCodec } from './formats/index'
export { FORMATS, removeRoot } from './formats/index'
export { encodeXml, decodeXml, XmlError, type EncodeXmlOptions } from './formats/xml'
export { encodeJson, decodeJson, JsonError, type EncodeJsonOptions } from './formats/json'
export {
  ResourceResponse,
  ConnectionError,
  TimeoutError,
  ResponseTooLarge,
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
export { client, type TypedClient, type ClientOptions, type RecordOf, type CollectionOps, type MemberOps, type Id } from './typed/index'
