/**
 * `typed-resources emit-types routes.ts`: the escape hatch for large route tables. Resolves the
 * route file's exported `Routes` objects with the TypeScript compiler API and writes each helper
 * out as a plain overloaded method with its param names (`product_review_path(product_id: Param,
 * id: Param, options?: OptionsArg): string`) and a doc comment naming its route (`GET
 * /products/:product_id/reviews/:id(.:format)`, read from the runtime table), plus the route
 * names — the shape codegen tools emit, so the editor and `tsc` read declarations instead of
 * deriving.
 *
 * Two forms, by the output's name:
 * - a module (`routes.ts` → `routes.typed.ts`, the default for a TypeScript route file): it
 *   imports the routes object from the route file and exports it again under the written-out
 *   type; code imports `routes` from `./routes.typed` instead of `./routes` (the one wiring step).
 *   `recognizePath`, `match` and `urlFor` keep the derived types, computed only where they are used.
 * - a declaration file (`routes.d.ts`, the default for a JavaScript route file, which TypeScript
 *   reads for `routes.js`; or for shipping beside a compiled `routes.js`): everything written
 *   out, `export declare const routes`.
 */
import { watch, type FSWatcher } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { pathVariables } from '../routing/path-variables'
import type { Route } from '../routing/route'

type TS = typeof import('typescript')

/** Options of {@link emitTypes}. */
export interface EmitTypesOptions {
  /** Module the emitted file imports `Param`, `UrlOptions`, `UrlHash`, … from (default `typed-resources`). */
  readonly importFrom?: string
  /**
   * Which argument forms the helpers declare: `all` (default: positional and named, exactly what
   * the derived helpers accept) or `positional` only, the codegen shape.
   */
  readonly forms?: 'all' | 'positional'
}

/**
 * Where declaration emit puts a file's declarations: `routes.ts` → `routes.d.ts`,
 * `routes.mts` → `routes.d.mts`, `routes.cts` → `routes.d.cts` (TypeScript reads `routes.d.mts`,
 * not `routes.d.ts`, for `routes.mjs`).
 */
export function declarationFileFor(file: string): string {
  const m = /\.([cm]?)[jt]sx?$/.exec(file)
  return m ? `${file.slice(0, m.index)}.d.${m[1]}ts` : `${file}.d.ts`
}

/**
 * The default output of `emit-types` for a route file: for TypeScript, the module beside it
 * that code imports instead (`routes.ts` → `routes.typed.ts`, `routes.mts` → `routes.typed.mts`);
 * for JavaScript, the declaration file TypeScript reads for it ({@link declarationFileFor}).
 */
export function emittedFileFor(file: string): string {
  const m = /\.([cm]?)tsx?$/.exec(file)
  return m && !/\.d\.[cm]?ts$/.test(file) ? `${file.slice(0, m.index)}.typed.${m[1]}ts` : declarationFileFor(file)
}

/** Whether `file` is a declaration file (`.d.ts`, `.d.mts`, `.d.cts`). */
const isDeclarationFile = (file: string): boolean => /\.d\.[cm]?ts$/.test(file)

/**
 * The options object as a helper's last argument (src/types/params.ts `OptionsArg`): an object
 * with `id`, `to_param` or `toParam` is a record — a param — unless it says `_options: true`.
 */
const OPTIONS_ARG = [
  "/** A helper's options object: one with `id`, `to_param` or `toParam` is a record (a param) unless it has `_options: true`. */",
  'type OptionsArg = UrlOptions & ({ readonly _options: true } | { readonly id?: never; readonly to_param?: never; readonly toParam?: never })',
]

