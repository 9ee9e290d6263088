/**
 * JSON bodies as ActiveResource 2.3's JsonFormat reads and writes them (formats/json_format.rb):
 * `JSON.parse` / `JSON.stringify`, with the record under its element name when the class sets
 * `includeRootInJson` (Rails 2.3's `ActiveResource::Base.include_root_in_json`, default false).
 * `JSON.parse` keeps a `"__proto__"` key as an own data property, so bodies cannot reach a prototype.
 */

/** A body that is not valid JSON. */
export class JsonError extends Error {
  override name = 'JsonError'
}

/** Options of {@link encodeJson}. */
export interface EncodeJsonOptions {
  /** Wrap the value as `{ [root]: value }` (Rails' `include_root_in_json`). */
  readonly root?: string | undefined
}

/** BigInts (from XML integers beyond 2^53) are written as their decimal strings. */
const replacer = (_key: string, value: unknown): unknown => (typeof value === 'bigint' ? value.toString() : value)

/**
 * `JSON.stringify(value)`, or `JSON.stringify({ [root]: value })` when `root` is given.
 * Dates are written as ISO 8601 strings.
 */
export function encodeJson(value: unknown, options: EncodeJsonOptions = {}): string {
  const wrapped = options.root === undefined ? value : { [options.root]: value }
  return JSON.stringify(wrapped, replacer)
}

/**
 * `JSON.parse(text)`; a blank text gives `null` (nothing to decode).
 * @throws JsonError naming the parser's complaint when the text is not JSON.
 */
export function decodeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    // (blank only when JSON.parse refuses it: no trimmed copy of every body)
    if (text.trim() === '') return null
    throw new JsonError(`malformed JSON: ${(error as Error).message}`)
  }
}
