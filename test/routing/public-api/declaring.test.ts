// Declaring routes: the documented example, order of keys and scopes, frozen and shared declarations,
// controller without as, prefixes, inherited only/except, DeclarationError, uncountables, (.:format).
// Through the public entry point `src/index.ts`, as a user imports it.
import { describe, expect, it } from 'vitest'
import { defineRoutes, DeclarationError, MethodNotAllowed } from '../../../src/index'
import { API_EXAMPLE, API_EXAMPLE_CONFIG } from '../../support/api-example'
import { deepFreeze } from '../../support/deep-freeze'
import { helpersOf, call } from './support'

describe('declaring', () => {
  it('the example declaration (test/support/api-example.ts) builds, and its recognizePath examples answer as written', () => {
    const routes = defineRoutes(API_EXAMPLE, API_EXAMPLE_CONFIG)
    expect(routes.recognizePath('/threads/7/messages.xml', { method: 'GET' })).toEqual({
      controller: 'messages',
      action: 'index',
      thread_id: '7',
      format: 'xml',
    })
    expect(routes.recognizePath('/messages/3', { method: 'GET' })).toEqual({ controller: 'messages', action: 'show', id: '3' })
    const hs = helpersOf(routes)
    // as: gives the path word; the names stay products / product (Rails 2.3)
    expect(call(hs, 'new_product_path')).toBe('/productos/nuevo')
    expect(call(hs, 'edit_product_path', 4)).toBe('/productos/4/editar')
    expect(hs['new_producto_path']).toBeUndefined()
    expect(call(hs, 'user_post_comments_path', 1, 2)).toBe('/users/1/posts/2/comments')
    expect(call(hs, 'note_author_path', 9)).toBe('/notes/9/author')
    expect(call(hs, 'note_attachments_path', 9)).toBe('/notes/9/attachments')
    expect(call(hs, 'thread_owner_path', 9)).toBe('/threads/9/owner')
    expect(call(hs, 'draft_new_thread_path')).toBe('/threads/new/draft')
    expect(call(hs, 'login_account_path')).toBe('/account/login')
    expect(call(hs, 'admin_user_url', 2)).toBe('https://example.com/admin/users/2')
    // shallow: member helpers unprefixed, collection helpers prefixed
    expect(call(hs, 'message_path', 3)).toBe('/messages/3')
    expect(call(hs, 'thread_messages_path', 7)).toBe('/threads/7/messages')
    expect(hs['destroy_message_path']).toBeUndefined()
    // destroy is excepted: the catch-all connect route takes what the resource routes refused
    expect(routes.recognizePath('/messages/3', { method: 'DELETE' })).toEqual({ controller: 'messages', action: '3' })
  })

  it("a scope's keys are processed in the order written (first match wins)", () => {
    const catchAllFirst = defineRoutes({ connect: [':controller/:action/:id'], resources: { posts: {} } } as const)
    const resourcesFirst = defineRoutes({ resources: { posts: {} }, connect: [':controller/:action/:id'] } as const)
    expect(catchAllFirst.recognizePath('/posts/1', { method: 'GET' })).toEqual({ controller: 'posts', action: '1' })
    expect(resourcesFirst.recognizePath('/posts/1', { method: 'GET' })).toEqual({ controller: 'posts', action: 'show', id: '1' })
    expect([catchAllFirst.routes[0]!.path, resourcesFirst.routes[0]!.path]).toEqual(['/:controller/:action/:id', '/posts(.:format)'])
  })

  it('an array of scopes is processed in order (interleaved connect and resources)', () => {
    const r = defineRoutes([
      { connect: [{ path: 'posts/special', controller: 'special', action: 'show' }] },
      { resources: { posts: {} } },
      { connect: [':controller/:action/:id'] },
    ] as const)
    expect(r.routes[0]!.path).toBe('/posts/special')
    expect(r.routes[r.routes.length - 1]!.path).toMatch(/^\/:controller\/:action\/:id/)
    expect(r.recognizePath('/posts/special', { method: 'GET' })).toEqual({ controller: 'special', action: 'show' })
    expect(r.recognizePath('/posts/1', { method: 'GET' })).toEqual({ controller: 'posts', action: 'show', id: '1' })
  })

  it('frozen declarations work, a shared options object gives every resource the same options, and nothing is mutated', () => {
    const opts = { only: ['index', 'show'], member: { preview: 'get' } } as const
    const decl = deepFreeze({ resources: { messages: opts, comments: opts } } as const)
    const before = JSON.stringify(decl)
    const r = defineRoutes(decl)
    expect(JSON.stringify(decl)).toBe(before)
    const hs = helpersOf(r)
    expect(call(hs, 'preview_message_path', 1)).toBe('/messages/1/preview')
    expect(call(hs, 'preview_comment_path', 1)).toBe('/comments/1/preview')
    expect(hs['new_message_path']).toBeUndefined()
    expect(hs['new_comment_path']).toBeUndefined()
    expect(r.routes.map((x) => `${x.controller}#${x.action}`).sort()).toEqual([
      'comments#index',
      'comments#preview',
      'comments#show',
      'messages#index',
      'messages#preview',
      'messages#show',
    ])
    // a second build from the same frozen declaration gives the same table
    expect(defineRoutes(decl).routes).toEqual(r.routes)
  })

  it('controller without as: the path word follows the controller, names stay', () => {
    const r = defineRoutes({ resources: { messages: { controller: 'categories' } } } as const)
    expect(r.recognizePath('/categories/1', { method: 'GET' })).toEqual({ controller: 'categories', action: 'show', id: '1' })
    expect(call(helpersOf(r), 'message_path', 1)).toBe('/categories/1')
    expect(call(helpersOf(r), 'messages_path')).toBe('/categories')
    const withAs = defineRoutes({ resources: { messages: { controller: 'categories', as: 'kategorien' } } } as const)
    expect(call(helpersOf(withAs), 'message_path', 1)).toBe('/kategorien/1')
  })

  it('name_prefix null removes the nesting prefix; path_prefix with a variable', () => {
    const r = defineRoutes({ resources: { threads: { resources: { messages: { name_prefix: null } } } } } as const)
    expect(call(helpersOf(r), 'message_path', 1, 2)).toBe('/threads/1/messages/2')
    expect(helpersOf(r)['thread_message_path']).toBeUndefined()
    const p = defineRoutes({ resources: { posts: { path_prefix: '/blogs/:blog_id' } } } as const)
    expect(call(helpersOf(p), 'post_path', 3, 4)).toBe('/blogs/3/posts/4')
  })

  it('only/except are inherited by nested resources (has_many included) unless they set their own', () => {
    const r = defineRoutes({
      resources: { posts: { only: ['index', 'show'], has_many: 'comments', resources: { tags: { only: 'all' } } } },
    } as const)
    const hs = helpersOf(r)
    expect(hs['post_comments_path']).toBeDefined()
    expect(hs['new_post_comment_path']).toBeUndefined()
    expect(hs['edit_post_comment_path']).toBeUndefined()
    expect(call(hs, 'new_post_tag_path', 1)).toBe('/posts/1/tags/new')
    expect(() => r.recognizePath('/posts/1/comments', { method: 'POST' })).toThrow(MethodNotAllowed)
    const none = defineRoutes({ resources: { posts: { only: 'none', member: { publish: 'put' } } } } as const)
    expect(none.routes.map((x) => x.action)).toEqual(['publish'])
  })

  it('DeclarationError at run time names the resource and the option', () => {
    const bad = (d: unknown) => () => defineRoutes(d as never)
    expect(bad({ resources: { posts: { only: ['index'], except: ['show'] } } })).toThrow(DeclarationError)
    expect(bad({ resources: { posts: { only: ['index'], except: ['show'] } } })).toThrow(/posts[\s\S]*(only|except)/)
    expect(bad({ resources: { posts: { member: { x: 'head' } } } })).toThrow(/posts[\s\S]*member/)
    expect(bad({ resources: { posts: { member: { x: 'patch' } } } })).toThrow(DeclarationError)
    expect(bad({ resources: { posts: { colection: {} } } })).toThrow(/posts[\s\S]*colection/)
    expect(bad({ resources: { posts: { only: ['frobnicate'] } } })).toThrow(/posts[\s\S]*frobnicate/)
    expect(bad({ resources: { posts: { path_prefix: '/blogs/:blog_id', shallow: true } } })).not.toThrow()
  })

  it('uncountables and singular: equal to the name give <name>_index', () => {
    const r = defineRoutes({ resources: { sheep: {}, news: { singular: 'news' }, people: {} } } as const)
    const hs = helpersOf(r)
    expect(call(hs, 'sheep_index_path')).toBe('/sheep')
    expect(call(hs, 'sheep_path', 1)).toBe('/sheep/1')
    expect(call(hs, 'news_index_path')).toBe('/news')
    expect(call(hs, 'person_path', 1)).toBe('/people/1')
    expect(r.routes.find((x) => x.controller === 'sheep' && x.action === 'index')!.name).toBe('sheep_index')
  })

  it('every resource route accepts .:format', () => {
    const r = defineRoutes({ resources: { posts: {} }, resource: { account: {} } } as const)
    expect(r.recognizePath('/posts.xml', { method: 'GET' })).toEqual({ controller: 'posts', action: 'index', format: 'xml' })
    expect(r.recognizePath('/posts/1/edit.json', { method: 'GET' })).toEqual({
      controller: 'posts',
      action: 'edit',
      id: '1',
      format: 'json',
    })
    expect(r.recognizePath('/posts/new.json', { method: 'GET' })).toEqual({ controller: 'posts', action: 'new', format: 'json' })
    expect(r.recognizePath('/account.xml', { method: 'PUT' })).toEqual({ controller: 'accounts', action: 'update', format: 'xml' })
  })
})
