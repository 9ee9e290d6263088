// Responses and errors: redirections, blank bodies, the response an error carries, unknown statuses,
// removed API, the exported error class of each status. Through the public entry points
// `src/client/index.ts` and `src/testing/index.ts`, as a user imports them.
import { beforeEach, describe, expect, it } from 'vitest'
import { ConnectionError, Redirection, ResourceNotFound } from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'
import { J, Person } from './support'

beforeEach(() => HttpMock.reset())

describe('responses and errors', () => {
  it('301/302 are Redirection errors naming Location; 303–399 are success', async () => {
    HttpMock.respondTo((m) => {
      m.get('/people/1.json', {}, '', 301, { Location: 'http://elsewhere.example/people/1.json' })
      m.get('/people/2.json', {}, '', 302, { Location: '/people/22.json' })
      m.get('/people/3.json', {}, J({ id: 3, name: 'See other' }), 303, { Location: '/elsewhere' })
    })
    const e1 = await Person.find(1).catch((e: unknown) => e)
    expect(e1).toBeInstanceOf(Redirection)
    expect((e1 as Error).message).toContain('http://elsewhere.example/people/1.json')
    expect((e1 as Redirection).response!.status).toBe(301)
    const e2 = await Person.find(2).catch((e: unknown) => e)
    expect(e2).toBeInstanceOf(Redirection)
    expect((e2 as Error).message).toContain('/people/22.json')
    const seeOther = await Person.find(3)
    expect([seeOther.id, seeOther.name]).toEqual([3, 'See other'])
  })

  it('a whitespace-only body is not decoded (save after POST keeps the attributes)', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, ' \n\t ', 201, { Location: '/people/8.json' }))
    const p = new Person({ name: 'W' })
    expect(await p.save()).toBe(true)
    expect([p.id, p.name]).toEqual(['8', 'W'])
  })

  it('an error carries the response in the web Response shape, with the body text', async () => {
    HttpMock.respondTo((m) => m.get('/people/99.json', {}, 'gone away', 404, { 'X-Why': 'because' }))
    const e = (await Person.find(99).catch((x: unknown) => x)) as ResourceNotFound
    expect(e).toBeInstanceOf(ResourceNotFound)
    expect([e.response!.status, e.response!.headers.get('x-why'), e.response!.body]).toEqual([404, 'because', 'gone away'])
  })

  it('an unknown status is a ConnectionError naming it', async () => {
    HttpMock.respondTo((m) => m.get('/people/1.json', {}, '', 600))
    const e = await Person.find(1).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ConnectionError)
    expect((e as Error).message).toMatch(/600/)
  })

  it('removed API sends nothing', async () => {
    HttpMock.respondTo()
    await expect(Person.find('/people/1.json' as never)).rejects.toThrow()
    await expect(Person.find('all', { title: 'x' } as never)).rejects.toThrow(/params/)
    expect(HttpMock.requests).toEqual([])
  })
})

describe('error classes', () => {
  it('each status gives its exported class (Rails 2.3 hierarchy), with the response', async () => {
    const {
      BadRequest,
      UnauthorizedAccess,
      ForbiddenAccess,
      MethodNotAllowed,
      ResourceConflict,
      ResourceGone,
      ResourceInvalid,
      ServerError,
      ClientError,
      TimeoutError,
      SSLError,
    } = await import('../../../src/client/index')
    const cases: Array<[number, new (...a: never[]) => Error]> = [
      [400, BadRequest],
      [401, UnauthorizedAccess],
      [403, ForbiddenAccess],
      [404, ResourceNotFound],
      [405, MethodNotAllowed],
      [409, ResourceConflict],
      [410, ResourceGone],
      [422, ResourceInvalid],
      [418, ClientError],
      [503, ServerError],
    ]
    HttpMock.respondTo((m) => {
      for (const [status] of cases) m.get(`/people/${status}.json`, {}, '', status, status === 405 ? { Allow: 'get, put' } : {})
    })
    for (const [status, cls] of cases) {
      const e = await Person.find(status).catch((x: unknown) => x)
      expect(e, String(status)).toBeInstanceOf(cls)
      expect(e, String(status)).toBeInstanceOf(ConnectionError)
      expect((e as { response: { status: number } }).response.status).toBe(status)
      if (status === 405) expect((e as InstanceType<typeof MethodNotAllowed>).allowedMethods).toEqual(['GET', 'PUT'])
    }
    for (const cls of [
      BadRequest,
      UnauthorizedAccess,
      ForbiddenAccess,
      ResourceNotFound,
      MethodNotAllowed,
      ResourceConflict,
      ResourceGone,
      ResourceInvalid,
    ])
      expect(cls.prototype).toBeInstanceOf(ClientError)
    for (const cls of [TimeoutError, SSLError, Redirection, ClientError, ServerError]) expect(cls.prototype).toBeInstanceOf(ConnectionError)
  })
})
