/**
 * {@link DeclarationInput}: what `defineRoutes` accepts before its check (its constraint). It has
 * the declaration's shape, so an editor completes the options and shows their docs, but takes any
 * string where a literal is expected, so that the declaration is always inferred and the check
 * names a mistake with its place instead of TypeScript's "is not assignable" chain.
 */
import type {
  ActionMethod,
  ConnectRouteObject,
  DefaultAction,
  ResourceOptions,
  RootRoute,
  RouteConditions,
  SingletonResourceOptions,
} from '../../routing/declaration'

/** A method as written: one of the five (an editor completes them) or any string, checked by {@link CheckDeclaration}. */
type MethodInput = ActionMethod | (string & {}) | readonly string[]
/** `member` / `collection` / `new` as written. */
type ActionMapInput = { readonly [action: string]: MethodInput }
/** `only` / `except` as written: one array type (two, `readonly DefaultAction[] | readonly string[]`, cost TypeScript 7 about 6 k allocations at 1000 resources). */
type FilterInput = 'all' | 'none' | ActionName | readonly ActionName[]
/**
 * An action in `only` / `except` as written: one of the seven (an editor completes them) or any
 * string, checked by {@link CheckDeclaration}; TypeScript's own message for a value of another type
 * names it (`Type 'number' is not assignable to type 'ActionName'`).
 */
type ActionName = DefaultAction | (string & {})
/** `conditions` as written: `method` (any string, checked later) and custom request conditions. */
type ConditionsInput = {
  readonly method?: RouteConditions['method'] | (string & {}) | readonly string[]
  readonly [condition: string]: RouteConditions[string]
}
/** The options whose input type is looser than {@link ResourceOptions}'. */
type LooseOptionKey = 'collection' | 'member' | 'new' | 'only' | 'except' | 'conditions' | 'resources' | 'resource' | 'connect'
/** Options shared by plural and singleton resources, as written. */
interface CommonResourceInput {
  /** Extra collection actions: `/posts/search`, named `search_posts`. */
  readonly collection?: ActionMapInput
  /** Extra member actions: `/posts/:id/close`, named `close_post`. */
  readonly member?: ActionMapInput
  /** Extra new actions: `/posts/new/draft`, named `draft_new_post`; `new: 'any'` relaxes `new`. */
  readonly new?: ActionMapInput
  /** The default actions to route (inherited by nested resources unless they set their own). */
  readonly only?: FilterInput
  /** The default actions not to route (inherited like `only`); never with `only`. */
  readonly except?: FilterInput
  /** Recognition conditions applied to every route; an action's own method wins. */
  readonly conditions?: ConditionsInput
  /** Nested plural resources (a Rails resource block's `resources`). */
  readonly resources?: { readonly [plural: string]: ResourceInput }
  /** Nested singleton resources (a Rails resource block's `resource`). */
  readonly resource?: { readonly [singular: string]: SingletonInput }
  /** Plain routes inside the resource block: their path and name get the nesting prefixes. */
  readonly connect?: readonly ConnectInput[]
  /** Any other key is an unknown option, reported with its place. */
  readonly [option: string]: unknown
}
/** A plural resource's options as written. */
interface ResourceInput extends Omit<ResourceOptions, LooseOptionKey>, CommonResourceInput {}
/** A singleton resource's options as written. */
interface SingletonInput extends Omit<SingletonResourceOptions, LooseOptionKey>, CommonResourceInput {}
/** A plain route as written. */
type ConnectInput =
  string | (Omit<ConnectRouteObject, 'conditions'> & { readonly conditions?: ConditionsInput; readonly [key: string]: unknown })
/** A scope as written. */
interface ScopeInput {
  readonly resources?: { readonly [plural: string]: ResourceInput }
  readonly resource?: { readonly [singular: string]: SingletonInput }
  /** Namespaces: path prefix `admin/`, name prefix `admin_`, controller prefix `admin/`. */
  readonly namespace?: { readonly [name: string]: ScopeInput | readonly ScopeInput[] }
  readonly connect?: readonly ConnectInput[]
  readonly root?: RootRoute
  /** Any other key is an unknown key, reported with its place. */
  readonly [key: string]: unknown
}
/**
 * What `defineRoutes` accepts before its check: a `RouteDeclaration`'s shape, with any string
 * (or string list) where a method or an action is expected and any other key, so that a mistake
 * is reported by {@link CheckDeclaration} with its place.
 */
export type DeclarationInput = ScopeInput | readonly ScopeInput[]
