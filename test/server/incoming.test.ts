// The text of responses made by the server's helpers travels with each response (adapters write
// it without reading the stream); their body stream is made only when the body is read through
// the web API, and otherwise they are Responses like any other. Other responses and used bodies
// are read as streams.
import { describe, expect, it } from 'vitest'
import { knownBodyText, textResponse } from '../../src/server/incoming'

describe('knownBodyText', () => {
  it('gives each helper response its own text', async () => {
    const a = textResponse('{"a":1}', { status: 200 })
    const b = textResponse('<b/>', { status: 201 })
    expect(knownBodyText(a)).toBe('{"a":1}')
    expect(knownBodyText(b)).toBe('<b/>')
    expect(a).toBeInstanceOf(Response)
    expect(await b.text()).toBe('<b/>')
  })

  it('is undefined once the body is used, and for responses the helpers did not make', async () => {
    const used = textResponse('x', { status: 200 })
    await used.text()
    expect(knownBodyText(used)).toBeUndefined()
    expect(knownBodyText(new Response('x'))).toBeUndefined()
    const streamed = textResponse('z', { status: 200 })
    await streamed.body!.getReader().read()
    expect(knownBodyText(streamed)).toBeUndefined()
  })

  it('gives a clone the same text, kept apart from the original', async () => {
    const original = textResponse('y', { status: 200 })
    const copy = original.clone()
    expect(knownBodyText(copy)).toBe('y')
    expect(await copy.text()).toBe('y')
    expect(knownBodyText(original)).toBe('y')
  })
})

describe('a helper response read through the web API', () => {
  const init = { status: 201, statusText: 'Created', headers: { 'content-type': 'application/json', location: '/posts/1' } }

  it('has the status, headers and body of new Response(text, init)', async () => {
    const ours = textResponse('{"id":1}', init)
    const theirs = new Response('{"id":1}', init)
    expect([ours.status, ours.statusText, ours.ok, ours.type, ours.redirected, ours.url]).toEqual([
      theirs.status,
      theirs.statusText,
      theirs.ok,
      theirs.type,
      theirs.redirected,
      theirs.url,
    ])
    expect([...ours.headers]).toEqual([...theirs.headers])
    expect(ours.body).toBeInstanceOf(ReadableStream)
    expect(ours.bodyUsed).toBe(false)
    expect(await ours.json()).toEqual({ id: 1 })
    expect(ours.bodyUsed).toBe(true)
  })

  it('reads as bytes, a buffer, a blob and a stream', async () => {
    const bytes = new TextEncoder().encode('héllo')
    expect(new Uint8Array(await textResponse('héllo', init).arrayBuffer())).toEqual(bytes)
    expect(await textResponse('héllo', init).bytes()).toEqual(bytes)
    expect(await (await textResponse('héllo', init).blob()).text()).toBe('héllo')
    expect(await new Response(textResponse('héllo', init).body).text()).toBe('héllo')
    const form = await textResponse('a=1&b=2', { status: 200, headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
    expect([...form]).toEqual([
      ['a', '1'],
      ['b', '2'],
    ])
  })

  it('refuses a second read and a clone of a used body, as a Response does', async () => {
    const once = textResponse('x', init)
    await once.text()
    await expect(once.text()).rejects.toThrow(TypeError)
    expect(() => once.clone()).toThrow(TypeError)
    const locked = textResponse('x', init)
    locked.body!.getReader()
    expect(() => locked.clone()).toThrow(TypeError)
  })

  it('keeps headers set after it was made', async () => {
    const response = textResponse('x', init)
    response.headers.set('x-request-id', '7')
    expect(response.clone().headers.get('x-request-id')).toBe('7')
    expect(await new Response(response.body, response).text()).toBe('x')
  })

  it('gets the Content-Type of a string body when it has none, and refuses a body on a null-body status', () => {
    expect(textResponse('x', { status: 200 }).headers.get('content-type')).toBe(new Response('x').headers.get('content-type'))
    for (const status of [204, 205, 304]) expect(() => textResponse('x', { status })).toThrow(TypeError)
  })
})
