/**
 * The typed client's shape at the type level: from a declaration `D` (the `D` of `Routes<D>`),
 * the collection objects, calls per parent id, member operations and record methods the runtime
 * (./index.ts) builds from the route table. The rules are listed in ./index.ts.
 */
import type { ResourceResponse } from '../errors'
import type { Format } from '../formats/index'
import type { Params } from '../paths'
import type { FindOptions } from '../finders'
import type { Resource, Body } from '../resource'

type DefaultAction = 'index' | 'create' | 'new' | 'edit' | 'show' | 'update' | 'destroy'

/** A parent id or record id: a scalar, or a record (its `toParam()` / `id` gives the value). */
export type Id = string | number | bigint | { toParam(): unknown } | { readonly id: unknown }

/** Inherited context: allowed default actions (only/except), shallow. */
interface Inherited {
  readonly allowed: DefaultAction
  readonly shallow: boolean
}
type Top = { allowed: DefaultAction; shallow: false }

type Filter<F> = F extends 'all'
  ? DefaultAction
  : F extends 'none'
    ? never
    : F extends readonly (infer A)[]
      ? A & DefaultAction
      : F & DefaultAction
type Allowed<O, I extends Inherited> = O extends { readonly only: infer F }
  ? Filter<F>
  : O extends { readonly except: infer F }
    ? Exclude<DefaultAction, Filter<F>>
    : I['allowed']
type IsShallow<O, I extends Inherited> = O extends { readonly shallow: infer S } ? (S extends true ? true : false) : I['shallow']
type Ctx<O, I extends Inherited> = { allowed: Allowed<O, I>; shallow: IsShallow<O, I> }

/**
 * The path word of a resource: `as`, else `controller` (all of it: `'admin/felines'` routes
 * `/admin/felines`), else the name.
 */
type Word<K extends string, O> = O extends { readonly as: infer A extends string }
  ? A
  : O extends { readonly controller: infer C extends string }
    ? C
    : K
/** `V` at path word `W`, a property per segment (`'admin/felines'` → `{ admin: { felines: V } }`). */
type At<W extends string, V> = W extends `${infer H}/${infer T}` ? { [K in H]: At<T, V> } : { [K in W]: V }
type Slashless<W> = W extends `${string}/${string}` ? never : W

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never
type Simplify<T> = { [K in keyof T]: T[K] } & {}

/** Whether an action's (first) method is GET (`any` is called with GET). */
type IsGet<V> = V extends 'get' | 'any' | readonly ['get' | 'any', ...unknown[]] ? true : false

/**
 * A member action's method on a record, called with the action's first method: GET resolves to
 * the decoded body, others to the response.
 */
type MemberMethod<V> =
  IsGet<V> extends true ? (params?: Params) => Promise<unknown> : (params?: Params, body?: Body) => Promise<ResourceResponse>

/** Records of a resource: `Resource` plus one method per member action. */
export type RecordOf<O> = Resource & (O extends { readonly member: infer M } ? { [A in keyof M & string]: MemberMethod<M[A]> } : {})

/** A collection action (its first method): GET finds records through it, other verbs resolve to the response. */
type CollectionMethod<V, R> =
  IsGet<V> extends true ? (params?: Params) => Promise<R[]> : (params?: Params, body?: Body) => Promise<ResourceResponse>

/** Collection operations where the collection route is. */
export type CollectionOps<O, A extends DefaultAction, R> = ('index' extends A
  ? {
      /** GET the collection (`'all'`), or its first / last record. */
      find(scope: 'all', options?: FindOptions): Promise<R[]>
      find(scope: 'first' | 'last', options?: FindOptions): Promise<R | null>
    }
  : {}) &
  ('create' extends A
    ? {
        /** POST a new record to the collection; resolves to it (check `errors` / `valid()`). */
        create(attributes?: Readonly<Record<string, unknown>>): Promise<R>
        /** A new, unsaved record of this collection (`save()` POSTs it). */
        build(attributes?: Readonly<Record<string, unknown>>): R
      }
    : {}) &
  (O extends { readonly collection: infer C } ? { [N in keyof C & string]: CollectionMethod<C[N], R> } : {})

