/** Executable entry of the `typed-resources` command (see src/cli/index.ts). */
import { main } from './cli/index'

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(`typed-resources: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  },
)
