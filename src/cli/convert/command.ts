/**
 * The `typed-resources convert <routes.rb> [-o routes.ts] [--import-from module]` command: reads
 * the file, converts it, writes the module (to the file given with -o, else to standard output;
 * importing `defineRoutes` from `typed-resources` or the module given) and reports what was not
 * converted on standard error, one `file:line: message` each. Exit code 0 when the module was
 * written (warnings included); a Ruby syntax error or a missing parser throws.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { convertRoutes } from './index'

export const CONVERT_USAGE = `typed-resources convert <routes.rb> [-o routes.ts] [--import-from module]
                                         write a Rails 2.3 config/routes.rb as a typed route module
                                         (needs the \`@ruby/prism\` package installed)`

/**
 * Runs `convert` with its arguments (after the command name).
 * @param out standard output (the module when no -o is given, else one line saying what was written)
 * @param err standard error (the warnings)
 * @returns the exit code
 * @throws {Error} on bad arguments, an unreadable file, a Ruby syntax error or a missing parser.
 */
export async function runConvert(args: readonly string[], out: (text: string) => void, err: (text: string) => void): Promise<number> {
  let input: string | undefined
  let output: string | undefined
  let importFrom: string | undefined
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === '-o' || arg === '--out') {
      output = args[++i]
      if (output === undefined || output.startsWith('-')) throw new Error(`convert: ${arg} needs a file name (see typed-resources --help)`)
    } else if (arg === '--import-from') {
      importFrom = args[++i]
      if (importFrom === undefined || importFrom.startsWith('-'))
        throw new Error('convert: --import-from needs a module name (see typed-resources --help)')
    } else if (arg.startsWith('-')) throw new Error(`unknown option ${arg} for convert (see typed-resources --help)`)
    else if (input === undefined) input = arg
    else throw new Error(`unexpected argument ${arg} for convert (see typed-resources --help)`)
  }
  if (input === undefined) {
    out(`usage:\n  ${CONVERT_USAGE}`)
    return 1
  }
  if (output !== undefined && resolve(output) === resolve(input)) throw new Error(`convert: writing ${output} would overwrite ${input}`)
  let text: string
  try {
    text = await readFile(input, 'utf8')
  } catch (error) {
    throw new Error(`no such file: ${input}`, { cause: error })
  }
  const { code, warnings } = await convertRoutes(text, { file: input, ...(importFrom !== undefined && { importFrom }) })
  for (const w of warnings) err(`${input}:${w.line}: ${w.message}`)
  if (output === undefined) out(code.replace(/\n$/, ''))
  else {
    await writeFile(output, code)
    out(`wrote ${output}${warnings.length > 0 ? ` (${warnings.length} warning${warnings.length === 1 ? '' : 's'})` : ''}`)
  }
  return 0
}