/** The hash forms' shared types, each written into the file only when a helper uses it (no unused locals). */
const HASH_FORM_TYPES = {
  ParamsByName: [
    "/** Rails' hash form: one object naming the params `Names`, URL options beside them. */",
    'type ParamsByName<Names extends string> = { readonly [Name in Names]: Param } & UrlOptions',
  ],
  ParamByName: [
    '/** The hash form of a route with one param other than `id`: an object with `id`, `to_param` or `toParam` is a record unless it has `_options: true`. */',
    'type ParamByName<Name extends string> = { readonly [N in Name]: Param } & OptionsArg',
  ],
  IdByName: [
    '/** The hash form of a route whose only param is `id`: the id by name beside URL options (one object with an `id` and anything else is that record). */',
    'type IdByName = { readonly id: Param } & HashFormOptions',
  ],
} as const
/** The shared hash-form type for each options type, when a route's params are all plain. */
const HASH_FORM_TYPE_OF = { UrlOptions: 'ParamsByName', OptionsArg: 'ParamByName', HashFormOptions: 'IdByName' } as const

/** The four helper names of a named route, snake_case or camelCase (as src/routing/generator.ts names them). */
function helperNames(name: string): string[] {
  const c = name.replace(/_([a-z0-9])/g, (_, x: string) => x.toUpperCase())
  const C = c.charAt(0).toUpperCase() + c.slice(1)
  return [
    `${name}_path`,
    `${name}_url`,
    `hash_for_${name}_path`,
    `hash_for_${name}_url`,
    `${c}Path`,
    `${c}Url`,
    `hashFor${C}Path`,
    `hashFor${C}Url`,
  ]
}

