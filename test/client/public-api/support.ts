/**
 * The classes of the resource client's documented example (the API's section B), answered by
 * HttpMock: `Person` (JSON, a static headers field) and `Comment` (a prefix from its site).
 */
import { Resource, type Format } from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'

export const J = (v: unknown) => JSON.stringify(v)

export class Person extends Resource {
  static override site = 'http://api.example.com/'
  static override format: Format = 'json'
  static override headers: Record<string, string> = { 'X-Api-Key': 'k' }
  static override fetch = HttpMock.fetch
  declare name: string
}
export class Comment extends Resource {
  static override site = 'http://api.example.com/posts/:post_id/'
  static override format: Format = 'json'
  static override fetch = HttpMock.fetch
}
