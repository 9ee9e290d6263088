/**
 * The URL options a helper may turn into a URL (`only_path`, `protocol`, `host`, `port`), read so
 * that request input handed to a helper can never make it emit a foreign or script URL.
 *
 * Deliberate differences from Rails 2.3 (whose `url_for(params)` builds whatever scheme and host
 * it is given, a known open redirect):
 * - `protocol` must be a URL scheme (`https`, `https:` or `https://`); `javascript`, `data`,
 *   `vbscript` and `file` are refused.
 * - `host` must be `host[:port]`: letters, digits, `.`, `-`, `_`, or an `[IPv6]` address (no
 *   `/ ? # @ \`, whitespace or other characters).
 * - `port` must be a port number (0–65535, a number or a string of digits).
 * - `only_path` keeps Ruby's truthiness, as Rails 2.3 reads it: any string (`'0'`, `'false'`) is
 *   true, only `false` (and, for `urlFor` and `_url` helpers, an absent or null value) means a URL.
 */
import { RoutingError } from './errors'

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*)(?::(?:\/\/)?)?$/
/** Schemes that run code or read local files when a browser follows them. */
const REFUSED_SCHEMES: ReadonlySet<string> = new Set(['javascript', 'data', 'vbscript', 'file'])
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::([0-9]{1,5}))?$/
const PORT = /^[0-9]{1,5}$/

/** Ruby's truthiness: everything but `false`, `null` and `undefined` (so any string, and 0) is true. */
export function truthy(value: unknown): boolean {
  return value !== false && value !== null && value !== undefined
}

/** Why `protocol` is refused, or undefined when it is a safe URL scheme. */
export function protocolProblem(value: unknown): string | undefined {
  const m = typeof value === 'string' ? SCHEME.exec(value) : null
  if (m === null)
    return `option "protocol" must be a URL scheme like "https" (a letter, then letters, digits, "+", "-" or "."), got ${JSON.stringify(value)}`
  if (REFUSED_SCHEMES.has(m[1]!.toLowerCase()))
    return `option "protocol" ${JSON.stringify(value)} is refused: javascript, data, vbscript and file URLs are never generated`
  return undefined
}

/** Why `host` is refused, or undefined when it is `host[:port]`. */
export function hostProblem(value: unknown): string | undefined {
  const m = typeof value === 'string' ? HOST.exec(value) : null
  if (m !== null && (m[1] === undefined || Number(m[1]) <= 65535)) return undefined
  return `option "host" must be host[:port] (letters, digits, ".", "-", "_", or an [IPv6] address; no "/", "?", "#", "@", "\\" or whitespace), got ${JSON.stringify(value)}`
}

/** Why `port` is refused, or undefined when it is a port number. */
export function portProblem(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text === 'string' && PORT.test(text) && Number(text) <= 65535) return undefined
  return `option "port" must be a port number (0–65535), got ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`
}

/** `https`, `https:` or `https://` → `https://` (checked first: throws naming `who`). */
export function schemePrefix(protocol: unknown, who: string): string {
  const problem = protocolProblem(protocol)
  if (problem !== undefined) throw new RoutingError(`${who}: ${problem}`)
  return SCHEME.exec(protocol as string)![1]! + '://'
}

/** The host, checked (throws naming `who`). */
export function checkedHost(host: unknown, who: string): string {
  const problem = hostProblem(host)
  if (problem !== undefined) throw new RoutingError(`${who}: ${problem}`)
  return host as string
}

/** The port, checked (throws naming `who`). */
export function checkedPort(port: unknown, who: string): string {
  const problem = portProblem(port)
  if (problem !== undefined) throw new RoutingError(`${who}: ${problem}`)
  return String(port)
}
