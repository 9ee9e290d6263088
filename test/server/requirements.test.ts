/**
 * createRequestHandler refuses a route table whose requirement RegExp safe-regex2 flags as unsafe
 * (nested quantifiers: catastrophic backtracking), naming the route and the param, unless
 * `allowUnsafeRequirements` accepts it.
 */
import { describe, expect, it } from 'vitest'
import { DeclarationError, defineRoutes } from '../../src/index'
import { createRequestHandler, respond } from '../../src/server/index'

const table = (id: RegExp) => defineRoutes({ resources: { posts: { only: ['show'], requirements: { id } } } })
const controllers = { posts: { show: () => respond.head(200) } }

describe('requirement RegExps', () => {
  it.each([/(a+)+b/, /(\d+)*x/, /([a-z]*)*/, /(?:a|aa)+(?:b+)+/])('%s is a DeclarationError naming the param and the danger', (re) => {
    const build = () => createRequestHandler(table(re), controllers as never)
    expect(build).toThrow(DeclarationError)
    expect(build).toThrow(
      `route /posts/:id(.:format): requirement on :id ${String(re)} is unsafe: its nested quantifiers can backtrack catastrophically`,
    )
    expect(build).toThrow("pass allowUnsafeRequirements: ['id'] to createRequestHandler")
  })

  it.each([/\d+/, /[a-z0-9-]+/, /\d{4}-\d{2}/, /[^/.?]+/, /(?:draft|published)/])('%s is served', async (re) => {
    const handler = createRequestHandler(table(re), controllers as never)
    expect((await handler(new Request('http://example.com/posts/1'))).status).toBeLessThan(500)
  })

  it('allowUnsafeRequirements accepts it, for every param or the ones named', () => {
    expect(() => createRequestHandler(table(/(a+)+b/), controllers as never, { allowUnsafeRequirements: true })).not.toThrow()
    expect(() => createRequestHandler(table(/(a+)+b/), controllers as never, { allowUnsafeRequirements: ['id'] })).not.toThrow()
    expect(() => createRequestHandler(table(/(a+)+b/), controllers as never, { allowUnsafeRequirements: ['post_id'] })).toThrow(
      DeclarationError,
    )
  })
})
