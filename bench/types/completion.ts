/**
 * Completion timing: `routes.helpers.` completion right after an edit of usage.ts, with the
 * TypeScript 5.9 LanguageService — what an editor does. The file is opened and checked once
 * (warm), then each round edits it (a new function whose body ends in `routes.helpers.`) and
 * times `getCompletionsAtPosition` there: the edit makes a new program, so the helpers' types
 * are computed again, as in an editor.
 */
import ts from 'typescript'
import { readFileSync } from 'node:fs'
import { dirname } from 'node:path'

export interface CompletionTiming {
  /** Median of the rounds, milliseconds. */
  ms: number
  entries: number
}

export function completionTiming(file: string, rounds = 5): CompletionTiming {
  const original = readFileSync(file, 'utf8')
  let text = original
  let version = 0
  const options: ts.CompilerOptions = {
    strict: true,
    exactOptionalPropertyTypes: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  }
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: (f) => (f === file ? String(version) : '0'),
    getScriptSnapshot: (f) => {
      if (f === file) return ts.ScriptSnapshot.fromString(text)
      return ts.sys.fileExists(f) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(f)!) : undefined
    },
    getCurrentDirectory: () => dirname(file),
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  }
  const service = ts.createLanguageService(host, ts.createDocumentRegistry())
  service.getSemanticDiagnostics(file) // open + first check (warm)
  const times: number[] = []
  let entries = 0
  for (let i = 0; i < rounds; i++) {
    text = `${original}\nexport function edited${i}() {\n  routes.helpers.`
    version++
    const t0 = performance.now()
    const result = service.getCompletionsAtPosition(file, text.length, {})
    times.push(performance.now() - t0)
    entries = result?.entries.length ?? 0
  }
  times.sort((a, b) => a - b)
  service.dispose()
  return { ms: times[Math.floor(times.length / 2)]!, entries }
}
