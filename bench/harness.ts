/**
 * A tiny measuring loop for the benchmarks: warm up, then time `rounds` full passes and report
 * the median pass, so one slow round (GC, the other core busy) does not decide the number.
 */
export interface Measurement {
  /** operations per second, from the median pass */
  opsPerSec: number
  /** the median pass, in milliseconds */
  medianMs: number
}

let sink = 0
/** Keeps results alive so the JIT cannot drop the work. */
export const consume = (value: unknown): void => {
  sink = (sink + (value === undefined ? 1 : 2)) | 0
}

/** Runs `pass` (which performs `opsPerPass` operations) `warmup` + `rounds` times. */
export function measure(pass: () => void, opsPerPass: number, rounds = 15, warmup = 5): Measurement {
  for (let i = 0; i < warmup; i++) pass()
  const times: number[] = []
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now()
    pass()
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  const medianMs = times[Math.floor(times.length / 2)]!
  return { opsPerSec: (opsPerPass / medianMs) * 1000, medianMs }
}

export const fmtOps = (n: number): string => (n >= 1e6 ? `${(n / 1e6).toFixed(2)} M/s` : `${(n / 1e3).toFixed(0)} k/s`)

/** Prints rows as an aligned Markdown table. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n')
}
