/**
 * HTTP proxies for the client: undici's `ProxyAgent` (undici is an optional peer dependency, only
 * a `proxy` setting needs it). Each resource class keeps its own {@link ProxyAgents} (in its class
 * state), so connection pools are never shared between classes.
 */

/**
 * The `undici` package. Named through a variable so that bundlers leave it out of browser bundles.
 */
const UNDICI = 'undici'

/**
 * undici's module.
 * @throws {Error} naming the install command when undici cannot be imported (not installed, or
 * not Node).
 */
export async function undici(): Promise<typeof import('undici')> {
  try {
    return (await import(/* @vite-ignore */ /* webpackIgnore: true */ UNDICI)) as typeof import('undici')
  } catch (error) {
    throw new Error(
      'a proxy needs the undici package (Node only): npm install undici; or leave proxy null and give the class a fetch that goes through your proxy',
      { cause: error },
    )
  }
}

/**
 * The proxy connection pool of one class: one undici `ProxyAgent` for its current proxy URL,
 * made on the first request through it and replaced (the old one closed) when the proxy changes.
 */
export class ProxyAgents {
  #proxy: string | undefined
  #agent: Promise<unknown> | undefined

  /**
   * The agent (undici `Dispatcher`) for `proxy`.
   * @throws {Error} (rejects) naming the install command when undici is not installed.
   */
  agentFor(proxy: string): Promise<unknown> {
    if (this.#agent !== undefined && this.#proxy === proxy) return this.#agent
    const previous = this.#agent
    if (previous !== undefined) void previous.then((agent) => (agent as { close(): Promise<void> }).close()).catch(() => undefined)
    const agent = undici().then(({ ProxyAgent }) => new ProxyAgent(proxy))
    // a failed load is not kept: the next request tries again
    agent.catch(() => {
      if (this.#agent === agent) this.#agent = undefined
    })
    this.#proxy = proxy
    this.#agent = agent
    return agent
  }
}
