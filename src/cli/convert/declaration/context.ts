/**
 * What every part of a routes.rb conversion shares: the warnings collected for the user, the
 * comments that name a routes.rb line (`routes.rb:12`), and where a call stands (its {@link Place}).
 */
import type { DefaultAction } from '../../../routing/declaration'

/** A warning for the user: its routes.rb line and what was not converted (or not exactly). */
export interface ConversionWarning {
  readonly line: number
  readonly message: string
}

/** Where a call is: what our declaration adds to it by nesting (prefixes, namespace, filters). */
export interface Place {
  readonly context: 'top' | 'namespace' | 'resource'
  /** The default actions the enclosing resource hands down under this library's rule (undefined: all). */
  readonly inherited?: ReadonlySet<DefaultAction>
}

/** The warnings of one conversion and the comments naming its routes.rb lines. */
export class ConversionContext {
  readonly warnings: ConversionWarning[] = []

  /** @param file the name routes.rb is called by in comments (`routes.rb`) */
  constructor(private readonly file: string) {}

  /** Records a warning for `line` and returns its message. */
  warn(line: number, message: string): string {
    this.warnings.push({ line, message })
    return message
  }

  /** `routes.rb:<line>`. */
  where(line: number): string {
    return `${this.file}:${line}`
  }

  /** The comment of an entry: its routes.rb place, then its own trailing comment. */
  trailing(entry: { origin: { line: number }; trailingComment?: string }): string {
    return entry.trailingComment === undefined ? this.where(entry.origin.line) : `${this.where(entry.origin.line)} ${entry.trailingComment}`
  }

  /** The comment lines standing for a statement left out, and its warning. */
  untranslated(line: number, reason: string, text: readonly string[]): string[] {
    this.warn(line, `not converted: ${reason}`)
    const indent = Math.min(
      ...text
        .slice(1)
        .filter((l) => l.trim() !== '')
        .map((l) => /^\s*/.exec(l)![0].length),
      Number.MAX_SAFE_INTEGER,
    )
    const body = [text[0]!.trim(), ...text.slice(1).map((l) => l.slice(Math.min(indent, /^\s*/.exec(l)![0].length)))]
    return [`${this.where(line)} not converted: ${reason}:`, ...body.map((l) => `  ${l}`)]
  }
}