/** Member operations where the member route is. */
export type MemberOps<A extends DefaultAction, R> = ('show' extends A
  ? {
      /** GET one record by id. */
      find(id: Id, options?: FindOptions): Promise<R>
      /** HEAD the record: false for 404 / 410. */
      exists(id: Id): Promise<boolean>
    }
  : {}) &
  ('destroy' extends A ? { /** DELETE a record by id. */ delete(id: Id): Promise<ResourceResponse> } : {})

/** What a resource block nests (resources, resource, has_many, has_one). */
type NestedScope<O> = (O extends { readonly resources: infer R } ? { resources: R } : {}) &
  (O extends { readonly resource: infer R } ? { resource: R } : {}) &
  (O extends { readonly has_many: infer H } ? { resources: HasMany<H> } : {}) &
  (O extends { readonly has_one: infer H } ? { resource: HasOne<H> } : {})
type HasMany<H> = H extends string
  ? { [K in H]: {} }
  : H extends readonly (infer E)[]
    ? UnionToIntersection<HasMany<E>>
    : { [K in keyof H & string]: H[K] extends string | readonly unknown[] ? { has_many: H[K] } : { has_many: H[K] } }
type HasOne<H> = H extends string ? { [K in H]: {} } : H extends readonly (infer E extends string)[] ? { [K in E]: {} } : {}
type HasNested<O> = O extends
  { readonly resources: object } | { readonly resource: object } | { readonly has_many: unknown } | { readonly has_one: unknown }
  ? true
  : false

/** A plural resource at its collection location. */
type PluralApi<O, I extends Inherited, Nested extends boolean> = Simplify<
  CollectionOps<O, Allowed<O, I>, RecordOf<O>> &
    (Nested extends true
      ? IsShallow<O, I> extends true
        ? {}
        : MemberOps<Allowed<O, I>, RecordOf<O>>
      : MemberOps<Allowed<O, I>, RecordOf<O>>)
> &
  // a shallow nested collection is not callable: what nests in it is at its member location
  (HasNested<O> extends true
    ? Nested extends true
      ? IsShallow<O, I> extends true
        ? {}
        : (id: Id) => ScopeApi<NestedScope<O>, Ctx<O, I>, true>
      : (id: Id) => ScopeApi<NestedScope<O>, Ctx<O, I>, true>
    : {})

/** A singleton resource. */
type SingletonApi<O, I extends Inherited> = Simplify<
  ('show' extends Allowed<O, I> ? { /** GET the singleton. */ find(options?: FindOptions): Promise<RecordOf<O>> } : {}) &
    ('create' extends Allowed<O, I>
      ? {
          /** POST it. */ create(attributes?: Readonly<Record<string, unknown>>): Promise<RecordOf<O>>
          /** A new, unsaved one. */ build(attributes?: Readonly<Record<string, unknown>>): RecordOf<O>
        }
      : {})
> &
  (HasNested<O> extends true ? ScopeApi<NestedScope<O>, Ctx<O, I>, true> : {})

/** Whether a resource has a `path_prefix` (its routes then live under that prefix, from the root). */
type Prefixed<O> = O extends { readonly path_prefix: string } ? true : false

/**
 * The resources of a scope at the scope's location. One with a `path_prefix` is not there (see
 * {@link PrefixedApi}), except a shallow one's members (and what nests in it) at the top of a chain.
 */
type PluralsApi<R, I extends Inherited, Nested extends boolean> = WithSlashed<
  { [K in keyof R & string as Slashless<PluralKey<K, R[K], I, Nested>>]: PluralValue<R[K], I, Nested> },
  { [K in keyof R & string]: AtSlashed<PluralKey<K, R[K], I, Nested>, PluralValue<R[K], I, Nested>> }[keyof R & string]
