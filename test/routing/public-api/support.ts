/**
 * Calling the helpers of a route set by name in the tests of the public routing API (the API's
 * section A, through the public entry point `src/index.ts` as a user imports it).
 */

export type AnyHelpers = Record<string, ((...args: any[]) => any) | undefined>
export const helpersOf = (r: { helpers: unknown }) => r.helpers as AnyHelpers
export const call = (hs: AnyHelpers, name: string, ...args: unknown[]): any => {
  const f = hs[name]
  if (!f) throw new Error(`no helper ${name}`)
  return f(...args)
}
