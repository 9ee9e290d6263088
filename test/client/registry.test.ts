// The registry of classes for nested records (src/client/registry.ts) is an object of its own:
// two registries share no registered class, namespace or created class.
import { describe, expect, it } from 'vitest'
import { ClassRegistry } from '../../src/client/registry'

/** A stand-in resource class for the registry: a name and an element name. */
function cls(name: string, elementName: string): { name: string; elementName: string } {
  return { name, elementName }
}

describe('ClassRegistry', () => {
  it('finds a class registered in it, not one registered in another registry', () => {
    const one = new ClassRegistry()
    const other = new ClassRegistry()
    const Note = cls('Note', 'note')
    one.register(Note, 'Highrise')
    const parent = cls('Person', 'person')
    one.register(parent, 'Highrise')
    const made: string[] = []
    const create = (_: object, elementName: string) => {
      made.push(elementName)
      return cls('Created', elementName)
    }
    expect(one.resolveNestedClass(parent, 'note', create)).toBe(Note)
    expect(one.namespaceOf(parent)).toBe('Highrise')
    expect(other.namespaceOf(parent)).toBe('')
    const created = other.resolveNestedClass(parent, 'note', create)
    expect(created).not.toBe(Note)
    expect(made).toEqual(['note'])
  })

  it('keeps created classes per parent and counts them per registry', () => {
    const one = new ClassRegistry()
    const other = new ClassRegistry()
    const create = (_: object, elementName: string) => cls('Created', elementName)
    const a = cls('A', 'a')
    const b = cls('B', 'b')
    const ofA = one.resolveNestedClass(a, 'address', create)
    expect(one.resolveNestedClass(a, 'address', create)).toBe(ofA)
    expect(one.resolveNestedClass(b, 'address', create)).not.toBe(ofA)
    expect(one.createdClassCount).toBe(2)
    expect(other.createdClassCount).toBe(0)
  })

  it('refuses a namespace that is not dotted identifiers', () => {
    expect(() => new ClassRegistry().register(cls('X', 'x'), 'Api..V1')).toThrow(
      `namespace "Api..V1" is not a dotted list of identifiers such as 'Api.V1'`,
    )
  })
})
