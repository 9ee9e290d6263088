/**
 * The vocabulary of the declaration check: the keys a scope, a resource, a plain route and
 * `root` take (Rails 2.3 resources.rb `map_resource` options and route_set.rb `connect`), shared
 * by the validity walk (./errors) and the messages (./messages).
 */
import type { DefaultAction } from '../../routing/declaration'

/** The keys of a scope: the declaration itself, a namespace. */
export type ScopeKey = 'resources' | 'resource' | 'namespace' | 'connect' | 'root'
/** The options of a singleton resource (`map.resource`); a plural one's but `singular`. */
export type CommonOptionKey =
  | 'collection'
  | 'member'
  | 'new'
  | 'controller'
  | 'requirements'
  | 'conditions'
  | 'as'
  | 'has_one'
  | 'has_many'
  | 'path_names'
  | 'path_prefix'
  | 'name_prefix'
  | 'shallow'
  | 'only'
  | 'except'
  | 'resources'
  | 'resource'
  | 'connect'
/** The options of a plural resource (`map.resources`). */
export type ResourceOptionKey = CommonOptionKey | 'singular'
/** The keys of a plain route (`map.connect`, a named route). */
export type ConnectKey = 'path' | 'name' | 'controller' | 'action' | 'conditions' | 'requirements' | 'defaults'
/** The keys of `root`. */
export type RootKey = 'controller' | 'action'

/**
 * `only` / `except` as the derivation reads them: a literal, or a tuple of literals (an array type
 * that is not a tuple, `DefaultAction[]`, says "some of these": its helpers would be loose).
 */
export type LiteralFilter = 'all' | 'none' | DefaultAction | readonly [] | readonly [DefaultAction, ...DefaultAction[]]

/** The element type of a list, or the value itself (an option may be one value or a list). */
export type List<T> = T extends readonly (infer E)[] ? E : T

/** The options whose literal values the derivation reads: held as `string` / `boolean`, they have widened. */
export type WidenableKey = 'shallow' | 'singular' | 'controller' | 'name_prefix' | 'path_prefix' | 'has_one' | 'has_many'
