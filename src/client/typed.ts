/**
 * `client(routes, { site, format })`: typed collection objects over `Resource`, from a route table
 * (docs/client.md, "A typed client from the route table"):
 *
 * ```ts
 * const api = client(routes, { site: 'http://127.0.0.1:3000/', format: 'json' })
 * await api.projects.find(1)                          // GET  /projects/1.json
 * await api.projects(7).issues.find('all')            // GET  /projects/7/issues.json
 * const issue = await api.projects(7).issues.create({ title: 'x' })   // POST /projects/7/issues.json
 * await issue.close()                                 // PUT  /issues/3/close.json (shallow member)
 * await api.issues.find(3)                            // GET  /issues/3.json
 * await api.projects.search({ q: 'web' })             // GET  /projects/search.json?q=web
 * ```
 *
 * Where things live follows the route paths: a property per static path word (`projects`,
 * `admin`), a call per parent id (`projects(7)`), collection operations (`find('all' | 'first' |
 * 'last')`, `create`, `build`, collection actions) where the collection route is, member
 * operations (`find(id)`, `exists(id)`, `delete(id)`) where the member route is — for a shallow
 * resource that is the top level (`api.issues.find(3)`), with the collection still nested
 * (`api.projects(7).issues`). Member actions (`close`, `reopen`) are methods of the records.
 * Singletons (`api.account`) have `find()`, `create(attrs)` and `build(attrs)`. A resource with a
 * `path_prefix` lives under that prefix from the root, whatever scope declares it
 * (`path_prefix: '/orgs/:org_id'` → `api.orgs(3).companies`); a shallow one's members stay at its
 * scope (`api.companies.find(4)`).
 *
 * Types come from the declaration (the `D` of `Routes<D>`), runtime objects from the route
 * table (`routes.routes`); both follow the path-word rule of docs/migrating-from-rails.md (`as`, else `controller` —
 * a property per segment, `controller: 'admin/felines'` → `api.admin.felines` — else the resource
 * name). A missing parent id, an action the routes lack (removed by
 * only/except or never declared) or a member operation on a nested shallow collection is a
 * compile error.
 */
import { singularize, camelize } from '../inflector/index'
import type { Route, Routes } from '../index'
import { decodeBody } from './connection'
import type { ResourceResponse } from './errors'
import type { Format } from './formats/index'
import { escapeSegment, fillPrefix, queryString, splitOptions, toParam, type Params } from './paths'
import { Resource, type Body, type FindOptions } from './resource'

// =============================================================================================
// Types: the client shape of a declaration
// =============================================================================================

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

// =============================================================================================
// Runtime: shapes from the route table
// =============================================================================================

const DEFAULT_ACTIONS = new Set<string>(['index', 'create', 'new', 'edit', 'show', 'update', 'destroy'])
type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** One resource as the client sees it. */
interface Shape {
  controller: string
  word: string
  singleton: boolean
  /** `/projects/:project_id/` (collection routes' prefix), when index or create is routed. */
  collectionPrefix: string | undefined
  /** `/` (shallow) or `/projects/:project_id/` (member routes' prefix), when a member route exists. */
  memberPrefix: string | undefined
  actions: Set<string>
  collectionActions: Map<string, Verb>
  memberActions: Map<string, Verb>
  cls?: typeof Resource
}

const stripFormat = (path: string): string | null => (path.endsWith('(.:format)') ? path.slice(0, -'(.:format)'.length) : null)
const firstVerb = (verb: Route['verb']): Verb => (typeof verb === 'string' ? (verb === 'ANY' ? 'GET' : verb) : (verb[0] ?? 'GET'))
const split = (path: string): { prefix: string; last: string } => {
  const i = path.lastIndexOf('/')
  return { prefix: path.slice(0, i + 1), last: path.slice(i + 1) }
}

