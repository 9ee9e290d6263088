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
 * The registry is an object ({@link ClassRegistry}) owned by the root resource class (its class
 * state, ./class-state.ts): nothing is kept at module level.
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

/** Most classes created for nested keys kept at once by one registry, all parent classes together. */
export const MAX_CREATED_CLASSES = 1000

/** Where a created class is kept: its parent's map, under its element name. */
interface Kept {
  readonly kept: Map<string, RegisteredClass>
  readonly elementName: string
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

/**
 * A class name underscored, without namespace (`Api::StreetAddress` → `street_address`): the
 * default element name of a class (base.rb `element_name`), and what a nested key is also compared with.
 */
export function underscoredName(className: string): string {
  const underscored = underscore(className)
  return underscored.slice(underscored.lastIndexOf('/') + 1)
}

/** The registered classes of a family of resource classes and the classes created for their nested records. */
export class ClassRegistry {
  /** The namespace of each registered class (and of classes created for records of one). */
  readonly #namespaces = new WeakMap<object, string>()
  /** The registered classes of each namespace, with their underscored class names. */
  readonly #byNamespace = new Map<string, Map<RegisteredClass, string>>()
  /** The classes created for nested keys of each parent class, by element name. */
  readonly #createdFor = new WeakMap<object, Map<string, RegisteredClass>>()
  /** Every kept created class, oldest first, with where it is kept. */
  readonly #createdOrder = new Map<RegisteredClass, Kept>()

  /** How many created classes are kept now (at most {@link MAX_CREATED_CLASSES}). */
  get createdClassCount(): number {
    return this.#createdOrder.size
  }

  /**
   * Registers `cls` in `namespace` (default: global). Registering again moves it.
   * @throws ArgumentError when the namespace is not a dotted list of identifiers.
   */
  register(cls: RegisteredClass, namespace = ''): void {
    if (!NAMESPACE.test(namespace)) {
      throw new ArgumentError(`namespace ${JSON.stringify(namespace)} is not a dotted list of identifiers such as 'Api.V1'`)
    }
    const previous = this.#namespaces.get(cls)
    if (previous !== undefined) this.#byNamespace.get(previous)?.delete(cls)
    this.#namespaces.set(cls, namespace)
    let members = this.#byNamespace.get(namespace)
    if (members === undefined) {
      members = new Map()
      this.#byNamespace.set(namespace, members)
    }
    members.set(cls, underscoredName(cls.name))
  }

  /** The namespace of a class: where it was registered, or its creator's for a created class, else global. */
  namespaceOf(cls: object): string {
    return this.#namespaces.get(cls) ?? ''
  }

  /**
   * The class for a nested `elementName` inside a record of `parent`: a registered one (own
   * namespace, then outer ones, then global), else the one `create` makes (created once per parent
   * and element name; it takes the parent's namespace).
   */
  resolveNestedClass<P extends object, C extends RegisteredClass>(
    parent: P,
    elementName: string,
    create: (parent: P, elementName: string) => C,
  ): C {
    if (this.#byNamespace.size > 0) {
      for (const ns of outward(this.namespaceOf(parent))) {
        const members = this.#byNamespace.get(ns)
        if (members === undefined) continue
        for (const [cls, underscored] of members) if (cls.elementName === elementName || underscored === elementName) return cls as C
      }
    }
    let created = this.#createdFor.get(parent)
    if (created === undefined) {
      created = new Map()
      this.#createdFor.set(parent, created)
    }
    let cls = created.get(elementName) as C | undefined
    if (cls === undefined) {
      cls = create(parent, elementName)
      created.set(elementName, cls)
      this.#keep(cls, { kept: created, elementName })
      const ns = this.#namespaces.get(parent)
      if (ns !== undefined) this.#namespaces.set(cls, ns) // not listed: a created class is found through its parent only
    }
    return cls
  }

  /** Records a created class as the newest, forgetting the oldest past {@link MAX_CREATED_CLASSES}. */
  #keep(cls: RegisteredClass, where: Kept): void {
    const order = this.#createdOrder
    order.set(cls, where)
    if (order.size <= MAX_CREATED_CLASSES) return
    const [oldest, place] = order.entries().next().value as [RegisteredClass, Kept]
    order.delete(oldest)
    if (place.kept.get(place.elementName) === oldest) place.kept.delete(place.elementName)
  }
}
