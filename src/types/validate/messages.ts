/**
 * Where, and why: the messages of an invalid declaration, each naming its place
 * (`resources.photos.onlyy: unknown option`), built only when the walk (./errors) found a
 * mistake. {@link ScopeCheck} gives the declaration's shape with each offending key typed
 * {@link DeclarationTypeError}; {@link MessagesOf} collects their messages and {@link OneMessage}
 * picks one, so the error stays one line.
 */
import type { ActionFilter, ActionMethod, RouteConditions } from '../../routing/declaration'
import type { GlobDefaultErrors, HasControllerSegment } from './errors'
import type { CommonOptionKey, ConnectKey, List, ResourceOptionKey, RootKey, WidenableKey } from './keys'

/** A type error carrying a message: the type of an offending key. */
export interface DeclarationTypeError<Message extends string> {
  readonly error: Message
}

export type ScopeCheck<S, Where extends string> = S extends readonly unknown[]
  ? { readonly [I in keyof S]: ScopeCheck<S[I], `${Where}[${I & string}].`> }
  : {
      readonly [K in keyof S]: K extends 'resources'
        ? MapCheck<S[K], ResourceOptionKey, `${Where}resources.`>
        : K extends 'resource'
          ? MapCheck<S[K], CommonOptionKey, `${Where}resource.`>
          : K extends 'namespace'
            ? string extends keyof S[K]
              ? IndexedMapError<`${Where}namespace`>
              : { readonly [N in keyof S[K]]: ScopeCheck<S[K][N], `${Where}namespace.${N & string}.`> }
            : K extends 'connect'
              ? ConnectListCheck<S[K], `${Where}connect`>
              : K extends 'root'
                ? KeysCheck<S[K], RootKey, `${Where}root`, 'key of root (expected controller, action)'>
                : DeclarationTypeError<`${Where}${K & string}: unknown key of a scope (expected resources, resource, namespace, connect or root)`>
    }

/**
 * A map of resources. One typed by an index signature (`Record<string, …>`, the package's own map
 * type) is not walked into (the package's types nest without end): its names are not literals.
 */
type MapCheck<R, Keys extends PropertyKey, Where extends string> = string extends keyof R
  ? IndexedMapError<Where extends `${infer Place}.` ? Place : Where>
  : {
      readonly [N in keyof R]: OptionsCheck<R[N], Keys, `${Where}${N & string}`>
    }

type OptionsCheck<O, Keys extends PropertyKey, Where extends string> = {
  readonly [K in keyof O]: K extends 'except'
    ? O extends { readonly only: unknown }
      ? DeclarationTypeError<`${Where}: 'only' and 'except' cannot be used together`>
      : FilterCheck<O[K], `${Where}.except`>
    : K extends 'only'
      ? FilterCheck<O[K], `${Where}.only`>
      : K extends 'resources'
        ? MapCheck<O[K], ResourceOptionKey, `${Where}.resources.`>
        : K extends 'resource'
          ? MapCheck<O[K], CommonOptionKey, `${Where}.resource.`>
          : K extends 'connect'
            ? ConnectListCheck<O[K], `${Where}.connect`>
            : K extends 'new' | 'member' | 'collection'
              ? ActionMapCheck<O[K], `${Where}.${K}`, K extends 'new' ? true : false>
              : K extends 'conditions'
                ? ConditionsCheck<O[K], `${Where}.conditions`>
                : K extends 'has_one' | 'has_many'
                  ? O[K] extends readonly []
                    ? DeclarationTypeError<`${Where}.${K}: empty list`>
                    : WidenedCheck<O[K], `${Where}.${K}`>
                  : K extends Keys
                    ? K extends WidenableKey
                      ? WidenedCheck<O[K], `${Where}.${K}`>
                      : O[K]
                    : DeclarationTypeError<`${Where}.${K & string}: unknown option${'singular' extends Keys ? '' : K extends 'singular' ? ' (a singleton resource has no singular)' : ''}`>
}

