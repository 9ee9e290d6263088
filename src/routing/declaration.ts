/**
 * The accepted declaration shapes (what `defineRoutes` takes): the TypeScript spelling of a Rails
 * 2.3 `config/routes.rb`, a scope object with the keys `resources`, `resource`, `namespace`,
 * `connect` and `root`, or an array of such scopes processed in order. Every shape is `readonly`,
 * so `as const` literals are assignable. Option names and meanings are Rails 2.3's
 * (actionpack/lib/action_controller/resources.rb); see docs/routing.md. ./validate.ts checks a
 * declaration against these shapes at run time.
 */

/** An HTTP method a route can be restricted to, lower-case as in Rails (`:get`). */
export type HttpMethod = 'get' | 'post' | 'put' | 'delete'

/**
 * The method of a member / collection / new action: one of the four, `'any'` (no restriction),
 * or several. Rails 2.3: a member or collection action with several methods gets one route per
 * method; a `new` action with several gets one route accepting all of them.
 */
export type ActionMethod = HttpMethod | 'any' | readonly (HttpMethod | 'any')[]

/** Extra actions of a resource: action name → method (Rails' `:member => { :close => :put }`). */
export type ActionMap = { readonly [action: string]: ActionMethod }

/** The seven default actions of a plural resource (a singleton has all but `index`). */
export type DefaultAction = 'index' | 'create' | 'new' | 'edit' | 'show' | 'update' | 'destroy'

/** `only` / `except`: `'all'`, `'none'`, one default action, or a list of them. */
export type ActionFilter = 'all' | 'none' | DefaultAction | readonly DefaultAction[]

/** Requirements: param → RegExp the param must match (`{ id: /\d+/ }`). */
export type Requirements = { readonly [param: string]: RegExp }

/**
 * Recognition conditions: `method` (Rails 2.3's one condition) — one method, `'any'` (none), or
 * a list (one route accepting each of them) — and custom request conditions, any other key (as
 * Rails' request-routing plugins add them): a string the request's value must equal, a RegExp
 * it must match, or a list of strings it must be one of. The request's values come from the
 * `request` context of `recognizePath` / `match`; the server fills `host`, `domain`,
 * `subdomain`, `port` and `protocol`. A request without the key does not match that route.
 */
export interface RouteConditions {
  readonly method?: HttpMethod | 'any' | readonly HttpMethod[]
  /** A custom request condition (`subdomain: 'admin'`, `host: /\.example\.com$/`, `port: ['80', '8080']`). */
  readonly [condition: string]: string | RegExp | readonly string[] | undefined
}

/**
 * `has_many`: a name, a list, or a map for deeper nesting
 * (`{ posts: 'comments' }` nests comments under posts under the owner).
 */
export type HasMany = string | readonly (string | HasManyMap)[] | HasManyMap
/** The map form of {@link HasMany}: association → what it has many of. */
export interface HasManyMap {
  readonly [association: string]: HasMany
}
/** `has_one`: a singleton name or a list of them. */
export type HasOne = string | readonly string[]

/** `resources` of a scope or a resource block: plural name → options. */
export type ResourcesMap = { readonly [plural: string]: ResourceOptions }
/** `resource` of a scope or a resource block: singular name → options. */
export type SingletonsMap = { readonly [singular: string]: SingletonResourceOptions }

/**
 * The options shared by plural and singleton resources (Rails 2.3 names and meanings).
 * The nesting keys `resources`, `resource` and `connect` are what a Rails resource block holds.
 */
export type CommonResourceOptions = {
  /** Extra collection actions: `/posts/search`, named `search_posts`. */
  readonly collection?: ActionMap
  /** Extra member actions: `/posts/:id/close`, named `close_post`. */
  readonly member?: ActionMap
  /** Extra new actions: `/posts/new/draft`, named `draft_new_post`; `new: 'any'` relaxes `new`. */
  readonly new?: ActionMap
  /**
   * The controller. This project's rule (differs from Rails 2.3; docs/migrating-from-rails.md): without `as`, the
   * URL path word is this value as written; route names keep the resource name.
   */
  readonly controller?: string
  /** Param → RegExp, applied to every route of the resource; `id` applies to member routes. */
  readonly requirements?: Requirements
  /** Recognition conditions applied to every route; an action's own method wins. */
  readonly conditions?: RouteConditions
  /** The URL path word (`products: { as: 'productos' }` → `/productos`). */
  readonly as?: string
  /** Nested singletons (Rails' `:has_one`). */
  readonly has_one?: HasOne
  /** Nested plural resources (Rails' `:has_many`). */
  readonly has_many?: HasMany
  /** Path words of actions (`{ new: 'nuevo', edit: 'editar', close: 'cerrar' }`). */
  readonly path_names?: { readonly [action: string]: string }
  /** A path put before the resource's path (`'/:locale'`); its `:vars` are route params. */
  readonly path_prefix?: string
  /** A prefix of every route name (`'api_'`); `null` removes the nesting prefix. */
  readonly name_prefix?: string | null
  /** Member routes of nested plural resources go top level and unprefixed (inherited). */
  readonly shallow?: boolean
  /** The default actions to route (inherited by nested resources unless they set their own). */
  readonly only?: ActionFilter
  /** The default actions not to route (inherited like `only`); never with `only`. */
  readonly except?: ActionFilter
  /** Nested plural resources (a Rails resource block's `resources`). */
  readonly resources?: ResourcesMap
  /** Nested singleton resources (a Rails resource block's `resource`). */
  readonly resource?: SingletonsMap
  /** Plain routes inside the resource block: their path and name get the nesting prefixes. */
  readonly connect?: readonly ConnectRoute[]
}

