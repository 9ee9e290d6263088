/**
 * `Validate<D>`: compile errors with readable messages for invalid declarations the type
 * system can see (docs/routing.md): an unknown key (scope, resource option, plain route), and
 * `only` together with `except`. A method other than get/post/put/delete/any and an action
 * in only/except that is not one of the seven are refused by the `RouteDeclaration` constraint
 * itself (`Type '"head"' is not assignable to type 'ActionMethod'`).
 *
 * `defineRoutes` takes `declaration: D & Validate<D>`: `Validate<D>` is `unknown` for a valid
 * declaration (the check costs a walk of the keys, nothing else); otherwise it mirrors `D` down
 * to each offending key, whose type becomes `{ error: '<message>' }`, so the error is reported
 * on that key: `Type 'true' is not assignable to type '{ error: "unknown option \"bogus\"…" }'`.
 */

/** A type error carrying a message: the type of an offending key. */
export interface DeclarationTypeError<Message extends string> {
  readonly error: Message
}

type ScopeKey = 'resources' | 'resource' | 'namespace' | 'connect' | 'root'
type CommonOptionKey =
  | 'collection' | 'member' | 'new' | 'controller' | 'requirements' | 'conditions' | 'as' | 'has_one' | 'has_many'
  | 'path_names' | 'path_prefix' | 'name_prefix' | 'shallow' | 'only' | 'except' | 'resources' | 'resource' | 'connect'
type ResourceOptionKey = CommonOptionKey | 'singular'
type ConnectKey = 'path' | 'name' | 'controller' | 'action' | 'conditions' | 'requirements' | 'defaults'
type RootKey = 'controller' | 'action'

type List<T> = T extends readonly (infer E)[] ? E : T

// ---------------------------------------------------------------------------------------------
// Is it valid? (a walk that yields `never` when it is)

type ScopeErrors<S> = S extends readonly unknown[]
  ? ScopeErrors<S[number]>
  :
      | Exclude<keyof S, ScopeKey>
      | (S extends { readonly resources: infer R } ? MapErrors<R, ResourceOptionKey> : never)
      | (S extends { readonly resource: infer R } ? MapErrors<R, CommonOptionKey> : never)
      | (S extends { readonly namespace: infer N } ? (string extends keyof N ? never : { [K in keyof N]: ScopeErrors<N[K]> }[keyof N]) : never)
      | (S extends { readonly connect: infer L } ? ConnectErrors<List<L>> : never)
      | (S extends { readonly root: infer R } ? Exclude<keyof R, RootKey> : never)

type MapErrors<R, Keys extends PropertyKey> = string extends keyof R ? never : { [K in keyof R]: OptionErrors<R[K], Keys> }[keyof R]

/** The options that need more than their key test (most resources have none of them). */
type DeepOptionKey = 'only' | 'resources' | 'resource' | 'connect' | 'new' | 'conditions' | 'has_one' | 'has_many'

/** A resource without nested routes, `only`, `new`, `conditions` or has_one/has_many (most) needs only its key test. */
type OptionErrors<O, Keys extends PropertyKey> = [keyof O & DeepOptionKey] extends [never]
  ? Exclude<keyof O, Keys>
  : OptionErrorsNested<O, Keys>
type OptionErrorsNested<O, Keys extends PropertyKey> =
  | Exclude<keyof O, Keys>
  | (O extends { readonly only: unknown; readonly except: unknown } ? 'except' : never)
  | (O extends { readonly resources: infer R } ? MapErrors<R, ResourceOptionKey> : never)
  | (O extends { readonly resource: infer R } ? MapErrors<R, CommonOptionKey> : never)
  | (O extends { readonly connect: infer L } ? ConnectErrors<List<L>> : never)
  | ([keyof O & ('new' | 'conditions' | 'has_one' | 'has_many')] extends [never] ? never : ValueErrors<O>)

/** What `new`, `conditions`, has_one and has_many can get wrong beyond their type. */
type ValueErrors<O> =
  | (O extends { readonly new: infer N } ? NewAnyInList<N> : never)
  | (O extends { readonly conditions: infer Cd } ? Exclude<keyof Cd, 'method'> : never)
  | (O extends { readonly has_one: readonly [] } ? 'has_one' : never)
  | (O extends { readonly has_many: readonly [] } ? 'has_many' : never)

/** The `new` actions whose method list holds `'any'` (one route accepting each: `'any'` has no place there). */
type NewAnyInList<N> = { [A in keyof N]: N[A] extends readonly unknown[] ? ('any' extends N[A][number] ? A : never) : never }[keyof N]

/** A path with a `:controller` segment (where the runtime's parser reads one: at a piece's start). */
type HasControllerSegment<P> = P extends `:controller${string}` | `${string}/:controller${string}` ? true : false

/** The defaults of `*glob` segments that are not empty (Rails: paths cannot have non-empty default values). */
type GlobDefaultErrors<P extends string, Df> = {
  [K in keyof Df & string]: P extends `${string}*${K}` | `${string}*${K}/${string}` | `${string}*${K}.${string}` ? (Df[K] extends null | '' ? never : K) : never
}[keyof Df & string]

type ConnectErrors<C> = C extends string
  ? HasControllerSegment<C> extends true ? never : 'controller'
  :
      | Exclude<keyof C, ConnectKey>
      | (C extends { readonly controller: string } ? never : C extends { readonly path: infer P } ? (HasControllerSegment<P> extends true ? never : 'controller') : never)
      | (C extends { readonly conditions: infer Cd } ? Exclude<keyof Cd, 'method'> : never)
      | (C extends { readonly path: infer P extends string; readonly defaults: infer Df } ? GlobDefaultErrors<P, Df> : never)

