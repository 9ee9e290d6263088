/**
 * Loads test/fixtures/rails23-routing.jsonl.gz: real Rails 2.3.18 answers (route tables,
 * recognitions, generations) on generated declarations. See test/fixtures/README.md.
 * `{"$regexp": source, "$flags"?: "i"}` values are turned into RegExps everywhere.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'

export const VECTORS_PATH = fileURLToPath(new URL('../fixtures/rails23-routing.jsonl.gz', import.meta.url))

export interface VectorRoute {
  name: string | null
  verb: string | string[] | null
  path: string
  controller: string | null
  action: string | null
  requirements: Record<string, RegExp>
}
export interface VectorRecognition {
  method: string
  path: string
  _method?: string
  result: Record<string, string | string[] | null> | { error: 'RoutingError' } | { error: 'MethodNotAllowed'; allowed: string[] }
}
export interface VectorGeneration {
  helper: string
  args: unknown[]
  result: string | { error: 'RoutingError' }
}
export interface Vector {
  seed: number
  ruby: string
  declaration: any
  routes: VectorRoute[]
  controllers?: string[]
  recognitions: VectorRecognition[]
  generations: VectorGeneration[]
}

/** Replaces every `{ $regexp, $flags? }` by a RegExp, recursively. */
export function reviveRegExps(value: unknown): any {
  if (Array.isArray(value)) return value.map(reviveRegExps)
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>
    if (typeof o['$regexp'] === 'string') return new RegExp(o['$regexp'], (o['$flags'] as string | undefined) ?? '')
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, reviveRegExps(v)]))
  }
  return value
}

let cache: Vector[] | undefined
/** Every vector, RegExps revived. */
export function loadVectors(): Vector[] {
  cache ??= gunzipSync(readFileSync(VECTORS_PATH))
    .toString('utf8')
    .trim()
    .split('\n')
    .map((line) => reviveRegExps(JSON.parse(line)) as Vector)
  return cache
}

/** The config every vector is built with (vectors README). */
export const VECTOR_CONFIG = { defaultUrlOptions: { host: 'test.host', protocol: 'http' } } as const
