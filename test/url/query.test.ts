/**
 * Query strings (src/routing/query.ts) as Rails 2.3 writes them: ActiveSupport `to_query`
 * (Rack-style nesting, brackets escaped, CGI.escape) and RouteSet `build_query_string`
 * (elements sorted, nil left out).
 */
import { describe, expect, it } from 'vitest'
import { cgiEscape, toParamString, toQuery } from '../../src/routing/query'

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

describe('toQuery', () => {
  it('sorts the elements and escapes keys and values', () => {
    expect(toQuery({ zeta: 1, alpha: 'x&y' })).toBe('alpha=x%26y&zeta=1')
    expect(toQuery({ sort_by: 'name desc', page: 2 })).toBe('page=2&sort_by=name+desc')
    expect(toQuery({ 'a b': 'c' })).toBe('a+b=c')
  })
  it('nests arrays and objects Rack-style with the brackets escaped', () => {
    expect(toQuery({ a: [1, 2] })).toBe('a%5B%5D=1&a%5B%5D=2')
    expect(toQuery({ a: { b: 1 } })).toBe('a%5Bb%5D=1')
    expect(toQuery({ filter: { status: 'open', q: 'x' } })).toBe('filter%5Bq%5D=x&filter%5Bstatus%5D=open')
    expect(toQuery({ a: { c: [2, 1], b: { d: 'e' } } })).toBe('a%5Bb%5D%5Bd%5D=e&a%5Bc%5D%5B%5D=2&a%5Bc%5D%5B%5D=1')
  })
  it('keeps array order inside an element (only elements are sorted)', () => {
    expect(toQuery({ tags: ['b', 'a c'] })).toBe('tags%5B%5D=b&tags%5B%5D=a+c')
  })
  it('leaves null and undefined out, and a top-level false (Rails: `if value = hash[key]`)', () => {
    expect(toQuery({ a: null, b: undefined, c: 1 })).toBe('c=1')
    expect(toQuery({ a: false, b: true })).toBe('b=true')
    expect(toQuery({ a: { b: null, c: false } })).toBe('a%5Bc%5D=false')
    expect(toQuery({ a: [null, 1] })).toBe('a%5B%5D=1')
    expect(toQuery({})).toBe('')
    expect(toQuery({ a: [] })).toBe('')
  })
  it('writes records through to_param / toParam / id', () => {
    expect(toQuery({ user: { to_param: () => '7-bob' }, post: { toParam: () => 'p' } })).toBe('post=p&user=7-bob')
    expect(toParamString({ id: 3 })).toBe('3')
    expect(toParamString(10n)).toBe('10')
  })
  it('takes only the given keys', () => {
    expect(toQuery({ a: 1, b: 2, c: 3 }, ['c', 'a'])).toBe('a=1&c=3')
  })
})
