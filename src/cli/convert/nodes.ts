/**
 * Narrowing Prism's syntax nodes by their class name. The `@ruby/prism` package is loaded on
 * demand (it is an optional dependency), so the converter cannot `instanceof` its classes from a
 * static import; the class names are Prism's own node type names (`CallNode`, `SymbolNode`, …).
 */
import type * as Prism from '@ruby/prism'

/** Any Prism syntax node. */
export type RubyNode = Prism.Node

/** The names of Prism's node classes. */
export type NodeType = { [K in keyof typeof Prism]: K extends `${string}Node` ? K : never }[keyof typeof Prism]

/** The node class named `K`. */
export type NodeOf<K extends NodeType> = InstanceType<(typeof Prism)[K]>

/** Whether `node` is a Prism node of type `type` (`is(node, 'CallNode')`). */
export function is<K extends NodeType>(node: unknown, type: K): node is NodeOf<K> {
  return typeof node === 'object' && node !== null && node.constructor.name === type
}

/** The type name of a node, for messages (`CallNode`). */
export const typeOf = (node: RubyNode): string => node.constructor.name