/** The resources of a route table: collection and member locations, default and custom actions. */
function shapesOf(routes: readonly Route[]): Shape[] {
  const shapes: Shape[] = []
  const byCollection = new Map<string, Shape>()
  const byMember = new Map<string, Shape>()
  const shapeFor = (controller: string, word: string, singleton: boolean): Shape => {
    const s: Shape = {
      controller,
      word,
      singleton,
      collectionPrefix: undefined,
      memberPrefix: undefined,
      actions: new Set(),
      collectionActions: new Map(),
      memberActions: new Map(),
    }
    shapes.push(s)
    return s
  }
  // Pass 1: default actions give each resource's collection and member paths.
  for (const r of routes) {
    const path = stripFormat(r.path)
    if (path === null || r.controller === null || r.action === null || !DEFAULT_ACTIONS.has(r.action)) continue
    const { prefix, last } = split(path)
    if (r.action === 'index' || (r.action === 'create' && !byMember.has(`${r.controller} ${path}`))) {
      const key = `${r.controller} ${path}`
      let s = byCollection.get(key)
      if (!s) {
        s = shapeFor(r.controller, last, false)
        s.collectionPrefix = prefix
        byCollection.set(key, s)
      }
      s.actions.add(r.action)
    } else if (r.action === 'show' || r.action === 'update' || r.action === 'destroy') {
      const singleton = last !== ':id'
      const base = singleton ? path : path.slice(0, -'/:id'.length)
      const key = `${r.controller} ${base}`
      let s = byMember.get(key)
      if (!s) {
        const b = split(base)
        s =
          byCollection.get(key) ??
          [...byCollection.values()].find(
            (c) => c.controller === r.controller && c.word === b.last && c.memberPrefix === undefined && !singleton,
          )
        if (!s || singleton) s = shapeFor(r.controller, b.last, singleton)
        s.memberPrefix = b.prefix
        byMember.set(key, s)
        if (singleton) byCollection.set(key, s)
      }
      s.actions.add(r.action)
    }
  }
  // A singleton's create route (last in its table) and collections met after their members.
  for (const r of routes) {
    const path = stripFormat(r.path)
    if (path === null || r.controller === null || r.action !== 'create') continue
    const s = byMember.get(`${r.controller} ${path}`)
    if (s?.singleton) {
      s.actions.add('create')
      s.collectionPrefix = s.memberPrefix
    }
  }
  for (const s of shapes) {
    if (!s.singleton && s.collectionPrefix === undefined) continue
    if (s.singleton) s.collectionPrefix ??= s.memberPrefix
  }
  // Pass 2: custom actions, on a member path (`…/:id/close`) or a collection path (`…/search`).
  for (const r of routes) {
    const path = stripFormat(r.path)
    if (path === null || r.controller === null || r.action === null || DEFAULT_ACTIONS.has(r.action)) continue
    const { prefix, last } = split(path)
    if (last !== r.action) continue
    const base = prefix.slice(0, -1)
    const member = byMember.get(`${r.controller} ${base.endsWith('/:id') ? base.slice(0, -'/:id'.length) : base}`)
    if (member && (base.endsWith('/:id') || member.singleton)) {
      if (!member.memberActions.has(r.action)) member.memberActions.set(r.action, firstVerb(r.verb))
      continue
    }
    const collection = byCollection.get(`${r.controller} ${base}`)
    if (collection && !collection.collectionActions.has(r.action)) collection.collectionActions.set(r.action, firstVerb(r.verb))
  }
  return shapes
}

// =============================================================================================
// Runtime: one Resource class per shape
// =============================================================================================

function classFor(shape: Shape, options: ClientOptions): typeof Resource {
  if (shape.cls) return shape.cls
  const url = new URL(options.site)
  const sitePath = url.pathname.replace(/\/$/, '')
  const memberPrefix = `${sitePath}${shape.memberPrefix ?? shape.collectionPrefix ?? '/'}`
  const collectionPrefix = `${sitePath}${shape.collectionPrefix ?? shape.memberPrefix ?? '/'}`
  const variables = [...new Set([...memberPrefix.matchAll(/:(\w+)/g), ...collectionPrefix.matchAll(/:(\w+)/g)].map((m) => m[1]!))]
  const word = shape.word
  const singleton = shape.singleton

  class Generated extends Resource {
    static override get prefixParameters(): string[] {
      return variables
    }
    static override collectionPath(prefixOptions?: Params, query?: Params): string {
      const [prefix, rest] = query === undefined ? splitOptions(prefixOptions, variables, this.name) : [prefixOptions ?? {}, query]
      return `${fillPrefix(collectionPrefix, prefix, this.name)}${word}.${this.format}${queryString(rest)}`
    }
    static override customMethodCollectionPath(name: string, params?: Params): string {
      const [prefix, query] = splitOptions(params, variables, this.name)
      return `${fillPrefix(collectionPrefix, prefix, this.name)}${word}/${escapeSegment(name)}.${this.format}${queryString(query)}`
    }
    static override elementPath(id: unknown, prefixOptions?: Params, query?: Params): string {
      if (!singleton) return super.elementPath(id, prefixOptions, query)
      const [prefix, rest] = query === undefined ? splitOptions(prefixOptions, variables, this.name) : [prefixOptions ?? {}, query]
      return `${fillPrefix(memberPrefix, prefix, this.name)}${word}.${this.format}${queryString(rest)}`
    }
  }
  Object.defineProperty(Generated, 'name', { value: camelize(singularize(word)) })
  // The site without its path (the path is in the prefixes), credentials kept for Basic auth.
  Generated.site = `${url.protocol}//${url.username || url.password ? `${url.username}:${url.password}@` : ''}${url.host}/`
  Generated.prefix = memberPrefix
  Generated.format = options.format ?? 'xml'
  Generated.elementName = singularize(word)
  Generated.collectionName = word
  options.configure?.(Generated)
  if (singleton) singletonRecords(Generated)

  for (const [name, verb] of shape.memberActions) {
    if (name in Resource.prototype) continue
    Object.defineProperty(Generated.prototype, name, {
      configurable: true,
      writable: true,
      value: function (this: Resource, params?: Params, body?: Body): Promise<unknown> {
        if (singleton) {
          const path = `${fillPrefix(memberPrefix, this.prefixOptions, Generated.name)}${word}/${escapeSegment(name)}.${Generated.format}${queryString(params)}`
          if (verb === 'GET') return Generated.send(verb, path).then((response) => decodeBody(Generated.formatCodec, response))
          return Generated.send(verb, path, verb === 'DELETE' ? undefined : Generated.encodeBody(body))
        }
        return verb === 'GET' ? this.get(name, params) : this.request(verb, name, params, body)
      },
    })
  }
  shape.cls = Generated
  return Generated
}