/** `GET /products/:product_id/reviews/:id(.:format)` and the target, as `rake routes` shows a route. */
function routeDoc(route: Route): string {
  const verb = typeof route.verb === 'string' ? route.verb : route.verb.join('|')
  const keys = new Set([...route.path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!))
  const target = `${keys.has('controller') ? ':controller' : (route.controller ?? ':controller')}#${keys.has('action') ? ':action' : (route.action ?? ':action')}`
  return `${verb} ${route.path} (${target})`.replace(/\*\//g, '*\\/')
}

/**
 * helper name → the route it generates, for each routes export of the module: the runtime table
 * (loaded through tsx, as `typed-resources routes` does), the last route holding a name (Rails
 * 2.3: `named_routes[name] = route`).
 */
async function runtimeRoutes(file: string, exportNames: readonly string[]): Promise<Map<string, Map<string, Route>>> {
  const { tsImport } = await import('tsx/esm/api')
  let mod: Record<string, unknown>
  try {
    mod = (await tsImport(`${pathToFileURL(file).href}?emit-types=${Date.now()}`, import.meta.url)) as Record<string, unknown>
  } catch (error) {
    throw new Error(`emit-types: ${file} failed to load: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
  const out = new Map<string, Map<string, Route>>()
  for (const name of exportNames) {
    let value = mod[name] as { routes?: unknown; default?: { routes?: unknown } } | undefined
    if (value && !Array.isArray(value.routes) && value.default && Array.isArray(value.default.routes)) value = value.default // ESM default through CJS interop
    const byHelper = new Map<string, Route>()
    for (const route of Array.isArray(value?.routes) ? (value.routes as Route[]) : []) {
      if (route.name !== undefined) for (const h of helperNames(route.name)) byHelper.set(h, route)
    }
    out.set(name, byHelper)
  }
  return out
}

/** The import specifier of `file` from `fromDir` as the project's module resolution wants it. */
function specifier(ts: TS, file: string, fromDir: string, options: import('typescript').CompilerOptions): string {
  let rel = relative(fromDir, file).replace(/\\/g, '/')
  if (!rel.startsWith('.')) rel = `./${rel}`
  const nodeStyle =
    options.moduleResolution === ts.ModuleResolutionKind.Node16 || options.moduleResolution === ts.ModuleResolutionKind.NodeNext
  const m = /\.([cm]?)(tsx?)$/.exec(rel)
  if (!m) return rel // a JavaScript route file: as it is
  if (options.allowImportingTsExtensions) return rel
  if (m[1] || nodeStyle) return `${rel.slice(0, m.index)}.${m[1]}js`
  return rel.slice(0, m.index)
}

/** What {@link renderTypes} produces: the text, and the files of the program that read the route file (to watch). */
export interface RenderedTypes {
  readonly text: string
  readonly sources: readonly string[]
}

/**
 * The text `emit-types` writes for `routeFile` into `outFile` (see the top of this file), and
 * the project files it was made from.
 * @throws {Error} when the file has type errors, exports no routes, or (for the doc comments) fails to load.
 */
export async function renderTypes(routeFile: string, outFile: string, options: EmitTypesOptions = {}): Promise<RenderedTypes> {
  const ts: TS = (await import('typescript')).default
  const file = resolve(routeFile)
  const out = resolve(outFile)
  const moduleForm = !isDeclarationFile(out)
  const configPath = ts.findConfigFile(dirname(file), ts.sys.fileExists)
  const compilerOptions: import('typescript').CompilerOptions = configPath
    ? ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, dirname(configPath)).options
    : {
        strict: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: true,
      }
  // A JavaScript route file is read as one (its types come from defineRoutes' signature).
  const program = ts.createProgram([file], { ...compilerOptions, noEmit: true, ...(/\.[cm]?jsx?$/.test(file) ? { allowJs: true } : {}) })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)
  if (!source) throw new Error(`emit-types: cannot read ${routeFile}`)
  const errors = ts.getPreEmitDiagnostics(program, source).filter((d) => d.category === ts.DiagnosticCategory.Error)
  if (errors.length > 0) {
    const where = (d: import('typescript').Diagnostic): string => {
      if (!d.file || d.start === undefined) return ''
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start)
      return `${d.file === source ? routeFile : d.file.fileName}:${line + 1}:${character + 1}: `
    }
    throw new Error(
      `emit-types: ${routeFile} has type errors:\n${errors.map((d) => where(d) + ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n')}`,
    )
  }
  const moduleSymbol = checker.getSymbolAtLocation(source)
  const exported = (moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []).filter((symbol) => {
    const type = checker.getTypeOfSymbolAtLocation(symbol, source)
    return type.getProperty('helpers') !== undefined && type.getProperty('recognizePath') !== undefined
  })
  if (exported.length === 0) throw new Error(`emit-types: ${routeFile} exports no routes (an export with helpers and recognizePath)`)
  const runtime = await runtimeRoutes(
    file,
    exported.map((s) => s.getName()),
  )
  const from = options.importFrom ?? 'typed-resources'
  const forms = options.forms ?? 'all'
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType
  const shown = relative(dirname(out), file).replace(/\\/g, '/') || basename(file)
  const lines: string[] = [
    `// Generated by \`typed-resources emit-types\` from ${shown}. Do not edit: run it again when the routes change`,
    `// (\`typed-resources emit-types ${shown} --check\` exits 1 while this file is stale).`,
    moduleForm
      ? `import type { FormTarget, HashFormOptions, Param, UrlHash, UrlOptions } from '${from}'`
      : `import type { FormTarget, GlobParam, HashFormOptions, MatchResult, Param, RecognizeOptions, ResourceDescription, Route, UrlForHash, UrlHash, UrlOptions } from '${from}'`,
  ]
  if (moduleForm) {
    const spec = specifier(ts, file, dirname(out), compilerOptions)
    const named = exported.filter((s) => s.getName() !== 'default').map((s) => `${s.getName()} as ${s.getName()}Derived`)
    const hasDefault = exported.some((s) => s.getName() === 'default')
    lines.push(
      `import ${[hasDefault ? 'defaultDerived' : '', named.length ? `{ ${named.join(', ')} }` : ''].filter(Boolean).join(', ')} from '${spec}'`,
    )
  }
  lines.push('', ...OPTIONS_ARG)
  const hashTypesAt = lines.length
  lines.push('')
  const hashTypesUsed = new Set<keyof typeof HASH_FORM_TYPES>()
  for (const symbol of exported) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, source)
    const helpers = type.getProperty('helpers')!
    const recognize = type.getProperty('recognizePath')!
    const name = symbol.getName()
    const Name = name.charAt(0).toUpperCase() + name.slice(1)
    const derived = `${name}Derived`
    const docs = runtime.get(name)!
    const helpersType = checker.getTypeOfSymbolAtLocation(helpers, source)
    const routeNames = new Set<string>()
    lines.push(`/** The URL helpers of \`${name}\`: four per named route. */`, `export interface ${Name}Helpers {`)
    for (const prop of helpersType.getProperties()) {
      const helperType = checker.getTypeOfSymbolAtLocation(prop, source)
      const { params, optional, globs, formats, defaulted, returnsString } = helperShape(ts, checker, helperType)
      const ret = returnsString ? 'string' : 'UrlHash'
      const h = prop.getName()
      const isHash = /^hash(?:_for_|For)/.test(h)
      const decl = (p: string) => `${p}: ${globs.has(p) ? 'string | readonly string[]' : formats.has(p) ? 'string' : 'Param'}`
      const key = /^[A-Za-z_$][\w$]*$/.test(h) ? h : JSON.stringify(h)
      const byName = (ps: readonly string[], withDefaults = false) =>
        `{ ${ps.map((p) => `readonly ${withDefaults && defaulted.has(p) ? decl(p).replace(':', '?:') : decl(p)}`).join('; ')} }`
      // As src/types/helpers.ts RouteHelper: a last options object must not look like a record
      // (OptionsArg), except one object naming two or more params, or any for a hash_for_ helper.
      const namedOptions = isHash || params.length >= 2 ? 'UrlOptions' : 'OptionsArg'
      const route = docs.get(h)
      const doc = route ? `  /** ${routeDoc(route)} */` : undefined
      // The options a route's non-segment defaults fix (src/types/helpers.ts FixedOf).
      const fixed = !isHash && route ? fixedOptions(route) : ''
      // One overload per form, positional first (the common call): overloads check faster than
      // one signature with a union of parameter lists. The forms are the derived types' (their
      // HelperForms): positional, and one object naming the params — for a route whose only param
      // is `id`, Rails' hash form (one object with an `id` and anything else is that record); Rails'
      // mixed form is run time only.
      // The first overload carries the doc comment; hover shows it whichever form a call takes.
      const overload = (signature: string) => {
        lines.push(...(doc && !documented ? [doc] : []), `  ${key}${signature}: ${ret}`)
        documented = true
      }
      let documented = false
      // The hash form of a route whose params are all plain (resource routes: nearly every
      // helper) through the shared generic types above, one type per set of names rather than an
      // object type and an intersection written out per helper (which cost TypeScript 7 about a
      // third of the module's check at 1000 resources).
      const plain = fixed === '' && params.every((p) => !globs.has(p) && !formats.has(p))
      const hashForm = (options: keyof typeof HASH_FORM_TYPE_OF) => {
        if (!plain) return `${byName(params)} & ${options}${fixed}`
        const shared = HASH_FORM_TYPE_OF[options]
        hashTypesUsed.add(shared)
        return shared === 'IdByName' ? shared : `${shared}<${params.map((p) => `'${p}'`).join(' | ')}>`
      }
      overload(`(${[...params.map(decl), `options?: OptionsArg${fixed}`].join(', ')})`)
      if (forms === 'all') {
        if (params.length > 0 && (isHash || params.length >= 2 || params[0] !== 'id')) overload(`(params: ${hashForm(namedOptions)})`)
        else if (isHash) overload(`(params: UrlOptions)`)
        else if (params.length === 1) overload(`(params: ${hashForm('HashFormOptions')})`)
        if (defaulted.size > 0) overload(`(params: ${byName(params, true)} & ${isHash ? 'UrlOptions' : 'OptionsArg'}${fixed})`)
        // A plain route's optional params, positionally after the required ones.
        for (let k = 1; k <= optional.length; k++) {
          overload(`(${[...params.map(decl), ...optional.slice(0, k).map(decl), `options?: OptionsArg${fixed}`].join(', ')})`)
        }
      }
      const m = /^(?:hash_for_)?(.*)_(?:path|url)$/.exec(h)
      if (m) routeNames.add(m[1]!)
    }
    // The route names are what formFor takes (helper names say them only in snake_case).
    const formFor = type.getProperty('formFor')
    const nameType = formFor ? checker.getTypeOfSymbolAtLocation(formFor, source).getCallSignatures()[0]?.getParameters()[0] : undefined
    if (nameType) {
      const t = checker.getTypeOfSymbolAtLocation(nameType, source)
      const literals = (t.isUnion() ? t.types : [t]).filter((u): u is import('typescript').StringLiteralType => u.isStringLiteral())
      if (literals.length > 0) {
        routeNames.clear()
        for (const l of literals) routeNames.add(l.value)
      }
    }
    lines.push('}', '')
    lines.push(
      `/** The route names of \`${name}\`. */`,
      `export type ${Name}RouteName = ${[...routeNames].map((n) => `'${n}'`).join(' | ') || 'never'}`,
      '',
    )
    const local = name === 'default' ? '_defaultRoutes' : name // `export const default` is not TypeScript: a local const, exported as default
    if (moduleForm) {
      const D = `typeof ${derived}`
      lines.push(
        `/**`,
        ` * \`${name}\` of ${shown}, its helpers and route names written out; recognition and \`urlFor\``,
        ` * keep the derived types (computed only where they are used).`,
        ` */`,
        `export interface ${Name}Routes {`,
        `  readonly routes: (${D})['routes']`,
        `  readonly resources: (${D})['resources']`,
        `  readonly helpers: ${Name}Helpers`,
        `  readonly recognizePath: (${D})['recognizePath']`,
        `  readonly match: (${D})['match']`,
        `  readonly urlFor: (${D})['urlFor']`,
        `  formFor(name: ${Name}RouteName, record: unknown, ...parents: unknown[]): FormTarget`,
        `}`,
        `/** \`${name}\` of ${shown}, with its helpers' types written out. */`,
        ...(name === 'default'
          ? [`const ${local}: ${Name}Routes = ${derived} as unknown as ${Name}Routes`, `export default ${local}`]
          : [`export const ${name}: ${Name}Routes = ${derived} as unknown as ${Name}Routes`]),
        '',
      )
      continue
    }
    const recognizeType = checker.getTypeOfSymbolAtLocation(recognize, source)
    const recognized = recognizeType.getCallSignatures()[0]?.getReturnType()
    lines.push(
      `/** What \`${name}.recognizePath\` returns: a union over the routes. */`,
      `export type ${Name}Recognized = ${recognized ? checker.typeToString(recognized, undefined, flags) : 'Record<string, string>'}`,
      '',
    )
    const urlFor = type.getProperty('urlFor')
    const hashType = urlFor ? checker.getTypeOfSymbolAtLocation(urlFor, source).getCallSignatures()[0]?.getParameters()[0] : undefined
    lines.push(
      `/** What \`${name}.urlFor\` accepts. */`,
      `export type ${Name}UrlForHash = ${hashType ? checker.typeToString(checker.getTypeOfSymbolAtLocation(hashType, source), undefined, flags) : 'UrlOptions'}`,
      '',
      `/** \`${name}\`, with every type resolved. */`,
      `export interface ${Name}Routes {`,
      `  readonly routes: readonly Route[]`,
      `  readonly resources: readonly ResourceDescription[]`,
      `  readonly helpers: ${Name}Helpers`,
      `  recognizePath(path: string, options?: RecognizeOptions): ${Name}Recognized`,
      `  match(path: string, options?: RecognizeOptions): Exclude<MatchResult, { params: object }> | { readonly params: ${Name}Recognized; readonly error?: undefined }`,
      `  urlFor(hash: ${Name}UrlForHash): string`,
      `  formFor(name: ${Name}RouteName, record: unknown, ...parents: unknown[]): FormTarget`,
      `}`,
      ...(name === 'default'
        ? [`declare const ${local}: ${Name}Routes`, `export default ${local}`]
        : [`export declare const ${name}: ${Name}Routes`]),
      '',
    )
  }
  const sources = program
    .getSourceFiles()
    .map((f) => resolve(f.fileName))
    .filter((f) => !/[\\/]node_modules[\\/]/.test(f) && !program.isSourceFileDefaultLibrary(program.getSourceFile(f)!))
  lines.splice(hashTypesAt, 0, ...[...hashTypesUsed].sort().flatMap((t) => HASH_FORM_TYPES[t]))
  return { text: lines.join('\n'), sources }
}

/**
 * Writes the resolved types of `routeFile`'s exported routes (every export whose type has
 * `helpers` and `recognizePath`) to `outFile` (default {@link emittedFileFor}) and returns the text.
 * @throws {Error} when the file has type errors in its declaration or exports no routes.
 */
export async function emitTypes(routeFile: string, outFile?: string, options: EmitTypesOptions = {}): Promise<string> {
  const target = outFile ?? emittedFileFor(resolve(routeFile))
  const { text } = await renderTypes(routeFile, target, options)
  await writeFile(target, text)
  return text
}

/**
 * Whether `outFile` (default {@link emittedFileFor}) holds what `emit-types` would write now:
 * `false` when it is stale or missing (for CI: `typed-resources emit-types routes.ts --check`).
 */
export async function emittedTypesAreCurrent(routeFile: string, outFile?: string, options: EmitTypesOptions = {}): Promise<boolean> {
  const target = outFile ?? emittedFileFor(resolve(routeFile))
  const { text } = await renderTypes(routeFile, target, options)
  const current = await readFile(target, 'utf8').catch(() => undefined)
  return current === text
}

/** Options of {@link watchTypes}. */
export interface WatchTypesOptions extends EmitTypesOptions {
  /** Stops watching. */
  readonly signal?: AbortSignal
  /** After each write (the first one too). */
  readonly onEmit?: (text: string) => void
  /** When an emit fails (a type error in the routes): the file is left as it was, watching goes on. */
  readonly onError?: (error: Error) => void
  /** Quiet time after a change before emitting, in milliseconds (default 100). */
  readonly debounceMs?: number
}

/**
 * Emits `routeFile`'s types (as {@link emitTypes}), then again each time the route file or a
 * project file it imports changes, until `signal` aborts; resolves then.
 */
export async function watchTypes(routeFile: string, outFile: string | undefined, options: WatchTypesOptions = {}): Promise<void> {
  const target = resolve(outFile ?? emittedFileFor(resolve(routeFile)))
  const watchers = new Map<string, FSWatcher>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()
  const emit = async (): Promise<void> => {
    try {
      const { text, sources } = await renderTypes(routeFile, target, options)
      const current = await readFile(target, 'utf8').catch(() => undefined)
      if (current !== text) await writeFile(target, text)
      options.onEmit?.(text)
      follow(sources)
    } catch (error) {
      options.onError?.(error instanceof Error ? error : new Error(String(error)))
    }
  }
  const schedule = () => {
    if (options.signal?.aborted) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      running = running.then(emit)
    }, options.debounceMs ?? 100)
  }
  const follow = (sources: readonly string[]) => {
    for (const f of sources) {
      if (f === target || watchers.has(f) || options.signal?.aborted) continue
      try {
        watchers.set(
          f,
          watch(f, (event) => {
            // an editor's atomic save replaces the file: watch the new one after the next emit
            if (event === 'rename') {
              watchers.get(f)?.close()
              watchers.delete(f)
            }
            schedule()
          }),
        )
      } catch {
        // a file that went away: the next emit reports it if it matters
      }
    }
  }
  follow([resolve(routeFile)])
  running = running.then(emit)
  await new Promise<void>((done) => {
    if (options.signal?.aborted) return done()
    options.signal?.addEventListener('abort', () => done(), { once: true })
    if (!options.signal) return // runs until the process ends
  })
  clearTimeout(timer)
  for (const w of watchers.values()) w.close()
  await running
}

