/** The check of plain routes (`connect`): their keys, path variables, controller and defaults. */
import { pathVariables } from '../path-variables'
import { checkKeys, checkName, checkParamName, checkString, fail, isPlainObject, NAME_RE, show, type Walk } from './checks'
import { checkConditions, checkRequirements } from './option-values'

const CONNECT_KEYS: readonly string[] = ['path', 'name', 'controller', 'action', 'conditions', 'requirements', 'defaults']

function checkConnect(where: string, route: unknown, walk: Walk): void {
  if (typeof route === 'string') return checkRoutePath(where, route, {}, walk)
  if (!isPlainObject(route)) fail(where, `a plain route is a path string or an object, got ${show(route)}`)
  const r = route as Record<string, unknown>
  checkKeys(where, r, CONNECT_KEYS, 'key')
  if (r['path'] === undefined) fail(where, 'missing "path"')
  checkString(where, 'path', r['path'], true)
  if (r['name'] !== undefined) {
    checkString(where, 'name', r['name'])
    checkName(where, r['name'] as string, 'route')
  }
  if (r['controller'] !== undefined) checkString(where, 'controller', r['controller'])
  if (r['action'] !== undefined) checkString(where, 'action', r['action'])
  if (r['conditions'] !== undefined) checkConditions(where, 'conditions', r['conditions'])
  if (r['requirements'] !== undefined) checkRequirements(where, 'requirements', r['requirements'])
  if (r['defaults'] !== undefined) {
    if (!isPlainObject(r['defaults'])) fail(where, `option "defaults" must be a map, got ${show(r['defaults'])}`)
    for (const [key, v] of Object.entries(r['defaults'] as Record<string, unknown>)) {
      checkParamName(where, 'option "defaults"', key)
      if (v !== null && typeof v !== 'string' && typeof v !== 'number')
        fail(where, `option "defaults.${key}" must be a string, a number or null, got ${show(v)}`)
    }
  }
  checkRoutePath(where, r['path'] as string, r, walk)
}

function checkRoutePath(where: string, path: string, route: Record<string, unknown>, walk: Walk): void {
  const vars = pathVariables(path)
  const seen = new Set<string>()
  for (const v of vars) {
    if (!NAME_RE.test(v.name)) fail(where, `path ${show(path)}: "${v.kind}" without a variable name`)
    checkParamName(where, `path ${show(path)}`, v.name)
    if (seen.has(v.name)) fail(where, `path ${show(path)}: variable "${v.name}" appears twice`)
    seen.add(v.name)
  }
  const names = vars.map((v) => v.name)
  if (!names.includes('controller') && route['controller'] === undefined)
    fail(where, `path ${show(path)} names no controller: give "controller" or a :controller segment`)
  if (names.includes('controller') && route['controller'] !== undefined)
    fail(where, `path ${show(path)} has a :controller segment and a "controller" option`)
  const defaults = isPlainObject(route['defaults']) ? route['defaults'] : {}
  for (const v of vars) {
    const d = defaults[v.name]
    if (v.kind === '*' && d != null && d !== '') {
      fail(
        where,
        `option "defaults.${v.name}": the glob *${v.name} cannot have a non-empty default, got ${show(d)} (Rails 2.3: paths cannot have non-empty default values)`,
      )
    }
  }
  for (const key of ['controller', 'action']) {
    if (Object.hasOwn(defaults, key) && !names.includes(key))
      fail(where, `option "defaults.${key}": path ${show(path)} has no :${key} segment; use the "${key}" option`)
  }
  if (names.includes('controller') && walk.inNamespace)
    fail(where, `path ${show(path)}: a :controller segment cannot be used inside a namespace (Rails would prefix an empty controller)`)
}

export function checkConnectList(where: string, value: unknown, walk: Walk): void {
  if (!Array.isArray(value)) fail(where, `must be a list of plain routes, got ${show(value)}`)
  ;(value as unknown[]).forEach((route, i) => checkConnect(`${where}[${i}]`, route, walk))
}
