/**
 * The named-route helpers: `<name>_path`, `<name>_url`, `hash_for_<name>_path`,
 * `hash_for_<name>_url` (or their camelCase forms), one set per named route, each compiling its
 * route on its first call. The common call (the required params as strings or numbers) takes the
 * fast path (./fast-path.ts); every other call the general one (./arguments.ts, ./path.ts,
 * ./url-rewriter.ts). Rails 2.3 route_set.rb `NamedRouteCollection` (`define_url_helper`,
 * `define_hash_access`).
 */
import { truthy } from '../url-options'
import { argsToHash, isPlainHash, isUrlOnlyOptions } from './arguments'
import type { GenerationRoute } from './compiled-route'
import type { CompiledRoutes } from './compiled-routes'
import { fail } from './failure'
import { fastArgs, fastCall, fastPath, type FastPath } from './fast-path'
import { RESERVED, URL_ONLY_OPTIONS, type GeneratorConfig } from './options'
import { generatePath } from './path'
import { finishUrl, mergeParams } from './url-rewriter'

/** The helpers object: helper name → helper. */
export type HelpersObject = Record<string, (...args: any[]) => any>

/** One named route's helpers: compiled on the first call. */
interface HelperState {
  name: string
  index: number
  g: GenerationRoute | undefined
  fast: FastPath | undefined
  /** The fast path also takes a last argument of {@link URL_ONLY_OPTIONS} (no route default reads as one). */
  fastWithOptions: boolean
}

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/**
 * Builds the helpers object of a route table.
 * @param origin `protocol://host[:port]` of `defaultUrlOptions`, when it names a host: the `_url`
 * helpers' fast path prefixes it.
 */
export function buildHelpers(table: CompiledRoutes, config: GeneratorConfig, origin: string | undefined): HelpersObject {
  /** Compiles a helper's route on its first call. */
  const init = (st: HelperState): GenerationRoute => {
    if (st.g === undefined) {
      st.g = table.route(st.index)
      st.fast = fastPath(st.g)
      st.fastWithOptions = st.fast !== undefined && !Object.keys(st.g.defaults).some((k) => URL_ONLY_OPTIONS.has(k) || RESERVED.has(k))
    }
    return st.g
  }
  /** Every call the fast path does not take: the argument rules, options, errors. */
  const general = (st: HelperState, url: boolean, args: unknown[]): string => {
    const route = init(st)
    if (st.fast !== undefined && (!url || origin !== undefined)) {
      const p = fastArgs(st.fast, args)
      if (p !== undefined) return url ? origin + p : p
    }
    const helper = `${st.name}_${url ? 'url' : 'path'}`
    // The params, then options that only dress the path (`{ host }`, `{ only_path: true }`):
    // the fast path, then the same URL checks and rules as below.
    const last = args[args.length - 1]
    if (st.fastWithOptions && args.length > 0 && isUrlOnlyOptions(last)) {
      const p = fastArgs(st.fast!, args.slice(0, -1))
      if (p !== undefined) {
        const given = last['only_path']
        return finishUrl(p, last, url ? truthy(given) : given !== false, config, helper)
      }
    }
    const hash = argsToHash(route, args, helper)
    mergeParams(hash)
    const r = generatePath(route, hash)
    if (typeof r !== 'string') fail(helper, r, hash)
    // Rails 2.3: a helper's options merge over its hash_for_* defaults, so `only_path` given wins
    // either way, read with Ruby's truthiness. A `_path` helper gives a URL only for a real
    // `false` (request input, all strings, never is), a `_url` helper a path for any true value.
    const given = hash['only_path']
    const onlyPath = url ? truthy(given) : given !== false
    return finishUrl(r, hash, onlyPath, config, helper)
  }
  // Rails' hash_for_* take one options hash (an `id` in it is a param, not a record);
  // positional params are accepted too, as the path helpers take them.
  const hashFor = (st: HelperState, onlyPath: boolean, args: unknown[]): Record<string, unknown> => {
    const route = init(st)
    const only = args.length === 1 && isPlainHash(args[0]) ? args[0] : undefined
    const hash = only ? { ...route.defaults, ...only } : argsToHash(route, args, `hash_for_${st.name}_${onlyPath ? 'path' : 'url'}`)
    delete hash['_options']
    return { ...hash, use_route: st.name, only_path: 'only_path' in hash ? hash['only_path'] : onlyPath }
  }
  const helpers: HelpersObject = {}
  for (const [name, index] of table.named()) {
    const st: HelperState = { name, index, g: undefined, fast: undefined, fastWithOptions: false }
    // Plain functions reading `arguments`: the common call (up to three params) allocates nothing.
    const path = function (a?: unknown, b?: unknown, c?: unknown): string {
      const n = arguments.length
      if (st.fast !== undefined && n <= 3) {
        const p = fastCall(st.fast, n, a, b, c)
        if (p !== undefined) return p
      }
      return general(st, false, Array.prototype.slice.call(arguments))
    }
    const url = function (a?: unknown, b?: unknown, c?: unknown): string {
      const n = arguments.length
      if (st.fast !== undefined && origin !== undefined && n <= 3) {
        const p = fastCall(st.fast, n, a, b, c)
        if (p !== undefined) return origin + p
      }
      return general(st, true, Array.prototype.slice.call(arguments))
    }
    const hashForPath = (...args: unknown[]) => hashFor(st, true, args)
    const hashForUrl = (...args: unknown[]) => hashFor(st, false, args)
    if (config.camelCase) {
      const c = camel(name)
      const upper = c[0]!.toUpperCase() + c.slice(1)
      helpers[c + 'Path'] = path
      helpers[c + 'Url'] = url
      helpers['hashFor' + upper + 'Path'] = hashForPath
      helpers['hashFor' + upper + 'Url'] = hashForUrl
    } else {
      helpers[name + '_path'] = path
      helpers[name + '_url'] = url
      helpers['hash_for_' + name + '_path'] = hashForPath
      helpers['hash_for_' + name + '_url'] = hashForUrl
    }
  }
  return helpers
}
