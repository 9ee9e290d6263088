/**
 * The variables of a route path as Rails 2.3's segment parser reads them (builder.rb
 * `segment_for`): what validation checks, expansion keys on and the converter reads.
 */

/**
 * The `:name` and `*name` variables of a route path, in order, found where the segment parser
 * (`parsePath`, Rails 2.3 builder.rb `segment_for`) reads them: at the start of the path, after a
 * separator (`/`, `.`, `?`) or right after another variable. Anywhere else a `:` or `*` is static
 * text (`archive/:year-:month` has the variable `year` and the static text `-:month`), as is all of
 * an optional `?…?` piece. A `:` or `*` at a variable place without a word after it is reported
 * with an empty name (validation refuses it as a likely typo; Rails would read it as text).
 */
export function pathVariables(path: string): { readonly kind: ':' | '*'; readonly name: string }[] {
  const vars: { kind: ':' | '*'; name: string }[] = []
  const word = /\w*/y
  let i = 0
  while (i < path.length) {
    const c = path[i]!
    if (c === ':' || c === '*') {
      word.lastIndex = i + 1
      const name = word.exec(path)![0]
      vars.push({ kind: c, name })
      i += 1 + name.length
      if (name === '') i = skipStatic(path, i)
    } else if (c === '?' && path.indexOf('?', i + 1) > 0) i = path.indexOf('?', i + 1) + 1
    else if (c === '/' || c === '.' || c === '?') i++
    else i = skipStatic(path, i)
  }
  return vars
}

/** The end of the static text starting at `i`: the next separator (`/`, `.`, `?`) or the end. */
function skipStatic(path: string, i: number): number {
  while (i < path.length && path[i] !== '/' && path[i] !== '.' && path[i] !== '?') i++
  return i
}
