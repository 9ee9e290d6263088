/**
 * Helper arguments against the argument rules of docs/helpers-and-types.md, as the runtime reads them
 * (src/routing/generator/arguments.ts `argsToHash`). A last argument with `id`, `to_param()` or `toParam()`
 * is a record, not the options object (unless it has `_options: true`); the named form (one
 * object naming every param) is rule 2 only for routes with two or more required params.
 */
import { expectTypeOf } from 'expect-type'
import { defineRoutes, type Param, type RouteParams, type UrlHash, type UrlOptions } from '../../src/index'
import type { GlobParam } from '../../src/types/params'

const decl = {
  resources: { threads: { resources: { messages: {} } } },
  connect: [
    { name: 'three', path: 'a/:x/:id/:slug', controller: 'c', action: 'a' },
    { name: 'files', path: 'files/*path/edit', controller: 'files', action: 'edit' },
    { name: 'default', path: ':controller/:action/:id' },
  ],
} as const
const routes = defineRoutes(decl, { defaultUrlOptions: { host: 'example.com' } })
const h = routes.helpers

// Rule 1 — a record as the last argument of a route without params is one param too many
// (where Rails 2.3 fills the optional format with it, `/threads.7`, the runtime throws a RoutingError).
// @ts-expect-error — `{ id: 7 }` is a record, not options: too many params
h.threads_path({ id: 7 })
// @ts-expect-error — same with to_param()
h.threads_path({ to_param: () => 'x' })
// @ts-expect-error — same with toParam()
h.threads_url({ toParam: () => 'x' })
expectTypeOf(h.threads_path({ page: 7 })).toEqualTypeOf<string>()
expectTypeOf(h.threads_path({ id: 7, _options: true })).toEqualTypeOf<string>() // `/threads?id=7`

// @ts-expect-error — run time only (Rails 2.3 fills a resource route's format positionally): write `thread_path(7, { format: 'xml' })`
h.thread_path(7, 'xml')
// @ts-expect-error — the second record is a param too many (runtime: a RoutingError; Rails 2.3: `/threads/7.8`)
h.thread_path({ id: 7 }, { id: 8 })
expectTypeOf(h.thread_path({ id: 7 }, { page: 8 })).toEqualTypeOf<string>()

// A route whose only param is `id`: one object with `id` is a record, unless it is Rails' hash form
// (its params by name and URL options, nothing else): runtime `/threads/7.xml`.
expectTypeOf(h.thread_path({ id: 7, format: 'xml' })).toEqualTypeOf<string>()
expectTypeOf(
  h.thread_url({ id: 7, anchor: 'top', host: 'other.example', protocol: 'https', port: 8080, only_path: false, trailing_slash: true }),
).toEqualTypeOf<string>()
// @ts-expect-error — with another key it is a record (runtime `/threads/7`): the format would be dropped
h.thread_path({ id: 7, format: 'xml', page: 2 })
expectTypeOf(h.thread_path({ id: 7 })).toEqualTypeOf<string>()
expectTypeOf(h.thread_path({ id: 7 }, { format: 'xml' })).toEqualTypeOf<string>() // `/threads/7.xml`
// The types offer two calling forms, positional and (for two or more params) all by name. Rails'
// mixed form — a route's only `id` or its last params by name in the options object, marked by
// `_options: true` when they hold an `id` — is read at run time (test/review/types-arguments.test.ts)
// but not typed: each extra form would be one more signature in the editor for the same URL.
// @ts-expect-error — run time only: `thread_path(7, { format: 'xml' })`
h.thread_path({ id: 7, format: 'xml', _options: true })

