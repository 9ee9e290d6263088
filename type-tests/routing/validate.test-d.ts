/** Invalid declarations are compile errors with readable messages; each negative has a valid twin. */
import { expectTypeOf } from 'expect-type'
import { defineRoutes, type CheckDeclaration, type RouteDeclaration, type Routes, type Validate } from '../../src/index'

/** One scope, as the package types it. */
type RouteScope = Exclude<RouteDeclaration, readonly unknown[]>

// Unknown option key on a resource.
defineRoutes({ resources: { posts: { only: ['index'] } } })
// @ts-expect-error — unknown option "bogus"
defineRoutes({ resources: { posts: { bogus: true } } })
// … nested, and on a singleton (which has no `singular`).
defineRoutes({ resources: { threads: { resources: { messages: { singular: 'message' } } } } })
// @ts-expect-error — unknown option "singlar"
defineRoutes({ resources: { threads: { resources: { messages: { singlar: 'message' } } } } })
defineRoutes({ resource: { account: { as: 'konto' } } })
// @ts-expect-error — a singleton has no singular
defineRoutes({ resource: { account: { singular: 'acct' } } })
// Unknown scope key, unknown plain-route key.
defineRoutes({ namespace: { admin: { resources: { users: {} } } } })
// @ts-expect-error — unknown key "resourcse" in a namespace
defineRoutes({ namespace: { admin: { resourcse: { users: {} } } } })
defineRoutes({ connect: [{ path: 'about', controller: 'pages', action: 'about' }] })
// @ts-expect-error — unknown key "controler" of a plain route
defineRoutes({ connect: [{ path: 'about', controler: 'pages' }] })

// A method other than get/post/put/delete/any.
defineRoutes({ resources: { posts: { member: { close: 'put', preview: ['get', 'post'] } } } })
// @ts-expect-error — "head" is not a method a route can name
defineRoutes({ resources: { posts: { member: { close: 'head' } } } })
// @ts-expect-error — nor in a list
defineRoutes({ resources: { posts: { collection: { search: ['get', 'patch'] } } } })

// only together with except.
defineRoutes({ resources: { posts: { except: ['destroy'] } } })
// @ts-expect-error — only and except together
defineRoutes({ resources: { posts: { only: ['index'], except: ['destroy'] } } })

// An action in only/except that is not one of the seven.
defineRoutes({ resources: { posts: { only: ['index', 'show'] } } })
// @ts-expect-error — "list" is not a default action
defineRoutes({ resources: { posts: { only: ['index', 'list'] } } })
// @ts-expect-error — nor as a single value
defineRoutes({ resources: { posts: { except: 'remove' } } })

// The messages, as types.
expectTypeOf<Validate<{ resources: { posts: { only: ['index'] } } }>>().toEqualTypeOf<unknown>()
type Bad = Validate<{ resources: { posts: { bogus: true } } }>
expectTypeOf<Bad['resources']['posts']['bogus']['error']>().toEqualTypeOf<'resources.posts.bogus: unknown option'>()
type Both = Validate<{ resources: { posts: { only: ['index']; except: ['show'] } } }>
expectTypeOf<
  Both['resources']['posts']['except']['error']
>().toEqualTypeOf<"resources.posts: 'only' and 'except' cannot be used together">()

// A declaration written alone.
const decl = {
  resources: { threads: { resources: { messages: { except: ['destroy'] } } } },
  resource: { account: {} },
} as const satisfies RouteDeclaration
expectTypeOf(defineRoutes(decl).helpers.thread_message_path(1, 2)).toEqualTypeOf<string>()
// @ts-expect-error — satisfies checks excess keys
export const bad = { resources: { posts: { bogus: 1 } } } as const satisfies RouteDeclaration

