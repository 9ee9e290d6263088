/**
 * The small app of the editor tests: the declaration a new user writes first — `products` with
 * nested `reviews` (a member action `approve: 'put'`), `orders` (shallow) with nested `items` —
 * in `routes.ts`, as a user's project holds it beside the code that calls its helpers.
 */
export const routesFile = `import { defineRoutes } from 'typed-resources'

export const routes = defineRoutes({
  resources: {
    products: { resources: { reviews: { member: { approve: 'put' } } } },
    orders: { shallow: true, resources: { items: {} } },
  },
})
`

/**
 * The same resources with the plain routes most apps end with (`map.root`, a named route, the
 * default route): the helper types take another path when a table has plain routes.
 */
export const routesWithPlainRoutesFile = `import { defineRoutes } from 'typed-resources'

export const routes = defineRoutes([
  {
    resources: {
      products: { resources: { reviews: { member: { approve: 'put' } } } },
      orders: { shallow: true, resources: { items: {} } },
    },
  },
  {
    root: { controller: 'home' },
    connect: [{ path: 'archive/:year', name: 'archive', controller: 'posts', action: 'archive' }, ':controller/:action/:id'],
  },
])
`
