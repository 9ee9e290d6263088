/**
 * Test support: what a TypeScript user's editor shows for a small app that imports the BUILT
 * package (`dist/index.d.ts`, as `npm run build` leaves it; `typed-resources` mapped to it with
 * `paths`), through the TypeScript 5.9 language service (`createLanguageService`, the API
 * tsserver and editors use) — and the same app's errors from the TypeScript 7 compiler's CLI.
 *
 * Sources hold markers `/*name*\/`: a position right after the marker (signature help, quick info)
 * or a line (diagnostics are reported by the marker of their line).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
/** The built package's types, as a user's editor reads them. */
export const DIST_TYPES = join(ROOT, 'dist', 'index.d.ts')

/** The project's compiler options (tsconfig.json: strict, exactOptionalPropertyTypes). */
const OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  strict: true,
  exactOptionalPropertyTypes: true,
  noEmit: true,
  skipLibCheck: true,
  lib: ['ES2022'],
  types: [],
  paths: { 'typed-resources': [DIST_TYPES] },
}

/** One diagnostic as a user reads it: the marker of its line, its code and its flattened text. */
export interface Diagnostic {
  readonly marker: string | undefined
  readonly code: number
  readonly text: string
}

/** One signature of signature help: its label as shown, and its parameters' names and labels. */
export interface Signature {
  readonly label: string
  readonly parameterNames: readonly string[]
  readonly parameters: readonly string[]
}

/** An editor session on some files (name → source, names relative to a virtual `/app`). */
export interface Editor {
  /** Syntactic and semantic diagnostics of a file. */
  diagnostics(file: string): Diagnostic[]
  /** Signature help right after `/*marker*\/`. */
  signatureHelp(file: string, marker: string): Signature[]
  /** Quick info (hover) right after `/*marker*\/`: its display text and documentation. */
  quickInfo(file: string, marker: string): { readonly text: string; readonly documentation: string }
}

const text = (parts: readonly ts.SymbolDisplayPart[] | undefined): string => (parts ?? []).map((p) => p.text).join('')

/** The position right after `/*marker*\/` in `source`. */
function markerPosition(source: string, marker: string): number {
  const tag = `/*${marker}*/`
  const at = source.indexOf(tag)
  if (at < 0 || source.indexOf(tag, at + 1) >= 0) throw new Error(`marker ${tag} must occur exactly once`)
  return at + tag.length
}

/** The marker on the line of `position`, if any. */
function markerOfLine(source: string, position: number): string | undefined {
  const start = source.lastIndexOf('\n', position - 1) + 1
  const end = source.indexOf('\n', position)
  return /\/\*([\w-]+)\*\//.exec(source.slice(start, end < 0 ? undefined : end))?.[1]
}

/** Opens a language service over `files`; one per test file, shared by its tests. */
export function openEditor(files: Readonly<Record<string, string>>): Editor {
  if (!existsSync(DIST_TYPES))
    throw new Error(`${DIST_TYPES} is missing: run \`npm run build\` first (the editor tests read the built package)`)
  const path = (name: string) => `/app/${name}`
  const sources = new Map(Object.entries(files).map(([name, source]) => [path(name), source]))
  const { options, errors } = ts.convertCompilerOptionsFromJson(OPTIONS, '/app')
  if (errors.length) throw new Error(ts.flattenDiagnosticMessageText(errors[0]!.messageText, '\n'))
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [...sources.keys()],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => {
      const source = sources.get(name) ?? (ts.sys.fileExists(name) ? ts.sys.readFile(name) : undefined)
      return source === undefined ? undefined : ts.ScriptSnapshot.fromString(source)
    },
    getCurrentDirectory: () => '/app',
    getCompilationSettings: () => options,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: (name) => sources.has(name) || ts.sys.fileExists(name),
    readFile: (name) => sources.get(name) ?? ts.sys.readFile(name),
    directoryExists: (name) => name === '/app' || ts.sys.directoryExists(name),
    getDirectories: (name) => (name === '/app' ? [] : ts.sys.getDirectories(name)),
  }
  const service = ts.createLanguageService(host, ts.createDocumentRegistry())
  const sourceOf = (file: string): string => {
    const source = sources.get(path(file))
    if (source === undefined) throw new Error(`no file ${file}`)
    return source
  }
  return {
    diagnostics(file) {
      const source = sourceOf(file)
      return [...service.getSyntacticDiagnostics(path(file)), ...service.getSemanticDiagnostics(path(file))].map((d) => ({
        marker: d.start === undefined ? undefined : markerOfLine(source, d.start),
        code: d.code,
        text: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
      }))
    },
    signatureHelp(file, marker) {
      const help = service.getSignatureHelpItems(path(file), markerPosition(sourceOf(file), marker), undefined)
      return (help?.items ?? []).map((item) => ({
        label:
          text(item.prefixDisplayParts) +
          item.parameters.map((p) => text(p.displayParts)).join(text(item.separatorDisplayParts)) +
          text(item.suffixDisplayParts),
        parameterNames: item.parameters.map((p) => p.name),
        parameters: item.parameters.map((p) => text(p.displayParts)),
      }))
    },
    quickInfo(file, marker) {
      const info = service.getQuickInfoAtPosition(path(file), markerPosition(sourceOf(file), marker))
      return { text: text(info?.displayParts), documentation: text(info?.documentation) }
    },
  }
}

/**
 * The errors of `files` from the TypeScript 7 compiler (`typescript-7`'s `tsc`, the native one:
 * it has no JS API), by marker: the files are written to a temporary directory with a tsconfig
 * like the language service's, and tsc's `file(line,col): error TSnnnn: message` lines parsed
 * (a message's continuation lines are indented).
 */
export function compileWithTypeScript7(files: Readonly<Record<string, string>>): Diagnostic[] {
  const require = createRequire(import.meta.url)
  const tsc = join(dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc')
  const dir = mkdtempSync(join(tmpdir(), 'typed-resources-editor-'))
  try {
    for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source)
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: OPTIONS, files: Object.keys(files) }))
    const run = spawnSync(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], { encoding: 'utf8' })
    const out = `${run.stdout}${run.stderr}`
    const result: Diagnostic[] = []
    const head = /^(.+?)\((\d+),(\d+)\): error TS(\d+): (.*)$/
    for (const line of out.split(/\r?\n/)) {
      const m = head.exec(line)
      if (m) {
        const file = m[1]!.replace(/\\/g, '/').split('/').pop()!
        const source = files[file]
        if (source === undefined) throw new Error(`tsc reported an error in ${m[1]}:\n${out}`)
        const lineStart =
          source
            .split('\n')
            .slice(0, Number(m[2]) - 1)
            .join('\n').length + (Number(m[2]) > 1 ? 1 : 0)
        result.push({ marker: markerOfLine(source, lineStart), code: Number(m[4]), text: m[5]! })
      } else if (line.startsWith(' ') && result.length > 0) {
        const last = result.pop()!
        result.push({ ...last, text: `${last.text}\n${line}` })
      } else if (line.trim() !== '') {
        throw new Error(`unexpected tsc output line: ${line}\n${out}`)
      }
    }
    return result
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
