/**
 * Child process of the load benchmark: `node --import tsx bench/server/serve.ts <kind> <port>`
 * starts one server and prints `ready` when it listens.
 */
import { STARTERS, type Kind } from './apps'

const [kind, port] = process.argv.slice(2) as [Kind, string]
const start = STARTERS[kind]
if (!start) throw new Error(`unknown server kind ${kind}`)
await start(Number(port))
console.log('ready')
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0))
