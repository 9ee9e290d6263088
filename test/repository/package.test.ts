/**
 * What `npm i typed-resources` installs: the production dependencies every user needs and nothing
 * else (XML is the client's default format: fast-xml-parser); what serves one feature is an
 * optional peer (tsx: TypeScript routes files on a Node without type stripping; undici: `proxy`;
 * typescript: `emit-types`). `engines` admits no Node that an installed dependency refuses.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

interface Manifest {
  engines?: { node?: string }
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, Manifest & { dev?: boolean; optional?: boolean }>
}

/** The lowest Node version a `>=a.b.c` range admits (the only form `engines` uses here). */
function lowest(range: string): [number, number, number] {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim())
  if (!match) throw new Error(`engines range not understood: ${range}`)
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)]
}
const atLeast = (a: number[], b: number[]): boolean => (a[0]! !== b[0]! ? a[0]! > b[0]! : a[1]! !== b[1]! ? a[1]! > b[1]! : a[2]! >= b[2]!)

/** Every package `npm i typed-resources` installs (from the lockfile), with its manifest. */
function productionClosure(): Map<string, Manifest> {
  const found = new Map<string, Manifest>()
  const visit = (name: string, from: string): void => {
    // Node's lookup: the nearest node_modules up from the dependent.
    let base = from
    for (;;) {
      const key = `${base}${base ? '/' : ''}node_modules/${name}`
      if (lock.packages[key]) {
        if (!found.has(key)) {
          found.set(key, lock.packages[key]!)
          for (const dependency of Object.keys(lock.packages[key]!.dependencies ?? {})) visit(dependency, key)
        }
        return
      }
      if (base === '') throw new Error(`${name} (needed by ${from || 'the package'}) is not in package-lock.json`)
      base = base.includes('/node_modules/') ? base.slice(0, base.lastIndexOf('/node_modules/')) : ''
    }
  }
  for (const name of Object.keys(manifest.dependencies ?? {})) visit(name, '')
  return found
}

describe('package.json', () => {
  it('depends on fast-xml-parser (XML for the client) and safe-regex2 (requirement checks for the server) only; tsx, undici and typescript are optional peers', () => {
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual(['fast-xml-parser', 'safe-regex2'])
    for (const peer of ['tsx', 'undici', 'typescript']) {
      expect(manifest.peerDependencies?.[peer], peer).toBeDefined()
      expect(manifest.peerDependenciesMeta?.[peer]?.optional, peer).toBe(true)
    }
  })

  it('engines admits no Node that a production dependency refuses', () => {
    const ours = lowest(manifest.engines?.node ?? '>=0')
    const closure = productionClosure()
    expect([...closure.keys()]).toContain('node_modules/fast-xml-parser')
    const refusing = [...closure].filter(([, m]) => m.engines?.node !== undefined && !atLeast(ours, lowest(m.engines.node)))
    expect(refusing.map(([key, m]) => `${key} needs node ${m.engines!.node}`)).toEqual([])
  })
})
