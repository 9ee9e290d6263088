/**
 * Every ```ts block of README.md and docs/*.md compiles (TypeScript 5.9, the repository's compiler
 * options) and runs. Each block is a module of its own: imports of `typed-resources`,
 * `typed-resources/helpers`, `/client`, `/server` and `/testing` resolve to the sources. Words after `ts` in
 * the fence change that: `no-run` (type-checked only, for lines that would reach a network or
 * show compile errors; keep it rare). `./routes` is the first block of docs/routing.md, the
 * declaration other pages import. Every relative link of those pages reaches a file and heading.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const OUT = join(ROOT, '.doc-blocks')
const ENTRIES: Record<string, string> = {
  'typed-resources': 'src/index.ts',
  'typed-resources/helpers': 'src/helpers/index.ts',
  'typed-resources/client': 'src/client/index.ts',
  'typed-resources/server': 'src/server/index.ts',
  'typed-resources/testing': 'src/testing/index.ts',
}
const KNOWN_FLAGS = new Set(['no-run'])

interface Block {
  page: string
  line: number
  code: string
  flags: Set<string>
  file: string
}

/** The fenced ```ts blocks of one Markdown page, in order. */
export function extractBlocks(page: string, text: string): Omit<Block, 'file'>[] {
  const blocks: Omit<Block, 'file'>[] = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w+)(.*)$/.exec(lines[i]!)
    if (!open) continue
    const start = i
    const body: string[] = []
    for (i++; i < lines.length && lines[i] !== '```'; i++) body.push(lines[i]!)
    if (i === lines.length) throw new Error(`${page}:${start + 1}: a code block is never closed`)
    if (open[1] !== 'ts') continue
    const flags = new Set(open[2]!.trim().split(/\s+/).filter(Boolean))
    for (const flag of flags) if (!KNOWN_FLAGS.has(flag)) throw new Error(`${page}:${start + 1}: unknown code block flag "${flag}"`)
    blocks.push({ page, line: start + 2, code: body.join('\n'), flags })
  }
  return blocks
}

/** GitHub's anchors of a page's headings: lower case, punctuation dropped, spaces as `-`. */
function headings(text: string): Set<string> {
  return new Set(
    [...text.replace(/```[\s\S]*?```/g, '').matchAll(/^#+ (.*)$/gm)].map(([, h]) =>
      h!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  )
}

function pages(): string[] {
  return [
    'README.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => `docs/${f}`),
  ]
}

/** Writes each block as a module under .doc-blocks/, imports pointed at the sources. */
function writeBlocks(): Block[] {
  rmSync(OUT, { recursive: true, force: true })
  mkdirSync(OUT, { recursive: true })
  const all: Block[] = []
  for (const page of pages()) {
    for (const [index, block] of extractBlocks(page, readFileSync(join(ROOT, page), 'utf8')).entries()) {
      const file = join(OUT, `${page.replace(/[/.]/g, '_')}_${index + 1}.ts`)
      const code = block.code.replace(/(from\s+|import\s*\(\s*)'(typed-resources(?:\/\w+)?)'/g, (whole, lead: string, name: string) => {
        const target = ENTRIES[name]
        if (!target) throw new Error(`${page}:${block.line}: unknown entry point '${name}'`)
        return `${lead}'${relative(dirname(file), join(ROOT, target)).replace(/\.ts$/, '')}'`
      })
      writeFileSync(file, `${code}\nexport {}\n`)
      all.push({ ...block, file })
    }
  }
  // `import { routes } from './routes'`: the declaration at the top of docs/routing.md
  writeFileSync(join(OUT, 'routes.ts'), `export * from './docs_routing_md_1'\n`)
  return all
}

const blocks = writeBlocks()

describe('code blocks of README.md and docs/', () => {
  it('finds the blocks, and runs most of them', () => {
    expect(blocks.map((b) => b.page)).toEqual(expect.arrayContaining(['README.md', 'docs/routing.md', 'docs/server.md']))
    expect(blocks.filter((b) => b.flags.has('no-run')).length).toBeLessThan(blocks.length / 3)
  })

  it('links between the pages reach a file and, with a #fragment, a heading of it', () => {
    const broken: string[] = []
    for (const page of [...pages(), 'bench/README.md']) {
      const text = readFileSync(join(ROOT, page), 'utf8').replace(/```[\s\S]*?```/g, '')
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue
        const [path, fragment] = target!.split('#')
        const file = path ? join(dirname(join(ROOT, page)), path) : join(ROOT, page)
        if (!existsSync(file)) broken.push(`${page}: ${target} (no such file)`)
        else if (fragment && file.endsWith('.md') && !headings(readFileSync(file, 'utf8')).has(fragment))
          broken.push(`${page}: ${target} (no such heading)`)
      }
    }
    expect(broken).toEqual([])
  })

  it('all compile', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(ROOT, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    )!
    const program = ts.createProgram(
      blocks.map((b) => b.file),
      { ...config.options, noEmit: true },
    )
    const where = new Map(blocks.map((b) => [b.file, b]))
    const errors = ts.getPreEmitDiagnostics(program).map((d) => {
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n')
      if (!d.file) return message
      const block = where.get(d.file.fileName)
      const { line } = d.file.getLineAndCharacterOfPosition(d.start!)
      return block ? `${block.page}:${block.line + line}: ${message}` : `${d.file.fileName}:${line + 1}: ${message}`
    })
    expect(errors).toEqual([])
  }, 300_000)

  for (const block of blocks.filter((b) => !b.flags.has('no-run'))) {
    it(`${block.page}:${block.line} runs`, async () => {
      await import(pathToFileURL(block.file).href)
    }, 60_000)
  }
})
