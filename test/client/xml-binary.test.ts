/**
 * `type="base64Binary"` decodes to a `Uint8Array` (Rails' XML_PARSING), but encoding
 * refused it, so a record loaded with such an attribute could not be saved (`encode()` threw).
 * Rails writes binary as `type="base64Binary"` with base64 text (XML_FORMATTING); a load → save
 * round trip keeps the bytes and the type.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource, decodeXml, encodeXml } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'

class Attachment extends Resource {
  static override site = 'http://api.example.com/'
  static override fetch = HttpMock.fetch
}

beforeEach(() =>
  HttpMock.respondTo((m) => {
    m.get('/attachments/1.xml', {}, '<attachment><id type="integer">1</id><data type="base64Binary">aGVsbG8=</data></attachment>')
    m.put('/attachments/1.xml', {}, '', 204)
  }),
)

describe('base64Binary round trip', () => {
  it('encodeXml writes a Uint8Array as type="base64Binary"', () => {
    const xml = encodeXml({ data: new TextEncoder().encode('hello') }, { root: 'attachment' })
    expect(xml).toContain('<data type="base64Binary">aGVsbG8=</data>')
    expect(decodeXml(xml)).toEqual({ attachment: { data: new TextEncoder().encode('hello') } })
  })

  it('a record loaded with a binary attribute saves it back', async () => {
    const attachment = await Attachment.find(1)
    expect(attachment.data).toEqual(new TextEncoder().encode('hello'))
    expect(await attachment.save()).toBe(true)
    expect(HttpMock.requests[1]!.body).toContain('<data type="base64Binary">aGVsbG8=</data>')
  })
})
