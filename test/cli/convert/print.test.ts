// Printing the declaration as TypeScript: the printed module evaluates to the declaration the
// converter built, and reads as a person would write it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadRouteSet } from '../../../src/cli/index'
import { convertRoutes } from '../../../src/cli/convert/index'
import { array, literal, object, print, quote, regexpText } from '../../../src/cli/convert/print'
import { convert } from './support'

describe('print', () => {
  it('quotes strings for TypeScript', () => {
    expect(quote("it's \\ a\nb")).toBe("'it\\'s \\\\ a\\nb'")
  })

  it('writes RegExp literals, escaping / and keeping the empty one valid', () => {
    expect(regexpText('a/b', 'i')).toBe('/a\\/b/i')
    expect(regexpText('', '')).toBe('/(?:)/')
  })

  it('puts short values on one line, long or commented ones over several, keys quoted when not words', () => {
    expect(
      print(
        object([
          { key: 'a', value: literal(1) },
          { key: 'b-c', value: array([{ value: literal('x') }]) },
        ]),
      ),
    ).toBe("{ a: 1, 'b-c': ['x'] }")
    expect(print(object([{ key: 'a', value: literal(null), comments: ['why'], trailing: 'routes.rb:3' }]))).toBe(
      '{\n  // why\n  a: null, // routes.rb:3\n}',
    )
    const long = object(Array.from({ length: 12 }, (_, i) => ({ key: `key_${i}`, value: literal(`value_${i}`) })))
    expect(
      print(object([{ key: 'k', value: long, trailing: 't' }]))
        .split('\n')
        .slice(0, 3),
    ).toEqual(['{', '  k: { // t', "    key_0: 'value_0',"])
  })
})

describe('the printed module', () => {
  it('loads and builds the same route table as the declaration it prints', async () => {
    const ruby = readFileSync(new URL('./fixtures/library-routes.rb', import.meta.url), 'utf8')
    const { code } = await convertRoutes(ruby, { importFrom: fileURLToPath(new URL('../../../src/index.ts', import.meta.url)) })
    const dir = fileURLToPath(new URL('../../../node_modules/.cache/convert-print-test/', import.meta.url))
    mkdirSync(dir, { recursive: true })
    const file = join(dir, 'library-routes.ts')
    writeFileSync(file, code)
    const printed = (await loadRouteSet(file)).routes
    const { table } = await convert(ruby)
    expect(printed).toEqual(table)
    expect(printed).toHaveLength(77)
  }, 60_000)
})
