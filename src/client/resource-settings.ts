/**
 * The class settings of `Resource` — ActiveResource 2.3 base.rb's class attributes (`site`,
 * `user`, `password`, `format`, `headers`, `timeout`, `proxy`, `element_name`,
 * `collection_name`, `primary_key`, `prefix`, `logger`, `include_root_in_json`) plus the transport
 * (`fetch`) and the response limit — and the connection settings one request reads from them.
 * Each is inherited by subclasses and can be set on any class (./settings.ts stores them per
 * class; `headers` objects inherit key by key). What a class derives from its settings (the parsed
 * site, the default element and collection names) is kept in its own state (./class-state.ts),
 * one value per class, recomputed when the setting changes.
 */
import { pluralize } from '../inflector/index'
import type { ConnectionSettings, FetchLike, Logger } from './connection'
import { ArgumentError } from './errors'
import { formatCodec, type Format, type FormatCodec } from './formats/index'
import { describeValue } from './safe'
import { rederive, stateOf, type ClassState } from './class-state'
import { ProxyAgents } from './proxy'
import { underscoredName } from './registry'
import { adoptHeaders, classHeaders, readSetting, setClassHeaders, writeSetting } from './settings'

/** The symbols under which a class holds the settings set on it (./settings.ts). */
const SETTING = {
  site: Symbol('site'),
  user: Symbol('user'),
  password: Symbol('password'),
  format: Symbol('format'),
  timeout: Symbol('timeout'),
  maxResponseBytes: Symbol('maxResponseBytes'),
  proxy: Symbol('proxy'),
  elementName: Symbol('elementName'),
  collectionName: Symbol('collectionName'),
  primaryKey: Symbol('primaryKey'),
  prefix: Symbol('prefix'),
  logger: Symbol('logger'),
  fetch: Symbol('fetch'),
  includeRootInJson: Symbol('includeRootInJson'),
} as const

/**
 * `site` as a URL.
 * @throws ArgumentError naming `owner` when it is not an http or https URL.
 */
