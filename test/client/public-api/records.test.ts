// Records: clone() and equals(), the id from a Location header. Through the public entry points
// `src/client/index.ts` and `src/testing/index.ts`, as a user imports them.
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource } from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'
import { Person, Comment } from './support'

beforeEach(() => HttpMock.reset())

describe('records', () => {
  it('clone(): a new record without id and without nested records; equals()', () => {
    const p = new Person({ id: 1, name: 'Matz', address: { id: 2, street: 'x' }, tags: ['a'] })
    const c = p.clone()
    expect(c.isNew()).toBe(true)
    expect(c.id).toBeUndefined()
    expect(c.toParam()).toBeNull()
    expect(c.attributes).toEqual({ name: 'Matz', tags: ['a'] })
    expect(p.equals(p)).toBe(true)
    expect(p.equals(new Person({ id: 1 }))).toBe(true)
    expect(p.equals(c)).toBe(false)
    expect(new Person().equals(new Person())).toBe(false)
    class Other extends Resource {
      static override site = 'http://api.example.com/'
    }
    expect(p.equals(new Other({ id: 1 }) as never)).toBe(false)
    expect(new Comment({ id: 1 }, { post_id: 1 } as never).equals(new Comment({ id: 1 }, { post_id: 2 } as never))).toBe(false)
  })

  it('idFromResponse: the last path segment of Location, without extension', () => {
    const p = new Person()
    expect(p.idFromResponse(new Response(null, { status: 201, headers: { Location: 'http://x/people/42.json' } }) as never)).toBe('42')
  })
})
