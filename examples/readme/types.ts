/**
 * The README's "Types" example, compiled by `npm test` (tsc -p .): every line marked
 * `@ts-expect-error` must stay an error, every other line must compile.
 */
import { defineRoutes } from '../../src/index'

export const routes = defineRoutes({
  resources: { threads: { resources: { messages: { only: ['index', 'show'] } } } },
} as const)

export function calls(): string[] {
  const out = [
    routes.helpers.thread_message_path(7, 3), // parent id first
    routes.helpers.thread_message_path({ thread_id: 7, id: 3 }), // named form
  ]
  const params = routes.recognizePath('/threads/7/messages/3')
  if (params.controller === 'messages' && params.action === 'show') {
    const threadId: string = params.thread_id
    out.push(threadId)
  }
  return out
}

/** Type-checked, never called: each line is a compile error (and a RoutingError at run time). */
export function compileErrors(): void {
  // @ts-expect-error: missing param (thread_id first)
  routes.helpers.thread_message_path(3)
  // @ts-expect-error: no param 'thread'
  routes.helpers.thread_message_path({ thread: 7, id: 3 })
  // @ts-expect-error: 'edit' removed by only
  routes.helpers.edit_thread_message_path(7, 3)
}
