// Declarations are data: frozen declarations, shared options objects, invalid declarations: the route
// table `expand` gives.
import { describe, expect, it } from 'vitest'
import { DeclarationError } from '../../../src/routing/errors'
import { expand } from '../../../src/routing/expand'
import type { Route } from '../../../src/routing/route'
import { deepFreeze } from '../../support/deep-freeze'

describe('declarations are data', () => {
  it('a deep-frozen declaration expands, and the same one twice gives the same table', () => {
    const declaration = deepFreeze({
      resources: {
        threads: {
          shallow: true,
          member: { close: 'put' },
          requirements: { id: /\d+/ },
          has_many: { messages: 'replies' },
          resources: { tags: { only: ['index'] } },
        },
      },
      resource: { account: { new: { draft: ['get', 'post'] } } },
      namespace: { admin: { resources: { users: {} }, root: { controller: 'dashboard' } } },
      connect: [':controller/:action/:id'],
    } as const)
    const first = expand(declaration)
    expect(expand(declaration)).toEqual(first)
    expect(first.length).toBeGreaterThan(30)
  })

  it("resources sharing one options object get identical routes (Rails' map.resources :a, :b, opts)", () => {
    const opts = { requirements: { id: /\d+/ }, member: { close: 'put' }, path_prefix: '/:locale', resources: { notes: {} } } as const
    const routes = expand({ resources: { messages: opts, comments: opts } })
    const half = routes.length / 2
    const strip = (r: Route) => JSON.stringify({ ...r, requirements: Object.keys(r.requirements) }).replaceAll(/messages?|comments?/g, 'X')
    expect(routes.slice(0, half).map(strip)).toEqual(routes.slice(half).map(strip))
    const own = routes.filter((r) => r.controller !== 'notes' && r.path.includes('/:id'))
    expect(own).toHaveLength(10)
    for (const r of own) expect(r.requirements['id']).toBe(opts.requirements.id)
  })

  it('invalid declarations throw DeclarationError (details in declaration.test.ts)', () => {
    expect(() => expand({ resources: { messages: { member: { something: 'head' } } } } as never)).toThrow(DeclarationError)
    expect(() => expand({ resources: { messages: { member: { something: 'invalid' } } } } as never)).toThrow(DeclarationError)
  })
})
