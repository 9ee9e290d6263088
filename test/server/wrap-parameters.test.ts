/**
 * wrapParameters (Rails' `wrap_parameters`): a JSON object body without the controller's element
 * key also holds its attributes under it, so a controller reading `ctx.body.post` serves the JSON
 * client's root-less bodies (ActiveResource 2.3's default) and wrapped ones alike. Includes the
 * server/client pair of docs/server.md, run as written and checked step by step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineRoutes } from '../../src/index'
import { Resource, type Format } from '../../src/client/index'
import { createRequestHandler, respond, toNodeListener, type RequestHandler } from '../../src/server/index'
import { listen, type Listening } from '../support/listen'

const routes = defineRoutes({
  resources: { posts: { only: ['index', 'show', 'create', 'update'] } },
  namespace: { admin: { resources: { posts: { only: ['create'] } } } },
} as const)

let seen: unknown[] = []
const echo = (ctx: { body: unknown }) => {
  seen.push(ctx.body)
  return respond.head(200)
}
const handlerWith = (wrapParameters?: boolean): RequestHandler =>
  createRequestHandler(
    routes,
    {
      posts: { index: echo, show: echo, create: echo, update: echo },
      'admin/posts': { create: echo },
    },
    wrapParameters === undefined ? {} : { wrapParameters },
  )

async function send(handler: RequestHandler, path: string, type: string, body: string, method = 'POST'): Promise<unknown> {
  seen = []
  const response = await handler(new Request(`http://example.com${path}`, { method, headers: { 'content-type': type }, body }))
  expect(response.status).toBe(200)
  return seen[0]
}

describe('wrapParameters (default on)', () => {
  const handler = handlerWith()

  it('puts a root-less JSON object under the element name, keeping the top-level keys', async () => {
    expect(await send(handler, '/posts.json', 'application/json', '{"title":"Hi","tags":["a"]}')).toEqual({
      title: 'Hi',
      tags: ['a'],
      post: { title: 'Hi', tags: ['a'] },
    })
  })

  it('leaves a JSON body that has the element key as sent', async () => {
    expect(await send(handler, '/posts/1.json', 'application/json', '{"post":{"title":"Hi"}}', 'PUT')).toEqual({ post: { title: 'Hi' } })
  })

  it("names the element for the controller's last word, singularized (admin/posts → post)", async () => {
    expect(await send(handler, '/admin/posts.json', 'application/json; charset=utf-8', '{"title":"Hi"}')).toEqual({
      title: 'Hi',
      post: { title: 'Hi' },
    })
  })

  it('leaves XML, form bodies and JSON arrays or scalars as sent', async () => {
    expect(await send(handler, '/posts.xml', 'application/xml', '<post><title>Hi</title></post>')).toEqual({ post: { title: 'Hi' } })
    expect(await send(handler, '/posts', 'application/x-www-form-urlencoded', 'title=Hi')).toEqual({ title: 'Hi' })
    expect(await send(handler, '/posts.json', 'application/json', '[{"title":"Hi"}]')).toEqual([{ title: 'Hi' }])
    expect(await send(handler, '/posts.json', 'application/json', '"Hi"')).toBe('Hi')
  })
})

it('wrapParameters: false leaves JSON bodies as sent', async () => {
  expect(await send(handlerWith(false), '/posts.json', 'application/json', '{"title":"Hi"}')).toEqual({ title: 'Hi' })
})

describe("docs/server.md's server/client pair, as written (a JSON client without includeRootInJson)", () => {
  const posts = new Map<number, { id: number; title: string }>([[1, { id: 1, title: 'Hello' }]])
  const handler = createRequestHandler(defineRoutes({ resources: { posts: { only: ['index', 'show', 'create'] } } } as const), {
    posts: {
      index: (ctx) => respond.ok(ctx, [...posts.values()], 'posts'),
      show: (ctx) => {
        const post = posts.get(Number(ctx.params.id))
        return post ? respond.ok(ctx, post, 'post') : respond.notFound(ctx, `Couldn't find Post with ID=${ctx.params.id}`)
      },
      create: (ctx) => {
        const attrs = (ctx.body as { post?: { title?: string } }).post ?? {}
        if (!attrs.title) return respond.invalid(ctx, { title: ["can't be blank"] })
        const post = { id: posts.size + 1, title: attrs.title }
        posts.set(post.id, post)
        return respond.created(ctx, post, 'post', ctx.helpers.post_path(post.id))
      },
    },
  })
  let server: Listening
  beforeAll(async () => {
    server = await listen(toNodeListener(handler))
  })
  afterAll(() => server.close())

  it('saves, finds and refuses as the comments say', async () => {
    class Post extends Resource {
      static override site = `${server.url}/`
      static override format: Format = 'json'
      declare title: string
    }
    expect(Post.includeRootInJson).not.toBe(true)
    const post = new Post({ title: 'Second' })
    expect(await post.save()).toBe(true)
    expect(post.id).toBe(2)
    expect((await Post.find(2)).title).toBe('Second')
    const blank = new Post({ title: '' })
    expect(await blank.save()).toBe(false)
    expect(blank.errors.on('title')).toEqual(["can't be blank"])
  })
})