/**
 * A singleton's URL names no id, so its records are persisted without one: a record found (or
 * created) is persisted, `save()` then PUTs the singleton path, `reload()` and `exists()` use that
 * path, and the `Location` of a create gives no id.
 */
function singletonRecords(cls: typeof Resource): void {
  const persisted = new WeakSet<object>()
  const base = Resource.prototype
  const instantiateRecord = cls.instantiateRecord
  Object.defineProperty(cls, 'instantiateRecord', {
    configurable: true,
    writable: true,
    value: function (this: typeof Resource, data: unknown, response: ResourceResponse | null, prefixOptions: Params): Resource {
      const record = instantiateRecord.call(this, data, response, prefixOptions) as Resource
      persisted.add(record)
      return record
    },
  })
  const methods: Partial<Record<keyof Resource, unknown>> = {
    isNew(this: Resource): boolean {
      return !persisted.has(this) && base.isNew.call(this)
    },
    idFromResponse(): string | null {
      return null
    },
    async save(this: Resource): Promise<boolean> {
      const saved = await base.save.call(this)
      if (saved) persisted.add(this)
      return saved
    },
    async reload(this: Resource): Promise<Resource> {
      const fresh = await cls.find('one', { from: cls.elementPath(null, this.prefixOptions, {}) })
      if (fresh !== null) this.load(fresh.attributes)
      return this
    },
    async exists(this: Resource): Promise<boolean> {
      return !this.isNew() && cls.exists('', { params: this.prefixOptions })
    },
    dup(this: Resource): Resource {
      const copy = base.dup.call(this)
      if (persisted.has(this)) persisted.add(copy)
      return copy
    },
  }
  for (const [name, value] of Object.entries(methods)) {
    Object.defineProperty(cls.prototype, name, { configurable: true, writable: true, value })
  }
}

// =============================================================================================
// Runtime: the object tree
// =============================================================================================

interface Node {
  children: Map<string, Node>
  callParam: string | undefined
  callNode: Node | undefined
  collection: Shape | undefined
  member: Shape | undefined
}

const newNode = (): Node => ({ children: new Map(), callParam: undefined, callNode: undefined, collection: undefined, member: undefined })

function place(root: Node, prefix: string, word: string): Node {
  let node = root
  for (const seg of `${prefix}${word}`.split('/').filter(Boolean)) {
    if (seg.startsWith(':')) {
      node.callParam ??= seg.slice(1)
      node = node.callNode ??= newNode()
    } else {
      let next = node.children.get(seg)
      if (!next) node.children.set(seg, (next = newNode()))
      node = next
    }
  }
  return node
}

// the scopes the typed find takes; any other string is an id (`find('one')` finds the record 'one')
const SCOPES = new Set(['all', 'first', 'last'])

const isEmpty = (o: object): boolean => Object.keys(o).length === 0

/** The param of an `Id`: scalars as they are, a record by its `toParam()` / `to_param()` / `id`. */
function idOf(id: Id): string | number | bigint {
  return typeof id === 'object' && id !== null ? toParam(id, 'id') : id
}