// Also refused at compile time, as at run time (each with its valid twin):
// a condition that is not a method, or a request condition that is not a string, a RegExp or a list of strings,
defineRoutes({ resources: { posts: { conditions: { method: 'get' } } } })
// @ts-expect-error — head is not a method of a condition
defineRoutes({ resources: { posts: { conditions: { method: 'head' } } } })
defineRoutes({ connect: [{ path: 'a', controller: 'a', conditions: { method: 'post' } }] })
const conditioned = defineRoutes({
  resources: { posts: { conditions: { method: 'get', subdomain: 'admin', host: /\.example\.com$/, port: ['80', '8080'] } } },
  connect: [
    { name: 'signin', path: 'login', controller: 'sessions', conditions: { method: 'post', protocol: 'https', domain: 'example.com' } },
  ],
})
// (custom conditions leave the helpers typed: an id too few is still an error)
expectTypeOf(conditioned.helpers.post_path(1)).toEqualTypeOf<string>()
expectTypeOf(conditioned.helpers.signin_path()).toEqualTypeOf<string>()
// @ts-expect-error — the id is missing
conditioned.helpers.post_path()
// @ts-expect-error — a number is not a request condition (write '8080')
defineRoutes({ resources: { posts: { conditions: { port: 8080 } } } })
// @ts-expect-error — a list of strings only (plain route)
defineRoutes({ connect: [{ path: 'a', controller: 'a', conditions: { subdomain: ['admin', 1] } }] })
// 'any' inside a new action's method list,
defineRoutes({ resources: { posts: { new: { draft: ['get', 'post'], preview: 'any' } } } })
// @ts-expect-error — 'any' cannot be part of a new action's list
defineRoutes({ resources: { posts: { new: { draft: ['get', 'any'] } } } })
// an empty has_one / has_many list,
defineRoutes({ resources: { notes: { has_one: ['author'], has_many: ['comments'] } } })
// @ts-expect-error — empty has_many list
defineRoutes({ resources: { notes: { has_many: [] } } })
// @ts-expect-error — empty has_one list
defineRoutes({ resources: { notes: { has_one: [] } } })
// a plain route naming no controller,
defineRoutes({ connect: [':controller/:action/:id', { path: 'x/:id', controller: 'x' }, { path: 'admin/:controller/:id' }] })
// @ts-expect-error — a path string without :controller
defineRoutes({ connect: ['x/:id'] })
// @ts-expect-error — an object without controller or :controller
defineRoutes({ connect: [{ path: 'x/:id', action: 'show' }] })
// @ts-expect-error — inside a resource block too
defineRoutes({ resources: { posts: { connect: ['x/:id'] } } })
// a non-empty default on a *glob segment.
defineRoutes({ connect: [{ path: 'files/*path', controller: 'files', defaults: { path: null, format: 'html' } }] })
// @ts-expect-error — paths cannot have non-empty default values
defineRoutes({ connect: [{ path: 'files/*path', controller: 'files', defaults: { path: 'index' } }] })

type NoCtl = Validate<{ connect: [{ path: 'x/:id' }] }>
expectTypeOf<
  NoCtl['connect'][0]['path']['error']
>().toEqualTypeOf<"connect[0]: path 'x/:id' names no controller: give 'controller' or a :controller segment">()
type NewAny = Validate<{ resources: { posts: { new: { draft: ['get', 'any'] } } } }>
expectTypeOf<
  NewAny['resources']['posts']['new']['draft']['error']
>().toEqualTypeOf<`resources.posts.new.draft: 'any' cannot be part of a list (a new action with several methods is one route accepting each)`>()
type Glob = Validate<{ connect: [{ path: 'files/*path'; controller: 'files'; defaults: { path: 'index' } }] }>
expectTypeOf<
  Glob['connect'][0]['defaults']['path']['error']
>().toEqualTypeOf<'connect[0].defaults.path: the glob *path cannot have a non-empty default (Rails 2.3: paths cannot have non-empty default values)'>()
expectTypeOf<
  CheckDeclaration<{
    readonly resources: { readonly posts: { readonly conditions: { readonly subdomain: 'admin'; readonly port: 8080 } } }
  }>
>().toEqualTypeOf<'resources.posts.conditions.port: a request condition is a string, a RegExp or a list of strings'>()
expectTypeOf<
  Validate<{ resources: { posts: { conditions: { subdomain: 'admin'; host: RegExp; port: ['80', '8080'] } } } }>
