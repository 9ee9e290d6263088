/**
 * RegExp source text, as the route table builds its recognition patterns from it: escaping a
 * literal, counting capture groups, and embedding a requirement's source in a larger RegExp with
 * its `i` flag spelled out (Node 20 has no inline `(?i:…)`; Rails 2.3 embeds a requirement's
 * Ruby regexp with its options, segments.rb `regexp_chunk`).
 */

/** Escapes RegExp syntax characters. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')
}

/** Number of capturing groups in a RegExp source. */
export function captureCount(source: string): number {
  return new RegExp('|' + source).exec('')!.length - 1
}

/** A requirement's source for embedding in a larger JS RegExp: the `i` flag spelled out. */
export function jsSource(re: RegExp): string {
  return re.flags.includes('i') ? caseFold(re.source) : re.source
}

/**
 * Rewrites a RegExp source so that it matches case-insensitively without the `i` flag
 * (Node 20 has no inline `(?i:…)`): letters become `[aA]`, letter ranges in classes get
 * their other case added. `\x` / `\u` escapes fold as the letter they stand for; other escapes
 * (`\d`, `\cJ`, `\k<name>`) and group names are kept as written. (A backreference still matches
 * its group's text exactly.)
 */
export function caseFold(source: string): string {
  let out = ''
  let inClass = false
  let i = 0
  while (i < source.length) {
    const c = source[i]!
    if (inClass) {
      if (c === ']') {
        inClass = false
        out += c
        i++
        continue
      }
      const [spelling, ch, next] = atom(source, i)
      if (source[next] === '-' && next + 1 < source.length && source[next + 1] !== ']') {
        const [spelling2, ch2, next2] = atom(source, next + 1)
        out += spelling + '-' + spelling2 + (ch !== undefined && ch2 !== undefined ? otherCaseRange(ch, ch2) : '')
        i = next2
      } else {
        out += spelling + (ch !== undefined ? otherCase(ch) : '')
        i = next
      }
      continue
    }
    if (c === '[') {
      inClass = true
      out += c
      i++
      if (source[i] === '^') {
        out += '^'
        i++
      }
      continue
    }
    if (c === '(' && source.startsWith('(?<', i) && source[i + 3] !== '=' && source[i + 3] !== '!') {
      // A named group: its name is not text to match.
      const close = source.indexOf('>', i)
      out += source.slice(i, close + 1)
      i = close + 1
      continue
    }
    const [spelling, ch, next] = atom(source, i)
    const o = ch !== undefined ? otherCase(ch) : ''
    out += o ? `[${spelling}${o}]` : spelling
    i = next
  }
  return out
}

/**
 * One atom of a RegExp source at `at`: its spelling, the character it matches when it is one
 * literal character (`a`, `\x41`, `\u00e9`), and where the next atom starts. Other escapes
 * (`\d`, `\.`, `\1`, `\cJ`, `\k<name>`) are kept whole, without a character.
 */
function atom(source: string, at: number): [string, string | undefined, number] {
  const c = source[at]!
  if (c !== '\\') return [c, c, at + 1]
  const n = source[at + 1] ?? ''
  const hex = (len: number) => (/^[0-9a-fA-F]+$/.test(source.slice(at + 2, at + 2 + len)) && at + 2 + len <= source.length ? len : 0)
  if (n === 'x' && hex(2)) return [source.slice(at, at + 4), String.fromCharCode(parseInt(source.slice(at + 2, at + 4), 16)), at + 4]
  if (n === 'u' && hex(4)) return [source.slice(at, at + 6), String.fromCharCode(parseInt(source.slice(at + 2, at + 6), 16)), at + 6]
  if (n === 'c' && /^[A-Za-z]$/.test(source[at + 2] ?? '')) return [source.slice(at, at + 3), undefined, at + 3]
  if (n === 'k' && source[at + 2] === '<' && source.indexOf('>', at) > 0) {
    const close = source.indexOf('>', at)
    return [source.slice(at, close + 1), undefined, close + 1]
  }
  return [c + n, undefined, at + 2]
}

function otherCase(c: string): string {
  const u = c.toUpperCase()
  const l = c.toLowerCase()
  return u !== c ? (u.length === 1 ? u : '') : l !== c && l.length === 1 ? l : ''
}

function otherCaseRange(from: string, to: string): string {
  const a = from.charCodeAt(0)
  const b = to.charCodeAt(0)
  const lo = Math.max(a, 97)
  const hi = Math.min(b, 122)
  let out = ''
  if (lo <= hi) out += String.fromCharCode(lo - 32) + '-' + String.fromCharCode(hi - 32)
  const LO = Math.max(a, 65)
  const HI = Math.min(b, 90)
  if (LO <= HI) out += String.fromCharCode(LO + 32) + '-' + String.fromCharCode(HI + 32)
  return out
}
