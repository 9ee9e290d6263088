/**
 * The typed client's `Id` (`string | number | bigint | { toParam() } | { id }`) is
 * accepted by the types of `find(id)`, `exists(id)` and `delete(id)`, so a record must give its
 * id there as it does as a parent id (`api.projects(record)`), and `Resource.elementPath`
 * must write a `{ id }` record by its id, not as `[object Object]`.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { defineRoutes } from '../../../src/index'
import { Resource } from '../../../src/client/index'
import { HttpMock } from '../../../src/testing/index'
import { clientOverHttpMock } from './support'

const routes = defineRoutes({ resources: { projects: {} } } as const)
const api = clientOverHttpMock(routes)

beforeEach(() =>
  HttpMock.respondTo((m) => {
    m.get('/projects/7.json', {}, '{"id":7,"name":"Web"}')
    m.head('/projects/7.json', {}, '')
    m.delete('/projects/7.json', {}, '')
  }),
)

const paths = () => HttpMock.requests.map((r) => `${r.method} ${r.path}`)

describe('typed client member operations take a record as id', () => {
  it('find({ id })', async () => {
    const project = await api.projects.find({ id: 7 })
    expect(project.attributes).toEqual({ id: 7, name: 'Web' })
    expect(paths()).toEqual(['GET /projects/7.json'])
  })

  it('find(record with toParam)', async () => {
    const project = await api.projects.find({ toParam: () => '7' })
    expect(project.id).toBe(7)
  })

  it('exists({ id }) and delete({ id })', async () => {
    expect(await api.projects.exists({ id: 7 })).toBe(true)
    expect((await api.projects.delete({ id: 7 })).status).toBe(200)
    expect(paths()).toEqual(['HEAD /projects/7.json', 'DELETE /projects/7.json'])
  })

  it('a record found before', async () => {
    const project = await api.projects.find(7)
    expect(await api.projects.exists(project)).toBe(true)
    await api.projects.delete(project)
    expect(paths()).toEqual(['GET /projects/7.json', 'HEAD /projects/7.json', 'DELETE /projects/7.json'])
  })
})

describe('Resource.elementPath with a record', () => {
  class Person extends Resource {
    static override site = 'http://api.example.com/'
  }
  it('writes a { id } object by its id', () => {
    expect(Person.elementPath({ id: 5 })).toBe('/people/5.xml')
    expect(Person.elementPath({ to_param: () => 'x y' })).toBe('/people/x%20y.xml')
    expect(Person.elementPath(new Person({ id: 6 }))).toBe('/people/6.xml')
  })
  it('refuses a new record (no id) instead of writing /people/null.xml', () => {
    expect(() => Person.elementPath(new Person({ name: 'x' }))).toThrow(/needs an id/)
    expect(() => Person.elementPath({ id: null })).toThrow()
  })
})
