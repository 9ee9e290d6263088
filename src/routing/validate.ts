/**
 * Run-time validation of a declaration and its config against the shapes of ./declaration.ts:
 * {@link validateDeclaration} rejects what Rails 2.3 would misread or silently drop, with a
 * {@link DeclarationError} naming the place (`resources.threads.resources.messages`) and the option.
 */
import {
  ACTION_METHODS,
  DEFAULT_ACTIONS,
  RESOURCE_OPTIONS,
  declarationPath,
  type DefaultAction,
  type HttpMethod,
  type RouteDeclaration,
} from './declaration'
import { DeclarationError } from './errors'
import { pathVariables } from './path-variables'
import { hostProblem, portProblem, protocolProblem } from './url-options'

const RESOURCE_OPTION_KEYS: readonly string[] = [...RESOURCE_OPTIONS, 'resources', 'resource', 'connect']
const SINGLETON_OPTION_KEYS: readonly string[] = RESOURCE_OPTION_KEYS.filter((k) => k !== 'singular')
const SCOPE_KEYS: readonly string[] = ['resources', 'resource', 'namespace', 'connect', 'root']
const CONNECT_KEYS: readonly string[] = ['path', 'name', 'controller', 'action', 'conditions', 'requirements', 'defaults']
const ROOT_KEYS: readonly string[] = ['controller', 'action']
const CONFIG_KEYS: readonly string[] = ['resourcesPathNames', 'defaultUrlOptions', 'camelCase']
const URL_OPTION_KEYS: readonly string[] = ['host', 'protocol', 'port']
/** Params a path_prefix cannot hold: resource routes give them their own meaning. */
const RESERVED_PREFIX_PARAMS: readonly string[] = ['controller', 'action', 'id', 'format']

const NAME_RE = /^[A-Za-z_][A-Za-z0-9_]*$/

/**
 * A param named `__proto__` would set the prototype of the recognized params object instead of
 * a key of it, so no path variable, requirement or default may use that name.
 */
function checkParamName(where: string, option: string, name: string): void {
  if (name === '__proto__') fail(where, `${option}: "__proto__" cannot be a param name`)
}

const fail = (where: string, message: string): never => {
  throw new DeclarationError(`${where === '' ? 'declaration' : where}: ${message}`)
}
const join = declarationPath
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof RegExp)
const show = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : v instanceof RegExp ? String(v) : (JSON.stringify(v) ?? String(v)))

function checkKeys(where: string, value: Record<string, unknown>, allowed: readonly string[], what: string): void {
  const keys = Object.keys(value)
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    if (!allowed.includes(key)) fail(where, `unknown ${what} "${key}" (expected one of: ${allowed.join(', ')})`)
  }
}

function checkString(where: string, option: string, value: unknown, allowEmpty = false): void {
  if (typeof value !== 'string') fail(where, `option "${option}" must be a string, got ${show(value)}`)
  if (!allowEmpty && value === '') fail(where, `option "${option}" must not be empty`)
}

function checkName(where: string, name: string, what: string): void {
  if (name === '') fail(where, `empty ${what} name`)
  if (!NAME_RE.test(name)) fail(where, `${what} name ${show(name)} is not a word (letters, digits, _)`)
}

function checkMethod(where: string, option: string, value: unknown): void {
  const one = (m: unknown): void => {
    if (m === 'head') fail(where, `option "${option}": method "head" is not routable (HEAD is recognized as GET)`)
    if (typeof m !== 'string' || !ACTION_METHODS.includes(m as HttpMethod)) {
      fail(where, `option "${option}": unknown method ${show(m)} (expected 'get', 'post', 'put', 'delete' or 'any')`)
    }
  }
  if (Array.isArray(value)) {
    if (value.length === 0) fail(where, `option "${option}": empty method list`)
    value.forEach(one)
    const twice = value.find((m, i) => value.indexOf(m) !== i)
    if (twice !== undefined) fail(where, `option "${option}": method ${show(twice)} listed twice`)
  } else {
    one(value)
  }
}

function checkActionMap(where: string, option: string, value: unknown): void {
  if (!isPlainObject(value)) fail(where, `option "${option}" must be a map of action → method, got ${show(value)}`)
  const actions = Object.keys(value as Record<string, unknown>)
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!
    const method = (value as Record<string, unknown>)[action]
    checkName(where, action, `${option} action`)
    checkMethod(where, `${option}.${action}`, method)
    if (option === 'new' && Array.isArray(method) && method.includes('any')) {
      fail(where, `option "new.${action}": 'any' cannot be part of a list (a new action with several methods is one route accepting each)`)
    }
  }
}

