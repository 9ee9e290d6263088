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

/** One editor session on a file: each `edit()` appends a new function ending in `routes.helpers.` and times the completion there. */
export interface CompletionSession {
  /** Edits the file and completes `routes.helpers.` at its end; the completion's time in milliseconds. */
  edit(): Promise<number>
  /** How many entries the last completion listed. */
  readonly entries: number
  close(): void
}

/** Opens `file` in a TypeScript 5.9 LanguageService and checks it once (warm). */
export function openCompletion(file: string): CompletionSession {
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
  let entries = 0
  return {
    get entries() {
      return entries
    },
    edit() {
      version++
      text = `${original}\nexport function edited${version}() {\n  routes.helpers.`
      const t0 = performance.now()
      const result = service.getCompletionsAtPosition(file, text.length, {})
      const ms = performance.now() - t0
      entries = result?.entries.length ?? 0
      return Promise.resolve(ms)
    },
    close: () => service.dispose(),
  }
}
