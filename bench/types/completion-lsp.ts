/**
 * Completion under the native TypeScript 7 (`tsc --lsp --stdio`, which has no JS API): the same
 * protocol an editor speaks. Opens the file, warms the server with one completion, then each
 * edit replaces the text (a new function ending in `routes.helpers.`) and times the
 * `textDocument/completion` round trip.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { CompletionSession } from './completion'

const require = createRequire(import.meta.url)

/** Starts `tsc --lsp --stdio`, opens `file` and completes once (warm). */
export async function openCompletionLsp(file: string): Promise<CompletionSession> {
  const tsc = join(dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc')
  const server = spawn(process.execPath, [tsc, '--lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'] })
  let buffer = Buffer.alloc(0)
  const waiting = new Map<number, (result: unknown) => void>()
  server.stdout.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    for (;;) {
      const headerEnd = buffer.indexOf('\r\n\r\n')
      if (headerEnd < 0) return
      const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, headerEnd).toString())?.[1])
      if (buffer.length < headerEnd + 4 + length) return
      const message = JSON.parse(buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString()) as {
        id?: number
        method?: string
        result?: unknown
      }
      buffer = buffer.subarray(headerEnd + 4 + length)
      if (message.id !== undefined && message.method === undefined) waiting.get(message.id)?.(message.result)
      else if (message.id !== undefined && message.method !== undefined) send({ jsonrpc: '2.0', id: message.id, result: null }) // server → client requests
    }
  })
  const send = (msg: object) => {
    const s = JSON.stringify(msg)
    server.stdin.write(`Content-Length: ${Buffer.byteLength(s)}\r\n\r\n${s}`)
  }
  let nextId = 1
  const request = (method: string, params: object) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++
      waiting.set(id, resolve)
      send({ jsonrpc: '2.0', id, method, params })
    })
  const uri = pathToFileURL(file).href
  const original = readFileSync(file, 'utf8')
  const prefix = 'routes.helpers.'
  const endOf = (text: string) => {
    const lines = text.split('\n')
    return { line: lines.length - 1, character: lines[lines.length - 1]!.length }
  }
  let version = 0
  let entries = 0
  const complete = async (text: string) => {
    const t0 = performance.now()
    const result = (await request('textDocument/completion', { textDocument: { uri }, position: endOf(text) })) as
      { items?: unknown[] } | unknown[] | null
    entries = Array.isArray(result) ? result.length : (result?.items?.length ?? 0)
    return performance.now() - t0
  }
  try {
    await request('initialize', { processId: process.pid, rootUri: pathToFileURL(dirname(file)).href, capabilities: {} })
    send({ jsonrpc: '2.0', method: 'initialized', params: {} })
    const text = `${original}\nexport function edited() {\n  ${prefix}`
    send({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'typescript', version, text } } })
    await complete(text) // warm
  } catch (error) {
    server.kill()
    throw error
  }
  return {
    get entries() {
      return entries
    },
    async edit() {
      version++
      const text = `${original}\nexport function edited${version}() {\n  ${prefix}`
      send({ jsonrpc: '2.0', method: 'textDocument/didChange', params: { textDocument: { uri, version }, contentChanges: [{ text }] } })
      return complete(text)
    },
    close: () => void server.kill(),
  }
}
