/** Declaration validation: each refused input is a DeclarationError naming the place and the option. */
import { describe, expect, it } from 'vitest'
import type { RouteDeclaration } from '../../../src/routing/declaration'
import { validateDeclaration } from '../../../src/routing/validate'
import { DeclarationError } from '../../../src/routing/errors'
import { expand } from '../../../src/routing/expand'

/**
 * Bad input: every `DeclarationError` case the declaration rules name (docs/routing.md,
 * docs/helpers-and-types.md "Invalid declarations"), through `expand` (which validates first) and `validateDeclaration`. Each message
 * must name the place (`resources.threads.resources.messages`) and the option.
 */
/** The DeclarationError message `expand` throws for `declaration` (fails the test if none). */
function messageOf(declaration: unknown, config?: unknown): string {
  try {
    expand(declaration as RouteDeclaration, config as never)
  } catch (error) {
    expect(error).toBeInstanceOf(DeclarationError)
    expect((error as Error).name).toBe('DeclarationError')
    return (error as Error).message
  }
  throw new Error(`no DeclarationError for ${JSON.stringify(declaration)}`)
}

/** [case, declaration, the place, the option or offending value it names] */
type Case = readonly [string, unknown, string, string]

const cases: readonly Case[] = [
  // unknown keys
  [
    'unknown option, nested',
    { resources: { threads: { resources: { messages: { colection: { rss: 'get' } } } } } },
    'resources.threads.resources.messages:',
    'unknown option "colection"',
  ],
  ['unknown option on a singleton', { resource: { account: { mebmer: {} } } }, 'resource.account:', 'unknown option "mebmer"'],
  [
    'singular on a singleton (Rails ignores it)',
    { resource: { account: { singular: 'acct' } } },
    'resource.account:',
    'unknown option "singular"',
  ],
  ['unknown scope key', { resourcez: { posts: {} } }, 'declaration:', 'unknown scope key "resourcez"'],
  ['unknown scope key in a namespace', { namespace: { admin: { resource_s: {} } } }, 'namespace.admin:', 'unknown scope key "resource_s"'],
  [
    'unknown option in an array scope',
    [{ connect: [':controller/:action'] }, { resources: { posts: { shalow: true } } }],
    '[1].resources.posts:',
    'unknown option "shalow"',
  ],
  [
    'a request condition that is a number',
    { resources: { posts: { conditions: { port: 8080 } } } },
    'resources.posts:',
    'option "conditions.port": a request condition is a string, a RegExp or a non-empty list of strings, got 8080',
  ],
  [
    'a request condition list with a non-string',
    { connect: [{ path: 'a', controller: 'a', conditions: { subdomain: ['admin', 1] } }] },
    'connect[0]:',
    'option "conditions.subdomain"',
  ],
  [
    'an empty request condition list (no request would match)',
    { resources: { posts: { conditions: { subdomain: [] } } } },
    'resources.posts:',
    'option "conditions.subdomain"',
  ],
  // methods
  ['head method', { resources: { posts: { member: { ping: 'head' } } } }, 'resources.posts:', 'option "member.ping": method "head"'],
  [
    'unknown method',
    { resources: { posts: { collection: { search: 'patch' } } } },
    'resources.posts:',
    'option "collection.search": unknown method "patch"',
  ],
  [
    'unknown method in a list',
    { resources: { posts: { member: { toggle: ['get', 'fetch'] } } } },
    'resources.posts:',
    'option "member.toggle": unknown method "fetch"',
  ],
  [
    'upper-case method',
    { resources: { posts: { new: { draft: 'GET' } } } },
    'resources.posts:',
    'option "new.draft": unknown method "GET"',
  ],
  [
    'empty method list',
    { resources: { posts: { member: { toggle: [] } } } },
    'resources.posts:',
    'option "member.toggle": empty method list',
  ],
  [
    'a method listed twice',
    { resources: { posts: { member: { toggle: ['get', 'get'] } } } },
    'resources.posts:',
    'method "get" listed twice',
  ],
  ["'any' in a new action's list", { resources: { posts: { new: { draft: ['any', 'post'] } } } }, 'resources.posts:', 'option "new.draft"'],
  [
    'head in a connect condition',
    { connect: [{ path: 'ping', controller: 'health', conditions: { method: 'head' } }] },
    'connect[0]:',
    'option "conditions.method": method "head"',
  ],
  [
    "'any' in a condition list",
    { connect: [{ path: 'ping', controller: 'health', conditions: { method: ['get', 'any'] } }] },
    'connect[0]:',
    "'any' cannot be part of a list",
  ],
  ['action map that is not a map', { resources: { posts: { member: 'close' } } }, 'resources.posts:', 'option "member" must be a map'],
  [
    'bad action name',
    { resources: { posts: { member: { 'bulk-update': 'put' } } } },
    'resources.posts:',
    'member action name "bulk-update"',
  ],
  // only / except
  [
    'unknown action in only',
    { resources: { posts: { only: ['index', 'list'] } } },
    'resources.posts:',
    'option "only": unknown action "list"',
  ],
  [
    'unknown action in except',
    { resource: { account: { except: 'remove' } } },
    'resource.account:',
    'option "except": unknown action "remove"',
  ],
  [
    'only together with except',
    { resources: { threads: { resources: { messages: { only: 'index', except: 'show' } } } } },
    'resources.threads.resources.messages:',
    'options "only" and "except" cannot be used together',
  ],
  // requirements
  [
    'a string requirement',
    { resources: { posts: { requirements: { id: '\\d+' } } } },
    'resources.posts:',
    'option "requirements.id": a requirement must be a RegExp',
  ],
  [
    'a non-RegExp requirement in a connect route',
    { connect: [{ path: 'a/:year', controller: 'a', requirements: { year: 2024 } }] },
    'connect[0]:',
    'option "requirements.year": a requirement must be a RegExp',
  ],
  [
    'an anchored requirement',
    { resources: { posts: { requirements: { id: /^\d+$/ } } } },
    'resources.posts:',
    'option "requirements.id": anchors are not allowed',
  ],
  [
    'a g-flag requirement',
    { resources: { posts: { requirements: { id: /\d+/g } } } },
    'resources.posts:',
    'option "requirements.id": only the i flag',
  ],
  // names
  ['empty resource name', { resources: { '': {} } }, 'resources[""]:', 'empty resource name'],
  [
    'empty singleton name, nested',
    { resources: { posts: { resource: { '': {} } } } },
    'resources.posts.resource[""]:',
    'empty singleton resource name',
  ],
  ['a resource name that is not a word', { resources: { 'blog posts': {} } }, 'resources["blog posts"]:', 'resource name "blog posts"'],
  ['empty singular', { resources: { people: { singular: '' } } }, 'resources.people:', 'option "singular" must not be empty'],
  ['empty as', { resources: { people: { as: '' } } }, 'resources.people:', 'option "as" must not be empty'],
  ['as with a leading /', { resources: { people: { as: '/folk' } } }, 'resources.people:', 'option "as"'],
  ['bad controller', { resources: { people: { controller: 'Admin::People' } } }, 'resources.people:', 'option "controller"'],
  ['empty namespace name', { namespace: { '': { resources: { posts: {} } } } }, 'namespace[""]:', 'empty namespace name'],
  // path_prefix
  [
    'a path_prefix variable with no name',
    { resources: { posts: { path_prefix: '/:/x' } } },
    'resources.posts:',
    'option "path_prefix": variable ":" has no name',
  ],
  [
    'a path_prefix :id (resource routes fill it)',
    { resources: { threads: { resources: { messages: { path_prefix: '/t/:id' } } } } },
    'resources.threads.resources.messages:',
    'option "path_prefix": variable ":id" has no value source',
  ],
  [
    'a path_prefix :format',
    { resource: { account: { path_prefix: '/:format' } } },
    'resource.account:',
    'variable ":format" has no value source',
  ],
  [
    'a path_prefix :controller',
    { resources: { posts: { path_prefix: '/:controller' } } },
    'resources.posts:',
    'variable ":controller" has no value source',
  ],
  ['a path_prefix glob', { resources: { posts: { path_prefix: '/*rest' } } }, 'resources.posts:', 'option "path_prefix": glob "*rest"'],
  ['a path_prefix variable twice', { resources: { posts: { path_prefix: '/:a/:a' } } }, 'resources.posts:', 'variable ":a" appears twice'],
  [
    'a path_prefix variable the nesting repeats',
    { resources: { posts: { path_prefix: '/:post_id', resources: { comments: {} } } } },
    'resources.posts.resources.comments:',
    'path_prefix variable ":post_id" has no value source',
  ],
  [
    'a nested resource repeating a parent param through has_many',
    { resources: { threads: { has_many: { threads: 'threads' } } } },
    'resources.threads.has_many.threads.has_many.threads:',
    'variable ":thread_id"',
  ],
  [
    'a plain route in a resource block repeating its param',
    { namespace: { v1: { resources: { posts: { connect: [{ path: 'x/:post_id', controller: 'x' }] } } } } },
    'namespace.v1.resources.posts.connect[0]:',
    'variable ":post_id" has no value source',
  ],
  [
    'a path_prefix that is not a string',
    { resources: { posts: { path_prefix: 5 } } },
    'resources.posts:',
    'option "path_prefix" must be a string',
  ],
  // other option types
  ['name_prefix not a string', { resources: { posts: { name_prefix: 3 } } }, 'resources.posts:', 'option "name_prefix" must be a string'],
  ['shallow not a boolean', { resources: { posts: { shallow: 'yes' } } }, 'resources.posts:', 'option "shallow" must be true or false'],
  [
    'path_names value not a string',
    { resources: { posts: { path_names: { new: 1 } } } },
    'resources.posts:',
    'option "path_names.new" must be a string',
  ],
  [
    'has_one not a name',
    { resources: { posts: { has_one: { author: {} } } } },
    'resources.posts:',
    'option "has_one" must be a name or a list of names',
  ],
  ['has_one empty name', { resources: { posts: { has_one: [''] } } }, 'resources.posts:', 'empty has_one resource name'],
  [
    'has_many not a name, list or map',
    { resources: { posts: { has_many: 7 } } },
    'resources.posts:',
    'option "has_many" must be a name, a list or a map',
  ],
  [
    'has_many deeper error names the path',
    { resources: { users: { has_many: { posts: { comments: 5 } } } } },
    'resources.users.has_many.posts.has_many.comments:',
    'option "has_many"',
  ],
  ['options not an object', { resources: { posts: true } }, 'resources.posts:', 'options must be an object'],
  ['resources not a map', { resources: ['posts'] }, 'resources:', 'must be a map of name → options'],
  ['a scope that is not an object', [{ resources: {} }, 'posts'], '[1]:', 'a scope must be an object'],
  // connect / root
  ['connect not a list', { connect: ':controller/:action' }, 'connect:', 'must be a list of plain routes'],
  ['connect route without a controller', { connect: ['about'] }, 'connect[0]:', 'path "about" names no controller'],
  [
    'connect route with :controller and controller',
    { connect: [{ path: ':controller/:action', controller: 'x' }] },
    'connect[0]:',
    'has a :controller segment and a "controller" option',
  ],
  ['connect route: unknown key', { connect: [{ path: 'a', controller: 'a', method: 'get' }] }, 'connect[0]:', 'unknown key "method"'],
  ['connect route: no path', { connect: [{ controller: 'a' }] }, 'connect[0]:', 'missing "path"'],
  ['connect route: a variable without a name', { connect: [{ path: 'a/:', controller: 'a' }] }, 'connect[0]:', 'without a variable name'],
  ['connect route: a variable twice', { connect: [{ path: ':id/:id', controller: 'a' }] }, 'connect[0]:', 'variable "id" appears twice'],
  [
    'connect route: bad default',
    { connect: [{ path: 'a/:page', controller: 'a', defaults: { page: [1] } }] },
    'connect[0]:',
    'option "defaults.page"',
  ],
  [
    'connect route: defaults.action without an :action segment',
    { connect: [{ path: 'x', controller: 'a', defaults: { action: 'list' } }] },
    'connect[0]:',
    'option "defaults.action"',
  ],
  ['connect route: bad name', { connect: [{ name: 'log in', path: 'login', controller: 'a' }] }, 'connect[0]:', 'route name "log in"'],
  [
    'connect inside a resource',
    { resources: { posts: { connect: [{ path: 'x', controller: 'a', action: 5 }] } } },
    'resources.posts.connect[0]:',
    'option "action" must be a string',
  ],
  [
    ':controller segment in a namespace',
    { namespace: { admin: { connect: [':controller/:action/:id'] } } },
    'namespace.admin.connect[0]:',
    'a :controller segment cannot be used inside a namespace',
  ],
  ['root without controller', { root: { action: 'index' } }, 'root:', 'option "controller" must be a string'],
  ['root unknown key', { root: { controller: 'home', path: '/' } }, 'root:', 'unknown key "path"'],
  // config (the declaration is valid; see configOf below)
  ['config resourcesPathNames value', { resourcesPathNames: { new: 7 } }, 'config.resourcesPathNames:', 'option "new" must be a string'],
  ['config unknown key', { resourcePathNames: { new: 'nuevo' } }, 'config:', 'unknown key "resourcePathNames"'],
  ['config defaultUrlOptions host', { defaultUrlOptions: { host: 1 } }, 'config.defaultUrlOptions:', 'option "host" must be a string'],
  ['config camelCase', { camelCase: 'yes' }, 'config:', 'option "camelCase" must be true or false'],
]

describe('DeclarationError: the message names the place and the option', () => {
  it.each(cases)('%s', (label, declaration, place, option) => {
    const message = label.startsWith('config') ? messageOf({ resources: { posts: {} } }, declaration) : messageOf(declaration)
    expect(message.startsWith(place), `"${message}" should start with "${place}"`).toBe(true)
    expect(message).toContain(option)
  })

  it('validateDeclaration throws the same error without expanding', () => {
    expect(() => validateDeclaration({ resources: { posts: { only: 'list' } } })).toThrow(DeclarationError)
    expect(() => validateDeclaration({ resources: { posts: { only: 'list' } } })).toThrow(
      'resources.posts: option "only": unknown action "list"',
    )
  })

  it('DeclarationError is an Error, not a RoutingError', () => {
    const error = (() => {
      try {
        expand({ resources: { posts: { only: 'list' } } } as never)
      } catch (e) {
        return e
      }
      return undefined
    })()
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).constructor.name).toBe('DeclarationError')
  })
})
