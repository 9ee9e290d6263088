/**
 * src/url, the one set of URL rules routing, the client and the server share, as Rails 2.3 writes
 * them: path segments (`URI.escape` with UNSAFE_PCHAR), `CGI.escape`, `to_param`, ActiveSupport's
 * `Hash#to_query` (the client's queries) and RouteSet's `build_query_string` (the helpers'), and
 * the way back: Rack's `parse_nested_query` (what the server reads).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  buildQueryString,
  cgiEscape,
  escapeSegment,
  ParamDepthError,
  ParamsError,
  parseNestedQuery,
  recordParam,
  toParam,
  toQuery,
  unescapeSegment,
} from '../../src/url/index'

describe('cgiEscape (Ruby CGI.escape)', () => {
  it('keeps letters, digits, _ . - and writes a space as +', () => {
    expect(cgiEscape('aZ09_.-')).toBe('aZ09_.-')
    expect(cgiEscape('a b')).toBe('a+b')
  })
  it('percent-encodes everything else, UTF-8 bytes, upper-case hex', () => {
    expect(cgiEscape("!'()*~")).toBe('%21%27%28%29%2A%7E')
    expect(cgiEscape('a+b&c=d/e?f#g%')).toBe('a%2Bb%26c%3Dd%2Fe%3Ff%23g%25')
    expect(cgiEscape('[]')).toBe('%5B%5D')
    expect(cgiEscape('é✓')).toBe('%C3%A9%E2%9C%93')
  })
})

describe('buildQueryString (RouteSet#build_query_string)', () => {
  it('sorts the elements and escapes keys and values', () => {
    expect(buildQueryString({ zeta: 1, alpha: 'x&y' })).toBe('alpha=x%26y&zeta=1')
    expect(buildQueryString({ sort_by: 'name desc', page: 2 })).toBe('page=2&sort_by=name+desc')
    expect(buildQueryString({ 'a b': 'c' })).toBe('a+b=c')
  })
  it('nests arrays and objects Rack-style with the brackets escaped', () => {
    expect(buildQueryString({ a: [1, 2] })).toBe('a%5B%5D=1&a%5B%5D=2')
    expect(buildQueryString({ a: { b: 1 } })).toBe('a%5Bb%5D=1')
    expect(buildQueryString({ filter: { status: 'open', q: 'x' } })).toBe('filter%5Bq%5D=x&filter%5Bstatus%5D=open')
    expect(buildQueryString({ a: { c: [2, 1], b: { d: 'e' } } })).toBe('a%5Bb%5D%5Bd%5D=e&a%5Bc%5D%5B%5D=2&a%5Bc%5D%5B%5D=1')
  })
  it('keeps array order inside an element (only elements are sorted)', () => {
    expect(buildQueryString({ tags: ['b', 'a c'] })).toBe('tags%5B%5D=b&tags%5B%5D=a+c')
  })
  it('leaves null and undefined out, and a top-level false (Rails: `if value = hash[key]`)', () => {
    expect(buildQueryString({ a: null, b: undefined, c: 1 })).toBe('c=1')
    expect(buildQueryString({ a: false, b: true })).toBe('b=true')
    expect(buildQueryString({ a: { b: null, c: false } })).toBe('a%5Bb%5D=&a%5Bc%5D=false') // nested nil: nil.to_query
    expect(buildQueryString({ a: [null, 1] })).toBe('a%5B%5D=&a%5B%5D=1')
    expect(buildQueryString({})).toBe('')
    expect(buildQueryString({ a: [] })).toBe('')
  })
  it('writes records through to_param / toParam / id', () => {
    expect(buildQueryString({ user: { to_param: () => '7-bob' }, post: { toParam: () => 'p' } })).toBe('post=p&user=7-bob')
    expect(toParam({ id: 3 })).toBe('3')
    expect(toParam(10n)).toBe('10')
  })
  it('takes only the given keys', () => {
    expect(buildQueryString({ a: 1, b: 2, c: 3 }, ['c', 'a'])).toBe('a=1&c=3')
  })
})

describe('toQuery (Hash#to_query, what ActiveResource sends)', () => {
  it('writes a top-level null as key= and false as key=false; undefined is no value', () => {
    expect(toQuery({ a: null, b: false, c: undefined, d: 1 })).toBe('a=&b=false&d=1')
    expect(toQuery({ name: ['bob', 'your uncle+me', null, false] })).toBe(
      'name%5B%5D=bob&name%5B%5D=your+uncle%2Bme&name%5B%5D=&name%5B%5D=false',
    )
  })
  it('nests like buildQueryString below the top level', () => {
    const nested = { a: { c: [2, null], b: { d: 'e' } } }
    expect(toQuery(nested)).toBe(buildQueryString(nested))
  })
})

describe('toParam (Rails to_param), one answer for routing and the client', () => {
  it('writes a Date as ISO 8601 in both query writers', () => {
    const date = new Date(0)
    expect(toParam(date)).toBe('1970-01-01T00:00:00.000Z')
    expect(buildQueryString({ at: date })).toBe('at=1970-01-01T00%3A00%3A00.000Z')
    expect(toQuery({ at: date })).toBe('at=1970-01-01T00%3A00%3A00.000Z')
  })
  it('asks a record for to_param() first, then toParam(), then id', () => {
    expect(toParam({ to_param: () => 'snake', toParam: () => 'camel', id: 1 })).toBe('snake')
    expect(toParam({ toParam: () => 'camel', id: 1 })).toBe('camel')
    expect(toParam({ id: 1 })).toBe('1')
    expect(recordParam({ toParam: () => null })).toBe(null) // a new record: the caller decides
    expect(recordParam('7')).toBe('7')
  })
  it('joins an array with / (Array#to_param) and writes null as empty', () => {
    expect(toParam(['a', 1])).toBe('a/1')
    expect(toParam(null)).toBe('')
  })
  it('refuses values with no param form, naming the kind', () => {
    expect(() => toParam({ name: 'x' })).toThrow(
      new TypeError(
        'cannot write this object as a URL parameter (use a string, number, boolean, null, Date or a record with to_param(), toParam() or id)',
      ),
    )
    expect(() => toParam(() => 1)).toThrow(/cannot write a function/)
    expect(() => toParam(Symbol('s'))).toThrow(/cannot write a symbol/)
  })
})

describe('path segments', () => {
  it('escapeSegment keeps the pchar set and encodes the rest (UNSAFE_PCHAR)', () => {
    expect(escapeSegment("a-_.!~*'()b:@&=+$,;")).toBe("a-_.!~*'()b:@&=+$,;")
    expect(escapeSegment('a b/c?d#e%f')).toBe('a%20b%2Fc%3Fd%23e%25f')
    expect(escapeSegment('é')).toBe('%C3%A9')
  })
  it('unescapeSegment reads %XX as UTF-8, leaves + and a lone % alone', () => {
    expect(unescapeSegment('a%20b+c%2F')).toBe('a b+c/')
    expect(unescapeSegment('100%')).toBe('100%')
    expect(unescapeSegment('%C3%A9%zz')).toBe('é%zz')
  })
})

describe('a lone surrogate (no UTF-8 form) is a URIError naming the value, everywhere', () => {
  it.each([
    ['escapeSegment', () => escapeSegment('a\uD800')],
    ['cgiEscape', () => cgiEscape('a\uD800')],
    ['toQuery', () => toQuery({ q: 'a\uD800' })],
    ['buildQueryString', () => buildQueryString({ q: 'a\uD800' })],
  ])('%s', (_, write) => {
    expect(write).toThrow(new URIError('"a\\ud800" holds a lone surrogate (no UTF-8 form) and cannot be written in a URL'))
  })
})

describe('parseNestedQuery (Rack 1.x rules)', () => {
  it('reads flat pairs, + as space, %-escapes, and keys without =', () => {
    expect(parseNestedQuery('a=1&b=x+y&c=%C3%A9%26&d')).toEqual({ a: '1', b: 'x y', c: 'é&', d: '' })
  })

  it('accepts a leading ? and ; as separator, and skips empty pairs', () => {
    expect(parseNestedQuery('?a=1;b=2&&c=3')).toEqual({ a: '1', b: '2', c: '3' })
  })

  it('nests hashes: post[title]=x&post[author][name]=y', () => {
    expect(parseNestedQuery('post[title]=Hi&post[author][name]=Ada')).toEqual({ post: { title: 'Hi', author: { name: 'Ada' } } })
  })

  it('builds arrays from a[]', () => {
    expect(parseNestedQuery('tags[]=a&tags[]=b&post[ids][]=1')).toEqual({ tags: ['a', 'b'], post: { ids: ['1'] } })
  })

  it('builds arrays of hashes from a[][k], starting a new hash when a key repeats', () => {
    expect(parseNestedQuery('p[][n]=1&p[][m]=2&p[][n]=3')).toEqual({ p: [{ n: '1', m: '2' }, { n: '3' }] })
  })

  it('decodes escaped brackets in keys (how the routing helpers write them)', () => {
    expect(parseNestedQuery('a%5Bb%5D=1&c%5B%5D=2')).toEqual({ a: { b: '1' }, c: ['2'] })
  })

  it('the last scalar wins', () => {
    expect(parseNestedQuery('a=1&a=2')).toEqual({ a: '2' })
  })

  it('refuses a key used as a scalar and then as a hash or array', () => {
    expect(() => parseNestedQuery('a=1&a[b]=2')).toThrow(ParamsError)
    expect(() => parseNestedQuery('a=1&a[]=2')).toThrow(/expected an array for key "a"/)
    expect(() => parseNestedQuery('a[b]=1&a[]=2')).toThrow(ParamsError)
  })

  it('refuses bad %-encoding, naming the component', () => {
    expect(() => parseNestedQuery('a=%E0%A4%A')).toThrow(/invalid %-encoding in "%E0%A4%A"/)
  })

  it('does not touch prototypes', () => {
    const parsed = parseNestedQuery('__proto__[polluted]=1&constructor[prototype][x]=2&a[__proto__][y]=3')
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(Object.keys(parsed)).toEqual(['a'])
    expect(parsed['a']).toEqual({})
  })
})

/**
 * Rack-style nesting of arrays of hashes whose members nest further
 * (`order[items][][product][id]=1&order[items][][product][name]=x`). Rack starts a new hash in
 * the array only when the last one already has the key path being written (Rack 2's
 * `params_hash_has_key?`; Rack 1.x, under Rails 2.3, merged into the last hash every time a key
 * had more than one level). The server compared only the first level (`product`), so every
 * deeper field started a new array element: one item came out as two.
 */
