/** Test support: a typed client of `routes` at http://api.example.com/ (JSON) answered by `HttpMock`. */
import type { Routes } from '../../../src/index'
import { client, type TypedClient } from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'

export function clientOverHttpMock<D, C>(routes: Routes<D, C>): TypedClient<D> {
  return client(routes, {
    site: 'http://api.example.com/',
    format: 'json',
    configure: (cls) => {
      cls.fetch = HttpMock.fetch
    },
  })
}
