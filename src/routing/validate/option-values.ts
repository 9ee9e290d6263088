/**
 * The values of the options a resource or a plain route takes: action maps (`member`,
 * `collection`, `new`), `only` / `except`, `requirements`, `conditions`, `path_prefix`,
 * `has_many`, `has_one`.
 */
import { ACTION_METHODS, DEFAULT_ACTIONS, type DefaultAction, type HttpMethod } from '../declaration'
import { pathVariables } from '../path-variables'
import { checkMethod, checkName, checkParamName, checkString, fail, isPlainObject, join, NAME_RE, show, within, type Walk } from './checks'

/** Params a path_prefix cannot hold: resource routes give them their own meaning. */
const RESERVED_PREFIX_PARAMS: readonly string[] = ['controller', 'action', 'id', 'format']

export function checkActionMap(where: string, option: string, value: unknown): void {
  if (!isPlainObject(value)) fail(where, `option "${option}" must be a map of action → method, got ${show(value)}`)
  const actions = Object.keys(value as Record<string, unknown>)
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i]!
    const method = (value as Record<string, unknown>)[action]
    // The labels of a failure are built only when the check fails.
    if (!NAME_RE.test(action)) checkName(where, action, `${option} action`)
    if (typeof method !== 'string' || !ACTION_METHODS.includes(method as HttpMethod)) checkMethod(where, `${option}.${action}`, method)
    if (option === 'new' && Array.isArray(method) && method.includes('any')) {
      fail(where, `option "new.${action}": 'any' cannot be part of a list (a new action with several methods is one route accepting each)`)
    }
  }
}

export function checkFilter(where: string, option: string, value: unknown): void {
  const one = (a: unknown): void => {
    if (typeof a !== 'string' || !DEFAULT_ACTIONS.includes(a as DefaultAction)) {
      fail(where, `option "${option}": unknown action ${show(a)} (expected 'all', 'none' or one of ${DEFAULT_ACTIONS.join(', ')})`)
    }
  }
  if (value === 'all' || value === 'none') return
  if (Array.isArray(value)) value.forEach(one)
  else one(value)
}

export function checkRequirements(where: string, option: string, value: unknown): void {
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

export function checkConditions(where: string, option: string, value: unknown): void {
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

export function checkPathPrefix(where: string, value: unknown): void {
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

export function checkHasMany(where: string, value: unknown, walk: Walk): void {
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

export function checkHasOne(where: string, value: unknown): void {
  const list = Array.isArray(value) ? value : [value]
  if (list.length === 0) fail(where, 'option "has_one": empty list')
  for (const v of list) {
    if (typeof v !== 'string') fail(where, `option "has_one" must be a name or a list of names, got ${show(v)}`)
    checkName(where, v as string, 'has_one resource')
  }
}