/** What emit-types needs of a derived helper type (src/types/helpers.ts `HelperForms`). */
/**
 * The options a route's non-segment defaults fix, as ` & { readonly format?: 'raw' }` (a value,
 * or a number for its text; `null` for a `null` default), or `''` when it has none.
 */
function fixedOptions(route: Route): string {
  const inPath = new Set(pathVariables(route.path).map((v) => v.name))
  const fixed = Object.entries(route.defaults).filter(([k]) => !inPath.has(k) && k !== 'controller' && k !== 'action')
  if (fixed.length === 0) return ''
  const value = (v: string | null) => (v === null ? 'null' : `${JSON.stringify(v)}${String(Number(v)) === v ? ` | ${v}` : ''}`)
  return ` & { ${fixed.map(([k, v]) => `readonly ${JSON.stringify(k)}?: ${value(v)}`).join('; ')} }`
}

interface HelperShape {
  /** Required params, path order. */
  readonly params: readonly string[]
  /** A plain route's optional params, path order. */
  readonly optional: readonly string[]
  readonly globs: ReadonlySet<string>
  /** A plain route's optional format: positionally a string only (`FormatParamFor`). */
  readonly formats: ReadonlySet<string>
  /** Required params with a default: by name they may be left out. */
  readonly defaulted: ReadonlySet<string>
  readonly returnsString: boolean
}

