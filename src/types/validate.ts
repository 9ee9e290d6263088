/**
 * `Validate<D>` and {@link CheckDeclaration}: compile errors with readable messages for invalid
 * declarations the type system can see, each naming its place (`resources.photos.onlyy`): an
 * unknown key (scope, resource option, plain route), `only` together with `except`, a method
 * other than get/post/put/delete/any, an action in only/except that is not one of the seven, and
 * a declaration whose literal values have widened (held in a variable without `as const`: the
 * helpers would be derived from `string` / `boolean`).
 *
 * `defineRoutes<const D extends DeclarationInput>(declaration: CheckDeclaration<D>)`: the
 * constraint {@link DeclarationInput} has the declaration's shape (completion, hover docs) but
 * takes any string where a literal is expected, so that `D` is always inferred and the check —
 * not a 15-line "is not assignable" chain through `RouteDeclaration` — reports the mistake.
 * `CheckDeclaration<D>` is `D` for a valid declaration (the check costs a walk of the keys);
 * otherwise one message, as a string literal type the argument is not assignable to.
 */
import type {
  ActionFilter,
  ActionMap,
  ActionMethod,
  ConnectRouteObject,
  ResourceOptions,
  RootRoute,
  RouteConditions,
  SingletonResourceOptions,
} from '../routing/declaration'

/** A type error carrying a message: the type of an offending key. */
export interface DeclarationTypeError<Message extends string> {
  readonly error: Message
}

type ScopeKey = 'resources' | 'resource' | 'namespace' | 'connect' | 'root'
type CommonOptionKey =
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
type ResourceOptionKey = CommonOptionKey | 'singular'
type ConnectKey = 'path' | 'name' | 'controller' | 'action' | 'conditions' | 'requirements' | 'defaults'
type RootKey = 'controller' | 'action'

type List<T> = T extends readonly (infer E)[] ? E : T

// ---------------------------------------------------------------------------------------------
// What defineRoutes accepts before checking (its constraint)

/** A method as written: one of the five (an editor completes them) or any string, checked by {@link CheckDeclaration}. */
type MethodInput = ActionMethod | (string & {}) | readonly string[]
/** `member` / `collection` / `new` as written. */
type ActionMapInput = { readonly [action: string]: MethodInput }
/** `only` / `except` as written. */
type FilterInput = ActionFilter | (string & {}) | readonly string[]
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

/** The options whose literal values the derivation reads: held as `string` / `boolean`, they have widened. */
type WidenableKey = 'shallow' | 'singular' | 'controller' | 'name_prefix' | 'path_prefix' | 'has_one' | 'has_many'

// ---------------------------------------------------------------------------------------------
// Is it valid? (a walk that yields `never` when it is)

type ScopeErrors<S> = S extends readonly unknown[]
  ? ScopeErrors<S[number]>
  : | Exclude<keyof S, ScopeKey>
    | (S extends { readonly resources: infer R } ? MapErrors<R, ResourceOptionKey> : never)
    | (S extends { readonly resource: infer R } ? MapErrors<R, CommonOptionKey> : never)
    | (S extends { readonly namespace: infer N }
        ? string extends keyof N
          ? never
          : { [K in keyof N]: ScopeErrors<N[K]> }[keyof N]
        : never)
    | (S extends { readonly connect: infer L } ? ConnectErrors<List<L>> : never)
    | (S extends { readonly root: infer R } ? Exclude<keyof R, RootKey> : never)

/**
 * The errors of a map of resources (name → options). Each resource's options are looked at by
 * what their keys need (NOTE: cost): a resource whose keys all need their key test alone (most:
 * none, or `controller`, `singular`, `shallow`…) costs one comparison of its keys; the value
 * options `member`, `collection`, `only` and `except` are one comparison of the options with
 * {@link FastValues}; only a mistake in them, and the options that nest routes or have rules of
 * their own ({@link SlowKey}), are looked at key by key ({@link DeepOptionErrors}).
 */
type MapErrors<R, Keys extends PropertyKey> = string extends keyof R
  ? never
  : EachOptionErrors<R[keyof R], Keys, Exclude<Keys, DeepOptionKey>>
/*
 * NOTE (cost): distributing over the union of a map's options (`R[keyof R]`) instead of mapping
 * over its keys, and comparing key unions (`keyof O extends Shallow`) instead of building
 * `keyof O & DeepOptionKey` (a union of eleven intersections per resource), cut the check of a
 * 1000-resource declaration from about 35 k to 26 k instantiations under TypeScript 5.9.
 */
type EachOptionErrors<O, Keys extends PropertyKey, Shallow extends PropertyKey> = O extends unknown
  ? keyof O extends Shallow
    ? never
    : KeyErrors<O, Keys> | (keyof O extends Shallow | FastKey ? FastErrors<O> : FastErrors<O> | SlowErrors<O>)
  : never