>().toEqualTypeOf<unknown>()

// A declaration held in a variable without `as const`: its literal values have widened, so the
// helpers would be derived from `string` / `boolean` — refused, with the advice.
const widened = { resources: { boxes: { shallow: true, resources: { parts: {} } } } }
// @ts-expect-error — shallow: boolean
defineRoutes(widened)
const widenedConst = { resources: { boxes: { shallow: true, resources: { parts: {} } } } } as const
expectTypeOf(defineRoutes(widenedConst).helpers.part_path(1)).toEqualTypeOf<string>()
const widenedMethod = { resources: { boxes: { member: { archive: 'put' } } } }
// @ts-expect-error — member.archive: string
defineRoutes(widenedMethod)
const widenedOnly = { resources: { boxes: { only: ['index'] } } }
// @ts-expect-error — only: string[]
defineRoutes(widenedOnly)
const widenedConnect = { connect: [':controller/:action/:id'] }
// @ts-expect-error — connect: string[]
defineRoutes(widenedConnect)
// Keys alone do not widen.
const namesOnly = { resources: { boxes: { resources: { parts: {} } } } }
expectTypeOf(defineRoutes(namesOnly).helpers.box_part_path(1, 2)).toEqualTypeOf<string>()

// What defineRoutes checks against: the declaration itself, or one message naming the place.
type Inline = { readonly resources: { readonly posts: { readonly only: readonly ['index'] } } }
expectTypeOf<CheckDeclaration<Inline>>().toEqualTypeOf<Inline>()
expectTypeOf<
  CheckDeclaration<{ resources: { boxes: { shallow: boolean } } }>
>().toEqualTypeOf<"resources.boxes.shallow: boolean, not true or false: write literal values: the declaration inline in defineRoutes(...), or add 'as const'">()
expectTypeOf<
  CheckDeclaration<{ readonly resources: { readonly photos: { readonly onlyy: readonly ['index'] } } }>
>().toEqualTypeOf<'resources.photos.onlyy: unknown option'>()
expectTypeOf<
  CheckDeclaration<{
    readonly namespace: { readonly admin: { readonly resources: { readonly photos: { readonly member: { readonly archive: 'head' } } } } }
  }>
>().toEqualTypeOf<"namespace.admin.resources.photos.member.archive: 'head' is not a method (get, post, put, delete or any)">()
expectTypeOf<
  CheckDeclaration<{ readonly resources: { readonly tags: { readonly only: readonly ['indx'] } } }>
>().toEqualTypeOf<"resources.tags.only: 'indx' is not one of the default actions (index, create, new, edit, show, update, destroy, or 'all' / 'none')">()
expectTypeOf<CheckDeclaration<RouteDeclaration>>().toEqualTypeOf<RouteDeclaration>()
// A declaration the types cannot see (typed only as RouteDeclaration, or a scope typed as the
// package's: built at run time) is accepted by defineRoutes, untyped.
declare const builtDeclaration: RouteDeclaration
declare const builtScope: RouteScope
expectTypeOf(defineRoutes(builtDeclaration)).toEqualTypeOf<Routes<RouteDeclaration>>()
expectTypeOf(defineRoutes(builtScope)).toEqualTypeOf<Routes<RouteScope>>()
defineRoutes([builtScope, { resources: { posts: {} } }])
// A resource's options typed as the package's option type (not a literal) inside a literal
// declaration: the advice to write literals, with the resource's place (no TS2589).
type WideOptions = NonNullable<RouteScope['resources']>[string]
declare const wideOptions: WideOptions
expectTypeOf<
  CheckDeclaration<{ readonly resources: { readonly posts: WideOptions } }>
>().toExtend<`resources.posts.${string}: write literal values: the declaration inline in defineRoutes(...), or add 'as const'`>()
// @ts-expect-error — options typed as the package's option type, not literals
defineRoutes({ resources: { posts: wideOptions } })

