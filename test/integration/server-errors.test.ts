/**
 * End to end over real HTTP: the server's own error answers (400 for a malformed body, 500 for a
 * handler that throws) as the client reads them, and binary attributes both ways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Resource, ServerError, type Format } from '../../src/client/index'
import { createRequestHandler, respond, toNodeListener, type Controllers } from '../../src/server/index'
import { trackerControllers } from '../../examples/tracker/controllers'
import { routes } from '../../examples/tracker/routes'
import { Store } from '../../examples/tracker/store'
import { listen, type Listening } from '../support/listen'

let running: Listening
let url = ''
let seen: unknown

beforeAll(async () => {
  const base = trackerControllers(Store.seeded())
  const controllers: Controllers<typeof routes> = {
    ...base,
    users: {
      ...base.users,
      create: (ctx) => {
        seen = ctx.body
        const attrs = (ctx.body as { user?: Record<string, unknown> }).user ?? (ctx.body as Record<string, unknown>)
        return respond.created(ctx, { ...attrs, id: 5 }, 'user', '/users/5')
      },
      show: () => {
        throw new Error('secret stack detail')
      },
    },
  }
  running = await listen(toNodeListener(createRequestHandler(routes, controllers, { onError: () => {} })))
  url = running.url
})
afterAll(() => running.close())

describe.each(['xml', 'json'] as const)('server errors in %s', (format) => {
  const userClass = () =>
    class User extends Resource {
      static override site = `${url}/`
      static override format: Format = format
    }

  it('a malformed body is a 400 errors document: save() is false with the message on base', async () => {
    class Broken extends userClass() {
      override encode(): string {
        return format === 'xml' ? '<user><name>x</user>' : '{"name": '
      }
    }
    Object.defineProperty(Broken, 'name', { value: 'User' })
    const u = new Broken({ name: 'x' })
    expect(await u.save()).toBe(false)
    expect(u.isNew()).toBe(true)
    expect(u.errors.onBase().length).toBe(1)
    expect(u.errors.onBase()[0]).toMatch(format === 'xml' ? /XML/i : /JSON/i)
  })

  it('a handler that throws is a ServerError without the stack', async () => {
    const e = await userClass()
      .find(1)
      .catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ServerError)
    expect((e as ServerError).response!.status).toBe(500)
    expect((e as ServerError).response!.body).not.toContain('secret stack detail')
  })
})

describe('binary attributes', () => {
  it('XML: a Uint8Array goes as base64Binary and comes back a Uint8Array', async () => {
    class User extends Resource {
      static override site = `${url}/`
    }
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 60, 38])
    const u = await User.create({ avatar: bytes })
    expect((seen as { user: { avatar: unknown } }).user.avatar).toEqual(bytes)
    expect(u.attributes['avatar']).toEqual(bytes)
  })
})
