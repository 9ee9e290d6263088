/**
 * From a generated path to the URL a helper returns: the `params` option merged in, the trailing
 * slash, the scheme, host and port (checked: see ../url-options.ts), and the anchor. Rails 2.3
 * url_rewriter.rb (`rewrite_path`, `rewrite_url`: protocol, host, port, anchor via `CGI.escape`).
 */
import { RoutingError } from '../errors'
import { cgiEscape, toParam } from '../../url/index'
import { checkedHost, checkedPort, schemePrefix } from '../url-options'
import { asRoutingError } from './failure'
import { RESERVED, type GeneratorConfig } from './options'

/**
 * Rails 2.3 url_rewriter.rb `rewrite_path`: `options.update(options[:params])`, then the reserved
 * options are deleted: a reserved key (`host`, `only_path`…) inside `params` is never used.
 */
export function mergeParams(hash: Record<string, unknown>): void {
  const extra = hash['params']
  if (extra === null || typeof extra !== 'object') return
  for (const k of Object.keys(extra)) if (!RESERVED.has(k)) hash[k] = (extra as Record<string, unknown>)[k]
}

/**
 * `protocol://host[:port]`, each part checked.
 * @param who the helper's name (or `defaultUrlOptions`), for errors.
 * @throws {RoutingError} for a protocol, host or port that is not safe (see url-options.ts).
 */
export function origin(protocol: unknown, host: unknown, port: unknown, who: string): string {
  return schemePrefix(protocol, who) + checkedHost(host, who) + (port != null ? ':' + checkedPort(port, who) : '')
}

/**
 * Adds `trailing_slash`, prefixes protocol, host and port (unless only_path) and appends the anchor.
 * @param who the helper's name, for errors.
 * @throws {RoutingError} for a missing host, or a protocol, host or port that is not safe (see url-options.ts).
 */
export function finishUrl(
  path: string,
  options: Readonly<Record<string, unknown>>,
  onlyPath: boolean,
  config: GeneratorConfig,
  who: string,
): string {
  const slash = options['trailing_slash']
  if (slash != null && slash !== false) {
    // Rails 2.3 `rewrite_url`: `path.sub(/\?|\z/) { "/" + $& }`, but never after a `/` (the
    // root path would become `//`, another host to a browser).
    const q = path.indexOf('?')
    const end = q < 0 ? path.length : q
    if (path.charCodeAt(end - 1) !== 47) path = path.slice(0, end) + '/' + path.slice(end)
  }
  let url = path
  if (!onlyPath) {
    const d = config.defaultUrlOptions
    const host = options['host'] ?? d?.host
    if (host == null || host === '')
      throw new RoutingError('Missing host to link to! Please provide the host option or set defaultUrlOptions.host')
    url = origin(options['protocol'] ?? d?.protocol ?? 'http', host, 'port' in options ? options['port'] : d?.port, who) + path
  }
  const a = options['anchor']
  if (a != null) url += '#' + asRoutingError(() => cgiEscape(toParam(a)))
  return url
}
