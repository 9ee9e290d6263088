// The status table (connection.rb handle_response): which statuses succeed, the error class of each,
// Rails' messages, a 405's allowed methods, a 409's record, collections of one and none, HEAD. Ported
// from ActiveResource 2.3 test/connection_test.rb.
import { beforeEach, describe, expect, it } from 'vitest'
import {
  BadRequest,
  ClientError,
  ConnectionError,
  ForbiddenAccess,
  MethodNotAllowed,
  Redirection,
  Resource,
  ResourceConflict,
  ResourceGone,
  ResourceInvalid,
  ResourceNotFound,
  STATUS_ERRORS,
  ServerError,
  UnauthorizedAccess,
  encodeXml,
} from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'
import { matzXml } from './support'

beforeEach(() => HttpMock.reset())

describe('handle_response (HttpMock)', () => {
  class Person extends Resource {
    static override site = 'http://localhost'
  }
  Person.fetch = HttpMock.fetch

  const expectStatus = async (code: number, errorClass: (new (...args: never[]) => Error) | null): Promise<void> => {
    HttpMock.respondTo((m) => m.get(`/people/${code}.xml`, {}, '', code))
    const result = await Person.send('GET', `/people/${code}.xml`).catch((e: unknown) => e)
    if (errorClass === null) {
      expect(result, String(code)).toMatchObject({ status: code })
    } else {
      expect(result, String(code)).toBeInstanceOf(errorClass)
      expect((result as ConnectionError).response?.status, String(code)).toBe(code)
      expect(result?.constructor, String(code)).toBe(errorClass)
    }
  }

  it('treats 2xx and 3xx (but 301 and 302) as success', async () => {
    for (const code of [200, 201, 204, 299, 300, 303, 304, 307, 399]) await expectStatus(code, null)
  })

  it('maps each error status to its class', async () => {
    const table: [number, new (...args: never[]) => Error][] = [
      [301, Redirection],
      [302, Redirection],
      [400, BadRequest],
      [401, UnauthorizedAccess],
      [403, ForbiddenAccess],
      [404, ResourceNotFound],
      [405, MethodNotAllowed],
      [409, ResourceConflict],
      [410, ResourceGone],
      [422, ResourceInvalid],
      [402, ClientError],
      [499, ClientError],
      [500, ServerError],
      [503, ServerError],
      [599, ServerError],
      [199, ConnectionError],
      [600, ConnectionError],
    ]
    for (const [code, errorClass] of table) await expectStatus(code, errorClass)
    expect([...STATUS_ERRORS.keys()]).toEqual([301, 302, 400, 401, 403, 404, 405, 409, 410, 422])
  })

  it('names unknown statuses and writes Rails messages', async () => {
    HttpMock.respondTo((m) => {
      m.get('/a.xml', {}, '', 600)
      m.get('/b.xml', {}, '', '404 Missing')
      m.get('/c.xml', {}, '', 302, { Location: 'http://elsewhere/x' })
    })
    await expect(Person.send('GET', '/a.xml')).rejects.toThrow('Unknown response code: 600')
    await expect(Person.send('GET', '/b.xml')).rejects.toThrow('Failed.  Response code = 404.  Response message = Missing.')
    await expect(Person.send('GET', '/c.xml')).rejects.toThrow(
      'Failed.  Response code = 302.  Response message = Found. => http://elsewhere/x',
    )
  })

  it('gives the allowed methods of a 405', async () => {
    HttpMock.respondTo((m) => m.get('/people/1.xml', {}, '', 405, { Allow: 'get, post' }))
    const error = (await Person.find(1).catch((e: unknown) => e)) as MethodNotAllowed
    expect(error).toBeInstanceOf(MethodNotAllowed)
    expect(error.allowedMethods).toEqual(['GET', 'POST'])
  })

  it('carries the conflicting record on a 409', async () => {
    HttpMock.respondTo((m) => m.put('/people/1.xml', {}, matzXml, 409, { 'Content-Type': 'application/xml' }))
    const error = (await new Person({ id: 1 }).save().catch((e: unknown) => e)) as ResourceConflict
    expect(error.response?.body).toBe(matzXml)
    expect(error.response?.headers.get('content-type')).toBe('application/xml')
  })

  it('decodes collections of one and of none', async () => {
    HttpMock.respondTo((m) => {
      m.get('/people_single_elements.xml', {}, encodeXml([{ id: 1, name: 'Matz' }], { root: 'people-single-elements' }))
      m.get('/people_empty_elements.xml', {}, encodeXml([], { root: 'people-empty-elements' }))
    })
    const single = await Person.find('all', { from: '/people_single_elements.xml' })
    expect(single.map((p) => p['name'])).toEqual(['Matz'])
    expect(await Person.find('all', { from: '/people_empty_elements.xml' })).toEqual([])
  })

  it('HEAD gives a blank body', async () => {
    HttpMock.respondTo((m) => m.head('/people/1.xml', {}, null, 200))
    const response = await Person.send('HEAD', '/people/1.xml')
    expect([response.status, response.body]).toEqual([200, ''])
  })
})