function build(node: Node, bound: Record<string, unknown>, options: ClientOptions): object {
  const callNode = node.callNode
  const callParam = node.callParam
  const target: Record<string, unknown> =
    callNode && callParam
      ? (((id: Id) => build(callNode, { ...bound, [callParam]: id }, options)) as unknown as Record<string, unknown>)
      : {}
  const define = (key: string, value: unknown): void => {
    Object.defineProperty(target, key, { value, enumerable: true, configurable: true })
  }
  for (const [word, child] of node.children) {
    Object.defineProperty(target, word, { get: () => build(child, bound, options), enumerable: true, configurable: true })
  }
  const params = (p?: Params): Params => ({ ...bound, ...p })
  const collection = node.collection
  const member = node.member
  if (collection?.singleton) {
    const cls = classFor(collection, options)
    if (collection.actions.has('show')) {
      // the parent ids become the record's prefix options (a path `from` sets none), for its save()
      define('find', (o: FindOptions = {}) =>
        cls.find('one', { from: cls.elementPath(null, bound, {}), ...(o.params ? { params: o.params } : {}) }).then((record) => {
          if (record !== null && !isEmpty(bound)) record.prefixOptions = { ...bound, ...record.prefixOptions }
          return record
        }),
      )
    }
    if (collection.actions.has('create')) {
      define('create', (attributes: Record<string, unknown> = {}) => cls.create(attributes, bound))
      define('build', (attributes: Record<string, unknown> = {}) => new cls(attributes, bound))
    }
    return target
  }
  if (collection || member) {
    const finders: Record<string, (scope: any, o?: FindOptions) => Promise<unknown>> = {}
    if (collection && collection.actions.has('index')) {
      const cls = classFor(collection, options)
      finders['collection'] = (scope: string, o: FindOptions = {}) => cls.find(scope as 'all', { ...o, params: params(o.params) })
    }
    if (member && member.actions.has('show')) {
      const cls = classFor(member, options)
      finders['member'] = (id: Id, o: FindOptions = {}) => {
        const value = idOf(id)
        if (value !== 'one') return cls.find(value, { ...o, params: params(o.params) })
        // Resource.find('one') is a scope: the record 'one' is read from its path
        const [prefix, query] = splitOptions(params(o.params), cls.prefixParameters, cls.name)
        return cls.find('one', { from: cls.elementPath(value, prefix, query) }).then((record) => {
          if (record === null) throw new TypeError(`${cls.name}: expected a record in the response body`)
          record.prefixOptions = prefix
          return record
        })
      }
      define('exists', (id: Id) => cls.exists(idOf(id), { params: bound }))
    }
    if (finders['collection'] || finders['member']) {
      define('find', (scope: Id, o?: FindOptions) => {
        const f = typeof scope === 'string' && SCOPES.has(scope) ? finders['collection'] : finders['member']
        if (!f) throw new TypeError(`find(${String(scope)}): no such route here`)
        return f(scope, o)
      })
    }
    if (member && member.actions.has('destroy')) {
      const cls = classFor(member, options)
      define('delete', (id: Id) => cls.delete(idOf(id), bound))
    }
    if (collection) {
      const cls = classFor(collection, options)
      if (collection.actions.has('create')) {
        define('create', (attributes: Record<string, unknown> = {}) => cls.create(attributes, bound))
        define('build', (attributes: Record<string, unknown> = {}) => new cls(attributes, bound))
      }
      for (const [name, verb] of collection.collectionActions) {
        define(
          name,
          verb === 'GET'
            ? (p?: Params) => cls.find('all', { from: name, params: params(p) })
            : (p?: Params, body?: Body) => cls.request(verb, name, params(p), body),
        )
      }
    }
  }
  return target
}

/**
 * A typed client for the resources of `routes` (see the module docs for the shape).
 *
 * @param routes what `defineRoutes` returns (`Routes<D>`).
 * @param options `site` (required), `format` (`'xml'` default, or `'json'`), and `configure` to set
 *   class settings (logger, fetch, headers, timeout) on every generated class.
 * @example
 * const api = client(routes, { site: 'http://127.0.0.1:3000/', format: 'json' })
 * const issues = await api.projects(7).issues.find('all', { params: { state: 'open' } })
 */
export function client<D, C>(routes: Routes<D, C>, options: ClientOptions): TypedClient<D> {
  const root = newNode()
  for (const shape of shapesOf(routes.routes)) {
    if (shape.collectionPrefix !== undefined) place(root, shape.collectionPrefix, shape.word).collection = shape
    if (shape.memberPrefix !== undefined && !shape.singleton) place(root, shape.memberPrefix, shape.word).member = shape
  }
  return build(root, {}, options) as TypedClient<D>
}
