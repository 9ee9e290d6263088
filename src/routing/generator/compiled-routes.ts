/**
 * The route table as generation reads it: each route compiled for generation on its first use
 * (./compiled-route.ts), and the index of named routes, built on its first use. Building the
 * table pays for neither; recognition-only users never do.
 */
import type { Route } from '../route'
import type { CompiledPath } from '../segments'
import { compileForGeneration, type GenerationRoute } from './compiled-route'

/** The route table, compiled for generation on demand. */
export interface CompiledRoutes {
  readonly routes: readonly Route[]
  /** The route at `index`, compiled (once). */
  route(index: number): GenerationRoute
  /** Every route, compiled, in table order (urlFor's candidates). */
  all(): readonly GenerationRoute[]
  /** Route index by name: a name's first holder in table order. */
  named(): ReadonlyMap<string, number>
}

/** @param pathOf the compiled path of the route at an index (compiled on its first use too). */
export function compiledRoutes(routes: readonly Route[], pathOf: (index: number) => CompiledPath): CompiledRoutes {
  const cache: (GenerationRoute | undefined)[] = new Array(routes.length)
  const route = (i: number): GenerationRoute => (cache[i] ??= compileForGeneration(routes[i]!, i, pathOf(i)))
  let all: GenerationRoute[] | undefined
  let byName: Map<string, number> | undefined
  return {
    routes,
    route,
    all: () => (all ??= routes.map((_, i) => route(i))),
    named: () => {
      if (byName === undefined) {
        byName = new Map()
        for (let i = 0; i < routes.length; i++) {
          const name = routes[i]!.name
          if (name !== undefined && !byName.has(name)) byName.set(name, i)
        }
      }
      return byName
    },
  }
}
