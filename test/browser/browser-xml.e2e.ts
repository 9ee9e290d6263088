/**
 * XML in the browser build: `decodeXml` over the platform's DOMParser (chromium) gives what the
 * Node build (fast-xml-parser) gives — the same values for every document, and an `XmlError` for
 * the same bad documents — on hand-written edge cases and on 300 documents `encodeXml` writes
 * for random records.
 */
import fc from 'fast-check'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeXml, encodeXml } from '../../src/client/index'
import { bundleForBrowser } from '../../scripts/browser-bundle'
import { launchChromium, loadBundle, type Chromium } from './chromium'

/** A value as plain JSON, keeping what JSON loses (dates, big integers, bytes) and errors. */
const SNAPSHOT = `(value) => JSON.stringify(value, function (key, v) {
  const raw = this[key]
  if (raw instanceof Date) return { $date: Number.isNaN(raw.getTime()) ? 'invalid' : raw.toISOString() }
  if (typeof raw === 'bigint') return { $bigint: String(raw) }
  if (raw instanceof Uint8Array) return { $bytes: Array.from(raw) }
  return v
})`
const snapshot = new Function(`return ${SNAPSHOT}`)() as (value: unknown) => string
const decodeToSnapshot =
  (decode: (xml: string) => unknown) =>
  (xml: string): string => {
    try {
      return snapshot(decode(xml))
    } catch (error) {
      return `${(error as Error).name}`
    }
  }

const EDGE_CASES = [
  '<person><name>Matz</name><age type="integer">57</age><born type="date">1965-04-14</born></person>',
  '<r><at type="datetime">2020-01-02T03:04:05+02:00</at><ok type="boolean">true</ok><f type="float">2.5</f><d type="decimal">1.10</d></r>',
  '<r><big type="integer">123456789012345678901234567890</big><b type="base64Binary">aGVsbG8=</b></r>',
  '<r><gone nil="true"/><empty></empty><blank/><tags type="array"><tag>a</tag><tag>b</tag></tags><none type="array"/></r>',
  '<r><first-name>M</first-name><item><x>1</x></item><item><x>2</x></item></r>',
  '<r><t>&lt;a&gt; &amp;amp; &quot;q&quot; &apos;s&apos; &#65;&#x42; ✓</t><c><![CDATA[<not> &amp; a tag]]></c></r>',
  '<r><__proto__>p</__proto__><constructor><x>1</x></constructor><a hasOwnProperty="h" k="v"/></r>',
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- comment -->\n<r>\n  <a>  spaced  </a>\n  <?pi data?>\n</r>\n',
  '<records type="array"><record><id type="integer">1</id></record><record><id type="integer">2</id></record></records>',
  '<r a="1&amp;2"><b c="&lt;x&gt;"/></r>',
  '<errors><error>Name can&apos;t be blank</error></errors>',
  // bad documents: both refuse
  '<r><a>1</b></r>',
  '<r/><s/>',
  '<r>text<a>1</a></r>',
  '<r><a>&unknown;</a></r>',
  '<!DOCTYPE r [<!ENTITY x "expanded">]><r><a>&x;</a></r>',
  '<r><n type="integer">old</n></r>',
  '<r><d type="date">yesterday</d></r>',
  'not xml at all',
]

const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/)
const text = fc
  .string({ minLength: 1, maxLength: 12 })
  .filter((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\r]/.test(s) && s.trim() !== '')
const scalar = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  text,
  fc.constant(null),
  fc.date({ noInvalidDate: true }),
)
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, scalar, tie('object'), tie('array')),
  object: fc.dictionary(key, tie('value'), { minKeys: 1, maxKeys: 4 }),
  array: fc.array(
    fc.oneof(
      scalar.filter((v) => v !== null),
      tie('object'),
    ),
    { maxLength: 3 },
  ),
}))
const RANDOM = fc
  .sample(fc.dictionary(key, value, { minKeys: 1, maxKeys: 5 }), { numRuns: 300, seed: 20261126 })
  .map((record) => encodeXml(record, { root: 'record' }))

let chrome: Chromium | undefined
let page: Page

beforeAll(async () => {
  const bundle = await bundleForBrowser(
    `import { decodeXml } from './src/client/formats/xml'\nwindow.decodeAll = (docs) => docs.map((xml) => { try { return (${SNAPSHOT})(decodeXml(xml)) } catch (error) { return error.name } })`,
    { minify: false },
  )
  chrome = await launchChromium('browser-xml-e2e')
  page = chrome.page
  await page.setContent('<!doctype html><title>xml</title>')
  await loadBundle(page, bundle.code, 'decodeAll')
})

afterAll(async () => {
  await chrome?.close()
})

const inBrowser = (docs: string[]): Promise<string[]> =>
  page.evaluate((d) => (window as unknown as { decodeAll(docs: string[]): string[] }).decodeAll(d), docs)

describe('decodeXml in chromium (DOMParser) = decodeXml in Node (fast-xml-parser)', () => {
  it('on the edge cases, bad documents included', async () => {
    const node = EDGE_CASES.map(decodeToSnapshot(decodeXml))
    expect(node.filter((answer) => answer === 'XmlError')).toHaveLength(8)
    expect(await inBrowser(EDGE_CASES)).toEqual(node)
  })

  it('on 300 documents written by encodeXml for random records', async () => {
    expect(await inBrowser(RANDOM)).toEqual(RANDOM.map(decodeToSnapshot(decodeXml)))
  })
})
