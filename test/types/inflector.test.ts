/**
 * The type-level inflector (src/types/inflector.ts) is exact: `Singularize<W>` and
 * `Pluralize<W>` give Rails 2.3's answer, read from test/fixtures/inflections-rails23.json
 * (test/support/rails-inflections.ts), for every rule's suffix, irregular and uncountable, as a
 * whole word, a compound's tail and glued, in four cases — checked by TypeScript 5.9 (compiler
 * API) and TypeScript 7 (its CLI) on one generated file.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { STRICT_OPTIONS } from '../support/typescript'
import { INFLECTION_WORDS, railsPluralize, railsSingularize } from '../support/rails-inflections'

const INFLECTOR = resolve('src/types/inflector').replace(/\\/g, '/')
const lit = (s: string) => JSON.stringify(s)

/** One check per line: `[kind, word, expected]` for line `i + HEADER` of the file. */
const checks: [kind: 'Singularize' | 'Pluralize', word: string, expected: string][] = INFLECTION_WORDS.flatMap((w) => [
  ['Singularize', w, railsSingularize(w)] as const,
  ['Pluralize', w, railsPluralize(w)] as const,
])
// The harness itself: a wrong expectation must be reported (the last line).
const WRONG: (typeof checks)[number] = ['Singularize', 'posts', 'posts']
const HEADER = [
  `import type { Pluralize, Singularize } from '${INFLECTOR}'`,
  'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false',
]
const source = [
  ...HEADER,
  ...[...checks, WRONG].map(([kind, w, e], i) => `export const c${i}: Same<${kind}<${lit(w)}>, ${lit(e)}> = true`),
].join('\n')

/** The checks a compiler rejected, from the 0-based lines of its errors. */
const failed = (lines: number[]) =>
  [...new Set(lines)]
    .map((l) => l - HEADER.length)
    .map((i) =>
      i === checks.length ? 'the deliberately wrong check' : `${checks[i]![0]}<${lit(checks[i]![1])}> is not ${lit(checks[i]![2])}`,
    )

describe('type-level inflector = inflections-rails23.json', () => {
  const dir = mkdtempSync(join(tmpdir(), 'inflector-types-'))
  const file = join(dir, 'inflections.ts')
  writeFileSync(file, source)
  const expected = ['the deliberately wrong check']

  it(
    `Singularize and Pluralize agree with the JSON's rules on ${INFLECTION_WORDS.length} words (TypeScript 5.9)`,
    { timeout: 600_000 },
    () => {
      const program = ts.createProgram([file], STRICT_OPTIONS)
      const diagnostics = ts.getPreEmitDiagnostics(program)
      expect(diagnostics.every((d) => d.file?.fileName === file && d.start !== undefined)).toBe(true)
      expect(failed(diagnostics.map((d) => d.file!.getLineAndCharacterOfPosition(d.start!).line))).toEqual(expected)
    },
  )

  it('the same under TypeScript 7', { timeout: 600_000 }, () => {
    const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin', 'tsc')
    const r = spawnSync(
      process.execPath,
      [
        tsc,
        '--noEmit',
        '--strict',
        '--ignoreConfig',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--types',
        '',
        '--pretty',
        'false',
        file,
      ],
      { encoding: 'utf8' },
    )
    const lines = [...`${r.stdout}${r.stderr}`.matchAll(/inflections\.ts\((\d+),\d+\): error/g)].map((m) => Number(m[1]) - 1)
    expect(failed(lines)).toEqual(expected)
  })
})
