/**
 * The class settings of `Resource` — ActiveResource 2.3 base.rb's class attributes (`site`,
 * `user`, `password`, `format`, `headers`, `timeout`, `proxy`, `element_name`,
 * `collection_name`, `primary_key`, `prefix`, `logger`, `include_root_in_json`) plus the transport
 * (`fetch`) and the response limit — and the connection settings one request reads from them.
 * Each is inherited by subclasses and can be set on any class (./settings.ts stores them per
 * class; `headers` objects inherit key by key).
 */
import { pluralize, underscore } from '../inflector/index'
import type { ConnectionSettings, FetchLike, Logger } from './connection'
import { ArgumentError } from './errors'
import { formatCodec, type Format, type FormatCodec } from './formats/index'
import { describeValue } from './safe'
import { adoptHeaders, classHeaders, readSetting, setClassHeaders, writeSetting } from './settings'

const siteCache = new Map<string, URL>()
const sitePrefixes = new WeakMap<URL, string>()
const elementNames = new Map<string, string>()
const plurals = new Map<string, string>()

/** `cache.get(key)`, computed by `compute` once (the inflector's regex rules are not free). */
function memo(cache: Map<string, string>, key: string, compute: (key: string) => string): string {
  let value = cache.get(key)
  if (value === undefined) {
    value = compute(key)
    if (cache.size > 10_000) cache.clear()
    cache.set(key, value)
  }
  return value
}

function parseSite(site: string | URL, owner: string): URL {
  if (site instanceof URL) return site
  let url = siteCache.get(site)
  if (url === undefined) {
    try {
      url = new URL(site)
    } catch {
      throw new ArgumentError(`${owner}.site ${JSON.stringify(site)} is not a URL`)
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ArgumentError(`${owner}.site ${JSON.stringify(site)} is not an http or https URL`)
    }
    if (siteCache.size > 1000) siteCache.clear()
    siteCache.set(site, url)
  }
  return url
}