/**
 * Reads a derived helper's forms from its call signatures: the first is the positional form,
 * whose rest parameter is a tuple (or a union of tuples: a plain route's optional params) of
 * `ParamFor<'name'>` / `GlobParamFor<'name'>` then the options; the second, if any, is the
 * named form, whose union member with optional params names the defaulted ones.
 */
function helperShape(ts: TS, checker: import('typescript').TypeChecker, helperType: import('typescript').Type): HelperShape {
  const signatures = helperType.getCallSignatures()
  const first = signatures[0]
  const returnsString = first !== undefined && (first.getReturnType().flags & ts.TypeFlags.String) !== 0
  const globs = new Set<string>()
  const formats = new Set<string>()
  const forms: string[][] = []
  const rest = first?.getParameters()[0]
  const restDeclaration = rest?.valueDeclaration
  if (rest && restDeclaration && ts.isParameter(restDeclaration) && restDeclaration.dotDotDotToken) {
    const restType = checker.getTypeOfSymbol(rest)
    for (const tuple of restType.isUnion() ? restType.types : [restType]) {
      if (!checker.isTupleType(tuple)) continue
      const names: string[] = []
      for (const element of checker.getTypeArguments(tuple as import('typescript').TypeReference)) {
        const alias = element.aliasSymbol?.getName()
        const name = element.aliasTypeArguments?.[0]
        if ((alias === 'ParamFor' || alias === 'GlobParamFor' || alias === 'FormatParamFor') && name?.isStringLiteral()) {
          names.push(name.value)
          if (alias === 'GlobParamFor') globs.add(name.value)
          if (alias === 'FormatParamFor') formats.add(name.value)
        }
      }
      forms.push(names)
    }
  }
  forms.sort((a, b) => a.length - b.length)
  const params = forms[0] ?? []
  const optional = (forms[forms.length - 1] ?? []).slice(params.length)
  const defaulted = new Set<string>()
  const named = signatures[1]?.getParameters()[0]
  if (named) {
    const namedType = checker.getTypeOfSymbol(named)
    for (const member of namedType.isUnion() ? namedType.types : [namedType]) {
      for (const property of member.getProperties()) {
        if (params.includes(property.getName()) && property.flags & ts.SymbolFlags.Optional) defaulted.add(property.getName())
      }
    }
  }
  return { params, optional, globs, formats, defaulted, returnsString }
}
