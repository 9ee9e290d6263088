/** Declaration validation: the declarations and configs it must let through (every option, empty scopes, undefined options). */
import { describe, expect, it } from 'vitest'
import type { RouteDeclaration } from '../../../src/routing/declaration'
import { validateDeclaration } from '../../../src/routing/validate'
import { expand } from '../../../src/routing/expand'

describe('valid declarations pass', () => {
  it.each([
    ['an empty scope', {}],
    ['an empty list of scopes', []],
    [
      'every option',
      {
        resources: {
          threads: {
            shallow: true,
            collection: { search: 'get' },
            member: { close: 'put', preview: ['get', 'post'] },
            new: { draft: 'any' },
            controller: 'admin/threads',
            singular: 'thread',
            requirements: { id: /\d+/i, locale: /en|fr/ },
            conditions: { method: 'get' },
            as: 'hilos',
            has_one: 'owner',
            has_many: ['tags', { messages: 'replies' }],
            path_names: { new: 'nuevo', close: 'cerrar' },
            path_prefix: '/:locale',
            name_prefix: null,
            except: ['destroy'],
            resources: { messages: { only: 'all' } },
            resource: { summary: {} },
            connect: [{ path: 'feed.:format', controller: 'feeds', name: 'feed' }],
          },
        },
        resource: { account: { member: { login: 'get' }, only: 'none' } },
        namespace: { admin: [{ resources: { users: {} } }, { root: { controller: 'dashboard' } }] },
        connect: [
          ':controller/:action/:id',
          {
            name: 'signin',
            path: 'login',
            controller: 'account',
            action: 'login',
            conditions: { method: ['get', 'post'] },
            defaults: { id: null, page: 1 },
          },
        ],
        root: { controller: 'home', action: 'welcome' },
      },
    ],
    ['undefined options are absent options', { resources: { posts: { only: undefined, member: undefined } } }],
  ] as const)('%s', (_label, declaration) => {
    expect(() => expand(declaration as RouteDeclaration)).not.toThrow()
  })

  it('a full config', () => {
    const config = {
      resourcesPathNames: { new: 'nuevo', edit: 'editar' },
      defaultUrlOptions: { host: 'example.com', protocol: 'https', port: 8443 },
      camelCase: true,
    }
    expect(() => validateDeclaration({ resources: { posts: {} } }, config)).not.toThrow()
  })
})
