/** Executable entry of the `typed-resources` command (see src/cli/index.ts). */
import { main } from './cli/index'

// `typed-resources routes r.ts | head`: the reader closed the pipe, it has what it wants.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error
  process.exit(process.exitCode ?? 0)
})

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(`typed-resources: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  },
)