/** The options that need more than their key test: nested routes, and the values `DeclarationInput` takes looser than `RouteDeclaration` or that have rules beyond their type. */
type DeepOptionKey = FastKey | SlowKey
/** The value options checked at once against {@link FastValues}. */
type FastKey = 'member' | 'collection' | 'only' | 'except'
/** The options looked at one by one: nested routes, `new` (no `'any'` in a list), `conditions`, an empty `has_one` / `has_many`. */
type SlowKey = 'resources' | 'resource' | 'connect' | 'new' | 'conditions' | 'has_one' | 'has_many'
/**
 * The {@link FastKey} values {@link DeepOptionErrors} accepts (and no more: what fails here is
 * looked at key by key, which names the key); any other key passes (the index signature also
 * keeps this from being a weak type).
 */
type FastValues = {
  readonly member?: ActionMap
  readonly collection?: ActionMap
  readonly only?: ActionFilter
  readonly except?: ActionFilter
  readonly [key: string]: unknown
}
/** The unknown keys of the options `O`. */
type KeyErrors<O, Keys extends PropertyKey> = keyof O extends Keys ? never : Exclude<keyof O, Keys>
/** The mistakes in `member`, `collection`, `only` and `except`, and `only` together with `except`. */
type FastErrors<O> = O extends FastValues
  ? 'only' | 'except' extends keyof O
    ? 'except'
    : never
  : { [K in keyof O & FastKey]: DeepOptionErrors<K, O[K], O> }[keyof O & FastKey]
/** The mistakes in the {@link SlowKey} options, and in the routes they nest. */
type SlowErrors<O> = { [K in keyof O & SlowKey]: DeepOptionErrors<K, O[K], O> }[keyof O & SlowKey]

/**
 * What the option `Key` with the value `Value` can get wrong beyond `DeclarationInput`'s types:
 * the errors of nested resources and plain routes; a method or an action that is not one
 * (`DeclarationInput` takes any string there, so that the mistake is named here with its place);
 * `only` with `except`; `'any'` in a list of `new` methods; conditions that are not
 * `RouteConditions`; an empty has_one / has_many. With the key tests this is exactly what
 * `RouteDeclaration` refuses and `DeclarationInput` lets through, so a declaration without errors
 * here is a `RouteDeclaration`, with no structural comparison of the whole declaration against it
 * (which cost TypeScript 5.9 and 7 about half the declaration's check). A method map is one test
 * of the union of its values; only the options a resource has are looked at.
 */
type DeepOptionErrors<Key, Value, O> = Key extends 'resources'
  ? MapErrors<Value, ResourceOptionKey>
  : Key extends 'resource'
    ? MapErrors<Value, CommonOptionKey>
    : Key extends 'connect'
      ? ConnectErrors<List<Value>>
      : Key extends 'member' | 'collection'
        ? Value[keyof Value] extends ActionMethod
          ? never
          : Key
        : Key extends 'only'
          ? Value extends ActionFilter
            ? never
            : Key
          : Key extends 'except'
            ? Value extends ActionFilter
              ? 'only' extends keyof O
                ? Key
                : never
              : Key
            : Key extends 'new'
              ? Value[keyof Value] extends ActionMethod
                ? NewAnyInList<Value>
                : Key
              : Key extends 'conditions'
                ? ConditionsErrors<Value>
                : Value extends readonly [] // has_one, has_many
                  ? Key
                  : never

/** `conditions` that are not `RouteConditions`: a method that is not one (`'any'` stands alone), a custom condition that is not a string, a RegExp or a list of strings. */
type ConditionsErrors<Conditions> = Conditions extends RouteConditions ? never : 'conditions'

/** The `new` actions whose method list holds `'any'` (one route accepting each: `'any'` has no place there). */
type NewAnyInList<N> = { [A in keyof N]: N[A] extends readonly unknown[] ? ('any' extends N[A][number] ? A : never) : never }[keyof N]

/** A path with a `:controller` segment (where the runtime's parser reads one: at a piece's start). */
type HasControllerSegment<P> = P extends `:controller${string}` | `${string}/:controller${string}` ? true : false

/** The defaults of `*glob` segments that are not empty (Rails: paths cannot have non-empty default values). */
type GlobDefaultErrors<P extends string, Defaulted> = {
  [K in keyof Defaulted & string]: P extends `${string}*${K}` | `${string}*${K}/${string}` | `${string}*${K}.${string}`
    ? Defaulted[K] extends null | ''
      ? never
      : K
    : never
}[keyof Defaulted & string]

type ConnectErrors<C> = C extends string
  ? HasControllerSegment<C> extends true
    ? never
    : 'controller'
  : | Exclude<keyof C, ConnectKey>
    | (C extends { readonly controller: string }
        ? never
        : C extends { readonly path: infer P }
          ? HasControllerSegment<P> extends true
            ? never
            : 'controller'
          : never)
    | (C extends { readonly path: infer P extends string; readonly defaults: infer Defaulted } ? GlobDefaultErrors<P, Defaulted> : never)
    | (C extends { readonly conditions: infer Conditions } ? ConditionsErrors<Conditions> : never)

