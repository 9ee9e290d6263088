/** Routes<D>, RouteName<D>, RouteParams<D, Name>, Param, UrlOptions, urlFor and formFor. */
import { expectTypeOf } from 'expect-type'
import {
  defineRoutes,
  type Param,
  type ResourceDescription,
  type RouteName,
  type RouteParams,
  type Routes,
  type RuntimeRoutes,
  type UrlOptions,
} from '../../src/index'

const decl = {
  resources: { articles: { only: ['show', 'index'], resources: { comments: { only: ['show', 'create', 'index'] } } } },
  root: { controller: 'home' },
} as const
const routes = defineRoutes(decl, { defaultUrlOptions: { host: 'example.com' } })
expectTypeOf(routes).toEqualTypeOf<Routes<typeof decl, { readonly defaultUrlOptions: { readonly host: 'example.com' } }>>()

// The resource model: runtime data, one type for every declaration, read-only.
expectTypeOf(routes.resources).toEqualTypeOf<readonly ResourceDescription[]>()
expectTypeOf(routes.resources[0]!.actions[0]!.on).toEqualTypeOf<'collection' | 'new' | 'member'>()
// @ts-expect-error the model is read-only
routes.resources[0]!.name = 'posts'

// RouteName: route names, not helper names; autocompletes.
expectTypeOf<RouteName<typeof decl>>().toEqualTypeOf<'articles' | 'article' | 'article_comments' | 'article_comment' | 'root'>()
// RouteParams: the named form.
expectTypeOf<RouteParams<typeof decl, 'article_comment'>>().toEqualTypeOf<{ readonly article_id: Param; readonly id: Param }>()
expectTypeOf<RouteParams<typeof decl, 'root'>>().toEqualTypeOf<{}>()
// @ts-expect-error — not a route name
export type NoSuch = RouteParams<typeof decl, 'article_comment_path'>
const named: RouteParams<typeof decl, 'article_comment'> = { article_id: 1, id: { id: 2 } }
expectTypeOf(routes.helpers.article_comment_path(named)).toEqualTypeOf<string>()

// Param and UrlOptions.
expectTypeOf<1>().toMatchTypeOf<Param>()
expectTypeOf<{ to_param(): string }>().toMatchTypeOf<Param>()
expectTypeOf<{ id: number; title: string }>().toMatchTypeOf<Param>()
expectTypeOf<boolean>().not.toMatchTypeOf<Param>()
expectTypeOf<{ title: string }>().not.toMatchTypeOf<Param>()
expectTypeOf<{ format: 'xml'; anchor: 'x'; host: 'h'; port: 80; q: string[] }>().toMatchTypeOf<UrlOptions>()

// urlFor: a route's controller and action with its params, or use_route.
expectTypeOf(routes.urlFor({ controller: 'comments', action: 'show', article_id: 1, id: 2 })).toEqualTypeOf<string>()
expectTypeOf(routes.urlFor({ controller: 'articles', only_path: true })).toEqualTypeOf<string>()
expectTypeOf(routes.urlFor({ use_route: 'article_comment', article_id: 1, id: 2 })).toEqualTypeOf<string>()
expectTypeOf(routes.urlFor(routes.helpers.hash_for_article_comment_url(1, 2) as never)).toEqualTypeOf<string>()
// @ts-expect-error — comments#show needs article_id
routes.urlFor({ controller: 'comments', action: 'show', id: 2 })
// @ts-expect-error — no route for comments#destroy
routes.urlFor({ controller: 'comments', action: 'destroy', article_id: 1, id: 2 })
// @ts-expect-error — no such named route
routes.urlFor({ use_route: 'comment' })

// formFor: route names.
expectTypeOf(routes.formFor('article_comments', { id: 1 }, 5)).toEqualTypeOf<{ action: string; method: 'post'; _method?: 'put' }>()
// @ts-expect-error — not a route name
routes.formFor('comments', {})

// A declaration the types cannot see gives the untyped runtime object.
expectTypeOf(defineRoutes({} as any)).toEqualTypeOf<RuntimeRoutes>()
declare const wide: import('../../src/index').RouteDeclaration
expectTypeOf(defineRoutes(wide)).toEqualTypeOf<RuntimeRoutes>()

// A client Resource is a Param (its toParam() returns string | null).
import { Resource } from '../../src/client/index'
class Post extends Resource {}
expectTypeOf(
  defineRoutes({ resources: { posts: { resources: { comments: {} } } } } as const).helpers.post_comment_path(
    new Post({ id: 9 }),
    new Post({ id: 2 }),
  ),
).toEqualTypeOf<string>()
