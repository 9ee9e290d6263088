/**
 * `Resource.find` (ActiveResource 2.3 base.rb `find`, `find_every`, `find_one`, `find_single`):
 * the argument checks, then one GET by scope — the collection (`'all'`, `'first'`, `'last'`),
 * one record from a path or custom method (`'one'`), or an element by id.
 */
import { decodeBody } from './connection'
import { ArgumentError, type ResourceResponse } from './errors'
import type { FormatCodec } from './formats/index'
import { queryString, splitOptions, type Params } from './paths'
import { describeValue, isPlainObject } from './safe'

/** Options of `find`: `params` (prefix variables and query) and `from` (a path or a custom method name). */
export interface FindOptions {
  /** Prefix variables of the site (`post_id`) and query params (everything else). */
  readonly params?: Params
  /**
   * Where to GET from instead of the collection or element path: a path starting with `/`
   * (params all go to its query string), or a custom method name (`'managers'` →
   * `/people/managers.xml`).
   */
  readonly from?: string
}

/**
 * What a find uses of a resource class (`Resource`'s static side, whose records are `R`): its
 * paths, its transport and format, and how it makes records of a decoded body.
 */
export interface FinderClass<R> {
  readonly name: string
  readonly prefixParameters: string[]
  readonly formatCodec: FormatCodec
  send(verb: 'GET', path: string): Promise<ResourceResponse>
  collectionPath(prefixOptions?: Params, query?: Params): string
  elementPath(id: unknown, prefixOptions?: Params, query?: Params): string
  customMethodCollectionPath(name: string, params?: Params): string
  instantiateRecord(data: unknown, response: ResourceResponse | null, prefixOptions: Params): R
  instantiateCollection(data: unknown, response: ResourceResponse | null, prefixOptions: Params): R[]
}

const SCOPES = new Set(['all', 'first', 'last', 'one'])
const FIND_OPTION_KEYS = new Set(['params', 'from'])

/**
 * What `Resource.find(scope, options)` resolves to (see there); not `async` (the finders are:
 * returning their promise from an async function costs hops), but an argument error still
 * rejects rather than throws.
 */
export function find<R>(cls: FinderClass<R>, scope: string | number | bigint, options: FindOptions): Promise<R | R[] | null> {
  try {
    checkFindOptions(cls.name, scope, options)
    switch (scope) {
      case 'all':
        return findEvery(cls, options)
      case 'first':
        return findEvery(cls, options).then((records) => records[0] ?? null)
      case 'last':
        return findEvery(cls, options).then((records) => records.at(-1) ?? null)
      case 'one':
        return findOne(cls, options)
      default:
        return findSingle(cls, scope, options)
    }
  } catch (error) {
    return Promise.reject(error as Error)
  }
}

async function findEvery<R>(cls: FinderClass<R>, options: FindOptions): Promise<R[]> {
  const from = options.from
  if (from !== undefined && !from.startsWith('/')) {
    const [prefix] = splitOptions(options.params, cls.prefixParameters, cls.name)
    const response = await cls.send('GET', cls.customMethodCollectionPath(from, options.params))
    return cls.instantiateCollection(decodeBody(cls.formatCodec, response), response, prefix)
  }
  if (from !== undefined) {
    const response = await cls.send('GET', `${from}${queryString(options.params)}`)
    return cls.instantiateCollection(decodeBody(cls.formatCodec, response), response, {})
  }
  const [prefix, query] = splitOptions(options.params, cls.prefixParameters, cls.name)
  const response = await cls.send('GET', cls.collectionPath(prefix, query))
  return cls.instantiateCollection(decodeBody(cls.formatCodec, response), response, prefix)
}

async function findOne<R>(cls: FinderClass<R>, options: FindOptions): Promise<R | null> {
  const from = options.from
  if (from === undefined)
    throw new ArgumentError(`${cls.name}.find('one') needs a from: a path ('/companies/1/manager.xml') or a custom method name`)
  const [prefix] = from.startsWith('/') ? [{}] : splitOptions(options.params, cls.prefixParameters, cls.name)
  const path = from.startsWith('/') ? `${from}${queryString(options.params)}` : cls.customMethodCollectionPath(from, options.params)
  const response = await cls.send('GET', path)
  const data = decodeBody(cls.formatCodec, response)
  return data === null ? null : cls.instantiateRecord(data, response, prefix)
}

async function findSingle<R>(cls: FinderClass<R>, id: string | number | bigint, options: FindOptions): Promise<R> {
  const params = options.params
  // without params there is nothing to split (and the prefix need not be resolved twice)
  const [prefix, query] = params === undefined || params === null ? [{}, {}] : splitOptions(params, cls.prefixParameters, cls.name)
  const response = await cls.send('GET', cls.elementPath(id, prefix, query))
  return cls.instantiateRecord(decodeBody(cls.formatCodec, response), response, prefix)
}

function checkFindOptions(owner: string, scope: unknown, options: unknown): void {
  if (typeof scope === 'string' && scope.startsWith('/')) {
    throw new ArgumentError(
      `${owner}.find(${JSON.stringify(scope)}): finding by path was removed; use find('one', { from: ${JSON.stringify(scope)} }) or find('all', { from: … })`,
    )
  }
  if (!(typeof scope === 'string' || typeof scope === 'number' || typeof scope === 'bigint') || scope === '') {
    throw new ArgumentError(
      `${owner}.find needs an id or one of ${[...SCOPES].map((s) => `'${s}'`).join(', ')}, got ${describeValue(scope)}`,
    )
  }
  if (!isPlainObject(options)) throw new ArgumentError(`${owner}.find options must be an object of { params, from }`)
  const keys = Object.keys(options)
  for (const key of keys) {
    if (FIND_OPTION_KEYS.has(key)) continue
    const unknown = keys.filter((k) => !FIND_OPTION_KEYS.has(k))
    throw new ArgumentError(
      `${owner}.find: unknown option ${unknown.map((k) => JSON.stringify(k)).join(', ')}; conditions go in params (find('all', { params: { ${unknown[0]}: … } }))`,
    )
  }
  const from = options['from']
  if (from !== undefined && (typeof from !== 'string' || from === ''))
    throw new ArgumentError(`${owner}.find: from must be a path or a custom method name`)
  const params = options['params']
  if (params !== undefined && params !== null && !isPlainObject(params))
    throw new ArgumentError(`${owner}.find: params must be a plain object`)
}
