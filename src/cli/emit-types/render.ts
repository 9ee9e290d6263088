/** The text emit-types writes: each helper written out from its derived type and its route. */
import { basename, dirname, relative, resolve } from 'node:path'
import { helperShape } from './helper-shape'
import { fixedOptions, routeDoc, runtimeRoutes } from './routes'
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
 * The text `emit-types` writes for `routeFile` into `outFile` (the two forms: src/cli/emit-types.ts), and
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
