/**
 * `npm run bench:types:profile` reads TypeScript 7's allocation profile: each allocation goes to
 * the first part of the check (in the order of PARTS) found on its stack, and to the first
 * function on its stack outside Go's runtime.
 */
import { describe, expect, it } from 'vitest'
import { Function as ProfileFunction, Line, Location, Profile, Sample, StringTable, ValueType } from 'pprof-format'
import { tally } from '../../bench/types/profile'

/** A profile of `stacks` (leaf first, Go's full function names) with their allocated objects. */
function profileOf(stacks: readonly (readonly [frames: readonly string[], objects: number])[]): Profile {
  const strings = new StringTable()
  const ids = new Map<string, number>()
  const idOf = (name: string) => {
    if (!ids.has(name)) ids.set(name, ids.size + 1)
    return ids.get(name)!
  }
  const samples = stacks.map(([frames, objects]) => new Sample({ locationId: frames.map(idOf), value: [objects, objects * 64] }))
  return new Profile({
    sampleType: [
      new ValueType({ type: strings.dedup('alloc_objects'), unit: strings.dedup('count') }),
      new ValueType({ type: strings.dedup('alloc_space'), unit: strings.dedup('bytes') }),
    ],
    sample: samples,
    location: [...ids].map(([, id]) => new Location({ id, line: [new Line({ functionId: id })] })),
    function: [...ids].map(([name, id]) => new ProfileFunction({ id, name: strings.dedup(name) })),
    stringTable: strings,
  })
}

const checker = (name: string) => `github.com/microsoft/typescript-go/internal/checker.(*Checker).${name}`

describe('the allocation profile of the types bench', () => {
  const result = tally(
    profileOf([
      [
        [
          'runtime.mallocgc',
          checker('getConditionalTypeInstantiation'),
          checker('getPropertyTypeForIndexType'),
          checker('resolveCallExpression'),
        ],
        5,
      ],
      [['runtime.mallocgc', checker('resolveMappedTypeMembers'), checker('resolveCallExpression')], 3],
      [['runtime.mallocgc', 'github.com/microsoft/typescript-go/internal/core.Map[go.shape.*uint8]', checker('resolveCallExpression')], 4],
      [['runtime.mallocgc', 'main.main'], 2],
    ]),
  )
  const part = (words: string) => [...result.parts].find(([name]) => name.includes(words))?.[1]

  it('counts every allocated object once', () => {
    expect(result.total).toBe(14)
    expect([...result.parts.values()].reduce((a, b) => a + b, 0)).toBe(14)
  })

  it('gives an allocation to the first part on its stack in the parts’ order, not to the outermost', () => {
    expect(part('the expansion')).toBe(5)
    expect(part('the helpers’ names')).toBe(3)
    expect(part('the rest of the calls')).toBe(4)
    expect(result.parts.get('other')).toBe(2)
  })

  it('names the function that allocated, past Go’s runtime and containers, without its package path', () => {
    expect(result.self.get('checker.getConditionalTypeInstantiation')).toBe(5)
    expect(result.self.get('checker.resolveMappedTypeMembers')).toBe(3)
    expect(result.self.get('checker.resolveCallExpression')).toBe(4)
    expect(result.self.get('main.main')).toBe(2)
    expect([...result.self.keys()].some((name) => name.startsWith('runtime.') || name.includes('/'))).toBe(false)
  })
})