>
type PluralKey<K extends string, O, I extends Inherited, Nested extends boolean> =
  Prefixed<O> extends true ? (Nested extends false ? (IsShallow<O, I> extends true ? Word<K, O> : never) : never) : Word<K, O>
type PluralValue<O, I extends Inherited, Nested extends boolean> =
  Prefixed<O> extends true ? ShallowMemberApi<O, Ctx<O, I>> : PluralApi<O, I, Nested>
type SingletonsApi<R, I extends Inherited, Nested extends boolean> = WithSlashed<
  {
    [K in keyof R & string as Prefixed<R[K]> extends true ? never : Slashless<Word<K, R[K]>>]: SingletonApi<R[K], I> &
      (Nested extends boolean ? {} : {})
  },
  { [K in keyof R & string]: Prefixed<R[K]> extends true ? never : AtSlashed<Word<K, R[K]>, SingletonApi<R[K], I>> }[keyof R & string]
>
/** `V` at a path word with a slash (see {@link At}); `never` for other words. */
type AtSlashed<W, V> = W extends `${string}/${string}` ? At<W, V> : never
/** The resources at plain words, with those at slashed words (`controller: 'admin/felines'`) merged in. */
type WithSlashed<Plain, Slashed> = [Slashed] extends [never] ? Plain : Plain & UnionToIntersection<Slashed>
/** A shallow resource's member operations and nested resources (where its member routes are). */
type ShallowMemberApi<O, I extends Inherited> = Simplify<MemberOps<I['allowed'], RecordOf<O>>> &
  (HasNested<O> extends true ? (id: Id) => ScopeApi<NestedScope<O>, I, true> : {})

// ---------------------------------------------------------------------------------------------
// path_prefix: a resource's routes under its prefix, placed from the root of the client
// ---------------------------------------------------------------------------------------------

/** The segments of a path prefix (`'/orgs/:org_id'` → `['orgs', ':org_id']`). */
type Segments<P extends string> = P extends `/${infer R}`
  ? Segments<R>
  : P extends `${infer H}/${infer T}`
    ? H extends ''
      ? Segments<T>
      : [H, ...Segments<T>]
    : P extends ''
      ? []
      : [P]
/** A tree node: static words as keys, a `:variable` segment as `'(:)'`, the API at `'(api)'`. */
type Place<S, W extends string, Api> = S extends [infer H extends string, ...infer T]
  ? H extends `:${string}`
    ? { '(:)': Place<T, W, Api> }
    : { [K in H]: Place<T, W, Api> }
  : At<W, { '(api)': Api }>
/** The client objects of a tree: a call per `:variable`, a property per word. */
type Materialize<N> = (N extends { '(api)': infer A } ? A : {}) &
  (N extends { '(:)': infer C } ? (id: Id) => Materialize<C> : {}) & { [K in Exclude<keyof N, '(api)' | '(:)'>]: Materialize<N[K]> }
/** A prefixed plural resource at its prefix: the collection, and the members unless shallow. */
type PrefixedPluralApi<O, I extends Inherited> =
  IsShallow<O, I> extends true ? Simplify<CollectionOps<O, Allowed<O, I>, RecordOf<O>>> : PluralApi<O, I, false>
/** The prefixed resources of a scope (and of the scopes it nests), as trees. */
type PrefixTrees<S, I extends Inherited> =
  | (S extends { readonly resources: infer R }
      ? {
          [K in keyof R & string]:
            | (R[K] extends { readonly path_prefix: infer P extends string }
                ? Place<Segments<P>, Word<K, R[K]>, PrefixedPluralApi<R[K], I>>
                : never)
            | PrefixTrees<NestedScope<R[K]>, Ctx<R[K], I>>
        }[keyof R & string]
      : never)
  | (S extends { readonly resource: infer R }
      ? {
          [K in keyof R & string]:
            | (R[K] extends { readonly path_prefix: infer P extends string }
                ? Place<Segments<P>, Word<K, R[K]>, SingletonApi<R[K], I>>
                : never)
            | PrefixTrees<NestedScope<R[K]>, Ctx<R[K], I>>
        }[keyof R & string]
      : never)
  | (S extends { readonly namespace: infer N } ? { [K in keyof N & string]: PrefixTrees<N[K], I> }[keyof N & string] : never)