// A value of a wide type inside an inline declaration (a variable holding it) would derive loose
// helpers: refused, naming the value; its literal twin is accepted.
declare const isShallow: boolean
declare const area: string
declare const actions: ('index' | 'show')[]
declare const byName: Record<string, {}>
defineRoutes({ resources: { boxes: { shallow: true, path_prefix: '/areas/:area_id', only: ['index', 'show'], has_many: ['parts'] } } })
// @ts-expect-error — shallow: boolean
defineRoutes({ resources: { boxes: { shallow: isShallow, resources: { parts: {} } } } })
// @ts-expect-error — path_prefix: string
defineRoutes({ resources: { boxes: { path_prefix: area } } })
// @ts-expect-error — only: an array type, not a tuple of actions
defineRoutes({ resources: { boxes: { only: actions } } })
// @ts-expect-error — has_many: string[]
defineRoutes({ resources: { boxes: { has_many: [area] } } })
// @ts-expect-error — a singleton's controller: string
defineRoutes({ resource: { account: { controller: area } } })
// @ts-expect-error — resources named by an index signature
defineRoutes({ resources: byName })
// @ts-expect-error — a namespace map named by an index signature
defineRoutes({ namespace: byName })
defineRoutes({ connect: [{ path: 'boxes/:id', controller: 'boxes', name: 'box_page' }], root: { controller: 'home' } })
// @ts-expect-error — a plain route's name: string
defineRoutes({ connect: [{ path: 'boxes/:id', controller: 'boxes', name: area }] })
// @ts-expect-error — root's controller: string
defineRoutes({ root: { controller: area } })
expectTypeOf<
  CheckDeclaration<{ readonly resources: { readonly boxes: { readonly shallow: boolean } } }>
>().toEqualTypeOf<"resources.boxes.shallow: boolean, not true or false: write literal values: the declaration inline in defineRoutes(...), or add 'as const'">()
expectTypeOf<
  CheckDeclaration<{ readonly resources: { readonly boxes: { readonly only: ('index' | 'show')[] } } }>
>().toEqualTypeOf<"resources.boxes.only: an array of actions, not a list of literal actions (the helpers of every action it may hold would exist): write literal values: the declaration inline in defineRoutes(...), or add 'as const'">()
expectTypeOf<
  CheckDeclaration<{ readonly namespace: { readonly admin: { readonly resources: Record<string, {}> } } }>
>().toEqualTypeOf<"namespace.admin.resources: names typed by an index signature (Record<string, …>), not literal names: type the whole scope as RouteDeclaration to build it at run time (untyped helpers), or write literal values: the declaration inline in defineRoutes(...), or add 'as const'">()

// A method or an action that is not one, wherever it sits, is named by the check itself (it no
// longer compares the whole declaration with RouteDeclaration): each rule with its valid twin.
type Checked<D> = CheckDeclaration<D>
type ValidValues = {
  readonly resources: {
    readonly posts: {
      readonly member: { readonly archive: 'put'; readonly preview: readonly ['get', 'any'] }
      readonly collection: { readonly search: 'get' }
      readonly new: { readonly draft: readonly ['get', 'post'] }
      readonly except: readonly ['destroy']
      readonly conditions: { readonly method: readonly ['get', 'post']; readonly subdomain: 'admin' }
      readonly resource: { readonly cover: { readonly member: { readonly crop: 'post' }; readonly only: 'show' } }
    }
  }
  readonly connect: readonly [{ readonly path: 'x'; readonly controller: 'pages'; readonly conditions: { readonly method: 'any' } }]
}
expectTypeOf<Checked<ValidValues>>().toEqualTypeOf<ValidValues>()
expectTypeOf<
  Checked<{ readonly resources: { readonly posts: { readonly collection: { readonly search: 'fetch' } } } }>
>().toEqualTypeOf<"resources.posts.collection.search: 'fetch' is not a method (get, post, put, delete or any)">()
expectTypeOf<
  Checked<{ readonly resources: { readonly posts: { readonly member: { readonly preview: readonly ['get', 'head'] } } } }>
>().toEqualTypeOf<"resources.posts.member.preview: 'head' is not a method (get, post, put, delete or any)">()
expectTypeOf<
  Checked<{ readonly resources: { readonly posts: { readonly new: { readonly draft: 'patch' } } } }>