function checkFilter(where: string, option: string, value: unknown): void {
  const one = (a: unknown): void => {
    if (typeof a !== 'string' || !DEFAULT_ACTIONS.includes(a as DefaultAction)) {
      fail(where, `option "${option}": unknown action ${show(a)} (expected 'all', 'none' or one of ${DEFAULT_ACTIONS.join(', ')})`)
    }
  }
  if (value === 'all' || value === 'none') return
  if (Array.isArray(value)) value.forEach(one)
  else one(value)
}

function checkRequirements(where: string, option: string, value: unknown): void {
  if (!isPlainObject(value)) fail(where, `option "${option}" must be a map of param → RegExp, got ${show(value)}`)
  for (const [param, re] of Object.entries(value as Record<string, unknown>)) {
    checkParamName(where, `option "${option}"`, param)
    if (!(re instanceof RegExp)) fail(where, `option "${option}.${param}": a requirement must be a RegExp, got ${show(re)}`)
    const source = (re as RegExp).source
    if (/^(\\A|\^)|(\\Z|\\z|\$)$/.test(source)) {
      fail(where, `option "${option}.${param}": anchors are not allowed in a requirement (${String(re)}); Rails anchors it itself`)
    }
    if ((re as RegExp).flags.replace('i', '') !== '') {
      fail(where, `option "${option}.${param}": only the i flag is allowed in a requirement (${String(re)})`)
    }
  }
}

function checkConditions(where: string, option: string, value: unknown): void {
  if (!isPlainObject(value)) fail(where, `option "${option}" must be an object like { method: 'get' }, got ${show(value)}`)
  for (const [key, condition] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'method') continue
    const ok =
      typeof condition === 'string' ||
      condition instanceof RegExp ||
      (Array.isArray(condition) && condition.length > 0 && condition.every((c) => typeof c === 'string'))
    if (!ok)
      fail(
        where,
        `option "${option}.${key}": a request condition is a string, a RegExp or a non-empty list of strings, got ${show(condition)}`,
      )
  }
  const method = (value as Record<string, unknown>)['method']
  if (method !== undefined) {
    if (Array.isArray(method) && method.includes('any')) fail(where, `option "${option}.method": 'any' cannot be part of a list`)
    checkMethod(where, `${option}.method`, method)
  }
}

function checkPathPrefix(where: string, value: unknown): void {
  checkString(where, 'path_prefix', value, true)
  const seen = new Set<string>()
  for (const v of pathVariables(value as string)) {
    if (v.kind === '*') fail(where, `option "path_prefix": glob ${show('*' + v.name)} is not allowed in a path_prefix`)
    if (!NAME_RE.test(v.name)) fail(where, `option "path_prefix": variable ":${v.name}" has no name, so nothing can give it a value`)
    checkParamName(where, 'option "path_prefix"', v.name)
    if (RESERVED_PREFIX_PARAMS.includes(v.name)) {
      fail(where, `option "path_prefix": variable ":${v.name}" has no value source (resource routes set ${v.name} themselves)`)
    }
    if (seen.has(v.name)) fail(where, `option "path_prefix": variable ":${v.name}" appears twice`)
    seen.add(v.name)
  }
}

function checkHasMany(where: string, value: unknown, walk: Walk): void {
  if (typeof value === 'string') return checkName(where, value, 'has_many resource')
  if (Array.isArray(value)) {
    if (value.length === 0) fail(where, 'option "has_many": empty list')
    for (const v of value) {
      if (typeof v !== 'string' && !isPlainObject(v)) fail(where, `option "has_many": ${show(v)} is not a name or a map`)
      checkHasMany(where, v, walk)
    }
    return
  }
  if (isPlainObject(value)) {
    within(walk, where, value, () => {
      for (const [name, inner] of Object.entries(value)) {
        checkName(where, name, 'has_many resource')
        checkHasMany(join(join(where, 'has_many'), name), inner, walk)
      }
    })
    return
  }
  fail(where, `option "has_many" must be a name, a list or a map, got ${show(value)}`)
}

function checkHasOne(where: string, value: unknown): void {
  const list = Array.isArray(value) ? value : [value]
  if (list.length === 0) fail(where, 'option "has_one": empty list')
  for (const v of list) {
    if (typeof v !== 'string') fail(where, `option "has_one" must be a name or a list of names, got ${show(v)}`)
    checkName(where, v as string, 'has_one resource')
  }
}