// A trailing object with `id` is a record (rule 1), not the rest by name, unless it is the hash
// form, Rails' mixed form: run time only (`/threads/7/messages/3.xml`), as `_options: true` below.
// @ts-expect-error — run time only: `thread_message_path(7, 3, { format: 'xml' })`
h.thread_message_path(7, { id: 3, format: 'xml' })
expectTypeOf(h.thread_message_path(7, { id: 3 })).toEqualTypeOf<string>() // a record: `/threads/7/messages/3`
// @ts-expect-error — `{ id, slug }` is a record filling :id; :slug is missing (runtime RoutingError)
h.three_path(1, { id: 2, slug: 's' })
// The mixed form is run time only; its URLs, typed: positionally or all by name.
// @ts-expect-error — run time only: `thread_message_path(7, 3, { format: 'xml' })`
h.thread_message_path(7, { id: 3, format: 'xml', _options: true })
expectTypeOf(h.thread_message_path(7, 3, { format: 'xml' })).toEqualTypeOf<string>()
// @ts-expect-error — run time only: `three_path(1, 2, 's')`
h.three_path(1, 2, { slug: 's' })
expectTypeOf(h.three_path(1, 2, 's')).toEqualTypeOf<string>()

// Rule 2 holds for two or more params, record or not.
expectTypeOf(h.thread_message_path({ thread_id: 7, id: 3, format: 'xml' })).toEqualTypeOf<string>()
expectTypeOf(h.three_path({ x: 1, id: 2, slug: 's' })).toEqualTypeOf<string>()
// One param other than id: a plain object naming it is the options object (rule 1, then 3).
expectTypeOf(h.thread_messages_path({ thread_id: 7, format: 'xml' })).toEqualTypeOf<string>()
// @ts-expect-error — with an `id` it is a record filling :thread_id (runtime: `/threads/3/messages`)
h.thread_messages_path({ thread_id: 7, id: 3 })
// Optional params: a trailing `{ action, id }` is a record filling :action (runtime `/posts/3`).
// @ts-expect-error — a record in the action's place
h.default_path('posts', { action: 'show', id: 3 })
expectTypeOf(h.default_path('posts', 'show', { id: 3 })).toEqualTypeOf<string>()
expectTypeOf(h.default_path('posts', { action: 'show', id: 3, _options: true })).toEqualTypeOf<string>()
expectTypeOf(h.default_path('posts', { action: 'show' })).toEqualTypeOf<string>()

// Options typed as UrlOptions (or any string-keyed record) still pass.
declare const options: UrlOptions
declare const record: Record<string, unknown>
expectTypeOf(h.thread_path(1, options)).toEqualTypeOf<string>()
expectTypeOf(h.thread_message_path(1, 2, record)).toEqualTypeOf<string>()

// hash_for_*: one plain hash is the options hash, `id` and all (runtime `hashFor`: an `id` in it is a param).
expectTypeOf(h.hash_for_thread_path({ id: 7 })).toEqualTypeOf<UrlHash>()
expectTypeOf(h.hash_for_threads_path({ id: 7 })).toEqualTypeOf<UrlHash>()
expectTypeOf(h.hash_for_default_path({ controller: 'posts', action: 'show', id: 3 })).toEqualTypeOf<UrlHash>()
// @ts-expect-error — several arguments follow the path helpers' rules: a second record is a param too many
h.hash_for_thread_path(7, { id: 8 })
expectTypeOf(h.hash_for_thread_path(7, { page: 8 })).toEqualTypeOf<UrlHash>()

// A glob param (required here: a static segment follows) takes an array or a string, named too.
expectTypeOf(h.files_path(['a', 'b'])).toEqualTypeOf<string>()
expectTypeOf(h.files_path({ path: ['a', 'b'] })).toEqualTypeOf<string>() // `/files/a/b/edit`
expectTypeOf(h.files_path({ path: 'a/b' })).toEqualTypeOf<string>()
// @ts-expect-error — a list of plain objects is not a glob
h.files_path({ path: [{ a: 1 }] })

// RouteParams<D, Name> is what the named form takes: a glob as an array or a string.
type FilesParams = RouteParams<typeof decl, 'files'>
expectTypeOf<FilesParams>().toEqualTypeOf<{ readonly path: GlobParam }>()
const filesParams: FilesParams = { path: ['a', 'b'] }
expectTypeOf(h.files_path(filesParams)).toEqualTypeOf<string>()
// @ts-expect-error — a glob is not a record
export const notGlob: FilesParams = { path: { id: 1 } }
expectTypeOf<RouteParams<typeof decl, 'thread_message'>>().toEqualTypeOf<{ readonly thread_id: Param; readonly id: Param }>()
