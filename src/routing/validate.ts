/**
 * Run-time validation of a declaration and its config against the shapes of ./declaration.ts:
 * {@link validateDeclaration} rejects what Rails 2.3 would misread or silently drop, with a
 * `DeclarationError` naming the place (`resources.threads.resources.messages`) and the option.
 * Scopes and the config are checked here; resources in ./validate/resources.ts, plain routes in
 * ./validate/plain-routes.ts, option values in ./validate/option-values.ts.
 */
import type { RouteDeclaration } from './declaration'
import { hostProblem, portProblem, protocolProblem } from './url-options'
import { checkKeys, checkName, checkString, fail, isPlainObject, join, show, within, type Walk } from './validate/checks'
import { checkConnectList } from './validate/plain-routes'
import { checkResourceMap } from './validate/resources'

const SCOPE_KEYS: readonly string[] = ['resources', 'resource', 'namespace', 'connect', 'root']
const ROOT_KEYS: readonly string[] = ['controller', 'action']
const CONFIG_KEYS: readonly string[] = ['resourcesPathNames', 'defaultUrlOptions', 'camelCase']
const URL_OPTION_KEYS: readonly string[] = ['host', 'protocol', 'port']

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