/** Options of a plural resource: the common ones plus `singular`. */
export type ResourceOptions = CommonResourceOptions & {
  /** The singular name, used in member route names and nested `:<singular>_id` params. */
  readonly singular?: string
}

/** Options of a singleton resource (Rails' `map.resource`: there is no `singular` option). */
export type SingletonResourceOptions = CommonResourceOptions

/** The object form of a plain route (Rails' `map.connect` / `map.<name>`). */
export type ConnectRouteObject = {
  /** Rails 2.3 route path: `'archive/:year/:month'`; leading `/` optional, `''` is the root. */
  readonly path: string
  /** A name makes it a named route with helpers (`signin` → `signin_path`). */
  readonly name?: string
  readonly controller?: string
  readonly action?: string
  readonly conditions?: RouteConditions
  readonly requirements?: Requirements
  /** Segment defaults (make the segment optional; `null`: optional, left out) and extra params. */
  readonly defaults?: { readonly [key: string]: string | number | null }
}

/** A plain route: a path string (`':controller/:action/:id'`) or an object. */
export type ConnectRoute = string | ConnectRouteObject

/** `root`: the named route `root` on the empty path (`map.root :controller => 'home'`). */
export type RootRoute = {
  readonly controller: string
  /** Defaults to `index`. */
  readonly action?: string
}

/** One scope: what a Rails route file (or a `map.namespace` block) holds, in key order. */
export type RouteScope = {
  readonly resources?: ResourcesMap
  readonly resource?: SingletonsMap
  /** Namespaces: path prefix `admin/`, name prefix `admin_`, controller prefix `admin/`. */
  readonly namespace?: { readonly [name: string]: RouteScope | readonly RouteScope[] }
  readonly connect?: readonly ConnectRoute[]
  readonly root?: RootRoute
}

/** A whole declaration: one scope, or several processed in order. */
export type RouteDeclaration = RouteScope | readonly RouteScope[]

/** Rails' `resources_path_names`: the default path words of `new`, `edit` and other actions. */
export interface ResourcesPathNames {
  readonly new?: string
  readonly edit?: string
  readonly [action: string]: string | undefined
}

/** Options every `_url` helper starts from. */
export interface DefaultUrlOptions {
  readonly host?: string
  readonly protocol?: string
  readonly port?: number | string
}

/** The second argument of `defineRoutes`. */
export interface RoutesConfig {
  /** Default path words (Rails' `resources_path_names`; default `{ new: 'new', edit: 'edit' }`). */
  readonly resourcesPathNames?: ResourcesPathNames
  /** Host, protocol and port for `_url` helpers. */
  readonly defaultUrlOptions?: DefaultUrlOptions
  /** Only camelCase helpers (`editPostPath`). */
  readonly camelCase?: boolean
}

/**
 * The options of a resource (Rails 2.3 resources.rb's `map_resource` options), without the keys
 * of its block (`resources`, `resource`, `connect`).
 */
export const RESOURCE_OPTIONS: readonly string[] = [
  'collection',
  'member',
  'new',
  'controller',
  'singular',
  'requirements',
  'conditions',
  'as',
  'has_one',
  'has_many',
  'path_names',
  'path_prefix',
  'name_prefix',
  'shallow',
  'only',
  'except',
]

/** The seven default actions (Rails 2.3 `Resource::DEFAULT_ACTIONS`). */
export const DEFAULT_ACTIONS: readonly DefaultAction[] = ['index', 'create', 'new', 'edit', 'show', 'update', 'destroy']

/** Methods an action may name (`head` is refused: Rails recognizes HEAD as GET). */
export const ACTION_METHODS: readonly (HttpMethod | 'any')[] = ['get', 'post', 'put', 'delete', 'any']

/**
 * A place in a declaration, as DeclarationError messages name it: `where` + `.key`, or
 * `["key"]` when the key is not a word (an empty name shows as `resources[""]`).
 * @example declarationPath('resources.threads', 'resources') // 'resources.threads.resources'
 */
export const declarationPath = (where: string, key: string): string =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? wordPath(where, key) : `${where}[${JSON.stringify(key)}]`

/**
 * {@link declarationPath} for a key known to be a word (an option name, or a name the validation
 * has already checked): `where` + `.key`, without testing the key again.
 * @example wordPath('resources.threads', 'resources') // 'resources.threads.resources'
 */
export const wordPath = (where: string, word: string): string => (where === '' ? word : `${where}.${word}`)
