// The converted fixture kept in type-tests/cli/converted/ (type-checked under every supported
// compiler by type-tests/cli/convert.test-d.ts) is the converter's current output. To refresh it:
//   cd test/cli/convert/fixtures && npx tsx ../../../../src/cli.ts convert library-routes.rb \
//     -o ../../../../type-tests/cli/converted/library-routes.ts --import-from ../../../src/index
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { convertRoutes } from '../../../src/cli/convert/index'

describe('type-tests/cli/converted/library-routes.ts', () => {
  it("is the converter's output for fixtures/library-routes.rb", async () => {
    const ruby = readFileSync(new URL('./fixtures/library-routes.rb', import.meta.url), 'utf8')
    const { code } = await convertRoutes(ruby, { file: 'library-routes.rb', importFrom: '../../../src/index' })
    expect(readFileSync(new URL('../../../type-tests/cli/converted/library-routes.ts', import.meta.url), 'utf8')).toBe(code)
  })
})

describe('docs/migrating-from-rails.md', () => {
  it("shows the converter's output for its routes.rb example", async () => {
    const page = readFileSync(new URL('../../../docs/migrating-from-rails.md', import.meta.url), 'utf8')
    const ruby = /```ruby\n([^]*?)\n```/.exec(page)![1]!
    const shown = /```ts\n([^]*?)\n```/.exec(page.slice(page.indexOf('```ruby')))![1]!
    const { code } = await convertRoutes(`${ruby}\n`, { file: 'routes.rb' })
    expect(`${shown}\n`).toBe(code)
  })
})
