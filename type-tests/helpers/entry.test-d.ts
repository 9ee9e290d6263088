// typed-resources/helpers: routesFromTable<typeof routes> keeps the helpers' derived types and
// has no recognition.
import { expectTypeOf } from 'expect-type'
import { routesFromTable, type GenerationRoutes } from '../../src/helpers/index'
import { defineRoutes, type RuntimeRoutes } from '../../src/index'

const full = defineRoutes({ resources: { posts: { resources: { comments: { only: ['index', 'show'] } } } } } as const)
const routes = routesFromTable<typeof full>(full.routes)

expectTypeOf(routes.helpers.post_comment_path).toEqualTypeOf(full.helpers.post_comment_path)
expectTypeOf(routes.urlFor).toEqualTypeOf(full.urlFor)
expectTypeOf(routes.formFor).toEqualTypeOf(full.formFor)
expectTypeOf(routesFromTable<typeof full>(full.routes, {}, full.resources).resources).toEqualTypeOf(full.resources)
routes.helpers.post_comment_path(1, 2)
// @ts-expect-error comments has only index and show: no edit helper
routes.helpers.edit_post_comment_path(1, 2)
// @ts-expect-error the generation entry has no recognition
routes.recognizePath('/posts')

// Without a type argument: the untyped runtime shape.
expectTypeOf(routesFromTable(full.routes)).toEqualTypeOf<GenerationRoutes<RuntimeRoutes>>()
