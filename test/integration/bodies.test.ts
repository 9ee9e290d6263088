/**
 * End to end over real HTTP: large request and response bodies of multi-byte text (split across
 * socket chunks both ways), and a body over the server's limit (413 → the client's ClientError).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ClientError, Resource, type Format } from '../../src/client/index'
import { toNodeListener } from '../../src/server/index'
import { createTrackerHandler, startTracker, type RunningTracker } from '../../examples/tracker/app'
import { Store } from '../../examples/tracker/store'

let tracker: RunningTracker
let small: Server
let smallUrl = ''
beforeAll(async () => {
  tracker = await startTracker()
  small = createServer(toNodeListener(createTrackerHandler(Store.seeded()), { maxBodyBytes: 2000 }))
  await new Promise<void>((r) => small.listen(0, '127.0.0.1', () => r()))
  smallUrl = `http://127.0.0.1:${(small.address() as AddressInfo).port}`
})
afterAll(async () => {
  await tracker.close()
  await new Promise<void>((r) => {
    small.closeAllConnections()
    small.close(() => r())
  })
})

const projectClass = (site: string, format: Format) =>
  class Project extends Resource {
    static override site = `${site}/`
    static override format = format
  }

describe.each(['xml', 'json'] as const)('bodies in %s', (format) => {
  it('a 100 KB multi-byte description goes and comes back whole', async () => {
    const Project = projectClass(tracker.url, format)
    const description = 'ü漢字😀 <&> '.repeat(8_000)
    const p = await Project.create({ name: `Big ${format}`, description })
    expect(tracker.store.projects.get(Number(p.id))?.description).toBe(description.trim())
    const back = await Project.find(Number(p.id))
    expect(back['description']).toBe(description.trim())
    const all = await Project.find('all')
    expect(all.find((x) => x.id === p.id)?.['description']).toBe(description.trim())
  })

  it('a body over maxBodyBytes is a 413 the client raises as ClientError', async () => {
    const Project = projectClass(smallUrl, format)
    const e = await Project.create({ name: 'Too big', description: 'x'.repeat(5000) }).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ClientError)
    expect((e as ClientError).response!.status).toBe(413)
    // the server still answers afterwards
    expect((await Project.find(1))['name']).toBe('Tracker')
  })
})
