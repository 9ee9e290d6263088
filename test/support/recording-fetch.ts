/**
 * A fetch for the typed client's tests at `http://api.test/`: records each request as
 * `METHOD /path?query` and answers JSON — one record (`{"id":5}`) for a path ending in
 * `/<number>.json` or `/<singleton>.json` and for every request but a GET, else a list of one.
 */
import type { FetchInit, Resource } from '../../src/client/index'

export function recordingFetch(singletons: readonly string[] = []): {
  readonly requests: string[]
  readonly configure: (cls: typeof Resource) => void
} {
  const requests: string[] = []
  const one = new RegExp(`/(\\d+${singletons.map((word) => `|${word}`).join('')})\\.json$`)
  const fetch = async (url: string, init: FetchInit) => {
    const path = url.replace('http://api.test', '')
    requests.push(`${init.method} ${path}`)
    const body = one.test(path) || init.method !== 'GET' ? '{"id":5}' : '[{"id":5}]'
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
  }
  return { requests, configure: (cls) => void (cls.fetch = fetch) }
}
