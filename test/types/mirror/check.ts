/**
 * Runs one TypeScript program (the TS 5.9 compiler API) over a generated mirror file and maps
 * each error back to the declaration whose check line it is on.
 */
import ts from 'typescript'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkSource, header, runtimeHelperNames, runtimeNamedRoutes, runtimeUrlForHashes } from './generate'
import type { RouteDeclaration } from '../../../src/routing/declaration'
import { STRICT_OPTIONS } from '../../support/typescript'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
/** The types under test, imported by absolute path from the generated files (written to a temp dir). */
const TYPES = join(ROOT, 'src', 'types', 'index.ts')
let outDir: string | undefined

export interface Disagreement {
  /** Index of the declaration in the batch (-1: a global error). */
  index: number
  /** `ambiguous`: the types accept the runtime's params and others (see generate.ts). */
  kind: 'disagreement' | 'ambiguous'
  message: string
}

/** Checks a batch; returns the disagreements (empty: the types mirror the runtime on all of them). */
export function checkBatch(declarations: readonly RouteDeclaration[], name = 'batch'): Disagreement[] {
  outDir ??= mkdtempSync(join(tmpdir(), 'typed-resources-mirror-'))
  const file = join(outDir, `${name}.ts`)
  const lines: string[] = [header(TYPES.replace(/\.ts$/, ''))]
  const lineOf: number[] = []
  let line = lines[0]!.split('\n').length
  declarations.forEach((d, i) => {
    const src = checkSource(i, d, runtimeNamedRoutes(d), runtimeHelperNames(d), runtimeHelperNames(d, true), runtimeUrlForHashes(d))
    lines.push(src)
    lineOf.push(line)
    line += src.split('\n').length - 1
  })
  writeFileSync(file, lines.join(''))
  const program = ts.createProgram([file], {
    ...STRICT_OPTIONS,
    skipLibCheck: true,
    exactOptionalPropertyTypes: true,
    lib: ['lib.es2022.d.ts'],
  })
  // The generated file's diagnostics only: the library's own files are checked by the type tests,
  // and checking them here again cost a tenth of the run.
  const diags = ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .filter((d) => d.file?.fileName === file || d.file === undefined)
  const out: Disagreement[] = []
  for (const d of diags) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n')
    if (!d.file || d.start === undefined) {
      out.push({ index: -1, kind: 'disagreement', message })
      continue
    }
    const pos = d.file.getLineAndCharacterOfPosition(d.start)
    const text = d.file.text.split('\n')[pos.line] ?? ''
    const index = lineOf.findIndex((start, i) => pos.line + 1 >= start && (i + 1 === lineOf.length || pos.line + 1 < lineOf[i + 1]!))
    out.push({ index, kind: text.startsWith('export const a') ? 'ambiguous' : 'disagreement', message })
  }
  return out
}
