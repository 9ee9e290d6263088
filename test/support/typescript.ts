/**
 * Test support: the compiler options the tests that type-check generated files use (TypeScript
 * 5.9's compiler API): strict, no emit, ES2022 modules resolved as a bundler does, no ambient
 * `@types`. A test adds what it needs on top (`skipLibCheck: false` to check an emitted `.d.ts`).
 */
import ts from 'typescript'

export const STRICT_OPTIONS: Readonly<ts.CompilerOptions> = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  types: [],
}
