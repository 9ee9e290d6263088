/**
 * What a user sees while calling a derived URL helper (`routes.helpers.product_review_path(`):
 * signature help and hover list the calling forms with each param's name; a missing or extra id
 * is an error in words a user reads at once. TypeScript 5.9's language service on the built
 * package; the errors also under the TypeScript 7 compiler.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { routesFile, routesWithPlainRoutesFile } from './support/app'
import { compileWithTypeScript7, openEditor, type Diagnostic } from './support/language-service'

const callsFile = `import { routes } from './routes'
const h = routes.helpers
h.product_review_path(1) /*missing-id*/
h.product_review_path() /*no-ids*/
h.product_reviews_path() /*missing-parent*/
h.product_review_path(1, 2, {}, 4) /*too-many*/
h.product_review_path(1, 2, 3) /*one-too-many*/
h.item_path(1, 2) /*shallow-one-too-many*/
h.product_review_path({ product_id: 1 }) /*named-missing-id*/
h.product_review_path({ product: 1, id: 2 }) /*named-misspelt*/
h.product_reviw_path(1, 2) /*misspelt-helper*/
h.product_review_path(1, 2, { format: 'xml' })
h.product_review_path({ product_id: 1, id: 2, anchor: 'top' })
h.approve_product_review_url(1, { id: 2 }, { host: 'example.com' })
h.order_items_path({ order_id: 1 })
h.item_path(3)
h.item_path({ id: 3, format: 'xml' })
h.products_path({ page: 2 })
h.hash_for_product_review_path(1, 2)
`

const typingFile = `import type { HelperOptions } from 'typed-resources'
import { routes as app } from './routes'
const h = app./*hover-table*/helpers
h.product_review_path(/*review*/)
h.product_reviews_path(/*reviews*/)
h.item_path(/*item*/)
h.products_path(/*products*/)
h.hash_for_product_review_url(/*hash*/)
h./*hover-call*/product_review_path(1, 2)
h./*hover-review*/product_review_path
h./*hover-item*/item_path
export type O = /*hover-options*/HelperOptions
`

const files = { 'routes.ts': routesFile, 'calls.ts': callsFile, 'typing.ts': typingFile }
const editor = openEditor(files)

/** What every message and signature must be free of: internals a user cannot act on. */
function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/\bnever\b/)
  expect(text).not.toContain('_options')
  expect(text).not.toMatch(/RouteHelper<|HelperForms|PositionalArgs|NamedArg|ParamName/)
  expect(text).not.toMatch(/HelpersOf|HelperKinds|readonly helper:|readonly hash:/)
}

/** A message a user reads at once: short, free of internals. */
function expectReadable(d: Diagnostic | undefined): asserts d is Diagnostic {
  expect(d).toBeDefined()
  expectNoInternals(d!.text)
  expect(d!.text.split('\n').length).toBeLessThanOrEqual(15)
}

function errorsByMarker(diagnostics: readonly Diagnostic[]): Map<string | undefined, Diagnostic[]> {
  const map = new Map<string | undefined, Diagnostic[]>()
  for (const d of diagnostics) map.set(d.marker, [...(map.get(d.marker) ?? []), d])
  return map
}

describe('errors of a helper call (TypeScript 5.9 language service)', () => {
  const errors = errorsByMarker(editor.diagnostics('calls.ts'))
  const only = (marker: string): Diagnostic => {
    const found = errors.get(marker) ?? []
    expect(found, `one error on the line of /*${marker}*/`).toHaveLength(1)
    expectReadable(found[0])
    return found[0]
  }

  it('reports nothing on the calling forms (positional, named, a record, options)', () => {
    expect(errors.get(undefined)).toBeUndefined()
    expect([...errors.keys()].sort()).toEqual(
      [
        'missing-id',
        'no-ids',
        'missing-parent',
        'too-many',
        'one-too-many',
        'shallow-one-too-many',
        'named-missing-id',
        'named-misspelt',
        'misspelt-helper',
      ].sort(),
    )
  })

  it('a missing id or parent id is an arity error, or names the params', () => {
    expect(only('no-ids').text).toBe('Expected 1-3 arguments, but got 0.')
    expect(only('missing-parent').text).toBe('Expected 1-2 arguments, but got 0.')
    expect(only('too-many').text).toBe('Expected 1-3 arguments, but got 4.')
    // One argument is the named form's arity: the message shows the object naming both params.
    expect(only('missing-id').text).toBe(
      "Argument of type 'number' is not assignable to parameter of type '{ readonly product_id: Param; readonly id: Param; } & UrlOptions'.\n" +
        "  Type 'number' is not assignable to type '{ readonly product_id: Param; readonly id: Param; }'.",
    )
  })

  it('an id too many falls where the options go', () => {
    expect(only('one-too-many').text).toBe("Argument of type '3' is not assignable to parameter of type 'HelperOptions | undefined'.")
    expect(only('shallow-one-too-many').text).toBe(
      "Argument of type '2' is not assignable to parameter of type 'HelperOptions | undefined'.",
    )
  })

  it('the named form names the missing or misspelt param', () => {
    expect(only('named-missing-id').text).toContain("Property 'id' is missing in type '{ product_id: number; }'")
    expect(only('named-misspelt').text).toMatch(/'product'|product_id/)
  })

  it('a wrong helper name keeps "Did you mean", naming the table Helpers<the declaration>', () => {
    const d = only('misspelt-helper')
    expect(d.text).toMatch(
      /^Property 'product_reviw_path' does not exist on type 'Helpers<\{ readonly resources: \{ readonly products: .*'\. Did you mean 'product_review_path'\?$/,
    )
  })
})

describe('signature help and hover (TypeScript 5.9 language service)', () => {
  it('a member route: the positional form and the named form, each param named', () => {
    const signatures = editor.signatureHelp('typing.ts', 'review')
    expect(signatures.map((s) => s.label)).toEqual([
      'product_review_path(args_0: ParamFor<"product_id">, args_1: ParamFor<"id">, options?: HelperOptions | undefined): string',
      'product_review_path(params: { readonly product_id: Param; readonly id: Param; } & UrlOptions): string',
    ])
    expect(signatures.map((s) => s.parameterNames)).toEqual([['args_0', 'args_1', 'options'], ['params']])
    for (const s of signatures) expectNoInternals(s.label)
  })

  it('a nested collection route: its parent id positionally or by name in the options', () => {
    expect(editor.signatureHelp('typing.ts', 'reviews').map((s) => s.label)).toEqual([
      'product_reviews_path(args_0: ParamFor<"product_id">, options?: HelperOptions | undefined): string',
      'product_reviews_path(params: { readonly product_id: Param; } & HelperOptions): string',
    ])
  })

  it("a shallow member route (just an id): positionally or in Rails' hash form; a top-level collection: one form", () => {
    expect(editor.signatureHelp('typing.ts', 'item').map((s) => s.label)).toEqual([
      'item_path(args_0: ParamFor<"id">, options?: HelperOptions | undefined): string',
      'item_path(params: { readonly id: Param; } & HashFormOptions): string',
    ])
    expect(editor.signatureHelp('typing.ts', 'products').map((s) => s.label)).toEqual([
      'products_path(options?: HelperOptions | undefined): string',
    ])
  })

  it('a hash_for_ helper: the same forms, returning the hash', () => {
    const labels = editor.signatureHelp('typing.ts', 'hash').map((s) => s.label)
    expect(labels).toHaveLength(2)
    expect(labels[0]).toBe(
      'hash_for_product_review_url(args_0: ParamFor<"product_id">, args_1: ParamFor<"id">, options?: HelperOptions | undefined): UrlHash',
    )
  })

  it('hovering a helper shows its calling forms, not the types that derive them', () => {
    expect(editor.quickInfo('typing.ts', 'hover-call').text).toBe(
      '(property) product_review_path: (args_0: ParamFor<"product_id">, args_1: ParamFor<"id">, options?: HelperOptions | undefined) => string (+1 overload)',
    )
    const review = editor.quickInfo('typing.ts', 'hover-review').text
    expect(review).toBe(
      '(property) product_review_path: {\n' +
        '    (args_0: ParamFor<"product_id">, args_1: ParamFor<"id">, options?: HelperOptions | undefined): string;\n' +
        '    (params: {\n' +
        '        readonly product_id: Param;\n' +
        '        readonly id: Param;\n' +
        '    } & UrlOptions): string;\n' +
        '}',
    )
    expect(editor.quickInfo('typing.ts', 'hover-item').text).toBe(
      '(property) item_path: {\n' +
        '    (args_0: ParamFor<"id">, options?: HelperOptions | undefined): string;\n' +
        '    (params: {\n' +
        '        readonly id: Param;\n' +
        '    } & HashFormOptions): string;\n' +
        '}',
    )
  })

  it('hovering the helpers shows Helpers<the declaration>, not the route descriptors', () => {
    const text = editor.quickInfo('typing.ts', 'hover-table').text
    expect(text).toMatch(/^\(property\) TypedRoutes<.*>\.helpers: Helpers<\{\n {4}readonly resources: \{\n {8}readonly products: \{\n/)
    expect(text).toMatch(/\n\}, \{\}>$/)
    expectNoInternals(text)
  })

  it('the options are one exported, documented type', () => {
    const info = editor.quickInfo('typing.ts', 'hover-options')
    expect(info.text).toMatch(/^\(alias\) type HelperOptions = UrlOptions & /)
    expect(info.documentation).toMatch(/options object of a URL helper/)
  })
})

describe('a table with plain routes (map.root, a named route): the same forms', () => {
  const plain = openEditor({
    'routes.ts': routesWithPlainRoutesFile,
    'typing.ts': `import { routes } from './routes'
