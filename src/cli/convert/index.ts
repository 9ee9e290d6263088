/**
 * `typed-resources convert`: a Rails 2.3 `config/routes.rb` → a TypeScript module
 * `export const routes = defineRoutes({…} as const)` whose route table is the one Rails 2.3.18
 * builds from the file. The steps, one module each:
 *
 *   prism.ts        parse the Ruby (Prism, Ruby's own parser, as WebAssembly)
 *   ruby-value.ts   read literals (symbols, strings, hashes, Regexps…) from the syntax tree
 *   dsl.ts          interpret the routing DSL: map.resources, with_options, namespace, named routes…
 *   declaration.ts  the typed-resources declaration keeping Rails' routes, with comments
 *   print.ts        the declaration as TypeScript source
 */
import { basename } from 'node:path'
import { DeclarationBuilder, type ConversionWarning } from './declaration'
import { readRoutesFile } from './dsl'
import { loadRubyParser, type RubyParser } from './prism'
import { print, type Printable } from './print'
import { RubySource } from './source'

export type { ConversionWarning } from './declaration'

/** routes.rb is not valid Ruby, or not a routes file: nothing was converted. */
export class ConversionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConversionError'
  }
}

/** What converting a routes.rb gives. */
export interface Conversion {
  /** The TypeScript module. */
  readonly code: string
  /** The declaration as a value tree (what the module passes to `defineRoutes`). */
  readonly declaration: Printable
  /** What was not converted, or not exactly, with its routes.rb line, in line order. */
  readonly warnings: readonly ConversionWarning[]
}

/** Options of {@link convertRoutes}. */
export interface ConvertOptions {
  /** The routes.rb path as comments and messages name it (default `routes.rb`). */
  readonly file?: string
  /** The module the output imports `defineRoutes` from (default `typed-resources`). */
  readonly importFrom?: string
  /**
   * The Ruby parser to use (from `loadRubyParser()`); default: one loaded for this call. A caller
   * converting many files loads one and passes it to each call.
   */
  readonly parser?: RubyParser
}

/**
 * Converts the text of a Rails 2.3 routes.rb.
 * @throws {ConversionError} on a Ruby syntax error (with its line) or a file without
 *   `ActionController::Routing::Routes.draw`.
 * @throws {Error} naming the install command when `@ruby/prism` is not installed.
 */
export async function convertRoutes(text: string, options: ConvertOptions = {}): Promise<Conversion> {
  const file = options.file ?? 'routes.rb'
  const parse = options.parser ?? (await loadRubyParser())
  const source = new RubySource(text, file)
  const parsed = parse(text)
  if (parsed.errors.length > 0) {
    const [first] = parsed.errors
    throw new ConversionError(
      `${file}:${source.lineOf(first!.offset)}: Ruby syntax error: ${first!.message}${parsed.errors.length > 1 ? ` (and ${parsed.errors.length - 1} more)` : ''}`,
    )
  }
  let routesFile
  try {
    routesFile = readRoutesFile(parsed.program, source, parsed.comments)
  } catch (error) {
    if (error instanceof Error && error.name === 'NotARoutesFile') throw new ConversionError(`${file}: ${error.message}`)
    throw error
  }
  const builder = new DeclarationBuilder(basename(file))
  const declaration = builder.scope(routesFile.entries, { context: 'top' })
  const code = [
    `// Converted from ${basename(file)} (Rails 2.3) by \`typed-resources convert\`.`,
    `// Each entry's comment gives its line in ${basename(file)}.`,
    `import { defineRoutes } from '${options.importFrom ?? 'typed-resources'}'`,
    '',
    ...(routesFile.header.length > 0 ? [...routesFile.header.map((l) => (l === '' ? '//' : `// ${l}`)), ''] : []),
    `export const routes = defineRoutes(${print(declaration)} as const)`,
    '',
  ].join('\n')
  const warnings = [...builder.warnings].sort((a, b) => a.line - b.line)
  return { code, declaration, warnings }
}
