/** Every resource option's effect on the named routes and their params (RouteName / NamedRouteParams). */
import { expectTypeOf } from 'expect-type'
import type { NamedRouteParams, RouteName } from '../../src/index'

type Names<D> = RouteName<D>
type Params<D> = { [K in keyof NamedRouteParams<D>]: NamedRouteParams<D>[K] }

// The seven default actions.
expectTypeOf<Params<{ resources: { posts: {} } }>>().toEqualTypeOf<{ posts: []; new_post: []; edit_post: ['id']; post: ['id'] }>()
// A singleton: no index, no id.
expectTypeOf<Params<{ resource: { account: {} } }>>().toEqualTypeOf<{ account: []; new_account: []; edit_account: [] }>()

// collection / member / new (methods do not change names; an array of methods is one name).
expectTypeOf<
  Names<{
    resources: { posts: { collection: { search: 'get' }; member: { close: 'put'; preview: ['get', 'post'] }; new: { draft: 'any' } } }
  }>
>().toEqualTypeOf<'posts' | 'new_post' | 'edit_post' | 'post' | 'search_posts' | 'close_post' | 'preview_post' | 'draft_new_post'>()
expectTypeOf<Params<{ resources: { posts: { member: { close: 'put' } } } }>['close_post']>().toEqualTypeOf<['id']>()
expectTypeOf<Names<{ resource: { account: { member: { login: 'get' }; collection: { stats: 'get' } } } }>>().toEqualTypeOf<
  'account' | 'new_account' | 'edit_account' | 'login_account' | 'stats_account'
>()

// singular, inflector, uncountables (`_index`).
expectTypeOf<Names<{ resources: { people: { only: ['show'] } } }>>().toEqualTypeOf<'person'>()
expectTypeOf<Names<{ resources: { sheep: { only: ['index', 'show'] } } }>>().toEqualTypeOf<'sheep_index' | 'sheep'>()
expectTypeOf<Names<{ resources: { geese: { singular: 'goose'; only: ['show'] } } }>>().toEqualTypeOf<'goose'>()
expectTypeOf<Names<{ resources: { posts: { singular: 'posts'; only: ['index'] } } }>>().toEqualTypeOf<'posts_index'>()
expectTypeOf<Params<{ resources: { people: { only: []; resources: { statuses: { only: ['show'] } } } } }>>().toEqualTypeOf<{
  person_status: ['person_id', 'id']
}>()

// as, path_names, controller, requirements, conditions: paths only, names unchanged.
expectTypeOf<
  Names<{
    resources: {
      products: {
        as: 'productos'
        path_names: { new: 'nuevo' }
        controller: 'items'
        requirements: { id: RegExp }
        conditions: { method: 'get' }
      }
    }
  }>
>().toEqualTypeOf<'products' | 'new_product' | 'edit_product' | 'product'>()

// Nesting: resources / resource blocks, has_one, has_many (name, list, hash).
expectTypeOf<
  Params<{ resources: { threads: { only: []; resources: { messages: { only: ['show'] } }; resource: { owner: { only: ['show'] } } } } }>
>().toEqualTypeOf<{
  thread_message: ['thread_id', 'id']
  thread_owner: ['thread_id']
}>()
expectTypeOf<Names<{ resources: { notes: { has_one: 'author'; has_many: ['comments', 'attachments'] } } }>>().toEqualTypeOf<
  | 'notes'
  | 'new_note'
  | 'edit_note'
  | 'note'
  | 'note_author'
  | 'new_note_author'
  | 'edit_note_author'
  | 'note_comments'
  | 'new_note_comment'
  | 'edit_note_comment'
  | 'note_comment'
  | 'note_attachments'
  | 'new_note_attachment'
  | 'edit_note_attachment'
  | 'note_attachment'
>()
expectTypeOf<Params<{ resources: { users: { has_many: { posts: 'comments' } } } }>['user_post_comment']>().toEqualTypeOf<
  ['user_id', 'post_id', 'id']
