/**
 * fast-check arbitraries for random route declarations (docs/routing.md): every resource option,
 * nesting up to depth 3 (blocks, has_one, has_many incl. the hash form), namespaces, plain
 * routes and root, names chosen to exercise the inflector (irregulars, uncountables, -ies, -ves…)
 * and name collisions. Declarations the runtime refuses are filtered out by the caller.
 */
import fc from 'fast-check'

const PLURALS = [
  'posts',
  'people',
  'sheep',
  'series',
  'media',
  'statuses',
  'indices',
  'mice',
  'children',
  'news',
  'categories',
  'wolves',
  'analyses',
  'quizzes',
  'boxes',
  'movies',
  'oxen',
  'men',
  'kine',
  'line_items',
  'comments',
  'hives',
  'crises',
  'aliases',
  'buses',
  'shoes',
  'data',
  'archives',
  'money',
  'tags',
]
const SINGULARS = [
  'account',
  'status',
  'person',
  'profile',
  'owner',
  'author',
  'child',
  'mouse',
  'medium',
  'quiz',
  'life',
  'fish',
  'session',
  'hive',
]
const ACTIONS = ['search', 'close', 'preview', 'rate', 'approve', 'import', 'draft', 'publish', 'show', 'new', 'edit', 'index']
const METHODS = ['get', 'post', 'put', 'delete', 'any'] as const
const DEFAULT_ACTIONS = ['index', 'create', 'new', 'edit', 'show', 'update', 'destroy'] as const

const method = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...METHODS) },
  { weight: 1, arbitrary: fc.uniqueArray(fc.constantFrom(...METHODS), { minLength: 1, maxLength: 2 }) },
)
const actionMap = fc.dictionary(fc.constantFrom(...ACTIONS), method, { minKeys: 1, maxKeys: 3 })
const filter = fc.oneof(
  fc.constantFrom('all', 'none', ...DEFAULT_ACTIONS),
  fc.uniqueArray(fc.constantFrom(...DEFAULT_ACTIONS), { minLength: 0, maxLength: 4 }),
)
const hasMany: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...PLURALS),
    fc.uniqueArray(fc.constantFrom(...PLURALS), { minLength: 1, maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...PLURALS), tie('node'), { minKeys: 1, maxKeys: 2 }),
  ),
})).node

const connect = fc.oneof(
  fc.constantFrom(':controller/:action/:id', ':controller/:action/:id.:format'),
  fc.record(
    {
      name: fc.constantFrom('about', 'feed', 'search', 'archive', 'root', 'posts', 'post', 'login'),
      path: fc.constantFrom('about', 'feed.:format', 'search/:q', 'archive/:year/:month', 'files/*path', 'legacy/:id', 'help/:topic/:page'),
      controller: fc.constantFrom('pages', 'feeds', 'posts'),
      action: fc.constantFrom('show', 'index'),
      defaults: fc.constantFrom({ page: '1' }, { month: null }, { id: null }, { format: 'raw' }, { layout: 'print', q: null }),
      requirements: fc.constantFrom({ year: /\d{4}/ }, { id: /\d+/ }),
    },
    { requiredKeys: ['path', 'controller'] },
  ),
)

/** Options of a resource at nesting depth `depth` (0: top level). */
function options(depth: number, singleton: boolean): fc.Arbitrary<Record<string, unknown>> {
  const nested = depth < 2
  const keys: Record<string, fc.Arbitrary<unknown>> = {
    collection: actionMap,
    member: actionMap,
    new: actionMap,
    controller: fc.constantFrom('things', 'items', 'legacy_posts'),
    requirements: fc.constantFrom({ id: /\d+/ }, { id: /[a-z]+/i }),
    conditions: fc.constantFrom({ method: 'get' }, { method: 'any' }),
    as: fc.constantFrom('cosas', 'elements'),
    path_names: fc.constantFrom({ new: 'nuevo' }, { edit: 'editar', search: 'buscar' }),
    path_prefix: fc.constantFrom('/:locale', '/api', '/:site_id/v1'),
    name_prefix: fc.constantFrom('api_', 'my_', null, ''),
    shallow: fc.boolean(),
    only: filter,
    except: filter,
  }
  if (!singleton) keys['singular'] = fc.constantFrom('thing', 'sheep', 'series')
  if (nested) {
    keys['has_one'] = fc.oneof(fc.constantFrom(...SINGULARS), fc.uniqueArray(fc.constantFrom(...SINGULARS), { minLength: 1, maxLength: 2 }))
    keys['has_many'] = hasMany
    keys['resources'] = fc.dictionary(
      fc.constantFrom(...PLURALS),
      fc.constant(null).chain(() => options(depth + 1, false)),
      { minKeys: 1, maxKeys: 2 },
    )
    keys['resource'] = fc.dictionary(
      fc.constantFrom(...SINGULARS),
      fc.constant(null).chain(() => options(depth + 1, true)),
      { minKeys: 1, maxKeys: 2 },
    )
    keys['connect'] = fc.array(connect, { minLength: 1, maxLength: 2 })
  }
  return sparse(keys, 4).map((o) => {
    // only and except never together (a declaration error); keep one.
    if ('only' in o && 'except' in o) delete o['except']
    return o
  })
}

/** A record holding a few of `keys` (at most `max`), in random order. */
function sparse(keys: Record<string, fc.Arbitrary<unknown>>, max: number): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .uniqueArray(fc.constantFrom(...Object.keys(keys)), { maxLength: max })
    .chain((chosen) => fc.record(Object.fromEntries(chosen.map((k) => [k, keys[k]!]))) as fc.Arbitrary<Record<string, unknown>>)
}

const scope: fc.Arbitrary<Record<string, unknown>> = fc.letrec((tie) => ({
  scope: sparse(
    {
      resources: fc.dictionary(fc.constantFrom(...PLURALS), options(0, false), { minKeys: 1, maxKeys: 3 }),
      resource: fc.dictionary(fc.constantFrom(...SINGULARS), options(0, true), { minKeys: 1, maxKeys: 2 }),
      namespace: fc.dictionary(fc.constantFrom('admin', 'api', 'v1'), tie('inner'), { minKeys: 1, maxKeys: 1 }),
      connect: fc.array(connect, { minLength: 1, maxLength: 2 }),
      root: fc.record(
        { controller: fc.constantFrom('home', 'posts'), action: fc.constantFrom('index', 'show') },
        { requiredKeys: ['controller'] },
      ),
    },
    5,
  ),
  inner: sparse(
    {
      resources: fc.dictionary(fc.constantFrom(...PLURALS), options(1, false), { minKeys: 1, maxKeys: 2 }),
      resource: fc.dictionary(fc.constantFrom(...SINGULARS), options(1, true), { minKeys: 1, maxKeys: 1 }),
      connect: fc.array(
        connect.filter((c) => typeof c !== 'string'),
        { minLength: 1, maxLength: 1 },
      ),
    },
    3,
  ),
})).scope

/** A random declaration: one scope, or (sometimes) an array of two. */
export const declarationArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scope },
  { weight: 1, arbitrary: fc.tuple(scope, scope) },
)
