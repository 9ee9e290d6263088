/** The @example blocks of the public types' TSDoc, compiled and asserted. */
import { expectTypeOf } from 'expect-type'
import {
  defineRoutes,
  type Param,
  type Pluralize,
  type RouteName,
  type RouteParams,
  type Routes,
  type Singularize,
  type UrlForHash,
  type UrlOptions,
} from '../../src/index'

// Param
export const a: Param = 7
export const b: Param = { id: 7 }
export const c: Param = { toParam: () => '7-hello' }
// UrlOptions
export const o: UrlOptions = { format: 'xml', anchor: 'top', host: 'example.com', page: 2, tags: ['a', 'b'] }
// RouteName
expectTypeOf<RouteName<{ resource: { account: { only: ['show', 'edit'] } } }>>().toEqualTypeOf<'account' | 'edit_account'>()
// RouteParams
expectTypeOf<RouteParams<{ resources: { threads: { resources: { messages: {} } } } }, 'thread_message'>>().toEqualTypeOf<{
  readonly thread_id: Param
  readonly id: Param
}>()
// UrlForHash
type H = UrlForHash<{ resources: { posts: { only: ['show'] } } }>
export const h: H = { controller: 'posts', action: 'show', id: 1, only_path: true }
// Singularize / Pluralize
expectTypeOf<[Singularize<'people'>, Singularize<'statuses'>, Singularize<'sheep'>]>().toEqualTypeOf<['person', 'status', 'sheep']>()
expectTypeOf<[Pluralize<'person'>, Pluralize<'status'>]>().toEqualTypeOf<['people', 'statuses']>()
// Routes
const decl = { resources: { threads: { resources: { messages: {} } } } } as const
const routes: Routes<typeof decl> = defineRoutes(decl)
expectTypeOf(routes.helpers.thread_message_path(7, 3)).toEqualTypeOf<string>()
const p = routes.recognizePath('/threads/7/messages')
if (p.controller === 'messages' && p.action === 'index') expectTypeOf(p.thread_id).toEqualTypeOf<string>()

// RouteHelper
import type { ParamFor, RouteHelper } from '../../src/index'
declare const path: RouteHelper<['thread_id', 'id'], string>
expectTypeOf(path(7, 3, { format: 'xml' })).toEqualTypeOf<string>()
expectTypeOf(path({ thread_id: 7, id: 3 })).toEqualTypeOf<string>()
expectTypeOf(path(7, { id: 3 })).toEqualTypeOf<string>()
// @ts-expect-error — the parent id is missing
path(3)
// ParamFor
export const pid: ParamFor<'id'> = 7
export const precord: ParamFor<'thread_id'> = { id: 7 }