>().toEqualTypeOf<"resources.posts.new.draft: 'patch' is not a method (get, post, put, delete or any)">()
expectTypeOf<
  Checked<{ readonly resources: { readonly posts: { readonly except: readonly ['destroy', 'remove'] } } }>
>().toEqualTypeOf<"resources.posts.except: 'remove' is not one of the default actions (index, create, new, edit, show, update, destroy, or 'all' / 'none')">()
expectTypeOf<
  Checked<{ readonly resources: { readonly posts: { readonly conditions: { readonly method: readonly ['get', 'any'] } } } }>
>().toEqualTypeOf<"resources.posts.conditions.method: 'any' cannot be part of a list (alone, it accepts every method)">()
expectTypeOf<
  Checked<{
    readonly resources: { readonly posts: { readonly resource: { readonly cover: { readonly member: { readonly crop: 'patch' } } } } }
  }>
>().toEqualTypeOf<"resources.posts.resource.cover.member.crop: 'patch' is not a method (get, post, put, delete or any)">()
expectTypeOf<
  Checked<{
    readonly connect: readonly [{ readonly path: 'x'; readonly controller: 'pages'; readonly conditions: { readonly method: 'head' } }]
  }>
>().toEqualTypeOf<"connect[0].conditions.method: 'head' is not a method (get, post, put, delete or any)">()
// The same mistakes written inline are compile errors at defineRoutes.
// @ts-expect-error — 'head' is not a method
defineRoutes({ resources: { posts: { member: { preview: ['get', 'head'] } } } })
// @ts-expect-error — 'any' in a list of condition methods
defineRoutes({ resources: { posts: { conditions: { method: ['get', 'any'] } } } })
defineRoutes({ resources: { posts: { conditions: { method: ['get', 'post'] }, member: { preview: ['get', 'any'] } } } })

// The check looks at each resource by what its keys need (its keys alone; member, collection,
// only and except at once; nested routes and the options with rules of their own one by one): a
// mistake is found whatever else the resource holds.
expectTypeOf<
  Checked<{ readonly resources: { readonly posts: { readonly member: { readonly archive: 'put' }; readonly onlyy: readonly ['index'] } } }>
>().toEqualTypeOf<'resources.posts.onlyy: unknown option'>()
expectTypeOf<
  Checked<{
    readonly resources: {
      readonly posts: {
        readonly only: readonly ['index']
        readonly resources: { readonly comments: { readonly member: { readonly flag: 'head' } } }
      }
    }
  }>
>().toEqualTypeOf<"resources.posts.resources.comments.member.flag: 'head' is not a method (get, post, put, delete or any)">()
expectTypeOf<
  Checked<{
    readonly resources: {
      readonly posts: { readonly member: { readonly flag: 'head' }; readonly resources: { readonly comments: { readonly only: 'show' } } }
    }
  }>
>().toEqualTypeOf<"resources.posts.member.flag: 'head' is not a method (get, post, put, delete or any)">()
expectTypeOf<
  Checked<{
    readonly resources: {
      readonly posts: { readonly only: readonly ['index']; readonly except: 'show'; readonly resources: { readonly comments: {} } }
    }
  }>
>().toEqualTypeOf<"resources.posts: 'only' and 'except' cannot be used together">()
expectTypeOf<
  Checked<{ readonly resource: { readonly account: { readonly controller: 'users'; readonly shallow: true; readonly singular: 'acct' } } }>
>().toEqualTypeOf<'resource.account.singular: unknown option (a singleton resource has no singular)'>()
type ManyShapes = {
  readonly resources: {
    readonly posts: { readonly controller: 'articles'; readonly shallow: true }
    readonly tags: {}
    readonly photos: { readonly member: { readonly crop: 'post' }; readonly only: readonly ['index', 'show'] }
    readonly users: { readonly has_many: 'posts'; readonly new: { readonly draft: 'get' } }
  }
}
expectTypeOf<Checked<ManyShapes>>().toEqualTypeOf<ManyShapes>()
