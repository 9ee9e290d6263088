/**
 * Generation's errors: why a route does not generate ({@link Failure}) and the RoutingError that
 * says so, and src/url's TypeError / URIError (a value with no param form, a lone surrogate)
 * reported as a RoutingError, as every routing error is.
 */
import { RoutingError } from '../errors'
import { toParam } from '../../url/index'

/** Why a route does not generate: absent required params, a refused value, or a path that would start with `//`. */
export type Failure = { missing: string[] } | { invalid: string } | { rootless: string }

/** Runs a src/url function, reporting its TypeError / URIError as a RoutingError. */
export function asRoutingError(write: () => string): string {
  try {
    return write()
  } catch (error) {
    if (error instanceof TypeError || error instanceof URIError) throw new RoutingError(error.message)
    throw error
  }
}

/**
 * A param's text (Rails' `to_param`, src/url): records via to_param()/toParam()/id, arrays joined by `/`.
 * @throws RoutingError for a value with no param form or no UTF-8 form.
 */
export function paramText(value: unknown): string {
  return asRoutingError(() => toParam(value))
}

/**
 * Throws the RoutingError of a failed generation.
 * @param name the helper (or `urlFor(…)`, `formFor(…)`) that failed, for the message.
 */
export function fail(name: string, r: Failure, hash: Readonly<Record<string, unknown>>): never {
  if ('rootless' in r)
    throw new RoutingError(
      `${name} failed to generate: the path would start with "//" (another host to a browser): :${r.rootless} is empty or starts empty`,
    )
  if ('missing' in r)
    throw new RoutingError(
      `${name} failed to generate: missing required param${r.missing.length > 1 ? 's' : ''} ${r.missing.map((k) => `:${k}`).join(', ')}`,
    )
  throw new RoutingError(
    `${name} failed to generate: ${JSON.stringify(paramText(hash[r.invalid] ?? null))} does not satisfy the requirement on :${r.invalid}`,
  )
}