const h = routes./*hover-table*/helpers
h.product_review_path(/*review*/)
h.root_path(/*root*/)
h.archive_path(/*archive*/)
h.hash_for_archive_url(/*hash-archive*/)
h.product_review_path(1) /*missing-id*/
`,
  })

  it("a resource route's helper shows the forms it has without plain routes", () => {
    expect(plain.signatureHelp('typing.ts', 'review').map((s) => s.label)).toEqual([
      'product_review_path(args_0: ParamFor<"product_id">, args_1: ParamFor<"id">, options?: HelperOptions | undefined): string',
      'product_review_path(params: { readonly product_id: Param; readonly id: Param; } & UrlOptions): string',
    ])
  })

  it("a plain route's helper: its params positionally or by name, free of internals", () => {
    expect(plain.signatureHelp('typing.ts', 'root').map((s) => s.label)).toEqual(['root_path(options?: HelperOptions | undefined): string'])
    const archive = plain.signatureHelp('typing.ts', 'archive').map((s) => s.label)
    expect(archive).toEqual([
      'archive_path(args_0: ParamFor<"year">, options?: HelperOptions | undefined): string',
      'archive_path(params: { readonly year: Param; } & HelperOptions): string',
    ])
    const hash = plain.signatureHelp('typing.ts', 'hash-archive').map((s) => s.label)
    expect(hash[0]).toBe('hash_for_archive_url(args_0: ParamFor<"year">, options?: HelperOptions | undefined): UrlHash')
    for (const label of [...archive, ...hash]) expectNoInternals(label)
  })

  it('the helpers object is shown as Helpers<the declaration> too', () => {
    const text = plain.quickInfo('typing.ts', 'hover-table').text
    expect(text).toMatch(/^\(property\) TypedRoutes<.*>\.helpers: Helpers<readonly \[\{\n/)
    expectNoInternals(text)
  })

  it('a missing id is reported as without plain routes', () => {
    const [d] = plain.diagnostics('typing.ts').filter((e) => e.marker === 'missing-id')
    expectReadable(d)
    expect(d.text).toContain("'{ readonly product_id: Param; readonly id: Param; } & UrlOptions'")
  })
})

describe('errors of a helper call (TypeScript 7 compiler)', () => {
  let errors: Map<string | undefined, Diagnostic[]>
  beforeAll(() => {
    errors = errorsByMarker(compileWithTypeScript7({ 'routes.ts': routesFile, 'calls.ts': callsFile }))
  }, 60_000)
  const only = (marker: string): Diagnostic => {
    const found = errors.get(marker) ?? []
    expect(found, `one error on the line of /*${marker}*/`).toHaveLength(1)
    expectReadable(found[0])
    return found[0]
  }

  it('reports the same lines', () => {
    expect([...errors.keys()].sort()).toEqual(
      [
        'missing-id',
        'no-ids',
        'missing-parent',
        'too-many',
        'one-too-many',
        'shallow-one-too-many',
        'named-missing-id',
        'named-misspelt',
        'misspelt-helper',
      ].sort(),
    )
  })

  it('with the same words', () => {
    expect(only('no-ids').text).toBe('Expected 1-3 arguments, but got 0.')
    expect(only('missing-parent').text).toBe('Expected 1-2 arguments, but got 0.')
    expect(only('too-many').text).toBe('Expected 1-3 arguments, but got 4.')
    expect(only('one-too-many').text).toBe("Argument of type '3' is not assignable to parameter of type 'HelperOptions | undefined'.")
    expect(only('shallow-one-too-many').text).toBe(
      "Argument of type '2' is not assignable to parameter of type 'HelperOptions | undefined'.",
    )
    // TypeScript 7 orders an object's keys its own way.
    expect(only('missing-id').text).toMatch(
      /^Argument of type 'number' is not assignable to parameter of type '\{ (readonly (product_id|id): Param; ){2}\} & UrlOptions'\.\n/,
    )
    expect(only('named-missing-id').text).toContain("Property 'id' is missing in type '{ product_id: number; }'")
    expect(only('misspelt-helper').text).toMatch(
      /^Property 'product_reviw_path' does not exist on type 'Helpers<\{ readonly resources: \{ .*'\. Did you mean 'product_review_path'\?$/,
    )
  })
})
