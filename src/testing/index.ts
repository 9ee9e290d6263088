/**
 * `typed-resources/testing`: `HttpMock`, ActiveResource 2.3's HttpMock (http_mock.rb) as a
 * fetch-compatible transport. Declare canned responses per method and path (with query), matched
 * on a subset of the request headers (names case-insensitive) and, where given, the request body;
 * every request is recorded, matched or not. Plug it in per class (`Person.fetch = HttpMock.fetch`)
 * or for every class (`Resource.fetch = HttpMock.fetch`); nothing global is patched.
 */
export { HttpMock } from './http-mock'
export { Responder, type DeclaredResponse, type MockMatch, type MockMethod } from './declared-responses'
export { InvalidRequestError, type MockRequest } from './requests'
