/**
 * How the CLI imports a routes file, with nothing installed beyond the package itself:
 * `.js` / `.mjs` / `.cjs` through Node's own `import()`; `.ts` / `.mts` / `.cts` through Node's
 * own type stripping where the running Node has it (on by default from Node 22.18 / 23.6; from
 * 22.6 with `--experimental-strip-types`), else through `tsx` (an optional peer dependency);
 * `.tsx` always through tsx.
 */
import { extname } from 'node:path'
import { pathToFileURL } from 'node:url'

/** The one command that makes TypeScript routes files load on any supported Node. */
export const INSTALL_TSX = 'npm install --save-dev tsx'

/** tsx's `tsImport(specifier, parentURL)`. */
export type TsImport = (specifier: string, parentURL: string) => Promise<unknown>

/** What `importRoutesModule` imports with (the running Node's by default; replaceable in tests). */
export interface ModuleLoaders {
  /** Node's `import()`. */
  readonly native: (url: string) => Promise<unknown>
  /** tsx's `tsImport`, or `undefined` when tsx is not installed. */
  readonly tsx: () => Promise<TsImport | undefined>
  /** True when the running Node strips TypeScript types itself. */
  readonly stripsTypes: boolean
}

/** True when this Node imports `.ts` files itself (`process.features.typescript`, or the flag on Node 22.6–22.9). */
function nodeStripsTypes(): boolean {
  const features = process.features as { typescript?: string | false }
  if (features.typescript) return true
  const flags = [...process.execArgv, ...(process.env['NODE_OPTIONS'] ?? '').split(/\s+/)]
  return flags.includes('--experimental-strip-types') || flags.includes('--experimental-transform-types')
}

/** tsx's `tsImport`, or `undefined` when the `tsx` package cannot be found (any other failure is thrown). */
async function importTsx(): Promise<TsImport | undefined> {
  try {
    return (await import('tsx/esm/api')).tsImport as TsImport
  } catch (error) {
    const e = error as { code?: unknown; message?: unknown }
    if (e.code === 'ERR_MODULE_NOT_FOUND' && typeof e.message === 'string' && e.message.includes("'tsx'")) return undefined
    throw error
  }
}

const NODE_LOADERS: ModuleLoaders = {
  native: (url) => import(url),
  tsx: importTsx,
  get stripsTypes() {
    return nodeStripsTypes()
  },
}

/** Errors with which Node's type stripping refuses a file that tsx loads (TypeScript-only syntax, extensionless imports). */
const STRIPPING_LIMITS = new Set([
  'ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX',
  'ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING',
  'ERR_MODULE_NOT_FOUND',
  'ERR_UNSUPPORTED_DIR_IMPORT',
])

/**
 * Imports the module at `path` (absolute).
 * @throws {Error} naming {@link INSTALL_TSX} when `path` is TypeScript, this Node does not strip
 * types (or cannot strip this file) and tsx is not installed; whatever the module throws otherwise.
 */
export async function importRoutesModule(path: string, loaders: ModuleLoaders = NODE_LOADERS): Promise<Record<string, unknown>> {
  const url = pathToFileURL(path).href
  const extension = extname(path).toLowerCase()
  if (!['.ts', '.mts', '.cts', '.tsx'].includes(extension)) return (await loaders.native(url)) as Record<string, unknown>
  let strippingError: unknown
  if (extension !== '.tsx' && loaders.stripsTypes) {
    try {
      return (await loaders.native(url)) as Record<string, unknown>
    } catch (error) {
      if (!STRIPPING_LIMITS.has(String((error as { code?: unknown } | null)?.code))) throw error
      strippingError = error
    }
  }
  const tsImport = await loaders.tsx()
  if (tsImport) return (await tsImport(url, import.meta.url)) as Record<string, unknown>
  if (strippingError !== undefined) {
    const reason = strippingError instanceof Error ? strippingError.message : String(strippingError)
    throw new Error(`Node's type stripping cannot load it (${reason}); tsx can: ${INSTALL_TSX}`, { cause: strippingError })
  }
  throw new Error(
    `a TypeScript routes file needs tsx on Node ${process.versions.node} (Node 22.18 and later load .ts files themselves): ${INSTALL_TSX}`,
  )
}
