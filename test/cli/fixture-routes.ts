import { defineRoutes } from '../../src/index'

export const routes = defineRoutes({
  resources: { posts: { member: { publish: 'put' }, resources: { comments: { only: ['index', 'create'] } } } },
  connect: [{ name: 'login', path: 'login', controller: 'sessions', action: 'new', conditions: { method: 'get' } }],
} as const)
