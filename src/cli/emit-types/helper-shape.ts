/** Reads the calling forms of a derived helper type with the TypeScript compiler API. */
type TS = typeof import('typescript')

/** What emit-types needs of a derived helper type (src/types/helpers.ts `HelperForms`). */
export interface HelperShape {
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
export function helperShape(ts: TS, checker: import('typescript').TypeChecker, helperType: import('typescript').Type): HelperShape {
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
