/**
 * Which class a nested object of a record becomes (base.rb `find_or_create_resource_for`):
 * a class registered with `Resource.register(Class, namespace?)` whose element name (or
 * underscored class name) is the key, looked up in the record's own namespace, then the outer
 * ones, then globally; otherwise a class created for the key, kept per parent class (Rails
 * defines it as a constant inside the parent: `Person::Address`). Created classes are bounded:
 * past {@link MAX_CREATED_CLASSES} (all parents together) the oldest is forgotten, so a server
 * sending ever new keys cannot grow the heap without end (a record keeps its class; a later
 * object under a forgotten key gets a new one).
 *
 * Namespaces are dotted strings (`'Api.V1'`); `''` is the global namespace.
 */
import { underscore } from '../inflector/index'
import { ArgumentError } from './errors'

/** What the registry needs to know of a resource class. */
export interface RegisteredClass {
  readonly name: string
  readonly elementName: string
}

const NAMESPACE = /^(?:[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)?$/

const namespaces = new WeakMap<object, string>()
const byNamespace = new Map<string, Set<RegisteredClass>>()
const createdFor = new WeakMap<object, Map<string, RegisteredClass>>()

/** Most classes created for nested keys kept at once, all parent classes together. */
export const MAX_CREATED_CLASSES = 1000
/** Every kept created class, oldest first, with where it is kept. */
const createdOrder = new Map<RegisteredClass, { readonly kept: Map<string, RegisteredClass>; readonly elementName: string }>()

/** How many created classes are kept now (at most {@link MAX_CREATED_CLASSES}). */
export function createdClassCount(): number {
  return createdOrder.size
}

/**
 * Registers `cls` in `namespace` (default: global). Registering again moves it.
 * @throws ArgumentError when the namespace is not a dotted list of identifiers.
 */
export function registerClass(cls: RegisteredClass, namespace = ''): void {
  if (!NAMESPACE.test(namespace)) {
    throw new ArgumentError(`namespace ${JSON.stringify(namespace)} is not a dotted list of identifiers such as 'Api.V1'`)
  }
  const previous = namespaces.get(cls)
  if (previous !== undefined) byNamespace.get(previous)?.delete(cls)
  namespaces.set(cls, namespace)
  let set = byNamespace.get(namespace)
  if (set === undefined) {
    set = new Set()
    byNamespace.set(namespace, set)
  }
  set.add(cls)
}

/** The namespace of a class: where it was registered, or its creator's for a created class, else global. */
export function namespaceOf(cls: object): string {
  return namespaces.get(cls) ?? ''
}

/** `'A.B.C'` → `['A.B.C', 'A.B', 'A', '']`. */
function outward(namespace: string): string[] {
  const out: string[] = []
  let ns = namespace
  while (ns !== '') {
    out.push(ns)
    const dot = ns.lastIndexOf('.')
    ns = dot === -1 ? '' : ns.slice(0, dot)
  }
  out.push('')
  return out
}

const underscoredNames = new Map<string, string>()

/** A class name underscored, without namespace (memoized: the inflector's regex rules are not free). */
function underscoredName(className: string): string {
  let name = underscoredNames.get(className)
  if (name === undefined) {
    const underscored = underscore(className)
    name = underscored.slice(underscored.lastIndexOf('/') + 1)
    if (underscoredNames.size > 10_000) underscoredNames.clear()
    underscoredNames.set(className, name)
  }
  return name
}

function matches(cls: RegisteredClass, elementName: string): boolean {
  return cls.elementName === elementName || underscoredName(cls.name) === elementName
}

/**
 * The class for a nested `elementName` inside a record of `parent`: a registered one (own
 * namespace, then outer ones, then global), else the one `create` makes (created once per parent
 * and element name; it takes the parent's namespace).
 */
export function resolveNestedClass<P extends object, C extends RegisteredClass>(
  parent: P,
  elementName: string,
  create: (parent: P, elementName: string) => C,
): C {
  if (byNamespace.size > 0) {
    for (const ns of outward(namespaceOf(parent))) {
      const set = byNamespace.get(ns)
      if (set === undefined) continue
      for (const cls of set) if (matches(cls, elementName)) return cls as C
    }
  }
  let created = createdFor.get(parent)
  if (created === undefined) {
    created = new Map()
    createdFor.set(parent, created)
  }
  let cls = created.get(elementName) as C | undefined
  if (cls === undefined) {
    cls = create(parent, elementName)
    created.set(elementName, cls)
    createdOrder.set(cls, { kept: created, elementName })
    if (createdOrder.size > MAX_CREATED_CLASSES) {
      const [oldest, where] = createdOrder.entries().next().value as [
        RegisteredClass,
        { kept: Map<string, RegisteredClass>; elementName: string },
      ]
      createdOrder.delete(oldest)
      if (where.kept.get(where.elementName) === oldest) where.kept.delete(where.elementName)
    }
    const ns = namespaces.get(parent)
    if (ns !== undefined) namespaces.set(cls, ns) // not listed: a created class is found through its parent only
  }
  return cls
}
