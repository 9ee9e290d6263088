/** The Host check of `createRequestHandler`'s `allowedHosts` (Rails' `config.hosts`). */

/** Rails' `config.hosts` rule for one entry: the name, `.name` for it and its subdomains, or a RegExp over the whole name. */
export function hostAllowed(name: string, allowed: readonly (string | RegExp)[]): boolean {
  const host = name.toLowerCase()
  for (const entry of allowed) {
    if (typeof entry === 'string') {
      const e = entry.toLowerCase()
      if (host === e || (e.startsWith('.') && (host === e.slice(1) || host.endsWith(e)))) return true
    } else {
      const m = new RegExp(entry.source, entry.flags.replace(/[gy]/g, '')).exec(host)
      if (m !== null && m.index === 0 && m[0].length === host.length) return true
    }
  }
  return false
}

/** The host name of a `host[:port]` (an IPv6 address keeps its brackets). */
export const hostName = (host: string): string => (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':', 1)[0]!)
