/**
 * `toJSON()` is a plain value for `JSON.stringify` (docs/client.md), and XML integers beyond
 * 2^53 decode to `bigint` (README). `JSON.stringify` throws on a bigint, so `toJSON()` must write
 * it as `encode()` does for JSON: its decimal string.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { Resource } from '../../src/client/index'
import { HttpMock } from '../../src/testing/index'

class Account extends Resource {
  static override site = 'http://api.example.com/'
  static override fetch = HttpMock.fetch
}
class JsonAccount extends Resource {
  static override site = 'http://api.example.com/'
  static override format = 'json' as const
  static {
    this.elementName = 'account'
  }
}

beforeEach(() =>
  HttpMock.respondTo((m) =>
    m.get(
      '/accounts/1.xml',
      {},
      '<account><id type="integer">1</id><balance type="integer">123456789012345678901</balance><owner><ref type="integer">98765432109876543210</ref></owner></account>',
    ),
  ),
)

describe('toJSON() with bigint attributes', () => {
  it('JSON.stringify(record) writes them as decimal strings, nested records included', async () => {
    const account = await Account.find(1)
    expect(account.balance).toBe(123456789012345678901n)
    expect(JSON.parse(JSON.stringify(account))).toEqual({ id: 1, balance: '123456789012345678901', owner: { ref: '98765432109876543210' } })
    expect(account.balance).toBe(123456789012345678901n) // the attribute itself is untouched
  })

  it('agrees with encode() of a JSON class', () => {
    const account = new JsonAccount({ id: 1, balance: 2n ** 64n, list: [2n ** 60n] })
    expect(JSON.stringify(account)).toBe(account.encode())
    JsonAccount.includeRootInJson = true
    try {
      expect(JSON.stringify(account)).toBe(account.encode())
    } finally {
      JsonAccount.includeRootInJson = false
    }
  })
})
