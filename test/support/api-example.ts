/** An example declaration using every kind of resource option and scope, written once for the tests that replay it. */
import type { RouteDeclaration } from '../../src/index'

export const API_EXAMPLE = {
  resources: {
    threads: {
      shallow: true,
      collection: { search: 'get' },
      member: { close: 'put', preview: ['get', 'post'] },
      new: { draft: 'any' },
      resources: { messages: { except: ['destroy'] } }, // nested block
      resource: { owner: {} }, // nested singleton
    },
    products: { as: 'productos', path_names: { new: 'nuevo', edit: 'editar' } },
    notes: { has_one: 'author', has_many: ['comments', 'attachments'] },
    users: { has_many: { posts: 'comments' } }, // deeper nesting
  },
  resource: { account: { member: { login: 'get' } } },
  namespace: { admin: { resources: { users: {} } } },
  connect: [':controller/:action/:id', ':controller/:action/:id.:format'],
} as const satisfies RouteDeclaration

/** The config of the same example. */
export const API_EXAMPLE_CONFIG = {
  resourcesPathNames: { new: 'new', edit: 'edit' },
  defaultUrlOptions: { host: 'example.com', protocol: 'https' },
} as const