>()

// shallow: member routes unprefixed, collection and new prefixed; inherited.
expectTypeOf<
  Params<{
    resources: {
      threads: { shallow: true; only: []; resources: { messages: { only: 'all'; resources: { replies: { only: ['index', 'show'] } } } } }
    }
  }>
>().toEqualTypeOf<{
  message_replies: ['message_id']
  reply: ['id']
  thread_messages: ['thread_id']
  new_thread_message: ['thread_id']
  edit_message: ['id']
  message: ['id']
}>()
// shallow in a namespace keeps the namespace prefix.
expectTypeOf<
  Params<{
    namespace: { admin: { resources: { threads: { shallow: true; only: []; resources: { messages: { only: ['show', 'index'] } } } } } }
  }>
>().toEqualTypeOf<{
  admin_thread_messages: ['thread_id']
  admin_message: ['id']
}>()

// name_prefix (null removes the nesting prefix), path_prefix variables are params.
expectTypeOf<Params<{ resources: { posts: { only: ['show']; name_prefix: 'api_'; path_prefix: '/:locale' } } }>>().toEqualTypeOf<{
  api_post: ['locale', 'id']
}>()
expectTypeOf<
  Params<{ resources: { threads: { only: []; resources: { messages: { only: ['show']; name_prefix: null } } } } }>
>().toEqualTypeOf<{ message: ['thread_id', 'id'] }>()
expectTypeOf<
  Params<{ resources: { threads: { only: []; resources: { messages: { only: ['show']; path_prefix: '/m' } } } } }>
>().toEqualTypeOf<{ thread_message: ['id'] }>()

// only / except (all, none, one, list) and Rails 2.2 inheritance (has_many included).
expectTypeOf<Names<{ resources: { posts: { only: 'all' } } }>>().toEqualTypeOf<'posts' | 'new_post' | 'edit_post' | 'post'>()
expectTypeOf<Names<{ resources: { posts: { only: 'none'; member: { close: 'put' } } } }>>().toEqualTypeOf<'close_post'>()
expectTypeOf<Names<{ resources: { posts: { except: 'all' } } }>>().toEqualTypeOf<never>()
expectTypeOf<Names<{ resources: { posts: { except: 'none' } } }>>().toEqualTypeOf<'posts' | 'new_post' | 'edit_post' | 'post'>()
expectTypeOf<Names<{ resources: { posts: { except: ['index', 'new'] } } }>>().toEqualTypeOf<'posts' | 'edit_post' | 'post'>()
expectTypeOf<Names<{ resources: { posts: { except: ['index', 'create', 'new'] } } }>>().toEqualTypeOf<'edit_post' | 'post'>()
expectTypeOf<Names<{ resources: { posts: { only: 'show'; has_many: 'comments' } } }>>().toEqualTypeOf<'post' | 'post_comment'>()
expectTypeOf<Names<{ resources: { posts: { only: 'show'; resources: { comments: { only: 'index' } } } } }>>().toEqualTypeOf<
  'post' | 'post_comments'
>()

// namespace (nested), connect (named, in a namespace, in a resource block), root.
expectTypeOf<Params<{ namespace: { admin: { namespace: { v1: { resources: { users: { only: ['show'] } } } } } } }>>().toEqualTypeOf<{
  admin_v1_user: ['id']
}>()
expectTypeOf<
  Params<{
    connect: [
      ':controller/:action/:id',
      { name: 'archive'; path: 'archive/:year/:month'; controller: 'archives' },
      { name: 'feed'; path: 'feed.:format'; controller: 'feeds' },
    ]
    root: { controller: 'home' }
    namespace: { v1: { connect: [{ name: 'sitemap'; path: 'sitemap.xml'; controller: 'sitemaps' }] } }
  }>
