/**
 * Custom methods (ActiveResource 2.3 custom_methods.rb): requests to paths beside the REST ones,
 * on the collection (`Person.get('retired')` → `GET /people/retired.xml`) and on a record
 * (`person.put('promote')` → `PUT /people/1/promote.xml`; a new record's `post` →
 * `POST /people/new/<name>.xml` with the record as its body). `get` resolves to the decoded
 * body; the other verbs to the response.
 */
import { decodeBody, type Verb } from '../connection'
import { ArgumentError, type ResourceResponse } from '../errors'
import { checkSegment, escapeSegment, queryString, type Params } from '../paths'
import { ResourcePersistence } from './persistence'
import type { Body } from './serialization'

/** Verbs of `request`, either case. */
export type RequestVerb = Verb | Lowercase<Verb>

/** `Resource`'s custom methods (see `Resource`). */
export abstract class ResourceCustomMethods extends ResourcePersistence {
  /** GET `/<collection>/<name>.<ext>?<params>`; resolves to the decoded body (`null` when blank). */
  static async get(name: string, params?: Params): Promise<unknown> {
    const response = await this.send('GET', this.customMethodCollectionPath(name, params))
    return decodeBody(this.formatCodec, response)
  }

  /** POST `/<collection>/<name>.<ext>?<params>` with `body` (default `''`); resolves to the response. */
  static async post(name: string, params?: Params, body?: Body): Promise<ResourceResponse> {
    return this.send('POST', this.customMethodCollectionPath(name, params), this.encodeBody(body))
  }

  /** PUT `/<collection>/<name>.<ext>?<params>` with `body` (default `''`); resolves to the response. */
  static async put(name: string, params?: Params, body?: Body): Promise<ResourceResponse> {
    return this.send('PUT', this.customMethodCollectionPath(name, params), this.encodeBody(body))
  }

  /**
   * Any custom method on the collection, including DELETE (`Person.delete(id)` deletes by id):
   * GET resolves to the decoded body like `get`, every other verb to the response.
   */
  static request(verb: 'GET' | 'get', name: string, params?: Params): Promise<unknown>
  static request(verb: RequestVerb, name: string, params?: Params, body?: Body): Promise<ResourceResponse>
  static async request(verb: RequestVerb, name: string, params?: Params, body?: Body): Promise<unknown> {
    const v = checkVerb(verb)
    if (v === 'GET') return this.get(name, params)
    const path = this.customMethodCollectionPath(name, params)
    return this.send(v, path, v === 'POST' || v === 'PUT' ? this.encodeBody(body) : undefined)
  }

  /** GET `/<collection>/<id>/<name>.<ext>?<params>`; resolves to the decoded body. */
  async get(name: string, params?: Params): Promise<unknown> {
    const cls = classOf(this)
    return decodeBody(cls.formatCodec, await cls.send('GET', customMethodPath(this, name, params, false)))
  }

  /**
   * POST `/<collection>/<id>/<name>.<ext>` with `body` (default `''`); for a new record, POST
   * `/<collection>/new/<name>.<ext>` with the encoded record unless a body is given (Rails'
   * `custom_method_new_element_url`). Resolves to the response.
   */
  async post(name: string, params?: Params, body?: Body): Promise<ResourceResponse> {
    const cls = classOf(this)
    const isNew = this.isNew()
    const payload = isNew && (body === undefined || body === '') ? this.encode() : cls.encodeBody(body)
    return cls.send('POST', customMethodPath(this, name, params, isNew), payload)
  }

  /** PUT `/<collection>/<id>/<name>.<ext>` with `body` (default `''`); resolves to the response. */
  async put(name: string, params?: Params, body?: Body): Promise<ResourceResponse> {
    const cls = classOf(this)
    return cls.send('PUT', customMethodPath(this, name, params, false), cls.encodeBody(body))
  }

  /** DELETE `/<collection>/<id>/<name>.<ext>`; resolves to the response. */
  async delete(name: string, params?: Params): Promise<ResourceResponse> {
    return classOf(this).send('DELETE', customMethodPath(this, name, params, false))
  }

  /** Any instance custom method: GET resolves to the decoded body, other verbs to the response. */
  request(verb: 'GET' | 'get', name: string, params?: Params): Promise<unknown>
  request(verb: RequestVerb, name: string, params?: Params, body?: Body): Promise<ResourceResponse>
  async request(verb: RequestVerb, name: string, params?: Params, body?: Body): Promise<unknown> {
    switch (checkVerb(verb)) {
      case 'GET':
        return this.get(name, params)
      case 'POST':
        return this.post(name, params, body)
      case 'PUT':
        return this.put(name, params, body)
      case 'DELETE':
        return this.delete(name, params)
      case 'HEAD':
        return classOf(this).send('HEAD', customMethodPath(this, name, params, false))
    }
  }
}

/** The class of a record, with its custom methods' statics. */
function classOf(record: ResourceCustomMethods): typeof ResourceCustomMethods {
  return record.constructor as typeof ResourceCustomMethods
}

/** `/<prefix><collection>/<id or new>/<name>.<ext>?<params>`, the path of an instance custom method. */
function customMethodPath(record: ResourceCustomMethods, name: string, params: Params | undefined, asNew: boolean): string {
  const cls = classOf(record)
  const member = asNew ? 'new' : escapeSegment(checkSegment(record.toParam() ?? '', `${cls.name} id`))
  if (!asNew && record.isNew()) throw new ArgumentError(`${cls.name}: a new record has no element URL for the custom method ${name}`)
  return `${cls.prefixPath(record.prefixOptions)}${cls.collectionName}/${member}/${escapeSegment(name)}.${cls.format}${queryString(params)}`
}

function checkVerb(verb: string): Verb {
  const v = String(verb).toUpperCase()
  if (v === 'GET' || v === 'POST' || v === 'PUT' || v === 'DELETE' || v === 'HEAD') return v
  throw new ArgumentError(`unknown HTTP verb ${JSON.stringify(verb)}: use get, post, put, delete or head`)
}
