// No header leakage: each class sends its own headers and credentials, also concurrently; the settings
// of the moment are read for every request; class headers override the defaults case-insensitively.
// Ported from ActiveResource 2.3 test/connection_test.rb.
import { describe, expect, it } from 'vitest'
import { useLoopbackServer } from './support'

const loopback = useLoopbackServer()

describe('isolation', () => {
  it('sends each class its own headers and credentials, also concurrently', async () => {
    const Alpha = loopback.live('Alpha', { user: 'alpha', password: 'a' })
    const Beta = loopback.live('Beta')
    Alpha.headers['X-Who'] = 'alpha'
    Beta.headers['X-Who'] = 'beta'
    // later requests are answered first: the server delays each by (12 - i) * 5 ms
    const direct = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const cls = i % 2 === 0 ? Alpha : Beta
        return cls.send('GET', `/echo/${(12 - i) * 5}.json`).then((r) => [cls.name, JSON.parse(r.body) as Record<string, string>] as const)
      }),
    )
    for (const [name, headers] of direct) {
      expect(headers['x-who']).toBe(name.toLowerCase())
      expect(headers['authorization'] !== undefined).toBe(name === 'Alpha')
    }
  })

  it('reads the settings of the moment for every request (nothing cached)', async () => {
    const People = loopback.live('Person')
    People.headers['X-Turn'] = '1'
    const first = JSON.parse((await People.send('GET', '/echo.json')).body) as Record<string, string>
    People.headers['X-Turn'] = '2'
    People.user = 'late'
    const second = JSON.parse((await People.send('GET', '/echo.json')).body) as Record<string, string>
    expect([first['x-turn'], first['authorization']]).toEqual(['1', undefined])
    expect([second['x-turn'], second['authorization']]).toEqual(['2', `Basic ${Buffer.from('late:').toString('base64')}`])
  })

  it('lets class headers override the defaults, case-insensitively', async () => {
    const People = loopback.live('Person')
    People.headers['accept'] = 'text/plain'
    const echoed = JSON.parse((await People.send('GET', '/echo.json')).body) as Record<string, string>
    expect(echoed['accept']).toBe('text/plain')
  })
})
