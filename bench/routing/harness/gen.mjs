// URL generation baselines for a nested member route: /threads/:thread_id/messages/:id
import { compile } from 'path-to-regexp';
import { rng } from './table.mjs';

// Added in typed-resources' copy: the project's own helper, measured the same way (the package from
// TYPED_RESOURCES_PKG, a built package directory, as the typed-resources adapter takes it).
const pkgDir = process.env.TYPED_RESOURCES_PKG;
const lib = pkgDir ? await import(`${pkgDir}/dist/index.js`) : null;

/** Seeded (thread_id, id) string pairs: mostly numeric ids, some slugs, ~2% needing percent-encoding. */
export function makeIdPairs(count = 10000, seed = 1) {
  const rand = rng(seed * 31 + 7);
  const one = () => {
    const n = String(1 + Math.floor(rand() * 999999));
    const x = rand();
    return x < 0.02 ? `${n} caf\u00e9` : x < 0.12 ? `${n}-hello-world` : n;
  };
  const a = [], b = [];
  for (let i = 0; i < count; i++) { a.push(one()); b.push(one()); }
  return { a, b };
}

/** Each case builds (a, b) => path. The first one is the reference output for correctness. */
export const GEN_CASES = [
  {
    name: 'template literal + encodeURIComponent',
    build: () => (a, b) => `/threads/${encodeURIComponent(a)}/messages/${encodeURIComponent(b)}`,
  },
  {
    name: 'path-to-regexp compile()',
    build: () => {
      const toPath = compile('/threads/:thread_id/messages/:id');
      return (a, b) => toPath({ thread_id: a, id: b });
    },
  },
  ...(lib ? [{
    name: 'typed-resources thread_message_path',
    build: () => lib.defineRoutes({ resources: { threads: { resources: { messages: {} } } } }).helpers.thread_message_path,
  }] : []),
];
