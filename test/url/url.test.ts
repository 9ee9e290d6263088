/**
 * src/url, the one set of URL rules routing, the client and the server share, as Rails 2.3 writes
 * them: path segments (`URI.escape` with UNSAFE_PCHAR), `CGI.escape`, `to_param`, ActiveSupport's
 * `Hash#to_query` (the client's queries) and RouteSet's `build_query_string` (the helpers').
 */
import { describe, expect, it } from 'vitest'
import { buildQueryString, cgiEscape, escapeSegment, recordParam, toParam, toQuery, unescapeSegment } from '../../src/url/index'

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
