/**
 * What the client accepts from its callers and from a hostile server is bounded: no dot segment
 * in a URL, a bounded number of classes created for nested keys, a default time-out, a
 * response size limit counted while the body streams and after decompression, and a nesting
 * depth past which a response is a DecodeError.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ArgumentError, ConnectionError, DecodeError, Resource, ResponseTooLarge, type FetchLike } from '../../src/client/index'
import { registryOf } from '../../src/client/class-state'
import { MAX_CREATED_CLASSES } from '../../src/client/registry'

/** A transport that records each URL and answers `body` (JSON). */
function recording(body: string): { fetch: FetchLike; urls: string[] } {
  const urls: string[] = []
  return {
    urls,
    fetch: async (url) => {
      urls.push(url)
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
    },
  }
}

describe('dot segments', () => {
  it.each(['..', '.', '%2e%2e', '%2E.', '.%2e', '%2e'])(
    'a prefix variable %j is an ArgumentError before anything is sent',
    async (value) => {
      const t = recording('[]')
      class Comment extends Resource {
        static override site = 'http://api.test/'
        static override prefix = '/posts/:post_id/'
        static override format = 'json' as const
        static override fetch = t.fetch
      }
      await expect(Comment.find('all', { params: { post_id: value } })).rejects.toThrow(ArgumentError)
      await expect(Comment.find('all', { params: { post_id: value } })).rejects.toThrow(
        `Comment prefix parameter post_id: ${JSON.stringify(value)} is a dot segment`,
      )
      expect(t.urls).toEqual([])
    },
  )

  it('an id . or .. is an ArgumentError, for find and for custom methods', async () => {
    const t = recording('{}')
    class Post extends Resource {
      static override site = 'http://api.test/'
      static override format = 'json' as const
      static override fetch = t.fetch
    }
    await expect(Post.find('..')).rejects.toThrow('Post id: ".." is a dot segment')
    await expect(Post.find('%2E')).rejects.toThrow(ArgumentError)
    const post = new Post({ id: '..' })
    await expect(post.put('close')).rejects.toThrow(ArgumentError)
    expect(t.urls).toEqual([])
    await Post.find('..a')
    expect(t.urls).toEqual(['http://api.test/posts/..a.json'])
  })
})

describe('classes created for nested keys', () => {
  it('stay bounded however many distinct keys a server sends', { timeout: 60_000 }, () => {
    class Person extends Resource {}
    const registry = registryOf(Resource)
    const before = registry.createdClassCount
    for (let i = 0; i < MAX_CREATED_CLASSES + 100; i++) {
      const person = new Person({ id: i, [`key_${i}`]: { value: i, [`inner_${i}`]: { x: 1 } } })
      expect((person as unknown as Record<string, { value: number }>)[`key_${i}`]!.value).toBe(i)
    }
    // each record made two classes (key_i, inner_i): 2200 created, 1000 kept
    expect(registry.createdClassCount).toBe(MAX_CREATED_CLASSES)
    expect(before).toBeLessThan(MAX_CREATED_CLASSES)
  })

  it('keep one class per key while under the bound', () => {
    class Team extends Resource {}
    const a = new Team({ leader: { name: 'a' } }) as unknown as { leader: object }
    const b = new Team({ leader: { name: 'b' } }) as unknown as { leader: object }
    expect(a.leader.constructor).toBe(b.leader.constructor)
  })
})

describe('settings', () => {
  it('timeout defaults to 60 seconds and maxResponseBytes to 10 MiB, inherited and overridable', () => {
    class Base extends Resource {}
    class Child extends Base {}
    expect(Child.timeout).toBe(60)
    Base.maxResponseBytes = 1024
    expect(Child.maxResponseBytes).toBe(1024)
    Child.maxResponseBytes = null
    expect(Child.maxResponseBytes).toBeNull()
    expect(Base.maxResponseBytes).toBe(1024)
    expect(() => (Base.maxResponseBytes = -1)).toThrow('Base.maxResponseBytes must be a whole number of bytes ≥ 0 or null')
  })
})

describe('maxResponseBytes', () => {
  let server: Server
  let site: string
  beforeAll(async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20))
    server = createServer((req, res) => {
      if (req.url === '/bombs/1.json') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': bomb.length })
        res.end(bomb)
      } else if (req.url === '/streams/1.json') {
        // an endless body without a length
        res.writeHead(200, { 'content-type': 'application/json' })
        const chunk = Buffer.alloc(64 * 1024, 0x20)
        const pump = (): void => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump)
        }
        pump()
      } else if (req.url === '/bigs/1.json') {
        const body = JSON.stringify({ id: 1, text: 'x'.repeat(4096 - 18) })
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
        res.end(body)
      } else res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  const classFor = (name: string, limit: number | null) => {
    const cls = { [name]: class extends Resource {} }[name]!
    cls.site = site
    cls.format = 'json'
    cls.maxResponseBytes = limit
    return cls
  }

  it('stops a gzip bomb after decompression, naming the limit', async () => {
    const error = await classFor('Bomb', 1024 * 1024)
      .find(1)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseTooLarge)
    expect(error).toBeInstanceOf(ConnectionError)
    expect((error as ResponseTooLarge).limit).toBe(1024 * 1024)
    expect((error as Error).message).toMatch(/response body larger than 1048576 bytes \(maxResponseBytes\)$/)
  })

  it('stops an endless body while it streams', async () => {
    await expect(classFor('Stream', 256 * 1024).find(1)).rejects.toThrow(ResponseTooLarge)
  })

  it('refuses a Content-Length over it, and takes a body up to it', async () => {
    await expect(classFor('Big', 4095).find(1)).rejects.toThrow(ResponseTooLarge)
    expect(((await classFor('Big', 4096).find(1)) as unknown as { id: number }).id).toBe(1)
  })
})

describe('a response nested too deep', () => {
  it.each([
    ['json', '{"id":1,"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}'],
    ['xml', '<post><id type="integer">1</id>' + '<a>'.repeat(5000) + '</a>'.repeat(5000) + '</post>'],
  ] as const)('is a DecodeError (%s)', async (format, body) => {
    class Post extends Resource {
      static override site = 'http://api.test/'
      static override format = format
      static override fetch: FetchLike = async () =>
        new Response(body, { status: 200, headers: { 'content-type': `application/${format}` } })
    }
    const error = await Post.find(1).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DecodeError)
    expect((error as Error).message).toMatch(/nested|depth/i)
  })

  it('is read up to 100 levels (the record itself is the first), refused at 101', async () => {
    const classWith = (arrays: number) =>
      class Post extends Resource {
        static override site = 'http://api.test/'
        static override format = 'json' as const
        static override fetch: FetchLike = async () =>
          new Response('{"id":1,"a":' + '['.repeat(arrays) + ']'.repeat(arrays) + '}', {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
      }
    expect(((await classWith(99).find(1)) as unknown as { id: number }).id).toBe(1)
    await expect(classWith(100).find(1)).rejects.toThrow('nested deeper than 100 levels')
  })
})
