// The documented client example, request by request: find, save, create, destroy, delete, exists,
// custom methods. Through the public entry points `src/client/index.ts` and `src/testing/index.ts`, as
// a user imports them.
import { beforeEach, describe, expect, it } from 'vitest'
import { HttpMock } from '../../../src/testing/index'
import { J, Person, Comment } from './support'

beforeEach(() => HttpMock.reset())

describe('the documented client example, request by request', () => {
  it('finds, saves, creates, destroys, deletes, exists, custom methods', async () => {
    HttpMock.respondTo((m) => {
      m.get('/people/1.json', { 'x-api-key': 'k' }, J({ person: { id: 1, name: 'Matz' } }))
      m.get(
        '/people.json?title=CEO',
        {},
        J([
          { id: 1, name: 'Matz' },
          { id: 2, name: 'David' },
        ]),
      )
      m.get('/companies/1/manager.json', {}, J({ id: 3, name: 'Boss' }))
      m.get('/people/managers.json', {}, J([{ id: 3, name: 'Boss' }]))
      m.get('/posts/5/comments.json', {}, J([{ id: 7, body: 'hi' }]))
      m.post('/people.json', {}, '', 201, { Location: 'http://api.example.com/people/12.json' })
      m.put('/people/12.json', {}, '', 204)
      m.delete('/people/12.json', {}, '', 200)
      m.delete('/people/1.json', {}, '', 200)
      m.head('/people/1.json', {}, '', 200)
      m.get('/people/retired.json', {}, J([{ id: 9, name: 'Old' }]))
      m.put('/people/12/promote.json?position=Manager', {}, '', 204)
    })
    const p = await Person.find(1)
    expect(p).toBeInstanceOf(Person)
    expect([p.id, p.name, p.isNew()]).toEqual([1, 'Matz', false])
    const all = await Person.find('all', { params: { title: 'CEO' } })
    expect(all.map((x) => x.name)).toEqual(['Matz', 'David'])
    expect((await Person.find('first', { params: { title: 'CEO' } }))!.name).toBe('Matz')
    expect((await Person.find('last', { params: { title: 'CEO' } }))!.name).toBe('David')
    expect((await Person.find('one', { from: '/companies/1/manager.json' }))!.name).toBe('Boss')
    expect((await Person.find('all', { from: 'managers' })).map((x) => x.id)).toEqual([3])
    const cs = await Comment.find('all', { params: { post_id: 5 } })
    expect(cs.map((c) => [c.id, c.prefixOptions])).toEqual([[7, { post_id: 5 }]])
    const q = new Person({ name: 'Matz' })
    expect(q.isNew()).toBe(true)
    expect(await q.save()).toBe(true)
    expect(q.id).toBe('12')
    q.name = 'Yukihiro'
    expect(await q.save()).toBe(true)
    await q.destroy()
    await Person.delete(1)
    expect(await Person.exists(1)).toBe(true)
    expect((await Person.get('retired')) as unknown).toEqual([{ id: 9, name: 'Old' }])
    const res = await q.put('promote', { position: 'Manager' })
    expect(res.status).toBe(204)
    expect(HttpMock.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /people/1.json',
      'GET /people.json?title=CEO',
      'GET /people.json?title=CEO',
      'GET /people.json?title=CEO',
      'GET /companies/1/manager.json',
      'GET /people/managers.json',
      'GET /posts/5/comments.json',
      'POST /people.json',
      'PUT /people/12.json',
      'DELETE /people/12.json',
      'DELETE /people/1.json',
      'HEAD /people/1.json',
      'GET /people/retired.json',
      'PUT /people/12/promote.json?position=Manager',
    ])
    // the POST body is the record; the PUT custom method's body defaults to ''
    expect(JSON.parse(HttpMock.requests[7]!.body!)).toEqual({ name: 'Matz' })
    expect(HttpMock.requests[13]!.body).toBe('')
    const created = HttpMock.requests[7]!
    expect(created.headers['content-type']).toBe('application/json')
    expect(HttpMock.requests[0]!.headers['accept']).toBe('application/json')
  })

  it('Person.create returns the saved record', async () => {
    HttpMock.respondTo((m) => m.post('/people.json', {}, J({ id: 4, name: 'Koichi' }), 201, { Location: '/people/4.json' }))
    const k = await Person.create({ name: 'Koichi' })
    expect(k).toBeInstanceOf(Person)
    expect([k.id, k.name, k.isNew()]).toEqual([4, 'Koichi', false])
  })
})
