/**
 * Query strings and form bodies as the server reads them: src/url's Rack rules
 * ({@link parseNestedQuery}, nested-query.ts there) under the request limits, a name nested deeper
 * than `maxParamDepth` being a {@link LimitError} 400.
 */
import { nestFormData as nestForm, ParamDepthError, parseNestedQuery as parseQuery, type ParamHash } from '../url/index'
import { LimitError } from './limits'

export { ParamsError, type ParamHash, type ParamValue } from '../url/index'

/** Runs a src/url reader, reporting a name nested too deep as the 400 of `maxParamDepth`. */
function withinDepth(read: () => ParamHash): ParamHash {
  try {
    return read()
  } catch (error) {
    if (error instanceof ParamDepthError) throw new LimitError(400, `${error.message} (maxParamDepth)`)
    throw error
  }
}

/**
 * Parses a query string or an `application/x-www-form-urlencoded` body (a leading `?` is allowed)
 * into nested params, Rack style. `+` is a space; a pair without `=` has the value `''`.
 * @param maxDepth most `[` levels in a name (default 100, Rack's `param_depth_limit`).
 * @throws {@link ParamsError} on bad %-encoding or conflicting key shapes.
 * @throws {@link LimitError} 400 for a name nested deeper than `maxDepth`.
 * @example parseNestedQuery('post[title]=Hi+there&tags[]=a') // { post: { title: 'Hi there' }, tags: ['a'] }
 */
export function parseNestedQuery(query: string, maxDepth = 100): ParamHash {
  return withinDepth(() => parseQuery(query, maxDepth))
}

/**
 * Nests the entries of a `FormData` (multipart or urlencoded) Rack style; file fields stay `File`s.
 * @throws {@link ParamsError} on conflicting key shapes; {@link LimitError} 400 past `maxDepth`.
 */
export function nestFormData(form: FormData, maxDepth = 100): ParamHash {
  return withinDepth(() => nestForm(form, maxDepth))
}
