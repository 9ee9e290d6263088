/**
 * Test support: the typed client of the tracker's routes against a running tracker, logging each
 * request line (`GET /projects/1.json`, the origin cut off) to `log`; the response lines are left out.
 */
import { client } from '../../src/client/index'
import { routes } from '../../examples/tracker/routes'

export function trackerClient(url: string, format: 'xml' | 'json', log: (line: string) => void, headers: Record<string, string> = {}) {
  return client(routes, {
    site: `${url}/`,
    format,
    configure: (cls) => {
      cls.logger = { info: (line: string) => void (line.startsWith('-->') ? undefined : log(line.replace(url, ''))) }
      cls.headers = headers
    },
  })
}
