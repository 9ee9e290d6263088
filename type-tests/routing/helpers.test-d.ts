/** Helpers<D>: exactly the runtime's helpers, with exact arities (docs/helpers-and-types.md). */
import { expectTypeOf } from 'expect-type'
import { defineRoutes, type Helpers, type Param, type ParamFor, type UrlHash, type UrlOptions } from '../../src/index'
import type { HashFormOptions, HelperOptions } from '../../src/types'

const routes = defineRoutes({ resources: { threads: { resources: { messages: {} } } }, resource: { account: {} } } as const, {
  defaultUrlOptions: { host: 'example.com' },
})
const h = routes.helpers

// The four helpers of every named route, and no other.
expectTypeOf<keyof typeof h>().toEqualTypeOf<
  | `${'threads' | 'new_thread' | 'edit_thread' | 'thread' | 'thread_messages' | 'new_thread_message' | 'edit_thread_message' | 'thread_message' | 'account' | 'new_account' | 'edit_account'}_${'path' | 'url'}`
  | `hash_for_${'threads' | 'new_thread' | 'edit_thread' | 'thread' | 'thread_messages' | 'new_thread_message' | 'edit_thread_message' | 'thread_message' | 'account' | 'new_account' | 'edit_account'}_${'path' | 'url'}`
>()

// Positional: parents first.
expectTypeOf(h.thread_message_path(7, 3)).toEqualTypeOf<string>()
expectTypeOf(h.thread_message_path('7', 3n, { format: 'xml', anchor: 'top', page: 2 })).toEqualTypeOf<string>()
expectTypeOf(h.threads_path()).toEqualTypeOf<string>()
expectTypeOf(h.threads_path({ format: 'json' })).toEqualTypeOf<string>()
expectTypeOf(h.account_path()).toEqualTypeOf<string>()
// @ts-expect-error — the parent id is missing
h.thread_message_path(3)
// @ts-expect-error — too many params
h.thread_message_path(7, 3, 1)
// @ts-expect-error — a collection route takes no id
h.threads_path(1)
expectTypeOf(h.thread_messages_path(1)).toEqualTypeOf<string>()
// @ts-expect-error — a singleton takes no id
h.account_path(1)

// Records as params.
expectTypeOf(h.thread_message_path({ id: 7 }, { to_param: () => '3-hello' })).toEqualTypeOf<string>()
expectTypeOf(h.thread_path({ toParam: () => 'x' })).toEqualTypeOf<string>()
// @ts-expect-error — a boolean is not a param
h.thread_path(true)

// Named form, and the mixed form (missing params taken from the options by name).
expectTypeOf(h.thread_message_path({ thread_id: 7, id: 3 })).toEqualTypeOf<string>()
expectTypeOf(h.thread_message_path({ thread_id: 7, id: 3, format: 'xml' })).toEqualTypeOf<string>()
expectTypeOf(h.thread_message_path(7, { id: 3 })).toEqualTypeOf<string>()
// @ts-expect-error — misspelt param name: thread_id is missing
h.thread_message_path({ threadid: 7, id: 3 })
// @ts-expect-error — id missing in the named form
h.thread_message_path({ thread_id: 7 })

// _url and hash_for_*.
expectTypeOf(h.thread_message_url(7, 3, { host: 'x.org', protocol: 'https', port: 8443 })).toEqualTypeOf<string>()
expectTypeOf(h.hash_for_thread_message_path(7, 3)).toEqualTypeOf<UrlHash>()
expectTypeOf(h.hash_for_threads_url()).toEqualTypeOf<UrlHash>()
// @ts-expect-error — hash_for_* has the route's arity too
h.hash_for_thread_message_url(3)

// Two calling forms, whose types name the params (hover: `thread_message_path(args_0: ParamFor<"thread_id">, args_1: ParamFor<"id">, options?)`).
expectTypeOf(h.thread_message_path).parameters.toEqualTypeOf<
  | [params: { readonly thread_id: Param; readonly id: Param } & UrlOptions]
  | [ParamFor<'thread_id'>, ParamFor<'id'>, options?: HelperOptions]
>()
// A route whose only param is `id`: positionally, or Rails' hash form (the id by name beside URL options only).
expectTypeOf(h.thread_path).parameters.toEqualTypeOf<
  [params: { readonly id: Param } & HashFormOptions] | [ParamFor<'id'>, options?: HelperOptions]
>()
// ParamFor<N> accepts exactly the Params.
expectTypeOf<Param>().toMatchTypeOf<ParamFor<'id'>>()
// @ts-expect-error — a boolean is not a param
export const notAParam: ParamFor<'id'> = true

// A helper exists only if its route exists.
// @ts-expect-error — no such route
h.thread_message_preview_path(1, 2)
// @ts-expect-error — index of a singleton does not exist
h.accounts_path()

// camelCase: only camelCase helpers.
const camel = defineRoutes(
  { resources: { posts: { resources: { comments: {} } } }, namespace: { v1: { resources: { line_items: {} } } } } as const,
  { camelCase: true },
)
expectTypeOf(camel.helpers.editPostPath(1)).toEqualTypeOf<string>()
expectTypeOf(camel.helpers.postCommentUrl(1, 2, { host: 'h' })).toEqualTypeOf<string>()
expectTypeOf(camel.helpers.hashForEditPostPath(1)).toEqualTypeOf<UrlHash>()
expectTypeOf(camel.helpers.v1LineItemsPath()).toEqualTypeOf<string>()
// @ts-expect-error — with camelCase, snake_case helpers do not exist
camel.helpers.edit_post_path(1)
// @ts-expect-error — arity holds for camelCase helpers too
camel.helpers.postCommentPath(2)

// Helpers<D> alone (without defineRoutes).
type H = Helpers<{ resources: { posts: { only: ['index'] } } }>
expectTypeOf<keyof H>().toEqualTypeOf<'posts_path' | 'posts_url' | 'hash_for_posts_path' | 'hash_for_posts_url'>()
type HC = Helpers<{ resources: { posts: { only: ['index'] } } }, { camelCase: true }>
expectTypeOf<keyof HC>().toEqualTypeOf<'postsPath' | 'postsUrl' | 'hashForPostsPath' | 'hashForPostsUrl'>()
