/**
 * `parseNestedQuery` as typed-resources/server exports it: src/url's Rack rules (test/url/url.test.ts
 * pins them) under the request limits, a name nested deeper than `maxDepth` being the 400 of
 * `maxParamDepth`.
 */
import { describe, expect, it } from 'vitest'
import { LimitError } from '../../src/server/limits'
import { ParamsError, parseNestedQuery } from '../../src/server/index'
import { ParamsError as UrlParamsError } from '../../src/url/index'

describe('parseNestedQuery (typed-resources/server)', () => {
  it('reads Rack-style nesting', () => {
    expect(parseNestedQuery('post[title]=Hi+there&tags[]=a')).toEqual({ post: { title: 'Hi there' }, tags: ['a'] })
  })

  it('a name nested deeper than maxDepth is a LimitError 400 naming maxParamDepth', () => {
    const deep = () => parseNestedQuery('a[b][c][d]=1', 2)
    expect(deep).toThrow(LimitError)
    expect(deep).toThrow('parameter "a[b][c][d]" nested deeper than 2 levels (maxParamDepth)')
    try {
      deep()
    } catch (error) {
      expect((error as LimitError).status).toBe(400)
    }
  })

  it('refuses conflicting shapes with the ParamsError it exports (the one src/url throws)', () => {
    expect(ParamsError).toBe(UrlParamsError)
    expect(() => parseNestedQuery('a=1&a[b]=2')).toThrow(ParamsError)
  })
})