/**
 * Where the check stands: inside a namespace or not, and the resource options and scopes being
 * checked, outermost first (`open`): one met again inside itself is a cycle
 * (`a.resources = { b: a }`), which would expand forever. The same object in two places that do
 * not nest (several resources sharing one options object) is fine. Each `validateDeclaration`
 * call has its own.
 */
interface Walk {
  readonly inNamespace: boolean
  readonly open: Set<object>
}

/** Runs `check` with `value` marked open; a value already open is a cycle. */
function within(walk: Walk, where: string, value: object, check: () => void): void {
  if (walk.open.has(value)) fail(where, 'the declaration contains itself here (a cycle), so it would expand forever')
  walk.open.add(value)
  check()
  walk.open.delete(value)
}

function checkResource(where: string, name: string, options: unknown, singleton: boolean, walk: Walk): void {
  checkName(where, name, singleton ? 'singleton resource' : 'resource')
  if (!isPlainObject(options)) fail(where, `options must be an object, got ${show(options)}`)
  within(walk, where, options as object, () => checkResourceOptions(where, options as Record<string, unknown>, singleton, walk))
}

function checkResourceOptions(where: string, o: Record<string, unknown>, singleton: boolean, walk: Walk): void {
  checkKeys(where, o, singleton ? SINGLETON_OPTION_KEYS : RESOURCE_OPTION_KEYS, 'option')
  if (o['only'] !== undefined && o['except'] !== undefined) fail(where, 'options "only" and "except" cannot be used together')
  const keys = Object.keys(o)
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    const value = o[key]
    if (value === undefined) continue
    switch (key) {
      case 'collection':
      case 'member':
      case 'new':
        checkActionMap(where, key, value)
        break
      case 'controller':
        checkString(where, key, value)
        if (!/^[a-z0-9_]+(\/[a-z0-9_]+)*$/.test(value as string))
          fail(where, `option "controller": ${show(value)} is not a controller path (lower-case words separated by /)`)
        break
      case 'singular':
        checkString(where, key, value)
        checkName(where, value as string, 'singular')
        break
      case 'as':
        checkString(where, key, value)
        if ((value as string).startsWith('/') || (value as string).endsWith('/'))
          fail(where, `option "as": ${show(value)} must not start or end with /`)
        break
      case 'requirements':
        checkRequirements(where, key, value)
        break
      case 'conditions':
        checkConditions(where, key, value)
        break
      case 'has_one':
        checkHasOne(where, value)
        break
      case 'has_many':
        checkHasMany(where, value, walk)
        break
      case 'path_names':
        if (!isPlainObject(value)) fail(where, `option "path_names" must be a map of action → path word, got ${show(value)}`)
        for (const [action, word] of Object.entries(value as Record<string, unknown>)) checkString(where, `path_names.${action}`, word)
        break
      case 'path_prefix':
        checkPathPrefix(where, value)
        break
      case 'name_prefix':
        if (value !== null) checkString(where, key, value, true)
        break
      case 'shallow':
        if (typeof value !== 'boolean') fail(where, `option "shallow" must be true or false, got ${show(value)}`)
        break
      case 'only':
      case 'except':
        checkFilter(where, key, value)
        break
      case 'resources':
      case 'resource':
        checkResourceMap(join(where, key), value, key === 'resource', walk)
        break
      case 'connect':
        checkConnectList(join(where, key), value, walk)
        break
    }
  }
}

function checkResourceMap(where: string, value: unknown, singleton: boolean, walk: Walk): void {
  if (!isPlainObject(value)) fail(where, `must be a map of name → options, got ${show(value)}`)
  const names = Object.keys(value as Record<string, unknown>)
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!
    checkResource(join(where, name), name, (value as Record<string, unknown>)[name], singleton, walk)
  }
}

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

function checkConnectList(where: string, value: unknown, walk: Walk): void {
  if (!Array.isArray(value)) fail(where, `must be a list of plain routes, got ${show(value)}`)
  ;(value as unknown[]).forEach((route, i) => checkConnect(`${where}[${i}]`, route, walk))
}

function checkScope(where: string, scope: unknown, walk: Walk): void {
  if (!isPlainObject(scope)) fail(where, `a scope must be an object, got ${show(scope)}`)
  within(walk, where, scope as object, () => checkScopeKeys(where, scope as Record<string, unknown>, walk))
}

