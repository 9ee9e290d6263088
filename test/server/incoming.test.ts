// The text of responses made by the server's helpers travels with each response (adapters write
// it without reading the stream); other responses, clones and used bodies are read as streams.
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
    const original = textResponse('y', { status: 200 })
    expect(knownBodyText(original.clone())).toBeUndefined()
    expect(knownBodyText(original)).toBe('y')
  })
})
