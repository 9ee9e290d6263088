/**
 * What a user sees when a route declaration is wrong: one short error naming the place of the
 * mistake (`resources.photos.onlyy`), whether the declaration is written inline in
 * `defineRoutes(...)` or held in a variable; a declaration whose literal values have widened (a
 * variable without `as const`, or a value of a wide type inside an inline declaration) is refused
 * with the advice to write literal values;
 * `urlFor` / `formFor` errors never print the declaration. TypeScript 5.9's language service on
 * the built package; the errors also under the TypeScript 7 compiler.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { routesFile } from './support/app'
import { compileWithTypeScript7, openEditor, type Diagnostic } from './support/language-service'

const widenedFile = `import { defineRoutes } from 'typed-resources'
const nested = { resources: { boxes: { shallow: true, resources: { parts: {} } } } }
defineRoutes(nested) /*widened-shallow*/
const verbs = { resources: { boxes: { member: { archive: 'put' } } } }
defineRoutes(verbs) /*widened-method*/
const only = { resources: { boxes: { only: ['index', 'show'] } } }
defineRoutes(only) /*widened-only*/
const plainRoutes = { connect: [':controller/:action/:id'] }
defineRoutes(plainRoutes) /*widened-connect*/
const keysOnly = { resources: { boxes: { resources: { parts: {} } } } }
export const fine = defineRoutes(keysOnly)
declare const isShallow: boolean
declare const area: string
declare const actions: ('index' | 'show')[]
declare const byName: Record<string, {}>
defineRoutes({ resources: { boxes: { shallow: isShallow, resources: { parts: {} } } } }) /*inline-variable-shallow*/
defineRoutes({ resources: { boxes: { path_prefix: area } } }) /*inline-variable-prefix*/
defineRoutes({ resources: { boxes: { only: actions } } }) /*inline-variable-only*/
defineRoutes({ resources: byName }) /*inline-index-map*/
defineRoutes({ connect: [{ path: 'x/:id', controller: 'x', name: area }] }) /*inline-variable-name*/
`

const mistakesFile = `import { defineRoutes } from 'typed-resources'
defineRoutes({ resources: { photos: { shallow: true, onlyy: ['index'] } } }) /*inline-unknown-option*/
const photos = { resources: { photos: { onlyy: ['index'] } } } as const
defineRoutes(photos) /*variable-unknown-option*/
const tags = { resources: { photos: { resources: { tags: { only: ['indx'] } } } } } as const
defineRoutes(tags) /*variable-unknown-action*/
const admin = { namespace: { admin: { resources: { photos: { member: { archive: 'head' } } } } } } as const
defineRoutes(admin) /*variable-unknown-method*/
defineRoutes({ resources: { photos: { resources: { tags: { except: ['show'], only: ['index'] } } } } }) /*inline-only-except*/
defineRoutes({ resources: { photos: { shallow: 'yes' } } }) /*inline-wrong-type*/
defineRoutes({ resources: { photos: { only: ['index', 1] } } }) /*inline-wrong-action-type*/
`

const okFile = `import { defineRoutes, type RouteDeclaration } from 'typed-resources'
const inline = defineRoutes({ resources: { boxes: { shallow: true, member: { archive: 'put' }, resources: { parts: {} } } } })
inline.helpers.archive_box_path(1)
inline.helpers.part_path(1)
inline.helpers.box_parts_path(1)
const declaration = { resources: { boxes: { only: ['index', 'show'], member: { archive: 'put' } } } } as const satisfies RouteDeclaration
const separate = defineRoutes(declaration)
separate.helpers.archive_box_path(1)
separate.helpers.boxes_path()
`

const usageFile = `import { routes } from './routes'
routes.urlFor({ controller: 'products', action: 'shw', id: 1 }) /*url-for*/
routes.formFor('prodcts', {}) /*form-for*/
routes.urlFor({ controller: 'products', action: 'show', id: 1, only_path: true })
routes.formFor('product_reviews', {}, 1)
`

const files = { 'routes.ts': routesFile, 'widened.ts': widenedFile, 'mistakes.ts': mistakesFile, 'ok.ts': okFile, 'usage.ts': usageFile }
const editor = openEditor(files)

function byMarker(diagnostics: readonly Diagnostic[]): Map<string | undefined, Diagnostic[]> {
  const map = new Map<string | undefined, Diagnostic[]>()
  for (const d of diagnostics) map.set(d.marker, [...(map.get(d.marker) ?? []), d])
  return map
}
function only(errors: Map<string | undefined, Diagnostic[]>, marker: string): string {
  const found = errors.get(marker) ?? []
  expect(found, `one error on the line of /*${marker}*/`).toHaveLength(1)
  const text = found[0]!.text
  expect(text.length, text).toBeLessThanOrEqual(400)
  expect(text).not.toMatch(/\bnever\b/)
  return text
}
const asConst = "write literal values: the declaration inline in defineRoutes(...), or add 'as const'"

describe('a declaration whose literal values have widened (TypeScript 5.9 language service)', () => {
  const errors = byMarker(editor.diagnostics('widened.ts'))

  it('is refused at defineRoutes, naming the value and what to do', () => {
    expect(only(errors, 'widened-shallow')).toBe(
      `Argument of type '{ resources: { boxes: { shallow: boolean; resources: { parts: {}; }; }; }; }' is not assignable to parameter of type '"resources.boxes.shallow: boolean, not true or false: ${asConst}"'.`,
    )
    expect(only(errors, 'widened-method')).toContain(`"resources.boxes.member.archive: string, not a method: ${asConst}"`)
    expect(only(errors, 'widened-only')).toContain(`"resources.boxes.only: string[], not a list of actions: ${asConst}"`)
    expect(only(errors, 'widened-connect')).toContain(`"connect: string[], not a list of literal routes: ${asConst}"`)
  })

  it('a value of a wide type inside an inline declaration is refused the same way, naming it', () => {
    expect(only(errors, 'inline-variable-shallow')).toContain(`"resources.boxes.shallow: boolean, not true or false: ${asConst}"`)
    expect(only(errors, 'inline-variable-prefix')).toContain(`"resources.boxes.path_prefix: string, not a literal: ${asConst}"`)
    expect(only(errors, 'inline-variable-only')).toContain(
      `"resources.boxes.only: an array of actions, not a list of literal actions (the helpers of every action it may hold would exist): ${asConst}"`,
    )
    expect(only(errors, 'inline-index-map')).toContain(
      `"resources: names typed by an index signature (Record<string, …>), not literal names: type the whole scope as RouteDeclaration to build it at run time (untyped helpers), or ${asConst}"`,
    )
    expect(only(errors, 'inline-variable-name')).toContain(`"connect[0].name: string, not a literal: ${asConst}"`)
  })

  it('keys alone do not widen: a declaration of names only is fine in a variable', () => {
    expect([...errors.keys()].sort()).toEqual(
      [
        'widened-connect',
        'widened-method',
        'widened-only',
        'widened-shallow',
        'inline-variable-shallow',
        'inline-variable-prefix',
        'inline-variable-only',
        'inline-index-map',
        'inline-variable-name',
      ].sort(),
    )
  })

  it('inline literals and `as const satisfies RouteDeclaration` keep working', () => {
    expect(editor.diagnostics('ok.ts')).toEqual([])
  })
})

describe('a mistake in a declaration (TypeScript 5.9 language service)', () => {
  const errors = byMarker(editor.diagnostics('mistakes.ts'))

  it('is one short error naming its place, inline or in a variable', () => {
    expect(only(errors, 'inline-unknown-option')).toContain(`parameter of type '"resources.photos.onlyy: unknown option"'`)
    expect(only(errors, 'variable-unknown-option')).toBe(
      `Argument of type '{ readonly resources: { readonly photos: { readonly onlyy: readonly ["index"]; }; }; }' is not assignable to parameter of type '"resources.photos.onlyy: unknown option"'.`,
    )
    expect(only(errors, 'variable-unknown-action')).toContain(
      `"resources.photos.resources.tags.only: 'indx' is not one of the default actions`,
    )
    expect(only(errors, 'variable-unknown-method')).toContain(
      `"namespace.admin.resources.photos.member.archive: 'head' is not a method (get, post, put, delete or any)"`,
    )
    expect(only(errors, 'inline-only-except')).toContain(`"resources.photos.resources.tags: 'only' and 'except' cannot be used together"`)
  })

  it('a value of the wrong type written inline is TypeScript’s own error, at the value', () => {
    expect(only(errors, 'inline-wrong-type')).toBe("Type 'string' is not assignable to type 'boolean'.")
    expect(only(errors, 'inline-wrong-action-type')).toBe("Type 'number' is not assignable to type 'ActionName'.")
  })
})

