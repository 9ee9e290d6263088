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
