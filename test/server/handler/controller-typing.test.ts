/** `Controllers<typeof routes>`: a missing handler, an unrouted action and a wrong param are compile errors. */
import { describe, expect, it } from 'vitest'
import { respond, type Controllers } from '../../../src/server/index'
import { controllers, routes } from '../support/boards-app'

describe('controller typing', () => {
  it('rejects a missing handler and a handler for an unrouted action at compile time', () => {
    const { cards, ...others } = controllers
    // @ts-expect-error cards#show has no handler
    const missing: Controllers<typeof routes> = { ...others, cards: { index: cards.index, create: cards.create } }
    // @ts-expect-error cards#destroy is not routed (only: index, create, show)
    const extra: Controllers<typeof routes> = { ...others, cards: { ...cards, destroy: cards.show } }
    const typed: Controllers<typeof routes> = {
      ...others,
      cards: {
        ...cards,
        // @ts-expect-error cards#index has board_id, not project_id
        index: (ctx) => respond.head(ctx.params.project_id ? 200 : 404),
      },
    }
    expect([missing, extra, typed]).toHaveLength(3)
  })
})
