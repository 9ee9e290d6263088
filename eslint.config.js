// ESLint (flat config) with typescript-eslint: `npm run lint`, run by .ci/run.
// The recommended rules, less those the code base breaks on purpose (the reason beside each).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'coverage/',
      'test-results/',
      '.doc-blocks/',
      '.bench-tmp/',
      '.mirror-tmp/',
      '**/.generated/',
      '.accept-convert/',
      // verbatim copies of the shared benchmark harnesses (provenance in bench/README.md): kept as their authors wrote them
      'bench/routing/harness/',
      'bench/client/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      // TypeScript checks names; the .mjs scripts run on Node, whose globals ESLint does not know
      'no-undef': 'off',
      // type-level code constrains generics with `any` (`Routes<any, any>`), tests pass bad input `as any`
      '@typescript-eslint/no-explicit-any': 'off',
      // `{}` is the type level's empty record (no params, no options)
      '@typescript-eslint/no-empty-object-type': 'off',
      // XML 1.0's character ranges are control characters
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // the generated helpers count their arguments (`arguments.length`) without allocating a rest array
    files: ['src/routing/generator/helpers.ts'],
    rules: { 'prefer-rest-params': 'off' },
  },
  {
    // Resource's static constructors name the calling class as a typed constructor (`const Ctor: new (…) => R = this`)
    files: ['src/client/resource.ts'],
    rules: { '@typescript-eslint/no-this-alias': 'off' },
  },
  {
    // being rewritten for speed: its loop counters are reset where the next pass reads them
    files: ['src/routing/matcher.ts'],
    rules: { 'no-useless-assignment': 'off' },
  },
  {
    // type tests state an expression only for its type; the bench's hand-written switch is a floor
    files: ['type-tests/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
)