/** The advice for a widened declaration. */
type WriteLiterals = "write literal values: the declaration inline in defineRoutes(...), or add 'as const'"
/** A map whose names are typed by an index signature: the helpers would take any name. */
type IndexedMapError<Where extends string> =
  DeclarationTypeError<`${Where}: names typed by an index signature (Record<string, …>), not literal names: type the whole scope as RouteDeclaration to build it at run time (untyped helpers), or ${WriteLiterals}`>
/** A value the derivation reads as a literal: `boolean` / `string` (or a list of strings, or an array that is not a tuple) means it has widened. */
type WidenedCheck<V, Where extends string> = boolean extends V
  ? DeclarationTypeError<`${Where}: boolean, not true or false: ${WriteLiterals}`>
  : string extends List<V>
    ? DeclarationTypeError<`${Where}: ${V extends readonly unknown[] ? 'string[]' : 'string'}, not a literal: ${WriteLiterals}`>
    : V extends readonly unknown[]
      ? number extends V['length']
        ? DeclarationTypeError<`${Where}: an array, not a list of literals: ${WriteLiterals}`>
        : V
      : V

/** The methods an action may name, as a message lists them. */
type MethodList = 'get, post, put, delete or any'
/** `member` / `collection` / `new`: each action's method (or list of methods). */
type ActionMapCheck<M, Where extends string, IsNew extends boolean> = {
  readonly [A in keyof M]: string extends List<M[A]>
    ? DeclarationTypeError<`${Where}.${A & string}: ${M[A] extends readonly unknown[] ? 'string[]' : 'string'}, not a method: ${WriteLiterals}`>
    : List<M[A]> extends ActionMethod
      ? IsNew extends true
        ? M[A] extends readonly unknown[]
          ? 'any' extends M[A][number]
            ? DeclarationTypeError<`${Where}.${A & string}: 'any' cannot be part of a list (a new action with several methods is one route accepting each)`>
            : M[A]
          : M[A]
        : M[A]
      : DeclarationTypeError<`${Where}.${A & string}: '${Exclude<List<M[A]>, ActionMethod> & string}' is not a method (${MethodList})`>
}

/** `only` / `except`: `'all'`, `'none'`, default actions. */
type FilterCheck<F, Where extends string> =
  string extends List<F>
    ? DeclarationTypeError<`${Where}: ${F extends readonly unknown[] ? 'string[]' : 'string'}, not a list of actions: ${WriteLiterals}`>
    : F extends ActionFilter
      ? F extends readonly unknown[]
        ? number extends F['length']
          ? DeclarationTypeError<`${Where}: an array of actions, not a list of literal actions (the helpers of every action it may hold would exist): ${WriteLiterals}`>
          : F
        : F
      : DeclarationTypeError<`${Where}: '${Exclude<List<F>, ActionFilter> & string}' is not one of the default actions (index, create, new, edit, show, update, destroy, or 'all' / 'none')`>

/** `conditions`: `method` (one of the methods or a list of them) and custom request conditions. */
type ConditionsCheck<Conditions, Where extends string> = {
  readonly [K in keyof Conditions]: K extends 'method'
    ? string extends List<Conditions[K]>
      ? DeclarationTypeError<`${Where}.method: string, not a method: ${WriteLiterals}`>
      : Conditions[K] extends RouteConditions['method']
        ? Conditions[K]
        : List<Conditions[K]> extends ActionMethod
          ? DeclarationTypeError<`${Where}.method: 'any' cannot be part of a list (alone, it accepts every method)`>
          : DeclarationTypeError<`${Where}.method: '${Exclude<List<Conditions[K]>, ActionMethod> & string}' is not a method (${MethodList})`>
    : Conditions[K] extends string | RegExp | readonly string[]
      ? Conditions[K]
      : DeclarationTypeError<`${Where}.${K & string}: a request condition is a string, a RegExp or a list of strings`>
}

type NoController<
  P extends string,
  Where extends string,
