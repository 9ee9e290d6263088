// decodeJson: blank bodies, whitespace, malformed JSON.
import { describe, expect, it } from 'vitest'
import { JsonError, decodeJson } from '../../../src/client/index'

describe('decodeJson', () => {
  it('gives null for a blank text, the value for JSON with whitespace around it, and a JsonError naming the complaint otherwise', () => {
    expect(decodeJson('')).toBeNull()
    expect(decodeJson(' \n\t ')).toBeNull()
    expect(decodeJson(' {"id":1}\n')).toEqual({ id: 1 })
    expect(decodeJson('null')).toBeNull()
    expect(() => decodeJson('{"id":')).toThrow(JsonError)
    expect(() => decodeJson('{"id":')).toThrow(/^malformed JSON: /)
  })
})