describe('errors of urlFor and formFor (TypeScript 5.9 language service)', () => {
  const errors = byMarker(editor.diagnostics('usage.ts'))

  it('name the routes, never print the declaration', () => {
    expect([...errors.keys()].sort()).toEqual(['form-for', 'url-for'])
    for (const marker of ['url-for', 'form-for']) {
      const text = errors
        .get(marker)!
        .map((d) => d.text)
        .join('\n')
      expect(text).not.toMatch(/resources:|readonly products/)
    }
    expect(errors.get('form-for')![0]!.text.length).toBeLessThanOrEqual(400)
    expect(errors.get('form-for')![0]!.text).toMatch(
      /^Argument of type '"prodcts"' is not assignable to parameter of type '.*"products".*'\.$/,
    )
  })
})

describe('declaration errors (TypeScript 7 compiler)', () => {
  let errors: Map<string | undefined, Diagnostic[]>
  beforeAll(() => {
    errors = byMarker(compileWithTypeScript7({ 'widened.ts': widenedFile, 'mistakes.ts': mistakesFile, 'ok.ts': okFile }))
  }, 120_000)

  it('reports the same lines with the same messages', () => {
    expect([...errors.keys()].sort()).toEqual(
      [
        'widened-shallow',
        'widened-method',
        'widened-only',
        'widened-connect',
        'inline-variable-shallow',
        'inline-variable-prefix',
        'inline-variable-only',
        'inline-index-map',
        'inline-variable-name',
        'inline-unknown-option',
        'variable-unknown-option',
        'variable-unknown-action',
        'variable-unknown-method',
        'inline-only-except',
        'inline-wrong-type',
        'inline-wrong-action-type',
      ].sort(),
    )
    expect(only(errors, 'widened-shallow')).toContain(`"resources.boxes.shallow: boolean, not true or false: ${asConst}"`)
    expect(only(errors, 'inline-variable-shallow')).toContain(`"resources.boxes.shallow: boolean, not true or false: ${asConst}"`)
    expect(only(errors, 'inline-index-map')).toContain(`"resources: names typed by an index signature`)
    expect(only(errors, 'variable-unknown-option')).toContain(`'"resources.photos.onlyy: unknown option"'`)
    expect(only(errors, 'variable-unknown-method')).toContain(`'head' is not a method`)
    expect(only(errors, 'inline-wrong-type')).toBe("Type 'string' is not assignable to type 'boolean'.")
    expect(only(errors, 'inline-wrong-action-type')).toBe("Type 'number' is not assignable to type 'ActionName'.")
  })
})