/**
 * The client of a scope with what its prefixed resources add at the root, merged where both use
 * a word (`orgs` a resource and `/orgs/:org_id` a prefix: one `orgs(id)` reaching both).
 */
type WithPrefixed<A, S> = [PrefixTrees<S, Top>] extends [never] ? A : MergeApi<A, Materialize<UnionToIntersection<PrefixTrees<S, Top>>>>
type MergeApi<A, B> = { [K in Exclude<keyof A, keyof B>]: A[K] } & { [K in Exclude<keyof B, keyof A>]: B[K] } & {
  [K in keyof A & keyof B]: MergeNode<A[K], B[K]>
}
type MergeNode<X, Y> = MergeApi<X, Y> &
  (X extends (id: Id) => infer RX
    ? Y extends (id: Id) => infer RY
      ? (id: Id) => MergeApi<RX, RY>
      : (id: Id) => RX
    : Y extends (id: Id) => infer RY
      ? (id: Id) => RY
      : {})

/**
 * Member access of shallow nested resources, lifted to the scope where the chain starts: a nested
 * resource that is shallow (its own `shallow`, else inherited) has its members and what nests in
 * it at `/<word>/:id` of the scope, at any depth, through singletons too.
 */
type ShallowMembers<R, I extends Inherited> = UnionToIntersection<
  { [K in keyof R & string]: ShallowChildren<NestedScope<R[K]>, Ctx<R[K], I>> }[keyof R & string] | {}
>
type ShallowChildren<S, I extends Inherited> = (S extends { resources: infer R }
  ? UnionToIntersection<
      | {
          [K in keyof R & string]: (IsShallow<R[K], I> extends true
            ? At<
                Word<K, R[K]>,
                Simplify<MemberOps<Allowed<R[K], I>, RecordOf<R[K]>>> &
                  (HasNested<R[K]> extends true ? (id: Id) => ScopeApi<NestedScope<R[K]>, Ctx<R[K], I>, true> : {})
              >
            : {}) &
            ShallowChildren<NestedScope<R[K]>, Ctx<R[K], I>>
        }[keyof R & string]
      | {}
    >
  : {}) &
  (S extends { resource: infer R }
    ? UnionToIntersection<{ [K in keyof R & string]: ShallowChildren<NestedScope<R[K]>, Ctx<R[K], I>> }[keyof R & string] | {}>
    : {})

/** The client of one scope object (`resources`, `resource`, `namespace`). */
type ScopeApi<S, I extends Inherited, Nested extends boolean> = (S extends { readonly resources: infer R }
  ? PluralsApi<R, I, Nested> & (Nested extends true ? {} : ShallowMembers<R, I>)
  : {}) &
  (S extends { readonly resource: infer R } ? SingletonsApi<R, I, Nested> & (Nested extends true ? {} : ShallowMembers<R, I>) : {}) &
  (S extends { readonly namespace: infer N } ? { [K in keyof N & string]: ScopeApi<N[K], I, false> } : {})

/** The typed client of a declaration `D` (the declaration type of `Routes<D>`). */
export type TypedClient<D> = D extends readonly (infer S)[]
  ? WithPrefixed<UnionToIntersection<ScopeApi<S, Top, false>>, S>
  : WithPrefixed<ScopeApi<D, Top, false>, D>

/** Options of {@link client}. */
export interface ClientOptions {
  /** The service URL, e.g. `http://127.0.0.1:3000/` (a path in it prefixes every route path). */
  readonly site: string
  /** `'xml'` (default, as ActiveResource) or `'json'`. */
  readonly format?: Format
  /** Class settings applied to every generated class (`logger`, `fetch`, `headers`, `timeout`, …). */
  readonly configure?: (cls: typeof Resource) => void
}
