// ActiveResource 2.3 test/authorization_test.rb, ported (HttpMock), plus a real loopback check.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource, UnauthorizedAccess, encodeXml } from '../../src/client/index'
import { HttpMock, InvalidRequestError } from '../../src/testing/index'

const david = encodeXml({ id: 2, name: 'David' }, { root: 'person' })
const AUTH = { Authorization: 'Basic ZGF2aWQ6dGVzdDEyMw==' }

function personAt(site: string): typeof Resource {
  const Person = class extends Resource {}
  Object.defineProperty(Person, 'name', { value: 'Person' })
  Person.site = site
  Person.fetch = HttpMock.fetch
  return Person
}

/** The user and password the request carried (Rails' test decodes the header the same way). */
async function credentials(Person: typeof Resource): Promise<string[]> {
  HttpMock.respondTo((m) => m.get('/people/2.xml', {}, david))
  await Person.find(2)
  const header = HttpMock.requests[0]?.headers['Authorization'] ?? ''
  const [scheme, encoded] = header.split(' ')
  expect(scheme).toBe('Basic')
  return Buffer.from(encoded ?? '', 'base64')
    .toString('utf8')
    .split(':')
}

beforeEach(() => {
  HttpMock.respondTo((mock) => {
    mock.get('/people/2.xml', AUTH, david)
    mock.put('/people/2.xml', AUTH, null, 204)
    mock.delete('/people/2.xml', AUTH, null, 200)
    mock.post('/people/2/addresses.xml', AUTH, null, 201, { Location: '/people/1/addresses/5' })
    mock.head('/people/2.xml', AUTH, null, 200)
  })
})

describe('authorization header', () => {
  it('comes from the site userinfo', async () => {
    expect(await credentials(personAt('http://david:test123@localhost'))).toEqual(['david', 'test123'])
    expect(HttpMock.requests[0]?.headers['Authorization']).toBe(AUTH.Authorization)
  })

  it('handles a user without password and a password without user', async () => {
    expect(await credentials(personAt('http://david:@localhost'))).toEqual(['david', ''])
    expect(await credentials(personAt('http://:test123@localhost'))).toEqual(['', 'test123'])
  })

  it('decodes percent-encoded credentials', async () => {
    expect(await credentials(personAt('http://my%40email.com:%31%32%33@localhost'))).toEqual(['my@email.com', '123'])
  })

  it('prefers explicit user and password', async () => {
    const Person = personAt('http://wrong:wrong@localhost')
    Person.user = 'david'
    Person.password = 'test123'
    expect(await credentials(Person)).toEqual(['david', 'test123'])
    const Lone = personAt('http://localhost')
    Lone.user = 'david'
    expect(await credentials(Lone)).toEqual(['david', ''])
    const Pass = personAt('http://localhost')
    Pass.password = 'test123'
    expect(await credentials(Pass)).toEqual(['', 'test123'])
  })

  it('is absent without credentials', async () => {
    const Person = personAt('http://localhost')
    HttpMock.respondTo((m) => m.get('/people/2.xml', {}, david))
    await Person.find(2)
    expect('Authorization' in (HttpMock.requests[0]?.headers ?? {})).toBe(false)
  })

  it('encodes non-ASCII credentials as UTF-8', async () => {
    expect(await credentials(personAt('http://j%C3%BCrgen:p%C3%A4ss@localhost'))).toEqual(['jürgen', 'päss'])
  })
})

describe('authenticated requests', () => {
  const Person = personAt('http://david:test123@localhost')

  it('GET, PUT, DELETE, POST and HEAD carry it', async () => {
    const d = await Person.find(2)
    expect(d['name']).toBe('David')
    expect(await d.save()).toBe(true)
    expect((await d.destroy()).status).toBe(200)
    expect((await Person.send('POST', '/people/2/addresses.xml', '')).headers.get('Location')).toBe('/people/1/addresses/5')
    expect(await Person.exists(2)).toBe(true)
    expect(HttpMock.requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'DELETE', 'POST', 'HEAD'])
  })

  it('a request with other credentials finds no response', async () => {
    const Other = personAt('http://david:@localhost')
    await expect(Other.find(2)).rejects.toBeInstanceOf(InvalidRequestError)
  })
})

it('reaches a real server, which answers 401 to wrong credentials', async () => {
  const server = createServer((req: IncomingMessage, res) => {
    const ok = req.headers.authorization === AUTH.Authorization
    res.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/xml' }).end(ok ? david : '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  try {
    class Good extends Resource {
      static override site = `http://david:test123@127.0.0.1:${port}/`
      static override elementName = 'person'
    }
    class Bad extends Resource {
      static override site = `http://david:nope@127.0.0.1:${port}/`
      static override elementName = 'person'
    }
    expect((await Good.find(2))['name']).toBe('David')
    await expect(Bad.find(2)).rejects.toBeInstanceOf(UnauthorizedAccess)
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})
