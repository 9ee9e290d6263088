/**
 * Saving and deleting records, and the validation errors a save brings back (ActiveResource 2.3
 * base.rb `save`, `create`, `update`, `destroy`, `exists?`, `id_from_response`,
 * `load_attributes_from_response`; validations.rb `save_with_validation`, `valid?`): a new record
 * POSTs to the collection (its id from `Location`), a persisted one PUTs to its element; a 422 (or
 * a 400 with an errors document) fills `errors` and the save resolves to false.
 */
import { decodeBody } from '../connection'
import { BadRequest, ResourceGone, ResourceInvalid, ResourceNotFound, type ResourceResponse } from '../errors'
import type { Format } from '../formats/index'
import { splitOptions, type Params } from '../paths'
import { Errors, isDocumentWithoutErrors, isErrorsDocument } from '../validations'
import { classOf } from './record'
import { ResourceSerialization, recordData } from './serialization'

/** `Resource`'s persistence and validation errors (see `Resource`). */
export abstract class ResourcePersistence extends ResourceSerialization {
  /**
   * DELETE `/<collection>/<id>.<ext>`; resolves to the response. Errors as `find`. As Rails'
   * `delete(id, options)`, the options are split like `elementPath`'s: prefix variables fill the
   * prefix, other keys go to the query string.
   */
  static async delete(id: string | number | bigint, prefixOptions?: Params): Promise<ResourceResponse> {
    return this.send('DELETE', this.elementPath(id, prefixOptions))
  }

  /**
   * HEAD the element: true for 2xx, false for 404 and 410 (and for a `null` id). Other errors throw.
   */
  static async exists(id: string | number | bigint | null | undefined, options: { readonly params?: Params } = {}): Promise<boolean> {
    if (id === null || id === undefined) return false
    const [prefix, query] = splitOptions(options.params, this.prefixParameters, this.name)
    try {
      const response = await this.send('HEAD', this.elementPath(id, prefix, query))
      return response.status >= 200 && response.status <= 299
    } catch (error) {
      if (error instanceof ResourceNotFound || error instanceof ResourceGone) return false
      throw error
    }
  }

  /**
   * Validation errors from the last `save()` (created on first read: most records never have
   * any; it is then an own property of the record, as it was when created eagerly).
   */
  get errors(): Errors {
    const errors = new Errors(() => Object.keys(this.attributes))
    Object.defineProperty(this, 'errors', { value: errors, enumerable: true, writable: true, configurable: true })
    return errors
  }

  /**
   * Creates (POST to the collection; id from `Location`) or updates (PUT to the element) the
   * record, then loads the response body when there is one. Resolves to true, or to false when
   * the server answers 422 (or 400 with an errors document): `errors` then holds its messages.
   * @throws every other error of the request (`ResourceConflict`, `ServerError`, …).
   */
  async save(): Promise<boolean> {
    this.errors.clear()
    try {
      if (this.isNew()) await createRemote(this)
      else await updateRemote(this)
      return true
    } catch (error) {
      if (error instanceof ResourceInvalid || (error instanceof BadRequest && isErrorsResponse(this, error.response))) {
        loadErrors(this, error.response as ResourceResponse)
        return false
      }
      throw error
    }
  }

  /**
   * The id of a created record from the response: the last path segment of `Location`, without
   * extension (`/people/5.xml` → `'5'`); `null` without a `Location`. Override for other schemes.
   */
  idFromResponse(response: ResourceResponse): string | null {
    const location = response.headers.get('Location')
    if (location === null) return null
    const match = /\/([^/]*?)(\.\w+)?$/.exec(location.replace(/[?#].*$/, ''))
    const id = match?.[1]
    if (id === undefined) return null
    try {
      return decodeURIComponent(id)
    } catch {
      return id // not percent-encoding after all
    }
  }

  /**
   * Loads the attributes of a response body into the record, when the body is not blank (and
   * `Content-Length` is not 0). Works after any custom method.
   * @throws DecodeError when the body is not a record in the class format.
   */
  loadAttributesFromResponse(response: ResourceResponse): this {
    if (response.headers.get('Content-Length') === '0' || response.body.trim() === '') return this
    const cls = classOf(this)
    const data = decodeBody(cls.formatCodec, response)
    const attributes = recordData(cls, data, response)
    return this.load(attributes)
  }

  /** DELETE the element; resolves to the response. */
  async destroy(): Promise<ResourceResponse> {
    return classOf(this).send('DELETE', this.elementPath())
  }

  /** False for a new record; else HEADs the element (see `Resource.exists`). */
  async exists(): Promise<boolean> {
    if (this.isNew()) return false
    return (this.constructor as typeof ResourcePersistence).exists(this.toParam(), { params: this.prefixOptions })
  }

  /** True when the server reported no errors at the last `save()`. */
  valid(): boolean {
    return this.errors.isEmpty()
  }
}

async function createRemote(record: ResourcePersistence): Promise<void> {
  const cls = classOf(record)
  const response = await cls.send('POST', cls.collectionPath(record.prefixOptions, {}), record.encode())
  const id = record.idFromResponse(response)
  if (id !== null) record.id = id
  record.loadAttributesFromResponse(response)
}

async function updateRemote(record: ResourcePersistence): Promise<void> {
  const response = await classOf(record).send('PUT', record.elementPath(), record.encode())
  record.loadAttributesFromResponse(response)
}

/** The format of a response body: its Content-Type's, else the class's. */
function responseFormat(record: ResourcePersistence, response: ResourceResponse): Format {
  const type = (response.headers.get('Content-Type') ?? '').toLowerCase()
  if (type.includes('json')) return 'json'
  if (type.includes('xml')) return 'xml'
  return classOf(record).format
}

function isErrorsResponse(record: ResourcePersistence, response: ResourceResponse | null): boolean {
  return response !== null && isErrorsDocument(response.body, responseFormat(record, response))
}

function loadErrors(record: ResourcePersistence, response: ResourceResponse): void {
  const format = responseFormat(record, response)
  const loaded = format === 'json' ? record.errors.fromJson(response.body) : record.errors.fromXml(response.body)
  // A document without `errors` gives none (ActiveResource reads only `errors`); a body that is no
  // document at all still names the status, so the failed save is explained.
  if (!loaded && !isDocumentWithoutErrors(response.body, format))
    record.errors.addToBase(`${response.status} ${response.statusText}`.trim())
}