describe('arrays of hashes with nested members', () => {
  it('fields of one element stay in one hash', () => {
    expect(parseNestedQuery('a[][b][c]=1&a[][b][d]=2')).toEqual({ a: [{ b: { c: '1', d: '2' } }] })
    expect(parseNestedQuery('o[items][][product][id]=1&o[items][][product][name]=x&o[items][][qty]=2&o[items][][product][id]=2')).toEqual({
      o: { items: [{ product: { id: '1', name: 'x' }, qty: '2' }, { product: { id: '2' } }] },
    })
  })
  it('a key path written again starts the next element', () => {
    expect(parseNestedQuery('a[][b][c]=1&a[][b][c]=2')).toEqual({ a: [{ b: { c: '1' } }, { b: { c: '2' } }] })
    expect(parseNestedQuery('a[][b]=1&a[][c]=2&a[][b]=3')).toEqual({ a: [{ b: '1', c: '2' }, { b: '3' }] })
  })
  it('an array inside an element is appended to', () => {
    expect(parseNestedQuery('a[][b][]=1&a[][b][]=2')).toEqual({ a: [{ b: ['1', '2'] }] })
  })
})

describe('parseNestedQuery reads back what toQuery writes', () => {
  // Rack's reading of ActiveSupport's writing: hashes of strings, arrays of strings and nested hashes.
  const word = fc
    .string({ minLength: 1, maxLength: 6 })
    .filter((s) => !/[[\]]/.test(s) && !['__proto__', 'constructor', 'prototype'].includes(s) && !/[\uD800-\uDFFF]/.test(s))
  const text = fc.string({ maxLength: 8 }).filter((s) => !/[\uD800-\uDFFF]/.test(s))
  const hash = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, text, fc.array(text, { minLength: 1, maxLength: 3 }), tie('hash')),
    hash: fc.dictionary(word, tie('value'), { minKeys: 1, maxKeys: 3 }),
  })).hash

  it('parseNestedQuery(toQuery(params)) gives params back', () => {
    fc.assert(
      fc.property(hash, (params) => {
        expect(parseNestedQuery(toQuery(params))).toEqual(params)
      }),
      { numRuns: 300, seed: 20261126 },
    )
  })

  it('a name nested deeper than maxDepth is a ParamDepthError (a ParamsError) naming the limit', () => {
    expect(parseNestedQuery('a[b][c]=1', 2)).toEqual({ a: { b: { c: '1' } } })
    expect(() => parseNestedQuery('a[b][c][d]=1', 2)).toThrow(ParamDepthError)
    expect(() => parseNestedQuery('a[b][c][d]=1', 2)).toThrow(ParamsError)
    expect(() => parseNestedQuery('a[b][c][d]=1', 2)).toThrow('parameter "a[b][c][d]" nested deeper than 2 levels')
  })
})