function checkScopeKeys(where: string, s: Record<string, unknown>, walk: Walk): void {
  checkKeys(where, s, SCOPE_KEYS, 'scope key')
  for (const [key, value] of Object.entries(s)) {
    if (value === undefined) continue
    switch (key) {
      case 'resources':
      case 'resource':
        checkResourceMap(join(where, key), value, key === 'resource', walk)
        break
      case 'namespace':
        if (!isPlainObject(value)) fail(join(where, key), `must be a map of name → scope, got ${show(value)}`)
        for (const [name, inner] of Object.entries(value as Record<string, unknown>)) {
          const w = join(join(where, 'namespace'), name)
          checkName(w, name, 'namespace')
          checkDeclarationAt(w, inner, { ...walk, inNamespace: true })
        }
        break
      case 'connect':
        checkConnectList(join(where, key), value, walk)
        break
      case 'root': {
        const w = join(where, key)
        if (!isPlainObject(value)) fail(w, `must be an object like { controller: 'home' }, got ${show(value)}`)
        checkKeys(w, value as Record<string, unknown>, ROOT_KEYS, 'key')
        checkString(w, 'controller', (value as Record<string, unknown>)['controller'])
        const action = (value as Record<string, unknown>)['action']
        if (action !== undefined) checkString(w, 'action', action)
        break
      }
    }
  }
}

function checkDeclarationAt(where: string, declaration: unknown, walk: Walk): void {
  if (Array.isArray(declaration)) declaration.forEach((scope, i) => checkScope(`${where}[${i}]`, scope, walk))
  else checkScope(where, declaration, walk)
}

/**
 * Checks a declaration (and config) against the shapes above, without changing it.
 *
 * @throws {DeclarationError} naming the place (`resources.threads.resources.messages`) and the
 *   option: unknown scope key or option, unknown or `head` method, unknown action in only/except,
 *   only together with except, a requirement that is not a RegExp (or is anchored), an empty or
 *   malformed resource name, a path_prefix variable with no value source (unnamed, a glob, or one
 *   resource routes fill themselves: controller, action, id, format), a plain route with no
 *   controller, a malformed has_one / has_many, an unknown config key, and so on.
 */
export function validateDeclaration(declaration: unknown, config?: unknown): asserts declaration is RouteDeclaration {
  checkDeclarationAt('', declaration, { inNamespace: false, open: new Set() })
  if (config !== undefined) {
    if (!isPlainObject(config)) fail('config', `must be an object, got ${show(config)}`)
    const c = config as Record<string, unknown>
    checkKeys('config', c, CONFIG_KEYS, 'key')
    const urlOptions = c['defaultUrlOptions']
    if (urlOptions !== undefined) {
      if (!isPlainObject(urlOptions))
        fail('config.defaultUrlOptions', `must be an object like { host: 'example.com' }, got ${show(urlOptions)}`)
      const u = urlOptions as Record<string, unknown>
      checkKeys('config.defaultUrlOptions', u, URL_OPTION_KEYS, 'key')
      if (u['host'] !== undefined) checkString('config.defaultUrlOptions', 'host', u['host'])
      if (u['protocol'] !== undefined) checkString('config.defaultUrlOptions', 'protocol', u['protocol'])
      if (u['port'] !== undefined && typeof u['port'] !== 'number' && typeof u['port'] !== 'string')
        fail('config.defaultUrlOptions', `option "port" must be a number or a string, got ${show(u['port'])}`)
      const problem =
        (u['host'] !== undefined ? hostProblem(u['host']) : undefined) ??
        (u['protocol'] !== undefined ? protocolProblem(u['protocol']) : undefined) ??
        (u['port'] !== undefined ? portProblem(u['port']) : undefined)
      if (problem !== undefined) fail('config.defaultUrlOptions', problem)
    }
    if (c['camelCase'] !== undefined && typeof c['camelCase'] !== 'boolean')
      fail('config', `option "camelCase" must be true or false, got ${show(c['camelCase'])}`)
    const names = c['resourcesPathNames']
    if (names !== undefined) {
      if (!isPlainObject(names)) fail('config.resourcesPathNames', `must be a map of action → path word, got ${show(names)}`)
      for (const [action, word] of Object.entries(names as Record<string, unknown>)) {
        if (word !== undefined) checkString('config.resourcesPathNames', action, word)
      }
    }
  }
}
