/**
 * `typed-resources emit-types routes.ts`: the escape hatch for large route tables. Resolves the
 * route file's exported `Routes` objects with the TypeScript compiler API and writes each helper
 * out as a plain overloaded method with its param names (`product_review_path(product_id: Param,
 * id: Param, options?: OptionsArg): string`) and a doc comment naming its route (`GET
 * /products/:product_id/reviews/:id(.:format)`, read from the runtime table), plus the route
 * names — the shape codegen tools emit, so the editor and `tsc` read declarations instead of
 * deriving.
 *
 * Two forms, by the output's name:
 * - a module (`routes.ts` → `routes.typed.ts`, the default for a TypeScript route file): it
 *   imports the routes object from the route file and exports it again under the written-out
 *   type; code imports `routes` from `./routes.typed` instead of `./routes` (the one wiring step).
 *   `recognizePath`, `match` and `urlFor` keep the derived types, computed only where they are used.
 * - a declaration file (`routes.d.ts`, the default for a JavaScript route file, which TypeScript
 *   reads for `routes.js`; or for shipping beside a compiled `routes.js`): everything written
 *   out, `export declare const routes`.
 */
import { watch, type FSWatcher } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { renderTypes, type EmitTypesOptions } from './emit-types/render'

export type { EmitTypesOptions } from './emit-types/render'

/**
 * Where declaration emit puts a file's declarations: `routes.ts` → `routes.d.ts`,
 * `routes.mts` → `routes.d.mts`, `routes.cts` → `routes.d.cts` (TypeScript reads `routes.d.mts`,
 * not `routes.d.ts`, for `routes.mjs`).
 */
export function declarationFileFor(file: string): string {
  const m = /\.([cm]?)[jt]sx?$/.exec(file)
  return m ? `${file.slice(0, m.index)}.d.${m[1]}ts` : `${file}.d.ts`
}

/**
 * The default output of `emit-types` for a route file: for TypeScript, the module beside it
 * that code imports instead (`routes.ts` → `routes.typed.ts`, `routes.mts` → `routes.typed.mts`);
 * for JavaScript, the declaration file TypeScript reads for it ({@link declarationFileFor}).
 */
export function emittedFileFor(file: string): string {
  const m = /\.([cm]?)tsx?$/.exec(file)
  return m && !/\.d\.[cm]?ts$/.test(file) ? `${file.slice(0, m.index)}.typed.${m[1]}ts` : declarationFileFor(file)
}

/**
 * Writes the resolved types of `routeFile`'s exported routes (every export whose type has
 * `helpers` and `recognizePath`) to `outFile` (default {@link emittedFileFor}) and returns the text.
 * @throws {Error} when the file has type errors in its declaration or exports no routes.
 */
export async function emitTypes(routeFile: string, outFile?: string, options: EmitTypesOptions = {}): Promise<string> {
  const target = outFile ?? emittedFileFor(resolve(routeFile))
  const { text } = await renderTypes(routeFile, target, options)
  await writeFile(target, text)
  return text
}

/**
 * Whether `outFile` (default {@link emittedFileFor}) holds what `emit-types` would write now:
 * `false` when it is stale or missing (for CI: `typed-resources emit-types routes.ts --check`).
 */
export async function emittedTypesAreCurrent(routeFile: string, outFile?: string, options: EmitTypesOptions = {}): Promise<boolean> {
  const target = outFile ?? emittedFileFor(resolve(routeFile))
  const { text } = await renderTypes(routeFile, target, options)
  const current = await readFile(target, 'utf8').catch(() => undefined)
  return current === text
}

/** Options of {@link watchTypes}. */
export interface WatchTypesOptions extends EmitTypesOptions {
  /** Stops watching. */
  readonly signal?: AbortSignal
  /** After each write (the first one too). */
  readonly onEmit?: (text: string) => void
  /** When an emit fails (a type error in the routes): the file is left as it was, watching goes on. */
  readonly onError?: (error: Error) => void
  /** Quiet time after a change before emitting, in milliseconds (default 100). */
  readonly debounceMs?: number
}

/**
 * Emits `routeFile`'s types (as {@link emitTypes}), then again each time the route file or a
 * project file it imports changes, until `signal` aborts; resolves then.
 */
export async function watchTypes(routeFile: string, outFile: string | undefined, options: WatchTypesOptions = {}): Promise<void> {
  const target = resolve(outFile ?? emittedFileFor(resolve(routeFile)))
  const watchers = new Map<string, FSWatcher>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()
  const emit = async (): Promise<void> => {
    try {
      const { text, sources } = await renderTypes(routeFile, target, options)
      const current = await readFile(target, 'utf8').catch(() => undefined)
      if (current !== text) await writeFile(target, text)
      options.onEmit?.(text)
      follow(sources)
    } catch (error) {
      options.onError?.(error instanceof Error ? error : new Error(String(error)))
    }
  }
  const schedule = () => {
    if (options.signal?.aborted) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      running = running.then(emit)
    }, options.debounceMs ?? 100)
  }
  const follow = (sources: readonly string[]) => {
    for (const f of sources) {
      if (f === target || watchers.has(f) || options.signal?.aborted) continue
      try {
        watchers.set(
          f,
          watch(f, (event) => {
            // an editor's atomic save replaces the file: watch the new one after the next emit
            if (event === 'rename') {
              watchers.get(f)?.close()
              watchers.delete(f)
            }
            schedule()
          }),
        )
      } catch {
        // a file that went away: the next emit reports it if it matters
      }
    }
  }
  follow([resolve(routeFile)])
  running = running.then(emit)
  await new Promise<void>((done) => {
    if (options.signal?.aborted) return done()
    options.signal?.addEventListener('abort', () => done(), { once: true })
    if (!options.signal) return // runs until the process ends
  })
  clearTimeout(timer)
  for (const w of watchers.values()) w.close()
  await running
}

/** What emit-types needs of a derived helper type (src/types/helpers.ts `HelperForms`). */
