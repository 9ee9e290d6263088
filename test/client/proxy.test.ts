// A class's proxy connection pool (src/client/proxy.ts): one undici ProxyAgent per proxy URL,
// kept while the proxy stays, replaced when it changes; pools of two classes are never shared.
import { describe, expect, it } from 'vitest'
import { ProxyAgents } from '../../src/client/proxy'

describe('ProxyAgents', () => {
  it('keeps one agent while the proxy stays and makes a new one when it changes', async () => {
    const agents = new ProxyAgents()
    const first = agents.agentFor('http://proxy.example:8080')
    expect(agents.agentFor('http://proxy.example:8080')).toBe(first)
    const second = agents.agentFor('http://other-proxy.example:8080')
    expect(second).not.toBe(first)
    expect(await second).not.toBe(await first)
    expect(((await second) as object).constructor.name).toBe('ProxyAgent')
    await ((await second) as { close(): Promise<void> }).close()
  })

  it('of two owners are separate', async () => {
    const a = new ProxyAgents()
    const b = new ProxyAgents()
    const agentA = await a.agentFor('http://proxy.example:8080')
    const agentB = await b.agentFor('http://proxy.example:8080')
    expect(agentA).not.toBe(agentB)
    await Promise.all([agentA, agentB].map((agent) => (agent as { close(): Promise<void> }).close()))
  })
})