> = DeclarationTypeError<`${Where}: path '${P}' names no controller: give 'controller' or a :controller segment`>

type ConnectListCheck<L, Where extends string> = L extends readonly unknown[]
  ? number extends L['length'] // a list that is not a tuple: it has widened
    ? DeclarationTypeError<`${Where}: ${L[number] extends string ? 'string[]' : 'an array'}, not a list of literal routes: ${WriteLiterals}`>
    : {
        readonly [I in keyof L]: L[I] extends string
          ? string extends L[I]
            ? DeclarationTypeError<`${Where}[${I & string}]: string, not a literal path: ${WriteLiterals}`>
            : HasControllerSegment<L[I]> extends true
              ? L[I]
              : NoController<L[I], `${Where}[${I & string}]`>
          : ConnectCheck<L[I], `${Where}[${I & string}]`>
      }
  : L

type ConnectCheck<C, Where extends string> = {
  readonly [K in keyof C]: K extends 'path' | 'name' | 'controller' | 'action'
    ? string extends C[K]
      ? DeclarationTypeError<`${Where}.${K}: string, not a literal: ${WriteLiterals}`>
      : K extends 'path'
        ? C extends { readonly controller: string }
          ? C[K]
          : HasControllerSegment<C[K]> extends true
            ? C[K]
            : NoController<C[K] & string, Where>
        : C[K]
    : K extends 'conditions'
      ? ConditionsCheck<C[K], `${Where}.conditions`>
      : K extends 'defaults'
        ? C extends { readonly path: infer P extends string }
          ? GlobDefaultCheck<P, C[K], Where>
          : C[K]
        : K extends ConnectKey
          ? C[K]
          : DeclarationTypeError<`${Where}.${K & string}: unknown key of a plain route (path, name, controller, action, conditions, requirements, defaults)`>
}

type GlobDefaultCheck<P extends string, Defaulted, Where extends string> = {
  readonly [K in keyof Defaulted]: K extends GlobDefaultErrors<P, Defaulted>
    ? DeclarationTypeError<`${Where}.defaults.${K & string}: the glob *${K & string} cannot have a non-empty default (Rails 2.3: paths cannot have non-empty default values)`>
    : Defaulted[K]
}

type KeysCheck<O, Keys extends PropertyKey, Where extends string, What extends string> = {
  readonly [K in keyof O]: K extends Keys
    ? string extends O[K]
      ? DeclarationTypeError<`${Where}.${K & string}: string, not a literal: ${WriteLiterals}`>
      : O[K]
    : DeclarationTypeError<`${Where}.${K & string}: unknown ${What}`>
}

/** A widened declaration's first widened value, if any (keys alone do not widen: `{ resources: { posts: {} } }` is fine). */
export type WidenedMessage<M, D> = [M] extends [never] ? D : OneMessage<M>

/** The messages of the {@link DeclarationTypeError}s in a checked declaration. */
export type MessagesOf<T> =
  T extends DeclarationTypeError<infer M>
    ? M
    : T extends string | number | bigint | boolean | symbol | null | undefined | RegExp | ((...args: never) => unknown)
      ? never
      : T extends readonly unknown[]
        ? MessagesOf<T[number]>
        : string extends keyof T // an index signature: a type, not the declaration's literal (the package's own types nest)
          ? never
          : { [K in keyof T]-?: MessagesOf<T[K]> }[keyof T]
/**
 * One message of several (the user fixes one, then sees the next), so the error stays short; a
 * mistake the checks name no place for (a value of the wrong type, as `shallow: 'yes'`) gets the
 * advice to check the declaration where it is written.
 */
export type OneMessage<M> = [M] extends [never]
  ? "the declaration does not fit RouteDeclaration: write it inline in defineRoutes(...), or add 'satisfies RouteDeclaration' to it, to see where"
  : LastOf<M>
type LastOf<U> = (U extends unknown ? (x: () => U) => void : never) extends (x: infer I) => void
  ? I extends () => infer L
    ? L
    : never
  : never
