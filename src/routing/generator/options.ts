/**
 * The options generation reads, as data: the URL options every helper takes ({@link UrlOptions}),
 * the table's config ({@link GeneratorConfig}), and which option names never reach the query
 * string. Rails 2.3 url_rewriter.rb (`RESERVED_OPTIONS`) and route_set.rb (`use_route`).
 */

/** URL options understood by every helper (docs/helpers-and-types.md); other keys go to the query string. */
export interface UrlOptions {
  format?: string | null | undefined
  anchor?: string | number | null | undefined
  host?: string | undefined
  protocol?: string | undefined
  port?: string | number | undefined
  only_path?: boolean | undefined
  [key: string]: unknown
}

/** Generation config: `defaultUrlOptions` (host, protocol, port) and `camelCase` helper names. */
export interface GeneratorConfig {
  defaultUrlOptions?: { host?: string | undefined; protocol?: string | undefined; port?: string | number | undefined } | undefined
  camelCase?: boolean | undefined
}

/** Options consumed by URL building, never part of the query (Rails' RESERVED_OPTIONS + use_route). */
export const RESERVED: ReadonlySet<string> = new Set([
  'anchor',
  'params',
  'only_path',
  'host',
  'protocol',
  'port',
  'trailing_slash',
  'skip_relative_url_root',
  'use_route',
  '_options',
])

/**
 * Options that only make the path a URL (`finishUrl`: scheme, host, port, anchor, or the path
 * alone): they never change the path or reach the query string.
 */
export const URL_ONLY_OPTIONS: ReadonlySet<string> = new Set(['host', 'protocol', 'port', 'anchor', 'only_path'])

/** URL option keys that make a plain object with `id` the options hash (Rails' hash form), not a record. */
export const HASH_FORM_KEYS: ReadonlySet<string> = new Set(['format', 'anchor', 'host', 'protocol', 'port', 'only_path', 'trailing_slash'])
