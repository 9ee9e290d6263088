/** The check of `resources` / `resource` maps: each resource's name and its options. */
import { RESOURCE_OPTIONS, wordPath } from '../declaration'
import { checkKeys, checkName, checkString, enter, fail, isPlainObject, join, NAME_RE, show, type Walk } from './checks'
import {
  checkActionMap,
  checkConditions,
  checkFilter,
  checkHasMany,
  checkHasOne,
  checkPathPrefix,
  checkRequirements,
} from './option-values'
import { checkConnectList } from './plain-routes'

const RESOURCE_OPTION_KEYS: readonly string[] = [...RESOURCE_OPTIONS, 'resources', 'resource', 'connect']
const SINGLETON_OPTION_KEYS: readonly string[] = RESOURCE_OPTION_KEYS.filter((k) => k !== 'singular')

/** One resource of a map at `where`: its name, then its options (`name` is tested once, for the place and the check). */
function checkResource(where: string, name: string, options: unknown, singleton: boolean, walk: Walk): void {
  const isWord = NAME_RE.test(name)
  const here = isWord ? wordPath(where, name) : join(where, name)
  if (!isWord) checkName(here, name, singleton ? 'singleton resource' : 'resource')
  if (!isPlainObject(options)) fail(here, `options must be an object, got ${show(options)}`)
  enter(walk, here, options as object)
  checkResourceOptions(here, options as Record<string, unknown>, singleton, walk)
  walk.open.delete(options as object)
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

export function checkResourceMap(where: string, value: unknown, singleton: boolean, walk: Walk): void {
  if (!isPlainObject(value)) fail(where, `must be a map of name → options, got ${show(value)}`)
  const names = Object.keys(value as Record<string, unknown>)
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!
    checkResource(where, name, (value as Record<string, unknown>)[name], singleton, walk)
  }
}
