// Resource.register: nested records resolved in the own namespace, then outer ones, then the global
// one; otherwise a created class sharing site and prefix. Through the public entry points
// `src/client/index.ts` and `src/testing/index.ts`, as a user imports them.
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource } from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'

beforeEach(() => HttpMock.reset())

describe('Resource.register namespace resolution', () => {
  it('own namespace, then outer ones, then global; otherwise a created class sharing site and prefix', () => {
    class GlobalTag extends Resource {
      static override site = 'http://g/'
      static override elementName = 'tag'
    }
    class ApiTag extends Resource {
      static override site = 'http://a/'
      static override elementName = 'tag'
    }
    class V1Owner extends Resource {
      static override site = 'http://v1/'
      static override elementName = 'owner'
    }
    class V1Post extends Resource {
      static override site = 'http://v1/posts/:blog_id/'
      static override elementName = 'post'
    }
    Resource.register(GlobalTag)
    Resource.register(ApiTag, 'Api')
    Resource.register(V1Owner, 'Api.V1')
    Resource.register(V1Post, 'Api.V1')
    const p = new V1Post({ id: 1, tag: { id: 2 }, owner: { id: 3 }, gadgets: [{ id: 4 }] }, { blog_id: 9 } as never)
    const attrs = p.attributes as Record<string, unknown>
    expect(attrs['tag']).toBeInstanceOf(ApiTag)
    expect(attrs['owner']).toBeInstanceOf(V1Owner)
    const gadget = (attrs['gadgets'] as Resource[])[0]!
    const G = gadget.constructor as typeof Resource
    expect(G.elementName).toBe('gadget')
    expect(G.site).toBe('http://v1/posts/:blog_id/')
    expect(G.prefix).toBe('/posts/:blog_id/')
    // a created class resolves its own nested keys in the namespace of the record that made it
    const deep = new V1Post({ gadget: { tag: { id: 5 }, parts: [{ tag: { id: 6 } }] } })
    const made = (deep.attributes as Record<string, Resource>)['gadget']!.attributes as Record<string, unknown>
    expect(made['tag']).toBeInstanceOf(ApiTag)
    expect(((made['parts'] as Resource[])[0]!.attributes as Record<string, unknown>)['tag']).toBeInstanceOf(ApiTag)
    expect((deep.attributes as Record<string, Resource>)['gadget']!.constructor).toBe(G)
    class Plain extends Resource {
      static override site = 'http://p/'
    }
    expect((new Plain({ tag: { id: 1 } }).attributes as Record<string, unknown>)['tag']).toBeInstanceOf(GlobalTag)
  })
})
