/**
 * `npm start`: the tracker at http://127.0.0.1:3000 (PORT overrides the port), seeded with two
 * projects and two users (log in as `ada` for the admin pages).
 */
import { startTracker } from './app'

const tracker = await startTracker({ port: Number(process.env['PORT'] ?? 3000) })
console.log(`Tracker listening on ${tracker.url} (Ctrl-C to stop)`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void tracker.close().then(() => process.exit(0))
  })
}