>().toEqualTypeOf<{ archive: ['year', 'month']; feed: []; root: []; v1_sitemap: [] }>()
expectTypeOf<
  Params<{ resources: { projects: { only: []; connect: [{ name: 'report'; path: 'report/:year'; controller: 'reports' }] } } }>
>().toEqualTypeOf<{
  project_report: ['project_id', 'year']
}>()
// Defaults make trailing segments optional; a requirement on :id makes it required.
expectTypeOf<
  Params<{
    connect: [
      { name: 'a'; path: 'a/:year/:month'; controller: 'x'; defaults: { month: null } },
      { name: 'b'; path: 'b/:id'; controller: 'x' },
      { name: 'c'; path: 'c/:id'; controller: 'x'; requirements: { id: RegExp } },
    ]
  }>
>().toEqualTypeOf<{
  a: ['year']
  b: []
  c: ['id']
}>()

// Names held twice: nested routes first; a named plain route always holds its name.
expectTypeOf<Params<{ resources: { sheep: { has_many: 'indices' } } }>['sheep_index']>().toEqualTypeOf<['sheep_id', 'id']>()
expectTypeOf<
  Params<{ resources: { posts: { only: ['index'] } }; connect: [{ name: 'posts'; path: 'p/:x'; controller: 'posts' }] }>
>().toEqualTypeOf<{ posts: ['x'] }>()
// Declaration arrays: earlier scopes first.
expectTypeOf<
  Params<[{ resources: { media: { only: ['show'] } } }, { resources: { media: { only: ['show']; path_prefix: '/:locale' } } }]>
>().toEqualTypeOf<{ medium: ['id'] }>()

// Expand<D>: the descriptors behind the names (the @example of Expand).
import type { Expand } from '../../src/index'
expectTypeOf<Expand<{ resource: { account: { only: ['show', 'update'] } } }>>().toEqualTypeOf<{
  readonly name: 'account'
  readonly params: []
  readonly controller: 'accounts'
  readonly action: 'show' | 'update'
}>()

// A plain route's optional params may also be given positionally after the required ones
// (Rails fills a named route's segment keys in order); a glob takes an array or a string.
import { defineRoutes as define } from '../../src/index'
const plain = define({
  connect: [
    { name: 'files', path: 'files/*path', controller: 'f', action: 's' },
    { name: 'pg', path: 'pages/:id', controller: 'p', action: 's', defaults: { id: null } },
    { name: 'ar', path: 'archive/:year/:month', controller: 'a', defaults: { month: null } },
  ],
} as const)
expectTypeOf(plain.helpers.pg_path()).toEqualTypeOf<string>()
expectTypeOf(plain.helpers.pg_path(3)).toEqualTypeOf<string>()
expectTypeOf(plain.helpers.pg_path({ id: 3 })).toEqualTypeOf<string>()
expectTypeOf(plain.helpers.ar_path(2020, 5, { format: 'xml' })).toEqualTypeOf<string>()
expectTypeOf(plain.helpers.ar_path(2020, { month: 5 })).toEqualTypeOf<string>()
expectTypeOf(plain.helpers.files_path(['a', 'b'])).toEqualTypeOf<string>()
expectTypeOf(plain.helpers.files_path('a/b')).toEqualTypeOf<string>()
expectTypeOf(plain.helpers.files_path({ path: ['a', 'b'] })).toEqualTypeOf<string>()
// @ts-expect-error — the year is required
plain.helpers.ar_path()
// @ts-expect-error — one param too many
plain.helpers.ar_path(2020, 5, 1)
// @ts-expect-error — a resource route's helpers take its required params only
define({ resources: { posts: {} } } as const).helpers.post_path(1, 'xml')
const rec = plain.recognizePath('/files')
if (rec.controller === 'f') expectTypeOf(rec.path).toEqualTypeOf<string[]>()
if (rec.controller === 'p') expectTypeOf(rec.id).toEqualTypeOf<string | undefined>()
