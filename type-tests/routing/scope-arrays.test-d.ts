/**
 * A long declaration array (a Rails route file interleaving plain routes and resources,
 * one scope per line). The array was folded from the right, a recursion TypeScript stopped at
 * about 90 scopes (TS2589: the helpers became unusable); the runtime takes any length. In an
 * array a later named plain route takes an earlier one's name, and a resource route never takes
 * a name already held (Rails 2.3).
 */
import { expectTypeOf } from 'expect-type'
import { defineRoutes } from '../../src/index'

const routes = defineRoutes([
  { connect: [{ name: 's0', path: 's0', controller: 'p' }] },
  { connect: [{ name: 's1', path: 's1', controller: 'p' }] },
  { connect: [{ name: 's2', path: 's2', controller: 'p' }] },
  { connect: [{ name: 's3', path: 's3', controller: 'p' }] },
  { connect: [{ name: 's4', path: 's4', controller: 'p' }] },
  { connect: [{ name: 's5', path: 's5', controller: 'p' }] },
  { connect: [{ name: 's6', path: 's6', controller: 'p' }] },
  { connect: [{ name: 's7', path: 's7', controller: 'p' }] },
  { connect: [{ name: 's8', path: 's8', controller: 'p' }] },
  { connect: [{ name: 's9', path: 's9', controller: 'p' }] },
  { connect: [{ name: 's10', path: 's10', controller: 'p' }] },
  { connect: [{ name: 's11', path: 's11', controller: 'p' }] },
  { connect: [{ name: 's12', path: 's12', controller: 'p' }] },
  { connect: [{ name: 's13', path: 's13', controller: 'p' }] },
  { connect: [{ name: 's14', path: 's14', controller: 'p' }] },
  { connect: [{ name: 's15', path: 's15', controller: 'p' }] },
  { connect: [{ name: 's16', path: 's16', controller: 'p' }] },
  { connect: [{ name: 's17', path: 's17', controller: 'p' }] },
  { connect: [{ name: 's18', path: 's18', controller: 'p' }] },
  { connect: [{ name: 's19', path: 's19', controller: 'p' }] },
  { connect: [{ name: 's20', path: 's20', controller: 'p' }] },
  { connect: [{ name: 's21', path: 's21', controller: 'p' }] },
  { connect: [{ name: 's22', path: 's22', controller: 'p' }] },
  { connect: [{ name: 's23', path: 's23', controller: 'p' }] },
  { connect: [{ name: 's24', path: 's24', controller: 'p' }] },
  { connect: [{ name: 's25', path: 's25', controller: 'p' }] },
  { connect: [{ name: 's26', path: 's26', controller: 'p' }] },
  { connect: [{ name: 's27', path: 's27', controller: 'p' }] },
  { connect: [{ name: 's28', path: 's28', controller: 'p' }] },
  { connect: [{ name: 's29', path: 's29', controller: 'p' }] },
  { connect: [{ name: 's30', path: 's30', controller: 'p' }] },
  { connect: [{ name: 's31', path: 's31', controller: 'p' }] },
  { connect: [{ name: 's32', path: 's32', controller: 'p' }] },
  { connect: [{ name: 's33', path: 's33', controller: 'p' }] },
  { connect: [{ name: 's34', path: 's34', controller: 'p' }] },
  { connect: [{ name: 's35', path: 's35', controller: 'p' }] },
  { connect: [{ name: 's36', path: 's36', controller: 'p' }] },
  { connect: [{ name: 's37', path: 's37', controller: 'p' }] },
  { connect: [{ name: 's38', path: 's38', controller: 'p' }] },
  { connect: [{ name: 's39', path: 's39', controller: 'p' }] },
  { connect: [{ name: 's40', path: 's40', controller: 'p' }] },
  { connect: [{ name: 's41', path: 's41', controller: 'p' }] },
  { connect: [{ name: 's42', path: 's42', controller: 'p' }] },
  { connect: [{ name: 's43', path: 's43', controller: 'p' }] },
  { connect: [{ name: 's44', path: 's44', controller: 'p' }] },
  { connect: [{ name: 's45', path: 's45', controller: 'p' }] },
  { connect: [{ name: 's46', path: 's46', controller: 'p' }] },
  { connect: [{ name: 's47', path: 's47', controller: 'p' }] },
  { connect: [{ name: 's48', path: 's48', controller: 'p' }] },
  { connect: [{ name: 's49', path: 's49', controller: 'p' }] },
  { connect: [{ name: 's50', path: 's50', controller: 'p' }] },
  { connect: [{ name: 's51', path: 's51', controller: 'p' }] },
  { connect: [{ name: 's52', path: 's52', controller: 'p' }] },
  { connect: [{ name: 's53', path: 's53', controller: 'p' }] },
  { connect: [{ name: 's54', path: 's54', controller: 'p' }] },
  { connect: [{ name: 's55', path: 's55', controller: 'p' }] },
  { connect: [{ name: 's56', path: 's56', controller: 'p' }] },
  { connect: [{ name: 's57', path: 's57', controller: 'p' }] },
  { connect: [{ name: 's58', path: 's58', controller: 'p' }] },
  { connect: [{ name: 's59', path: 's59', controller: 'p' }] },
  { connect: [{ name: 's60', path: 's60', controller: 'p' }] },
  { connect: [{ name: 's61', path: 's61', controller: 'p' }] },
  { connect: [{ name: 's62', path: 's62', controller: 'p' }] },
  { connect: [{ name: 's63', path: 's63', controller: 'p' }] },
  { connect: [{ name: 's64', path: 's64', controller: 'p' }] },
  { connect: [{ name: 's65', path: 's65', controller: 'p' }] },
  { connect: [{ name: 's66', path: 's66', controller: 'p' }] },
  { connect: [{ name: 's67', path: 's67', controller: 'p' }] },
  { connect: [{ name: 's68', path: 's68', controller: 'p' }] },
  { connect: [{ name: 's69', path: 's69', controller: 'p' }] },
  { connect: [{ name: 's70', path: 's70', controller: 'p' }] },
  { connect: [{ name: 's71', path: 's71', controller: 'p' }] },
  { connect: [{ name: 's72', path: 's72', controller: 'p' }] },
  { connect: [{ name: 's73', path: 's73', controller: 'p' }] },
  { connect: [{ name: 's74', path: 's74', controller: 'p' }] },
  { connect: [{ name: 's75', path: 's75', controller: 'p' }] },
  { connect: [{ name: 's76', path: 's76', controller: 'p' }] },
  { connect: [{ name: 's77', path: 's77', controller: 'p' }] },
  { connect: [{ name: 's78', path: 's78', controller: 'p' }] },
  { connect: [{ name: 's79', path: 's79', controller: 'p' }] },
  { connect: [{ name: 's80', path: 's80', controller: 'p' }] },
  { connect: [{ name: 's81', path: 's81', controller: 'p' }] },
  { connect: [{ name: 's82', path: 's82', controller: 'p' }] },
  { connect: [{ name: 's83', path: 's83', controller: 'p' }] },
  { connect: [{ name: 's84', path: 's84', controller: 'p' }] },
  { connect: [{ name: 's85', path: 's85', controller: 'p' }] },
  { connect: [{ name: 's86', path: 's86', controller: 'p' }] },
  { connect: [{ name: 's87', path: 's87', controller: 'p' }] },
  { connect: [{ name: 's88', path: 's88', controller: 'p' }] },
  { connect: [{ name: 's89', path: 's89', controller: 'p' }] },
  { connect: [{ name: 's90', path: 's90', controller: 'p' }] },
  { connect: [{ name: 's91', path: 's91', controller: 'p' }] },
  { connect: [{ name: 's92', path: 's92', controller: 'p' }] },
  { connect: [{ name: 's93', path: 's93', controller: 'p' }] },
  { connect: [{ name: 's94', path: 's94', controller: 'p' }] },
  { resources: { s1s: {} }, connect: [{ name: 's0', path: 'zero/:a', controller: 'p' }] },
  { resources: { s2: { singular: 's2' } } },
] as const)
const h = routes.helpers
expectTypeOf(h.s94_path()).toEqualTypeOf<string>()
// @ts-expect-error — s94 takes no param
h.s94_path(1)
// A later plain route takes the name s0: one param.
expectTypeOf(h.s0_path('a')).toEqualTypeOf<string>()
// @ts-expect-error — the first s0 (no param) is routed unnamed
h.s0_path()
// The resource s2 (singular s2) would name its member route s2: held by the plain route, it stays unnamed.
expectTypeOf(h.s2_path()).toEqualTypeOf<string>()
// @ts-expect-error — s2 is the plain route's name (no param), not the resource's member route
h.s2_path(1)
expectTypeOf(h.s2_index_path()).toEqualTypeOf<string>()
