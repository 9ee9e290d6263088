/**
 * Is a declaration valid? A walk that yields `never` when the types see no mistake in it, and
 * otherwise the offending keys; cheap for a valid declaration (see the NOTE on cost below). The
 * messages, with their places, are built only for an invalid one (./messages).
 */
import type { ActionMap, ActionMethod, RouteConditions, RouteScope } from '../../routing/declaration'
import type { CommonOptionKey, ConnectKey, List, LiteralFilter, ResourceOptionKey, RootKey, ScopeKey, WidenableKey } from './keys'

export type ScopeErrors<S> = S extends readonly unknown[]
  ? ScopeErrors<S[number]>
  : [RouteScope] extends [S] // a scope typed as the package's (built at run time): accepted, untyped
    ? never
    : | Exclude<keyof S, ScopeKey>
      | (S extends { readonly resources: infer R } ? MapErrors<R, ResourceOptionKey> : never)
      | (S extends { readonly resource: infer R } ? MapErrors<R, CommonOptionKey> : never)
      | (S extends { readonly namespace: infer N }
          ? string extends keyof N
            ? 'namespace'
            : { [K in keyof N]: ScopeErrors<N[K]> }[keyof N]
          : never)
      | (S extends { readonly connect: infer L } ? ConnectErrors<List<L>> : never)
      | (S extends { readonly root: infer R } ? Exclude<keyof R, RootKey> | (string extends R[keyof R & RootKey] ? 'root' : never) : never)

/**
 * The errors of a map of resources (name → options). Each resource's options are looked at by
 * what their keys need (NOTE: cost): a resource whose keys all need their key test alone (none,
 * `requirements`, `path_names`, `as`…) costs one comparison of its keys; with the value options
 * `member`, `collection`, `only` and `except` too, one comparison of the options with
 * {@link FastValues}; with nested `resources` too, that and the nested map's errors. Only a
 * mistake in the value options, the options that nest other routes or have rules of their own
 * ({@link SlowKey}), and the {@link WidenableKey} options are looked at key by key
 * ({@link DeepOptionErrors}); an unknown key is found there too.
 */
type MapErrors<R, Keys extends PropertyKey> = string extends keyof R
  ? 'map' // names typed by an index signature (`Record<string, …>`), not literals: the helpers would take any name
  : OptionErrors<R[keyof R], Keys>
/** The options that need their key test alone (the same for a plural and a singleton resource: `singular` can widen). */
type ShallowKey = Exclude<CommonOptionKey, DeepOptionKey | WidenableKey>
/** …and the options checked at once against {@link FastValues}. */
type ShallowOrFastKey = ShallowKey | FastKey
/** …and nested resources. */
type NestingKey = ShallowOrFastKey | 'resources'
/*
 * NOTE (cost): distributing over the union of a map's options (`R[keyof R]`) instead of mapping
 * over its keys, and comparing key unions (`keyof O extends ShallowKey`) instead of building
 * `keyof O & DeepOptionKey` (a union of eleven intersections per resource), cut the check of a
 * 1000-resource declaration from about 35 k to 26 k instantiations under TypeScript 5.9. The key
 * sets are constants (not type parameters, which every step of the conditional chain maps) and
 * the common shapes take their own branch (no unknown-key test when the keys are a subset of
 * {@link NestingKey}): 26.5 k → 13 k instantiations, and 32 k → 17 k TypeScript 7 allocations.
 * The options are distributed by `O extends never ? never : …`, not `O extends unknown ? … : never`:
 * a conditional type in the false branch of its parent continues the same evaluation, while one in
 * the true branch starts a new tail-recursion step (TypeScript 7: two allocations each, 2 k of the
 * check's allocations at 1000 resources).
 */
type OptionErrors<O, Keys extends PropertyKey> = O extends never
  ? never
  : keyof O extends ShallowKey
    ? never
    : 'only' | 'except' extends keyof O
      ? 'except'
      : keyof O extends ShallowOrFastKey
        ? FastErrors<O>
        : keyof O extends NestingKey
          ? FastErrors<O> | MapErrors<O[keyof O & 'resources'], ResourceOptionKey>
          : KeyErrors<O, Keys> | WidenedErrors<O> | FastErrors<O> | SlowErrors<O>

/**
 * The {@link WidenableKey} options whose value has widened (`shallow: boolean`, `controller:
 * string`, `has_many: string[]`): a value held in a variable of a wide type, inside an inline
 * declaration, would derive loose helpers.
 */
type WidenedErrors<O> = { [K in keyof O & WidenableKey]: IsWidened<O[K]> extends true ? K : never }[keyof O & WidenableKey]
/** `boolean`, `string`, a list of `string` or an array that is not a tuple: not the literal the derivation reads. */
type IsWidened<V> = boolean extends V
  ? true
  : string extends List<V>
    ? true
    : V extends readonly unknown[]
      ? number extends V['length']
        ? true
        : false
      : false

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
  readonly only?: LiteralFilter
  readonly except?: LiteralFilter
  readonly [key: string]: unknown
}
/** The unknown keys of the options `O`. */
type KeyErrors<O, Keys extends PropertyKey> = keyof O extends Keys ? never : Exclude<keyof O, Keys>
/** The mistakes in `member`, `collection`, `only` and `except` (options without both `only` and `except`). */
type FastErrors<O> = O extends FastValues ? never : { [K in keyof O & FastKey]: DeepOptionErrors<K, O[K], O> }[keyof O & FastKey]
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
          ? Value extends LiteralFilter
            ? never
            : Key
          : Key extends 'except'
            ? Value extends LiteralFilter
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
export type HasControllerSegment<P> = P extends `:controller${string}` | `${string}/:controller${string}` ? true : false

/** The defaults of `*glob` segments that are not empty (Rails: paths cannot have non-empty default values). */
export type GlobDefaultErrors<P extends string, Defaulted> = {
  [K in keyof Defaulted & string]: P extends `${string}*${K}` | `${string}*${K}/${string}` | `${string}*${K}.${string}`
    ? Defaulted[K] extends null | ''
      ? never
      : K
    : never
}[keyof Defaulted & string]

/** The keys of a plain route whose values the derivation reads as literals (a `string` there has widened). */
type ConnectLiteralKey = 'path' | 'name' | 'controller' | 'action'

type ConnectErrors<C> = C extends string
  ? HasControllerSegment<C> extends true
    ? never
    : 'controller'
  : | Exclude<keyof C, ConnectKey>
    | (string extends C[keyof C & ConnectLiteralKey] ? 'widened' : never)
    | (C extends { readonly controller: string }
        ? never
        : C extends { readonly path: infer P }
          ? HasControllerSegment<P> extends true
            ? never
            : 'controller'
          : never)
    | (C extends { readonly path: infer P extends string; readonly defaults: infer Defaulted } ? GlobDefaultErrors<P, Defaulted> : never)
    | (C extends { readonly conditions: infer Conditions } ? ConditionsErrors<Conditions> : never)
