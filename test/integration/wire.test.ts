/**
 * End to end over real HTTP: what the client encodes, the server decodes, and what the server's
 * `respond.*` encodes, the client decodes — through handlers on the tracker's routes that echo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Resource, ResourceConflict, ResourceGone, ResourceNotFound, client, type Format } from '../../src/client/index'
import { createRequestHandler, respond, toNodeListener, type Controllers } from '../../src/server/index'
import { trackerControllers } from '../../examples/tracker/controllers'
import { routes } from '../../examples/tracker/routes'
import { Store } from '../../examples/tracker/store'
import { listen, type Listening } from '../support/listen'

let running: Listening
let url = ''
let seen: { query?: unknown; body?: unknown; id?: string } = {}

const echoed = (body: unknown): Record<string, unknown> => {
  if (typeof body === 'object' && body !== null && 'user' in body) return (body as { user: Record<string, unknown> }).user
  return body as Record<string, unknown>
}

beforeAll(async () => {
  const base = trackerControllers(Store.seeded())
  const controllers: Controllers<typeof routes> = {
    ...base,
    issues: {
      ...base.issues,
      close: (ctx) => {
        seen = { id: ctx.params.id, query: ctx.query, body: ctx.body }
        return respond.ok(ctx, { id: Number(ctx.params.id), state: 'closed', when: new Date('2026-11-23T00:00:00Z') }, 'issue')
      },
    },
    users: {
      ...base.users,
      index: (ctx) => {
        seen = { query: ctx.query }
        return respond.ok(ctx, [{ id: 1, login: 'q' }], 'users')
      },
      create: (ctx) => {
        seen = { body: ctx.body }
        const attrs = echoed(ctx.body)
        const id = typeof attrs['login'] === 'string' ? attrs['login'] : '77'
        return respond.created(ctx, { ...attrs, id }, 'user', `http://${ctx.request.headers.get('host')}/users/${encodeURIComponent(id)}`)
      },
      show: (ctx) => {
        seen = { id: ctx.params.id, query: ctx.query }
        if (ctx.params.id === 'gone') return respond.gone(ctx, 'That user left')
        if (ctx.params.id === 'missing') return respond.notFound(ctx, "Couldn't find User with ID=missing")
        return respond.ok(ctx, { id: ctx.params.id, login: ctx.params.id }, 'user')
      },
      update: (ctx) => {
        seen = { id: ctx.params.id, body: ctx.body }
        const attrs = echoed(ctx.body)
        if (attrs['stale']) return respond.conflict(ctx, { id: ctx.params.id, login: 'current' }, 'user')
        if (attrs['control']) return respond.invalid(ctx, { login: ['may not hold "a\u0001b\uffff"'] })
        if (attrs['base'])
          return respond.invalid(ctx, {
            base: ['Something <is> & "wrong" ü\r\nnext'],
            author_id: ["can't be blank"],
            first_name: ['is too short'],
          })
        return respond.head(200)
      },
    },
  }
  running = await listen(toNodeListener(createRequestHandler(routes, controllers)))
  url = running.url
})
afterAll(() => running.close())

function userClass(format: Format) {
  class User extends Resource {
    static override site = `${url}/`
    static override format = format
  }
  return User
}

const sample = () => ({
  login: 'round',
  count: 42,
  big: 2 ** 53 + 2,
  ratio: 1.5,
  negative: -7,
  zero: 0,
  yes: true,
  no: false,
  nothing: null,
  empty: '',
  when: new Date('2026-11-23T08:15:30.000Z'),
  text: 'Grüße <b>&amp;</b> "q" \'a\' \u{1F600} 漢字\ttab\nline\r\nwin\rmac',
  spaced: '  padded  ',
  tags: ['a', 'b'],
  owner: { name: 'Ada', age: 36 },
  items: [
    { product_id: 1, name: 'x' },
    { product_id: 2, name: 'y' },
  ],
})

describe.each(['xml', 'json'] as const)('round trips in %s', (format) => {
  it('create: client encode → server decode → respond.created encode → client decode', async () => {
    const User = userClass(format)
    const u = new User(sample())
    expect(await u.save()).toBe(true)
    expect(u.id).toBe('round')
    const received = echoed(seen.body)
    expect(received['login']).toBe('round')
    expect(received['text']).toBe(sample().text)
    expect(received['spaced']).toBe('  padded  ')
    expect(received['nothing']).toBeNull()
    // Rails 2.3: to_xml writes '' as <empty></empty>, which Hash.from_xml reads as nil
    expect(received['empty']).toBe(format === 'xml' ? null : '')
    expect(received['tags']).toEqual(['a', 'b'])
    expect(received['owner']).toEqual({ name: 'Ada', age: 36 })
    expect(received['items']).toEqual(sample().items)
    if (format === 'xml') {
      // integers beyond 2^53 decode to bigint (client README)
      expect(received).toMatchObject({ count: 42, ratio: 1.5, negative: -7, zero: 0, yes: true, no: false, big: BigInt(2 ** 53 + 2) })
      expect(received['when']).toEqual(new Date('2026-11-23T08:15:30.000Z'))
    } else {
      expect(received).toMatchObject({ count: 42, ratio: 1.5, negative: -7, zero: 0, yes: true, no: false, big: 2 ** 53 + 2 })
      expect(received['when']).toBe('2026-11-23T08:15:30.000Z')
    }

    // and back: the record as the server wrote it
    const back = u.attributes as Record<string, unknown>
    expect(back['count']).toBe(42)
    expect(back['yes']).toBe(true)
    expect(back['no']).toBe(false)
    expect(back['nothing']).toBeNull()
    expect(back['empty']).toBe(format === 'xml' ? null : '')
    expect(back['text']).toBe(sample().text)
    expect(back['spaced']).toBe('  padded  ')
    expect(back['tags']).toEqual(['a', 'b'])
    const owner = back['owner'] as Resource
    expect(owner).toBeInstanceOf(Resource)
    expect(owner.attributes).toEqual({ name: 'Ada', age: 36 })
    const items = back['items'] as Resource[]
    expect(items.map((i) => i.attributes)).toEqual(sample().items)
    if (format === 'xml') expect(back['when']).toEqual(new Date('2026-11-23T08:15:30.000Z'))
  })

  it('update: a record loaded from the server is sent back unchanged', async () => {
    const User = userClass(format)
    const u = new User(sample())
    await u.save()
    seen = {}
    expect(await u.save()).toBe(true)
    expect(seen.id).toBe('round')
    const received = echoed(seen.body)
    expect(received['owner']).toEqual({ name: 'Ada', age: 36 })
    expect(received['items']).toEqual(sample().items)
    expect(received['tags']).toEqual(['a', 'b'])
    expect(received['nothing']).toBeNull()
  })

  it('ids with special characters reach params.id decoded, and Location gives them back', async () => {
    const User = userClass(format)
    for (const id of ['zoë', 'a b', 'a+b', 'a%b', 'x&y=z', '漢字', 'a;b', "o'k"]) {
      const found = await User.find(id)
      expect(seen.id).toBe(id)
      expect(found.id).toBe(id)
      const created = await User.create({ login: id })
      expect(created.id).toBe(id)
      seen = {}
      expect(await created.save()).toBe(true)
      expect(seen.id).toBe(id)
    }
  })

  it('query params reach the controller nested as Rack parses them', async () => {
    const User = userClass(format)
    await User.find('all', {
      params: {
        q: 'Grüße & co=1',
        plus: 'a+b',
        filter: { state: ['open', 'closed'], project: { id: 3, name: 'x y' } },
        ids: [1, 2, 3],
        empty: null,
        flag: true,
        orders: [
          { id: 1, qty: 2 },
          { id: 2, qty: 5 },
        ],
      },
    })
    expect(seen.query).toEqual({
      q: 'Grüße & co=1',
      plus: 'a+b',
      filter: { state: ['open', 'closed'], project: { id: '3', name: 'x y' } },
      ids: ['1', '2', '3'],
      empty: '',
      flag: 'true',
      orders: [
        { id: '1', qty: '2' },
        { id: '2', qty: '5' },
      ],
    })
  })

  it('respond.conflict, respond.gone and respond.notFound become the client errors', async () => {
    const User = userClass(format)
    const u = await User.find('someone')
    u['stale'] = true
    const conflict = await u.save().catch((e: unknown) => e)
    expect(conflict).toBeInstanceOf(ResourceConflict)
    expect(await User.exists('gone')).toBe(false)
    await expect(User.find('gone')).rejects.toBeInstanceOf(ResourceGone)
    const nf = await User.find('missing').catch((e: unknown) => e)
    expect(nf).toBeInstanceOf(ResourceNotFound)
  })

  it('respond.invalid with per-attribute errors fills errors as the client reads them', async () => {
    const User = userClass(format)
    const u = await User.find('someone')
    u['base'] = true
    u['author_id'] = null
    u['first_name'] = 'A'
    expect(await u.save()).toBe(false)
    expect(u.errors.fullMessages).toEqual(['Something <is> & "wrong" ü\r\nnext', "Author can't be blank", 'First name is too short'])
    expect(u.errors.onBase()).toEqual(['Something <is> & "wrong" ü\r\nnext'])
    expect(u.errors.on('first_name')).toEqual(['is too short'])
    expect(u.errors.on('author_id')).toEqual(["can't be blank"])
  })

  it('respond.invalid with characters XML cannot carry still gives the client its messages', async () => {
    const User = userClass(format)
    const u = await User.find('someone')
    u['control'] = true
    expect(await u.save()).toBe(false)
    // XML: the server writes them raw (not well-formed XML); this client's parser reads them anyway
    expect(u.errors.on('login')).toEqual(['may not hold "a\u0001b\uffff"'])
  })

  it('a custom member PUT carries its params as the query and its body encoded with the root', async () => {
    class Issue extends Resource {
      static override site = `${url}/`
      static override format = format
    }
    const issue = await Issue.find(1)
    const r = await issue.put('close', { reason: 'dup ü', tags: ['a', 'b'] }, { note: 'Grüße & <b>', count: 2 })
    expect(r.status).toBe(200)
    expect(seen.id).toBe('1')
    expect(seen.query).toEqual({ reason: 'dup ü', tags: ['a', 'b'] })
    // JSON goes without a root (ActiveResource 2.3); the server's wrapParameters also puts the attributes under `issue`
    const sent = { note: 'Grüße & <b>', count: 2 }
    expect(seen.body).toEqual(format === 'xml' ? { issue: sent } : { ...sent, issue: sent })
    const closed = Issue.formatCodec.decode(r.body) as Record<string, unknown>
    expect(closed['state']).toBe('closed')
  })

  it('the typed client reads the same', async () => {
    const api = client(routes, { site: `${url}/`, format })
    const created = await api.users.create(sample())
    expect(created.id).toBe('round')
    expect(created['tags']).toEqual(['a', 'b'])
    await api.users.find('all', { params: { filter: { a: [1, 2] } } })
    expect(seen.query).toEqual({ filter: { a: ['1', '2'] } })
    const found = await api.users.find('zoë')
    expect(found.id).toBe('zoë')
    await expect(api.users.find('gone')).rejects.toBeInstanceOf(ResourceGone)
  })
})
