// Quick local timing while designing (not the project benchmark): helper vs template literal.
import { defineRoutes } from '../src/index'

const routes = defineRoutes({ resources: { threads: { resources: { messages: {} } }, posts: {} } } as any)
const h = routes.helpers as Record<string, (...a: any[]) => string>
const post = h['post_path']!
const msg = h['thread_message_path']!
const ids = Array.from({ length: 1000 }, (_, i) => (i % 3 === 0 ? i : String(i * 7)))
let sink = 0
const REPS = 300
const ours = () => { for (let r = 0; r < REPS; r++) for (let i = 0; i < ids.length; i++) { sink += post(ids[i]).length + msg(ids[i], ids[(i + 1) % 1000]).length } }
const theirs = () => { for (let r = 0; r < REPS; r++) for (let i = 0; i < ids.length; i++) { sink += `/posts/${encodeURIComponent(ids[i]!)}`.length + `/threads/${encodeURIComponent(ids[i]!)}/messages/${encodeURIComponent(ids[(i + 1) % 1000]!)}`.length } }
const best = { ours: 0, theirs: 0 }
for (let k = 0; k < 8; k++) for (const [name, f] of [['ours', ours], ['theirs', theirs]] as const) {
  const t0 = performance.now(); f(); const rate = (ids.length * REPS * 2) / (performance.now() - t0) / 1000
  best[name] = Math.max(best[name], rate)
}
console.log(`helpers ${best.ours.toFixed(2)} M/s, template literal ${best.theirs.toFixed(2)} M/s, ratio ${(best.ours / best.theirs).toFixed(2)}`, sink > 0)