// ---------------------------------------------------------------------------------------------
// Where, and why (built only for an invalid declaration)

type ScopeCheck<S, Where extends string> = S extends readonly unknown[]
  ? { readonly [I in keyof S]: ScopeCheck<S[I], `${Where}[${I & string}].`> }
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
                ? KeysCheck<S[K], RootKey, `${Where}root`, 'key of root (expected controller, action)'>
                : DeclarationTypeError<`${Where}${K & string}: unknown key of a scope (expected resources, resource, namespace, connect or root)`>
    }

type MapCheck<R, Keys extends PropertyKey, Where extends string> = {
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
type WriteLiterals = "write the declaration inline in defineRoutes(...) or add 'as const'"
/** A value the derivation reads as a literal: `boolean` / `string` (or a list of strings) means it has widened. */
type WidenedCheck<V, Where extends string> = boolean extends V
  ? DeclarationTypeError<`${Where}: boolean, not true or false: ${WriteLiterals}`>
  : string extends List<V>
    ? DeclarationTypeError<`${Where}: ${V extends readonly unknown[] ? 'string[]' : 'string'}, not a literal: ${WriteLiterals}`>
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
      ? F
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

/**
 * What `defineRoutes` checks its declaration against: `D` itself when the types see no mistake in
 * it; otherwise one message naming the place of a mistake, a string literal type the declaration
 * is not assignable to — so the error is one line, whether the declaration is written inline or
 * held in a variable (`Argument of type '{ … }' is not assignable to parameter of type
 * '"resources.photos.onlyy: unknown option"'`). `any` and a declaration typed only as
 * `RouteDeclaration` pass (their routes are untyped), and so does `DeclarationInput` itself: what
 * an editor completes inside an unfinished declaration, and what a declaration that does not fit
 * `DeclarationInput` is checked against (TypeScript's own error, at the offending value). The
 * messages are behind `NoInfer`: inferring `D` from the argument would otherwise walk the checks'
 * mapped types with the whole declaration (TypeScript 5.9: a second at 1000 resources).
 *
 * @example
 * ```ts
 * import type { CheckDeclaration } from 'typed-resources'
 * type Ok = CheckDeclaration<{ readonly resources: { readonly posts: { readonly only: readonly ['index'] } } }>
 * // the declaration itself
 * type Widened = CheckDeclaration<{ resources: { boxes: { shallow: boolean } } }>
 * // "resources.boxes.shallow: boolean, not true or false: write the declaration inline in defineRoutes(...) or add 'as const'"
 * ```
 */
export type CheckDeclaration<D> = 0 extends 1 & D
  ? D
  : [DeclarationInput] extends [D]
    ? D
    : [ScopeErrors<D>] extends [never]
      ? IsReadonly<D> extends true
        ? D
        : NoInfer<WidenedMessage<MessagesOf<ScopeCheck<D, ''>>, D>>
      : NoInfer<OneMessage<MessagesOf<ScopeCheck<D, ''>>>>

/**
 * Whether a declaration's properties are `readonly`, as an inline literal (a `const` type
 * parameter) or `as const` makes them: a declaration held in a variable without `as const` is
 * not, and its values may have widened — checked then, and only then, place by place. The
 * top-level properties are compared through `Pick` (comparing `D` itself with `Readonly<D>` cost
 * TypeScript 5.9 half a second on a 1000-resource declaration); an array is readonly or not.
 */
type IsReadonly<D> = D extends readonly unknown[]
  ? D extends unknown[]
    ? false
    : true
  : (<T>() => T extends Pick<D, keyof D> ? 1 : 2) extends <T>() => T extends Readonly<Pick<D, keyof D>> ? 1 : 2
    ? true
    : false
/** A widened declaration's first widened value, if any (keys alone do not widen: `{ resources: { posts: {} } }` is fine). */
type WidenedMessage<M, D> = [M] extends [never] ? D : OneMessage<M>

/** The messages of the {@link DeclarationTypeError}s in a checked declaration. */
type MessagesOf<T> =
  T extends DeclarationTypeError<infer M>
    ? M
    : T extends string | number | bigint | boolean | symbol | null | undefined | RegExp | ((...args: never) => unknown)
      ? never
      : T extends readonly unknown[]
        ? MessagesOf<T[number]>
        : { [K in keyof T]-?: MessagesOf<T[K]> }[keyof T]
/**
 * One message of several (the user fixes one, then sees the next), so the error stays short; a
 * mistake the checks name no place for (a value of the wrong type, as `shallow: 'yes'`) gets the
 * advice to check the declaration where it is written.
 */
type OneMessage<M> = [M] extends [never]
  ? "the declaration does not fit RouteDeclaration: write it inline in defineRoutes(...), or add 'satisfies RouteDeclaration' to it, to see where"
  : LastOf<M>
type LastOf<U> = (U extends unknown ? (x: () => U) => void : never) extends (x: infer I) => void
  ? I extends () => infer L
    ? L
    : never
  : never