function parseSite(site: string | URL, owner: string): URL {
  if (site instanceof URL) return site
  let url: URL
  try {
    url = new URL(site)
  } catch {
    throw new ArgumentError(`${owner}.site ${JSON.stringify(site)} is not a URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ArgumentError(`${owner}.site ${JSON.stringify(site)} is not an http or https URL`)
  }
  return url
}

/** The parsed site of the class `state` belongs to (parsed again only when the site changed). */
function parsedSite(state: ClassState, site: string | URL, owner: string): { readonly url: URL; prefix: string | undefined } {
  const kept = state.site
  if (kept !== undefined && kept.source === site) return kept.value
  const value = { url: parseSite(site, owner), prefix: undefined }
  state.site = { source: site, value }
  return value
}

/** The percent-decoded user or password of `cls`'s site, `null` when absent (or the site is not a URL). */
function siteUserinfo(cls: typeof ResourceSettings, part: 'username' | 'password'): string | null {
  const site = cls.site
  if (site === null) return null
  let url: URL
  try {
    url = parsedSite(stateOf(cls), site, cls.name).url
  } catch {
    return null
  }
  return userinfo(url, part)
}

/** The percent-decoded user or password of a site URL, `null` when absent. */
function userinfo(url: URL, part: 'username' | 'password'): string | null {
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
    return readSetting(this, SETTING.site, null)
  }
  static set site(value: string | URL | null) {
    if (value !== null) parsedSite(stateOf(this), value, this.name)
    writeSetting(this, SETTING.site, value)
  }

  /**
   * HTTP Basic user; an explicit one wins over the site's userinfo, which is read otherwise
   * (Rails 2.3: `site=` sets `user` from `http://david:secret@…`).
   */
  static get user(): string | null {
    return readSetting<string | null>(this, SETTING.user, null) ?? siteUserinfo(this, 'username')
  }
  static set user(value: string | null) {
    writeSetting(this, SETTING.user, value)
  }

  /** HTTP Basic password; an explicit one wins over the site's userinfo, which is read otherwise. */
  static get password(): string | null {
    return readSetting<string | null>(this, SETTING.password, null) ?? siteUserinfo(this, 'password')
  }
  static set password(value: string | null) {
    writeSetting(this, SETTING.password, value)
  }

  /** Body format and path extension: `'xml'` (default, as Rails 2.3) or `'json'`. */
  static get format(): Format {
    return readSetting<Format>(this, SETTING.format, 'xml')
  }
  static set format(value: Format) {
    formatCodec(value)
    writeSetting(this, SETTING.format, value)
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
    return readSetting(this, SETTING.timeout, 60)
  }
  static set timeout(value: number | null) {
    if (value !== null && !(typeof value === 'number' && value >= 0 && Number.isFinite(value))) {
      throw new ArgumentError(`${this.name}.timeout must be a number of seconds ≥ 0 or null, got ${describeValue(value)}`)
    }
    writeSetting(this, SETTING.timeout, value)
  }

  /**
   * Largest response body read, in bytes, counted while it streams and after decompression (a
   * gzip bomb is stopped at the limit); `null` for none. Default 10 MiB. Past it the request
   * fails with a `ResponseTooLarge` (a `ConnectionError`) naming the limit.
   */
  static get maxResponseBytes(): number | null {
    return readSetting(this, SETTING.maxResponseBytes, 10 * 1024 * 1024)
  }
  static set maxResponseBytes(value: number | null) {
    if (value !== null && !(typeof value === 'number' && Number.isInteger(value) && value >= 0)) {
      throw new ArgumentError(`${this.name}.maxResponseBytes must be a whole number of bytes ≥ 0 or null, got ${describeValue(value)}`)
    }
    writeSetting(this, SETTING.maxResponseBytes, value)
  }

  /**
   * HTTP proxy URL (`http://proxy:8080`), used through undici's `ProxyAgent`; `null` for none.
   * Node only, and needs the optional `undici` package (`npm install undici`): a request with a
   * proxy and no undici throws an error saying so.
   */
  static get proxy(): string | URL | null {
    return readSetting(this, SETTING.proxy, null)
  }
  static set proxy(value: string | URL | null) {
    writeSetting(this, SETTING.proxy, value)
  }

  /** The element name: the class name underscored, without namespace (`StreetAddress` → `street_address`). */
  static get elementName(): string {
    const set = readSetting<string | null>(this, SETTING.elementName, null)
    if (set !== null) return set
    // (kept per class: the inflector's regex rules are not free)
    const state = stateOf(this)
    return (state.elementName = rederive(state.elementName, this.name, underscoredName)).value
  }
  static set elementName(value: string) {
    writeSetting(this, SETTING.elementName, value)
  }

  /** The collection name: the plural of `elementName` (Rails' inflector). */
  static get collectionName(): string {
    const set = readSetting<string | null>(this, SETTING.collectionName, null)
    if (set !== null) return set
    const state = stateOf(this)
    return (state.collectionName = rederive(state.collectionName, this.elementName, pluralize)).value
  }
  static set collectionName(value: string) {
    writeSetting(this, SETTING.collectionName, value)
  }

  /** The attribute holding the id (default `'id'`). */
  static get primaryKey(): string {
    return readSetting(this, SETTING.primaryKey, 'id')
  }
  static set primaryKey(value: string) {
    writeSetting(this, SETTING.primaryKey, value)
  }

  /** The prefix template, by default the site's path ending in `/`: `/posts/:post_id/`. */
  static get prefix(): string {
    const set = readSetting<string | null>(this, SETTING.prefix, null)
    if (set !== null) return set
    const site = this.site
    if (site === null) return '/'
    const parsed = parsedSite(stateOf(this), site, this.name)
    if (parsed.prefix === undefined) {
      const path = decodeURI(parsed.url.pathname)
      parsed.prefix = path.endsWith('/') ? path : `${path}/`
    }
    return parsed.prefix
  }
  static set prefix(value: string) {
    writeSetting(this, SETTING.prefix, value)
  }

  /** Where each request is logged (`GET http://host:port/path`, `--> 200 OK 123 (4.2ms)`); `null` for nowhere. */
  static get logger(): Logger | null {
    return readSetting(this, SETTING.logger, null)
  }
  static set logger(value: Logger | null) {
    writeSetting(this, SETTING.logger, value)
  }

  /** The transport, fetch-compatible (`HttpMock.fetch` in tests); `null` for the global `fetch`. */
  static get fetch(): FetchLike | null {
    return readSetting(this, SETTING.fetch, null)
  }
  static set fetch(value: FetchLike | null) {
    if (value !== null && typeof value !== 'function') throw new ArgumentError(`${this.name}.fetch must be a function or null`)
    writeSetting(this, SETTING.fetch, value)
  }

  /** Write JSON bodies as `{"person": {...}}` (default false, as Rails 2.3). */
  static get includeRootInJson(): boolean {
    return readSetting(this, SETTING.includeRootInJson, false)
  }
  static set includeRootInJson(value: boolean) {
    writeSetting(this, SETTING.includeRootInJson, value)
  }

  /** The settings one request of this class reads, resolved now. */
  static connectionSettings(): ConnectionSettings {
    adoptHeaders(this, ResourceSettings)
    const site = this.site
    if (site === null) throw new ArgumentError(`${this.name}.site is not set`)
    const state = stateOf(this)
    const url = parsedSite(state, site, this.name).url
    const timeout = this.timeout
    if (timeout !== null && !(typeof timeout === 'number' && timeout >= 0)) {
      throw new ArgumentError(`${this.name}.timeout must be a number of seconds ≥ 0 or null, got ${describeValue(timeout)}`)
    }
    return {
      site: url,
      user: this.user ?? userinfo(url, 'username'),
      password: this.password ?? userinfo(url, 'password'),
      headers: this.headers,
      timeout,
      maxResponseBytes: this.maxResponseBytes,
      proxy: this.proxy,
      proxyAgents: (state.proxyAgents ??= new ProxyAgents()),
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
