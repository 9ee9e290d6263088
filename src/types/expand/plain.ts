/**
 * Plain routes at the type level (`connect`, `root`) — the twin of src/routing/expand/plain.ts:
 * the scope's path prefix, name prefix and namespace go in front; a connect list is in order (a
 * later named route takes an earlier one's name).
 */
import type { ConnectPathParams, GlobNames } from '../path'
import type { Context } from './resource'
import type { Join, NameOf, OrderedPlain, PlainRouteOf } from './table'

/**
 * A connect list, in order (a later named route takes an earlier one's name): a left fold, so
 * TypeScript evaluates it as a tail call (a right fold stopped at about 90 routes with TS2589).
 */
export type MapConnectList<L extends readonly unknown[], C extends Context, Done = never> = L extends readonly [infer H, ...infer T]
  ? MapConnectList<T, C, ConnectStep<Done, MapConnect<H, C>>>
  : L extends readonly []
    ? Done
    : OrderedPlain<Done, MapConnect<L[number], C>>

/**
 * {@link OrderedPlain} for one more plain route (`New`): a name no earlier route holds (the usual
 * case, one test against the names held so far) just joins the list.
 */
type ConnectStep<Done, New> = [Done] extends [never]
  ? New
  : [NameOf<New>] extends [never] // unnamed
    ? Join<Done, New>
    : NameOf<New> extends NameOf<Done>
      ? OrderedPlain<Done, New>
      : Join<Done, New>

type MapConnect<R, C extends Context> = R extends string
  ? ConnectRoute<never, R, {}, {}, string, 'index', C>
  : R extends { readonly path: infer P extends string }
    ? ConnectRoute<
        R extends { readonly name: infer N extends string } ? `${C['namePrefix']}${N}` : never,
        P,
        R extends { readonly defaults: infer V } ? V : {},
        R extends { readonly requirements: infer V } ? V : {},
        R extends { readonly controller: infer V extends string } ? `${C['namespace']}${V}` : string,
        R extends { readonly action: infer V extends string } ? V : 'index',
        C
      >
    : never

type ConnectRoute<
  N extends string,
  P extends string,
  Defaults,
  Requirements,
  Controller extends string,
  Action extends string,
  C extends Context,
  Split extends { required: readonly string[]; optional: string; optionalList: readonly string[] } = ConnectPathParams<
    StripSlash<P>,
    Defaults,
    Requirements
  >,
> = PlainRouteOf<
  N,
  [...C['pathParams'], ...Split['required']],
  Controller,
  // an `:action` segment takes any action (the `action` option is its default); else the option, or `index`
  'action' extends Split['required'][number] | Split['optional'] ? string : Action,
  Split['optional'],
  GlobNames<P>,
  Split['optionalList'],
  ExtrasOf<Defaults, Split['required'][number] | Split['optional'] | GlobNames<P>>,
  keyof Defaults extends never // most plain routes: no defaults, so only a mid-path `:action` has one
    ? 'action' extends Split['required'][number]
      ? 'action'
      : never
    : Extract<C['pathParams'][number] | Split['required'][number], DefaultedKey<Defaults>>
>

/** The keys a plain route's defaults give a value (not `null`), and `action` unless its default is `null`. */
type DefaultedKey<Defaults> =
  | { [K in keyof Defaults]: Defaults[K] extends null ? never : K }[keyof Defaults]
  | (Defaults extends { readonly action: null } ? never : 'action')

/** A plain route's non-segment defaults as the runtime recognizes them: `null` stays, a value becomes its string. */
export type ExtrasOf<Defaults, PathParams extends string> = {
  readonly [K in Exclude<keyof Defaults & string, PathParams | 'controller' | 'action'>]: Defaults[K] extends null
    ? null
    : Defaults[K] extends string | number
      ? `${Defaults[K]}`
      : string
}

type StripSlash<P extends string> = P extends `/${infer R}` ? R : P

/** `map.root`: the empty path, named `root`. */
export type MapRoot<R, C extends Context> = R extends { readonly controller: infer Controller extends string }
  ? PlainRouteOf<
      `${C['namePrefix']}root`,
      C['pathParams'],
      `${C['namespace']}${Controller}`,
      R extends { readonly action: infer A extends string } ? A : 'index',
      never,
      never
    >
  : never
