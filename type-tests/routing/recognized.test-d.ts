/** Recognized<D>: recognizePath's result, a union over the routes narrowed by controller and action. */
import { expectTypeOf } from 'expect-type'
import { defineRoutes, type Recognized } from '../../src/index'

type R = Recognized<{ resources: { threads: { only: ['show']; resources: { messages: { only: ['index'] } } } } }>
expectTypeOf<R>().toEqualTypeOf<
  | { readonly controller: 'messages'; readonly action: 'index'; readonly thread_id: string; readonly format?: string }
  | { readonly controller: 'threads'; readonly action: 'show'; readonly id: string; readonly format?: string }
>()

const routes = defineRoutes({
  resources: { threads: { shallow: true, member: { close: 'put' }, resources: { messages: { except: ['destroy'] } } } },
  namespace: { admin: { resource: { account: { only: ['show'] } } } },
  connect: [{ path: 'files/*path', controller: 'files', action: 'show' }],
} as const)
const p = routes.recognizePath('/threads/7/messages.xml', { method: 'GET' })
if (p.controller === 'messages' && p.action === 'index') {
  expectTypeOf(p.thread_id).toEqualTypeOf<string>()
  expectTypeOf(p.format).toEqualTypeOf<string | undefined>()
  // @ts-expect-error — the collection route has no id
  p.id
}
if (p.controller === 'messages' && p.action === 'show') {
  expectTypeOf(p.id).toEqualTypeOf<string>() // shallow member route: id only
  // @ts-expect-error — a shallow member route has no thread_id
  p.thread_id
}
if (p.controller === 'threads' && p.action === 'close') expectTypeOf(p.id).toEqualTypeOf<string>()
if (p.controller === 'admin/accounts') expectTypeOf(p.action).toEqualTypeOf<'show'>()
if (p.controller === 'files') expectTypeOf(p.path).toEqualTypeOf<string[]>() // always present: [] when empty
// A :controller/:action/:id route recognizes the controllers the routes name, any action.
type CatchAll = Recognized<{ resources: { posts: { only: ['show'] } }; connect: [':controller/:action/:id'] }>
expectTypeOf<CatchAll>().toEqualTypeOf<
  | { readonly controller: 'posts'; readonly action: 'show'; readonly id: string; readonly format?: string }
  | { readonly controller: 'posts'; readonly action: string; readonly id?: string }
>()
// @ts-expect-error — messages#destroy is not routed
expectTypeOf<Extract<typeof p, { controller: 'messages'; action: 'destroy' }>>().toEqualTypeOf<{ controller: 'messages' }>()

// match: the same params, non-throwing.
const m = routes.match('/threads/7', { method: 'GET' })
if (m.params) expectTypeOf(m.params).toEqualTypeOf<typeof p>()
if (m.error === 'method_not_allowed') expectTypeOf<(typeof m.allowedMethods)[number]>().toEqualTypeOf<'GET' | 'POST' | 'PUT' | 'DELETE'>()
