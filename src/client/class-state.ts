/**
 * What a resource class keeps about itself beside its settings (./settings.ts): its headers
 * object, the values it derives from its settings (the parsed site, the default element and
 * collection names, the prefix variables), its proxy connection pool, and for the root class the
 * registry of classes for nested records. Each class holds its own state, under a symbol-keyed
 * own property read through {@link ownState} / {@link stateOf}; nothing is kept at module level,
 * so two classes share no state, and a class's state goes away with it.
 */
import type { ProxyAgents } from './proxy'
import { ClassRegistry } from './registry'

const STATE = Symbol('typed-resources class state')

/** A value derived from `source` (compared with `===`), kept until the source changes. */
export interface Derived<S, V> {
  readonly source: S
  readonly value: V
}

/**
 * `kept` when it was derived from `source`, else the value `derive` gives for `source` (kept by
 * the caller in place of the old one).
 */
export function rederive<S, V>(kept: Derived<S, V> | undefined, source: S, derive: (source: S) => V): Derived<S, V> {
  return kept !== undefined && kept.source === source ? kept : { source, value: derive(source) }
}

/** The state of one class (never shared: a subclass has its own). */
export interface ClassState {
  /** The class this state belongs to. */
  readonly owner: object
  /** The class's own headers object (its prototype is the superclass's headers), made on first read. */
  headers: Record<string, string> | undefined
  /** Whose headers this class's headers inherit instead of its superclass's (classes made for nested records). */
  headersParent: object | undefined
  /** True once `headers` static fields of the class and its superclasses were adopted. */
  headersAdopted: boolean
  /** The site setting parsed, with the prefix its path gives. */
  site: Derived<string | URL, { readonly url: URL; prefix: string | undefined }> | undefined
  /** The element name derived from the class name. */
  elementName: Derived<string, string> | undefined
  /** The collection name derived from the element name. */
  collectionName: Derived<string, string> | undefined
  /** The variables of the prefix template. */
  prefixParameters: Derived<string, readonly string[]> | undefined
  /** The class's proxy connection pool, made on its first request. */
  proxyAgents: ProxyAgents | undefined
  /** The registry of classes for nested records, on the root class (`Resource`). */
  registry: ClassRegistry | undefined
}

/** The state `cls` holds itself, `undefined` when it has none yet (none is created). */
export function ownState(cls: object): ClassState | undefined {
  const state = (cls as { [STATE]?: ClassState })[STATE]
  return state !== undefined && state.owner === cls ? state : undefined
}

/**
 * `cls`'s own state, created on first use. A frozen class cannot hold one: it gets a new state on
 * each call (what it derives is computed again each time; its headers object is not kept).
 */
export function stateOf(cls: object): ClassState {
  const own = ownState(cls)
  if (own !== undefined) return own
  const state: ClassState = {
    owner: cls,
    headers: undefined,
    headersParent: undefined,
    headersAdopted: false,
    site: undefined,
    elementName: undefined,
    collectionName: undefined,
    prefixParameters: undefined,
    proxyAgents: undefined,
    registry: undefined,
  }
  if (Object.isExtensible(cls)) Object.defineProperty(cls, STATE, { value: state, configurable: true, enumerable: false, writable: false })
  return state
}

/** The registry of classes for nested records kept by the root class `root` (made on first use). */
export function registryOf(root: object): ClassRegistry {
  const state = stateOf(root)
  return (state.registry ??= new ClassRegistry())
}
