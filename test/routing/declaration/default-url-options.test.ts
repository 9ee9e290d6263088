/** `config.defaultUrlOptions`: unknown keys refused by name, host / protocol / port accepted and used. */
import { describe, expect, it } from 'vitest'
import { DeclarationError } from '../../../src/routing/errors'
import { defineRoutes } from '../../../src/index'

/**
 * DeclarationError for inputs the README promises to refuse ("an unknown option or config
 * key" — nothing silently dropped), with the place and the key in the message.
 */
const define = (declaration: unknown, config?: unknown) => defineRoutes(declaration as never, config as never)

describe('config.defaultUrlOptions', () => {
  it('an unknown key (a typo of host) is refused, naming it', () => {
    expect(() => define({ resources: { posts: {} } }, { defaultUrlOptions: { hots: 'example.com' } })).toThrow(DeclarationError)
    expect(() => define({ resources: { posts: {} } }, { defaultUrlOptions: { hots: 'example.com' } })).toThrow(
      /config\.defaultUrlOptions: unknown key "hots"/,
    )
    expect(() => define({}, { defaultUrlOptions: { host: 'h', anchor: 'top' } })).toThrow(/config\.defaultUrlOptions: unknown key "anchor"/)
  })

  it('host, protocol and port are accepted', () => {
    const routes = define({ resources: { posts: {} } }, { defaultUrlOptions: { host: 'h', protocol: 'https', port: 8443 } })
    expect((routes.helpers as Record<string, (...a: unknown[]) => string>)['post_url']!(1)).toBe('https://h:8443/posts/1')
  })
})
