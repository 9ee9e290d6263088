/**
 * `Validate<D>` and {@link CheckDeclaration}: compile errors with readable messages for invalid
 * declarations the type system can see, each naming its place (`resources.photos.onlyy`): an
 * unknown key (scope, resource option, plain route), `only` together with `except`, a method
 * other than get/post/put/delete/any, an action in only/except that is not one of the seven, and
 * a declaration whose literal values have widened (held in a variable without `as const`, or a
 * variable of a wide type inside an inline declaration: the helpers would be derived from
 * `string` / `boolean` / an array type / an index signature).
 *
 * `defineRoutes<const D extends DeclarationInput>(declaration: CheckDeclaration<D>)`: the
 * constraint {@link DeclarationInput} has the declaration's shape (completion, hover docs) but
 * takes any string where a literal is expected, so that `D` is always inferred and the check —
 * not a 15-line "is not assignable" chain through `RouteDeclaration` — reports the mistake.
 * `CheckDeclaration<D>` is `D` for a valid declaration (the check costs a walk of the keys);
 * otherwise one message, as a string literal type the argument is not assignable to.
 */
import type { DeclarationInput } from './validate/input'
import type { ScopeErrors } from './validate/errors'
import type { MessagesOf, OneMessage, ScopeCheck, WidenedMessage } from './validate/messages'

export type { DeclarationInput } from './validate/input'
export type { DeclarationTypeError } from './validate/messages'

/**
 * `unknown` for a declaration without the errors the types can see; otherwise `D`'s shape with
 * each offending key typed `{ error: '<message>' }` (so `D & Validate<D>` fails on that key).
 *
 * @example
 * ```ts
 * import type { Validate } from 'typed-resources'
 * type Ok = Validate<{ resources: { posts: { only: ['index'] } } }>        // unknown
 * type Bad = Validate<{ resources: { posts: { bogus: true } } }>
 * // { readonly resources: { readonly posts: { readonly bogus: DeclarationTypeError<'resources.posts: unknown option "bogus"'> } } }
 * ```
 */
export type Validate<D> = 0 extends 1 & D ? unknown : [ScopeErrors<D>] extends [never] ? unknown : ScopeCheck<D, ''>

/**
 * What `defineRoutes` checks its declaration against: `D` itself when the types see no mistake in
 * it; otherwise one message naming the place of a mistake, a string literal type the declaration
 * is not assignable to — so the error is one line, whether the declaration is written inline or
 * held in a variable (`Argument of type '{ … }' is not assignable to parameter of type
 * '"resources.photos.onlyy: unknown option"'`). `any` and a declaration typed only as
 * `RouteDeclaration` pass (their routes are untyped), and so does `DeclarationInput` itself: what
 * an editor completes inside an unfinished declaration, and what a declaration that does not fit
 * `DeclarationInput` is checked against (TypeScript's own error, at the offending value). The
 * messages are behind `NoInfer`: inferring `D` from the argument would otherwise walk the checks'
 * mapped types with the whole declaration (TypeScript 5.9: a second at 1000 resources).
 *
 * @example
 * ```ts
 * import type { CheckDeclaration } from 'typed-resources'
 * type Ok = CheckDeclaration<{ readonly resources: { readonly posts: { readonly only: readonly ['index'] } } }>
 * // the declaration itself
 * type Widened = CheckDeclaration<{ resources: { boxes: { shallow: boolean } } }>
 * // "resources.boxes.shallow: boolean, not true or false: write literal values: the declaration inline in defineRoutes(...), or add 'as const'"
 * ```
 */
export type CheckDeclaration<D> = 0 extends 1 & D
  ? D
  : [DeclarationInput] extends [D]
    ? D
    : [ScopeErrors<D>] extends [never]
      ? IsReadonly<D> extends true
        ? D
        : NoInfer<WidenedMessage<MessagesOf<ScopeCheck<D, ''>>, D>>
      : NoInfer<OneMessage<MessagesOf<ScopeCheck<D, ''>>>>

/**
 * Whether a declaration's properties are `readonly`, as an inline literal (a `const` type
 * parameter) or `as const` makes them: a declaration held in a variable without `as const` is
 * not, and any of its values may have widened — checked then place by place. (In a readonly
 * declaration, a value of a wide type, held in a variable, is one of the walk's mistakes.) The
 * top-level keys are compared through {@link Modifiers}, which has their modifiers and no deep
 * type: comparing `D` itself with `Readonly<D>` cost TypeScript 5.9 half a second on a
 * 1000-resource declaration, and `Pick<D, keyof D>` (the top-level properties with their values)
 * about 15 ms of each completion, inferring `T` between the two conditionals through the whole
 * declaration. An array is readonly or not.
 */
type IsReadonly<D> = D extends readonly unknown[]
  ? D extends unknown[]
    ? false
    : true
  : (<T>() => T extends Modifiers<D> ? 1 : 2) extends <T>() => T extends Readonly<Modifiers<D>> ? 1 : 2
    ? true
    : false
/** `D`'s top-level keys with their modifiers (a homomorphic mapped type keeps them) and no deep type. */
type Modifiers<D> = { [K in keyof D]: 0 }
