/**
 * One route compiled for generation: its defaults, the keys that never go to the query string,
 * the order positional arguments fill its params, and the requirements a value must meet.
 * Rails 2.3 route.rb (`defaults`, `significant_keys`, `generation_requirements`) and
 * segments.rb (`value_regexp`: a requirement is checked against the whole value).
 */
import type { Route } from '../route'
import { PARAM, type CompiledPath } from '../segments'
import { jsSource } from '../regexp-source'

/** One route compiled for generation. */
export interface GenerationRoute {
  route: Route
  index: number
  path: CompiledPath
  /** Rails' `route.defaults`: controller, action, segment defaults, non-segment defaults. */
  defaults: Record<string, string | null>
  /** Segment keys + requirement keys + controller/action: keys that never go to the query. */
  significant: Set<string>
  /** Required params, path order, then the optional ones (what positional args fill). */
  positional: string[]
  /**
   * Non-segment checks (Rails 2.3 route.rb `generation_requirements`): key → RegExp (must be
   * present and match) or value (must equal; `null`: absent or null). The helpers meet the value
   * ones through {@link GenerationRoute.defaults}; `urlFor` only when its hash holds them.
   */
  checks: [string, RegExp | string | null][]
  /** Anchored requirement per segment key (Rails' `value_regexp`). */
  anchored: Map<string, RegExp>
}

/** Compiles a route for generation. */
export function compileForGeneration(route: Route, index: number, path: CompiledPath): GenerationRoute {
  const keys = new Set(path.keys)
  const defaults: Record<string, string | null> = {}
  const checks: [string, RegExp | string | null][] = []
  const significant = new Set(path.keys)
  for (const s of path.segments) if (s.kind >= PARAM && s.dflt != null) defaults[s.key] = s.dflt
  if (route.controller != null && !keys.has('controller')) {
    defaults['controller'] = route.controller
    checks.push(['controller', route.controller])
  }
  if (route.action != null && !keys.has('action')) {
    defaults['action'] = route.action
    checks.push(['action', route.action])
  }
  significant.add('controller').add('action')
  for (const [k, v] of Object.entries(route.defaults ?? {})) {
    if (keys.has(k) || k === 'controller' || k === 'action') continue
    defaults[k] = v
    checks.push([k, v])
    significant.add(k)
  }
  for (const [k, re] of Object.entries(route.requirements)) {
    if (keys.has(k)) continue
    checks.push([k, anchor(re)])
    significant.add(k)
  }
  const anchored = new Map<string, RegExp>()
  for (const s of path.segments) if (s.kind >= PARAM && s.regexp) anchored.set(s.key, anchor(s.regexp))
  const positional = [...path.required, ...path.keys.filter((k) => !path.required.includes(k))]
  return { route, index, path, defaults, significant, positional, checks, anchored }
}

function anchor(re: RegExp): RegExp {
  return new RegExp('^(?:' + jsSource(re) + ')$')
}
