/**
 * `Validate<D>`: compile errors with readable messages for invalid declarations the type
 * system can see (API.md A.1): an unknown key (scope, resource option, plain route), and
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

/** A resource without nested routes or `only` (most) needs only its key test. */
type OptionErrors<O, Keys extends PropertyKey> = [Extract<keyof O, 'only' | 'resources' | 'resource' | 'connect'>] extends [never]
  ? Exclude<keyof O, Keys>
  : OptionErrorsNested<O, Keys>
type OptionErrorsNested<O, Keys extends PropertyKey> =
  | Exclude<keyof O, Keys>
  | (O extends { readonly only: unknown; readonly except: unknown } ? 'except' : never)
  | (O extends { readonly resources: infer R } ? MapErrors<R, ResourceOptionKey> : never)
  | (O extends { readonly resource: infer R } ? MapErrors<R, CommonOptionKey> : never)
  | (O extends { readonly connect: infer L } ? ConnectErrors<List<L>> : never)

type ConnectErrors<C> = C extends string ? never : Exclude<keyof C, ConnectKey>

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
          : K extends Keys
            ? O[K]
            : DeclarationTypeError<`${Where}: unknown option "${K & string}"${'singular' extends Keys ? '' : K extends 'singular' ? ' (a singleton resource has no singular)' : ''}`>
}

type ConnectListCheck<L, Where extends string> = { readonly [I in keyof L]: L[I] extends string ? L[I] : KeysCheck<L[I], ConnectKey, Where, 'key of a plain route (path, name, controller, action, conditions, requirements, defaults)'> }

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