/** The percent-decoded user or password of a site URL, `null` when absent (or the site is not a URL). */
function siteUserinfo(site: string | URL | null, part: 'username' | 'password'): string | null {
  if (site === null) return null
  let url: URL
  try {
    url = parseSite(site, 'site')
  } catch {
    return null
  }
  const value = url[part]
  if (value === '') return null
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The settings half of `Resource`: every member is static, read and written through the class. */
export class ResourceSettings {
  /**
   * The service URL, `http://user:password@api.example.com/accounts/:account_id/`. Its path is the
   * default `prefix` (with `:variables` filled from params); its userinfo gives `user`/`password`
   * (percent-decoded) unless those are set.
   */
  static get site(): string | URL | null {
    return readSetting(this, 'site', null)
  }
  static set site(value: string | URL | null) {
    if (value !== null) parseSite(value, this.name)
    writeSetting(this, 'site', value)
  }

  /**
   * HTTP Basic user; an explicit one wins over the site's userinfo, which is read otherwise
   * (Rails 2.3: `site=` sets `user` from `http://david:secret@…`).
   */
  static get user(): string | null {
    return readSetting<string | null>(this, 'user', null) ?? siteUserinfo(this.site, 'username')
  }
  static set user(value: string | null) {
    writeSetting(this, 'user', value)
  }

  /** HTTP Basic password; an explicit one wins over the site's userinfo, which is read otherwise. */
  static get password(): string | null {
    return readSetting<string | null>(this, 'password', null) ?? siteUserinfo(this.site, 'password')
  }
  static set password(value: string | null) {
    writeSetting(this, 'password', value)
  }

  /** Body format and path extension: `'xml'` (default, as Rails 2.3) or `'json'`. */
  static get format(): Format {
    return readSetting<Format>(this, 'format', 'xml')
  }
  static set format(value: Format) {
    formatCodec(value)
    writeSetting(this, 'format', value)
  }

  /**
   * Headers sent with every request of the class, over the defaults (`Authorization`, and
   * `Accept` or `Content-Type`). Each class has its own object inheriting its superclass's:
   * `Manager.headers['X'] = 'v'` changes `Manager` (and its subclasses) only.
   */
  static get headers(): Record<string, string> {
    adoptHeaders(this, ResourceSettings)
    return classHeaders(this, ResourceSettings)
  }
  static set headers(value: Record<string, string>) {
    adoptHeaders(this, ResourceSettings)
    setClassHeaders(this, ResourceSettings, value)
  }

  /**
   * Time-out of a whole request (connect, response and body), in seconds; `null` for none.
   * Default 60, Net::HTTP's `read_timeout` (a server that never answers does not hold the call).
   */
  static get timeout(): number | null {
    return readSetting(this, 'timeout', 60)
  }
  static set timeout(value: number | null) {
    if (value !== null && !(typeof value === 'number' && value >= 0 && Number.isFinite(value))) {
      throw new ArgumentError(`${this.name}.timeout must be a number of seconds ≥ 0 or null, got ${describeValue(value)}`)
    }
    writeSetting(this, 'timeout', value)
  }

  /**
   * Largest response body read, in bytes, counted while it streams and after decompression (a
   * gzip bomb is stopped at the limit); `null` for none. Default 10 MiB. Past it the request
   * fails with a `ResponseTooLarge` (a `ConnectionError`) naming the limit.
   */
  static get maxResponseBytes(): number | null {
    return readSetting(this, 'maxResponseBytes', 10 * 1024 * 1024)
  }
  static set maxResponseBytes(value: number | null) {
    if (value !== null && !(typeof value === 'number' && Number.isInteger(value) && value >= 0)) {
      throw new ArgumentError(`${this.name}.maxResponseBytes must be a whole number of bytes ≥ 0 or null, got ${describeValue(value)}`)
    }
    writeSetting(this, 'maxResponseBytes', value)
  }

  /**
   * HTTP proxy URL (`http://proxy:8080`), used through undici's `ProxyAgent`; `null` for none.
   * Node only, and needs the optional `undici` package (`npm install undici`): a request with a
   * proxy and no undici throws an error saying so.
   */
  static get proxy(): string | URL | null {
    return readSetting(this, 'proxy', null)
  }
  static set proxy(value: string | URL | null) {
    writeSetting(this, 'proxy', value)
  }

  /** The element name: the class name underscored, without namespace (`StreetAddress` → `street_address`). */
  static get elementName(): string {
    const set = readSetting<string | null>(this, 'elementName', null)
    if (set !== null) return set
    return memo(elementNames, this.name, (className) => {
      const name = underscore(className)
      return name.slice(name.lastIndexOf('/') + 1)
    })
  }
  static set elementName(value: string) {
    writeSetting(this, 'elementName', value)
  }

  /** The collection name: the plural of `elementName` (Rails' inflector). */
  static get collectionName(): string {
    return readSetting<string | null>(this, 'collectionName', null) ?? memo(plurals, this.elementName, pluralize)
  }
  static set collectionName(value: string) {
    writeSetting(this, 'collectionName', value)
  }

  /** The attribute holding the id (default `'id'`). */
  static get primaryKey(): string {
    return readSetting(this, 'primaryKey', 'id')
  }
  static set primaryKey(value: string) {
    writeSetting(this, 'primaryKey', value)
  }

  /** The prefix template, by default the site's path ending in `/`: `/posts/:post_id/`. */
  static get prefix(): string {
    const set = readSetting<string | null>(this, 'prefix', null)
    if (set !== null) return set
    const site = this.site
    if (site === null) return '/'
    const url = parseSite(site, this.name)
    let prefix = sitePrefixes.get(url)
    if (prefix === undefined) {
      const path = decodeURI(url.pathname)
      prefix = path.endsWith('/') ? path : `${path}/`
      sitePrefixes.set(url, prefix)
    }
    return prefix
  }
  static set prefix(value: string) {
    writeSetting(this, 'prefix', value)
  }

  /** Where each request is logged (`GET http://host:port/path`, `--> 200 OK 123 (4.2ms)`); `null` for nowhere. */
  static get logger(): Logger | null {
    return readSetting(this, 'logger', null)
  }
  static set logger(value: Logger | null) {
    writeSetting(this, 'logger', value)
  }

  /** The transport, fetch-compatible (`HttpMock.fetch` in tests); `null` for the global `fetch`. */
  static get fetch(): FetchLike | null {
    return readSetting(this, 'fetch', null)
  }
  static set fetch(value: FetchLike | null) {
    if (value !== null && typeof value !== 'function') throw new ArgumentError(`${this.name}.fetch must be a function or null`)
    writeSetting(this, 'fetch', value)
  }

  /** Write JSON bodies as `{"person": {...}}` (default false, as Rails 2.3). */
  static get includeRootInJson(): boolean {
    return readSetting(this, 'includeRootInJson', false)
  }
  static set includeRootInJson(value: boolean) {
    writeSetting(this, 'includeRootInJson', value)
  }

  /** The settings one request of this class reads, resolved now. */
  static connectionSettings(): ConnectionSettings {
    adoptHeaders(this, ResourceSettings)
    const site = this.site
    if (site === null) throw new ArgumentError(`${this.name}.site is not set`)
    const url = parseSite(site, this.name)
    const timeout = this.timeout
    if (timeout !== null && !(typeof timeout === 'number' && timeout >= 0)) {
      throw new ArgumentError(`${this.name}.timeout must be a number of seconds ≥ 0 or null, got ${describeValue(timeout)}`)
    }
    return {
      site: url,
      user: this.user ?? siteUserinfo(url, 'username'),
      password: this.password ?? siteUserinfo(url, 'password'),
      headers: this.headers,
      timeout,
      maxResponseBytes: this.maxResponseBytes,
      proxy: this.proxy,
      logger: this.logger,
      fetch: this.fetch,
      format: formatCodec(this.format),
    }
  }

  /** The codec of the class's format. */
  static get formatCodec(): FormatCodec {
    return formatCodec(this.format)
  }
}
