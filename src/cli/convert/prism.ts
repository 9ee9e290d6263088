/**
 * Loads Prism, Ruby's official parser compiled to WebAssembly (the `@ruby/prism` package), for
 * `typed-resources convert`. The package is an optional peer dependency of the CLI: only this
 * command needs it, so it is imported on first use and a missing install is reported with the
 * one command that fixes it.
 */
import type { ProgramNode } from '@ruby/prism'

/** A syntax error Prism reports, with its byte offset in the source. */
export interface RubySyntaxError {
  readonly message: string
  readonly offset: number
}

/** What parsing a Ruby file gives: the program node and Prism's syntax errors and comments. */
export interface RubyParse {
  readonly program: ProgramNode
  readonly errors: readonly RubySyntaxError[]
  /** Every `#` comment, as byte offset and length. */
  readonly comments: readonly { readonly offset: number; readonly length: number }[]
}

/** Parses Ruby source text (UTF-8). */
export type RubyParser = (source: string) => RubyParse

/** The command that installs the parser, as the error names it. */
export const INSTALL_PRISM = 'npm install --save-dev @ruby/prism'

/**
 * Node 20 prints "WASI is an experimental feature" when Prism instantiates its WebAssembly
 * module: the converter's stderr carries the user's warnings, so that one notice is left out
 * while the parser loads (every other warning passes through).
 */
async function withoutWasiNotice<T>(load: () => Promise<T>): Promise<T> {
  const emitWarning = process.emitWarning
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message
    if (/\bWASI\b/.test(text)) return
    ;(emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest)
  }) as typeof process.emitWarning
  try {
    return await load()
  } finally {
    process.emitWarning = emitWarning
  }
}

type PrismModule = typeof import('@ruby/prism')

const importPrismPackage = (): Promise<PrismModule> => import('@ruby/prism')

/** Imports Prism and instantiates its WebAssembly parser. */
function load(importPrism: () => Promise<PrismModule>): Promise<RubyParser> {
  return withoutWasiNotice(async () => {
    let prism: PrismModule
    try {
      prism = await importPrism()
    } catch (error) {
      const code = (error as { code?: string }).code
      if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
        throw new Error(`convert needs Ruby's parser, the @ruby/prism package: run \`${INSTALL_PRISM}\``, { cause: error })
      }
      throw error
    }
    const parse = await prism.loadPrism()
    return (source: string): RubyParse => {
      const result = parse(source)
      return {
        program: result.value,
        errors: result.errors.map((e) => ({ message: e.message, offset: e.location.startOffset })),
        comments: result.comments.map((c) => ({ offset: c.location.startOffset, length: c.location.length })),
      }
    }
  })
}

/**
 * A Ruby parser loaded from the installed `@ruby/prism` (each call compiles Prism's WebAssembly
 * module anew, about 15 ms: a caller that parses many files loads one and keeps it).
 * @param importPrism how to import `@ruby/prism` instead (tests give a failing import)
 * @throws {Error} saying to run {@link INSTALL_PRISM} when `@ruby/prism` is not installed.
 */
export function loadRubyParser(importPrism: () => Promise<PrismModule> = importPrismPackage): Promise<RubyParser> {
  return load(importPrism)
}
