/**
 * The text of a Ruby file as Prism locates it: Prism's locations are byte offsets into the UTF-8
 * source, so lines and snippets are read from the bytes, never from JavaScript string indexes.
 */

/** A Prism location: byte offset and byte length. */
export interface ByteRange {
  readonly startOffset: number
  readonly length: number
}

/** A Ruby source file: line numbers and text of byte ranges. */
export class RubySource {
  readonly bytes: Buffer
  private readonly lineStarts: number[] = [0]

  /**
   * @param text the file's content
   * @param file the file name used in comments and warnings (`config/routes.rb`)
   */
  constructor(
    readonly text: string,
    readonly file: string,
  ) {
    this.bytes = Buffer.from(text, 'utf8')
    this.bytes.forEach((byte, i) => {
      if (byte === 0x0a) this.lineStarts.push(i + 1)
    })
  }

  /** The 1-based line holding byte `offset`. */
  lineOf(offset: number): number {
    let low = 0
    let high = this.lineStarts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (this.lineStarts[mid]! <= offset) low = mid
      else high = mid - 1
    }
    return low + 1
  }

  /** The source text of a byte range. */
  slice(range: ByteRange): string {
    return this.bytes.subarray(range.startOffset, range.startOffset + range.length).toString('utf8')
  }

  /** The whole lines a range spans, as written (indentation kept, trailing spaces dropped). */
  linesOf(range: ByteRange): string[] {
    const first = this.lineOf(range.startOffset)
    const last = this.lineOf(range.startOffset + Math.max(0, range.length - 1))
    const start = this.lineStarts[first - 1]!
    const end = last < this.lineStarts.length ? this.lineStarts[last]! - 1 : this.bytes.length
    return this.bytes
      .subarray(start, end)
      .toString('utf8')
      .split('\n')
      .map((l) => l.replace(/\s+$/, ''))
  }
}
