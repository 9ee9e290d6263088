/**
 * One `Resource` subclass per resource (./shapes.ts): its site, prefixes,
 * element and collection names, member-action methods, and for a singleton the record methods
 * that have no id.
 */
import { camelize, singularize } from '../../inflector/index'
import { decodeBody } from '../connection'
import type { ResourceResponse } from '../errors'
import { escapeSegment, fillPrefix, queryString, splitOptions, type Params } from '../paths'
import { Resource, type Body } from '../resource'
import type { Shape } from './shapes'
import type { ClientOptions } from './types'

export function classFor(shape: Shape, options: ClientOptions): typeof Resource {
  if (shape.cls) return shape.cls
  const url = new URL(options.site)
  const sitePath = url.pathname.replace(/\/$/, '')
  const memberPrefix = `${sitePath}${shape.memberPrefix}`
  const collectionPrefix = `${sitePath}${shape.collectionPrefix}`
  const variables = [...new Set([...memberPrefix.matchAll(/:(\w+)/g), ...collectionPrefix.matchAll(/:(\w+)/g)].map((m) => m[1]!))]
  const word = shape.word
  const singleton = shape.singleton

  class Generated extends Resource {
    static override get prefixParameters(): string[] {
      return variables
    }
    static override collectionPath(prefixOptions?: Params, query?: Params): string {
      const [prefix, rest] = query === undefined ? splitOptions(prefixOptions, variables, this.name) : [prefixOptions ?? {}, query]
      return `${fillPrefix(collectionPrefix, prefix, this.name)}${word}.${this.format}${queryString(rest)}`
    }
    static override customMethodCollectionPath(name: string, params?: Params): string {
      const [prefix, query] = splitOptions(params, variables, this.name)
      return `${fillPrefix(collectionPrefix, prefix, this.name)}${word}/${escapeSegment(name)}.${this.format}${queryString(query)}`
    }
    static override elementPath(id: unknown, prefixOptions?: Params, query?: Params): string {
      if (!singleton) return super.elementPath(id, prefixOptions, query)
      const [prefix, rest] = query === undefined ? splitOptions(prefixOptions, variables, this.name) : [prefixOptions ?? {}, query]
      return `${fillPrefix(memberPrefix, prefix, this.name)}${word}.${this.format}${queryString(rest)}`
    }
  }
  Object.defineProperty(Generated, 'name', { value: camelize(singularize(word)) })
  // The site without its path (the path is in the prefixes), credentials kept for Basic auth.
  Generated.site = `${url.protocol}//${url.username || url.password ? `${url.username}:${url.password}@` : ''}${url.host}/`
  Generated.prefix = memberPrefix
  Generated.format = options.format ?? 'xml'
  Generated.elementName = singularize(word)
  Generated.collectionName = word
  options.configure?.(Generated)
  if (singleton) singletonRecords(Generated)

  // A method per member action, named for the action; its URL takes the action's path word.
  for (const [name, { verb, word: actionWord }] of shape.memberActions) {
    if (name in Resource.prototype) continue
    Object.defineProperty(Generated.prototype, name, {
      configurable: true,
      writable: true,
      value: function (this: Resource, params?: Params, body?: Body): Promise<unknown> {
        if (singleton) {
          const path = `${fillPrefix(memberPrefix, this.prefixOptions, Generated.name)}${word}/${escapeSegment(actionWord)}.${Generated.format}${queryString(params)}`
          if (verb === 'GET') return Generated.send(verb, path).then((response) => decodeBody(Generated.formatCodec, response))
          return Generated.send(verb, path, verb === 'DELETE' ? undefined : Generated.encodeBody(body))
        }
        return verb === 'GET' ? this.get(actionWord, params) : this.request(verb, actionWord, params, body)
      },
    })
  }
  shape.cls = Generated
  return Generated
}

/**
 * A singleton's URL names no id, so its records are persisted without one: a record found (or
 * created) is persisted, `save()` then PUTs the singleton path, `reload()` and `exists()` use that
 * path, and the `Location` of a create gives no id.
 */
function singletonRecords(cls: typeof Resource): void {
  const persisted = new WeakSet<object>()
  const base = Resource.prototype
  const instantiateRecord = cls.instantiateRecord
  Object.defineProperty(cls, 'instantiateRecord', {
    configurable: true,
    writable: true,
    value: function (this: typeof Resource, data: unknown, response: ResourceResponse | null, prefixOptions: Params): Resource {
      const record = instantiateRecord.call(this, data, response, prefixOptions) as Resource
      persisted.add(record)
      return record
    },
  })
  const methods: Partial<Record<keyof Resource, unknown>> = {
    isNew(this: Resource): boolean {
      return !persisted.has(this) && base.isNew.call(this)
    },
    idFromResponse(): string | null {
      return null
    },
    async save(this: Resource): Promise<boolean> {
      const saved = await base.save.call(this)
      if (saved) persisted.add(this)
      return saved
    },
    async reload(this: Resource): Promise<Resource> {
      const fresh = await cls.find('one', { from: cls.elementPath(null, this.prefixOptions, {}) })
      if (fresh !== null) this.load(fresh.attributes)
      return this
    },
    async exists(this: Resource): Promise<boolean> {
      return !this.isNew() && cls.exists('', { params: this.prefixOptions })
    },
    dup(this: Resource): Resource {
      const copy = base.dup.call(this)
      if (persisted.has(this)) persisted.add(copy)
      return copy
    },
  }
  for (const [name, value] of Object.entries(methods)) {
    Object.defineProperty(cls.prototype, name, { configurable: true, writable: true, value })
  }
}
