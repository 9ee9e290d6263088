/**
 * The request context of custom route conditions (src/routing/conditions.ts), read from a
 * request as Rails 2.3's ActionController::Request reads it: `host` (lower-case, without the
 * port), `domain` (`host.split('.').last(2)`, absent for an IP address: `named_host?`),
 * `subdomain` (the labels before the domain, `subdomains.join('.')`), `port` (the Host
 * header's, else the scheme's standard port) and `protocol` (the connection's scheme; forwarded
 * headers are not trusted).
 */
import type { RequestContext } from '../routing/conditions'

/** Rails 2.3 `named_host?`: not an IPv4 address (nor, here, a bracketed IPv6 one). */
const namedHost = (host: string): boolean => !/\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) && !host.startsWith('[')

/**
 * The context of a request for `authority` (`host[:port]`, checked by the handler) over `protocol` (`http` / `https`).
 * @example requestContext('Admin.Example.com:8080', 'http') // { host: 'admin.example.com', domain: 'example.com', subdomain: 'admin', port: 8080, protocol: 'http' }
 */
export function requestContext(authority: string, protocol: string): RequestContext {
  const close = authority.startsWith('[') ? authority.indexOf(']') + 1 : 0
  const colon = authority.indexOf(':', close)
  const host = (colon < 0 ? authority : authority.slice(0, colon)).toLowerCase()
  const port = colon < 0 || colon + 1 === authority.length ? (protocol === 'https' ? 443 : 80) : Number(authority.slice(colon + 1))
  if (!namedHost(host)) return { host, subdomain: '', port, protocol }
  const labels = host.split('.')
  return { host, domain: labels.slice(-2).join('.'), subdomain: labels.slice(0, -2).join('.'), port, protocol }
}