// ---------------------------------------------------------------------------------------------
// Where, and why (built only for an invalid declaration)

type ScopeCheck<S, Where extends string> = S extends readonly unknown[]
  ? { readonly [I in keyof S]: ScopeCheck<S[I], Where> }
  : {
      readonly [K in keyof S]: K extends 'resources'
        ? MapCheck<S[K], ResourceOptionKey, `${Where}resources.`>
        : K extends 'resource'
          ? MapCheck<S[K], CommonOptionKey, `${Where}resource.`>
          : K extends 'namespace'
            ? { readonly [N in keyof S[K]]: ScopeCheck<S[K][N], `${Where}namespace.${N & string}.`> }
            : K extends 'connect'
              ? ConnectListCheck<S[K], `${Where}connect`>
              : K extends 'root'
                ? KeysCheck<S[K], RootKey, `${Where}root`, 'key of root (controller, action)'>
                : DeclarationTypeError<`unknown key "${K & string}" in ${Where extends '' ? 'the declaration' : Where}: expected resources, resource, namespace, connect or root`>
    }

type MapCheck<R, Keys extends PropertyKey, Where extends string> = { readonly [N in keyof R]: OptionsCheck<R[N], Keys, `${Where}${N & string}`> }

type OptionsCheck<O, Keys extends PropertyKey, Where extends string> = {
  readonly [K in keyof O]: K extends 'except'
    ? O extends { readonly only: unknown }
      ? DeclarationTypeError<`${Where}: "only" and "except" cannot be used together`>
      : O[K]
    : K extends 'resources'
      ? MapCheck<O[K], ResourceOptionKey, `${Where}.resources.`>
      : K extends 'resource'
        ? MapCheck<O[K], CommonOptionKey, `${Where}.resource.`>
        : K extends 'connect'
          ? ConnectListCheck<O[K], `${Where}.connect`>
          : K extends 'new'
            ? NewCheck<O[K], Where>
            : K extends 'conditions'
              ? KeysCheck<O[K], 'method', Where, 'conditions key (expected method)'>
              : K extends 'has_one' | 'has_many'
                ? O[K] extends readonly [] ? DeclarationTypeError<`${Where}: option "${K}": empty list`> : O[K]
                : K extends Keys
                  ? O[K]
                  : DeclarationTypeError<`${Where}: unknown option "${K & string}"${'singular' extends Keys ? '' : K extends 'singular' ? ' (a singleton resource has no singular)' : ''}`>
}

type NewCheck<N, Where extends string> = {
  readonly [A in keyof N]: N[A] extends readonly unknown[]
    ? 'any' extends N[A][number]
      ? DeclarationTypeError<`${Where}: option "new.${A & string}": 'any' cannot be part of a list (a new action with several methods is one route accepting each)`>
      : N[A]
    : N[A]
}

type NoController<P extends string, Where extends string> = DeclarationTypeError<`${Where}: path "${P}" names no controller: give "controller" or a :controller segment`>

type ConnectListCheck<L, Where extends string> = {
  readonly [I in keyof L]: L[I] extends string
    ? HasControllerSegment<L[I]> extends true ? L[I] : NoController<L[I], `${Where}[${I & string}]`>
    : ConnectCheck<L[I], `${Where}[${I & string}]`>
}

type ConnectCheck<C, Where extends string> = {
  readonly [K in keyof C]: K extends 'path'
    ? C extends { readonly controller: string } ? C[K] : HasControllerSegment<C[K]> extends true ? C[K] : NoController<C[K] & string, Where>
    : K extends 'conditions'
      ? KeysCheck<C[K], 'method', Where, 'conditions key (expected method)'>
      : K extends 'defaults'
        ? C extends { readonly path: infer P extends string } ? GlobDefaultCheck<P, C[K], Where> : C[K]
        : K extends ConnectKey
          ? C[K]
          : DeclarationTypeError<`${Where}: unknown key of a plain route (path, name, controller, action, conditions, requirements, defaults) "${K & string}"`>
}

type GlobDefaultCheck<P extends string, Df, Where extends string> = {
  readonly [K in keyof Df]: K extends GlobDefaultErrors<P, Df> ? DeclarationTypeError<`${Where}: option "defaults.${K & string}": the glob *${K & string} cannot have a non-empty default (Rails 2.3: paths cannot have non-empty default values)`> : Df[K]
}

type KeysCheck<O, Keys extends PropertyKey, Where extends string, What extends string> = {
  readonly [K in keyof O]: K extends Keys ? O[K] : DeclarationTypeError<`${Where}: unknown ${What} "${K & string}"`>
}

/**
 * `unknown` for a declaration without the errors the types can see; otherwise `D`'s shape with
 * each offending key typed `{ error: '<message>' }` (so `D & Validate<D>` fails on that key).
 *
 * @example
 * ```ts
 * import type { Validate } from 'typed-resources'
 * type Ok = Validate<{ resources: { posts: { only: ['index'] } } }>        // unknown
 * type Bad = Validate<{ resources: { posts: { bogus: true } } }>
 * // { readonly resources: { readonly posts: { readonly bogus: DeclarationTypeError<'resources.posts: unknown option "bogus"'> } } }
 * ```
 */
export type Validate<D> = 0 extends 1 & D ? unknown : [ScopeErrors<D>] extends [never] ? unknown : ScopeCheck<D, ''>
