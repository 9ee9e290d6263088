/**
 * HttpMock matches a request body against a declared RegExp; a RegExp with the `g` or
 * `y` flag keeps `lastIndex` between `test` calls, so the same request matched once and then
 * failed. A declared response must match the same request every time.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { HttpMock, InvalidRequestError } from '../../src/testing/index'

beforeEach(() => HttpMock.reset())

const post = (body: string) => HttpMock.fetch('http://api.example.com/people.json', { method: 'POST', body })

describe('HttpMock body RegExp', () => {
  it('a global RegExp matches the same body on every request', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, '{}', 201, {}, { body: /"name":"Matz"/g }))
    for (let i = 0; i < 3; i++) expect((await post('{"name":"Matz"}')).status).toBe(201)
  })

  it('a sticky RegExp too, and a non-matching body still rejects', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, '{}', 201, {}, /Matz/y))
    // sticky: anchored where the match starts, which is 0 for every request
    expect((await post('Matz')).status).toBe(201)
    expect((await post('Matz')).status).toBe(201)
    await expect(post('Koichi')).rejects.toBeInstanceOf(InvalidRequestError)
  })
})
