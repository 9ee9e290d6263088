/**
 * Rails 2.3's XML_PARSING (activesupport core_ext/hash/conversions.rb): the value of an element's
 * text for each `type` attribute — integer, float, decimal, boolean, date, datetime,
 * base64Binary — and the calendar day a `type="date"` value is read as, which `Hash#to_xml`
 * writes back as a date.
 */
import { XmlError } from './xml-error'

/**
 * A `Date` decoded from `type="date"` (a day, no time): encoded back as `type="date"` while it
 * still holds a UTC midnight, so a record loaded and saved keeps Rails' type (`Date#to_xml`).
 * (A subclass, so the value says it itself: no table of such dates to keep.)
 */
class CalendarDay extends Date {}
const DAY_MS = 86_400_000

/** Whether `value` is a day read from `type="date"` that still holds its UTC midnight (written back as `type="date"`). */
export function isDateOnly(value: Date): boolean {
  return value instanceof CalendarDay && value.getTime() % DAY_MS === 0
}

/** Rails' XML_PARSING: the typecast for each `type` attribute (activesupport 2.3); any other type keeps the text. */
export function typecast(type: string, s: string, tag: string): unknown {
  switch (type) {
    case 'integer':
      return parseInteger(s, tag)
    case 'float':
    case 'double':
      return parseFloatStrict(s, tag)
    case 'decimal': {
      const t = s.trim()
      if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t))
        throw new XmlError(`<${tag} type="decimal"> holds ${JSON.stringify(s)}, not a decimal`)
      return t
    }
    case 'boolean': {
      const t = s.trim()
      return t === '1' || t === 'true'
    }
    case 'date':
      return parseDate(s, tag, true)
    case 'datetime':
    case 'dateTime':
      return parseDate(s, tag, false)
    case 'base64Binary':
      return Uint8Array.from(atob(s.replace(/\s+/g, '')), (c) => c.charCodeAt(0))
    default:
      // string, symbol, yaml and unknown types
      return s
  }
}

function parseInteger(s: string, tag: string): number | bigint {
  // Up to 15 plain digits (the common case) are read here: exact, and a safe integer.
  const length = s.length
  if (length > 0 && length <= 15) {
    let n = 0
    let i = 0
    for (; i < length; i++) {
      const digit = s.charCodeAt(i) - 48
      if (digit < 0 || digit > 9) break
      n = n * 10 + digit
    }
    if (i === length) return n
  }
  const t = s.trim()
  if (!/^[+-]?\d+$/.test(t)) throw new XmlError(`<${tag} type="integer"> holds ${JSON.stringify(s)}, not an integer`)
  const n = Number(t)
  return Number.isSafeInteger(n) ? n : BigInt(t)
}

function parseFloatStrict(s: string, tag: string): number {
  const t = s.trim()
  const n = t === 'NaN' ? Number.NaN : Number(t)
  if (t === '' || (Number.isNaN(n) && t !== 'NaN')) throw new XmlError(`<${tag} type="float"> holds ${JSON.stringify(s)}, not a number`)
  return n
}

/** The number of `count` digits at `at`, or -1. */
function digitsAt(s: string, at: number, count: number): number {
  let n = 0
  for (let i = at; i < at + count; i++) {
    const digit = s.charCodeAt(i) - 48
    if (digit < 0 || digit > 9) return -1
    n = n * 10 + digit
  }
  return n
}

/**
 * `YYYY-MM-DD` (at 0) and, with `time`, `THH:MM:SSZ` after it, as a UTC time; NaN for anything
 * else or a field out of range (what `Date` parses the same way, read without its string parser).
 */
function isoUtc(s: string, time: boolean): number {
  if (s.charCodeAt(4) !== 45 || s.charCodeAt(7) !== 45) return Number.NaN
  const year = digitsAt(s, 0, 4)
  const month = digitsAt(s, 5, 2)
  const day = digitsAt(s, 8, 2)
  let hours = 0
  let minutes = 0
  let seconds = 0
  if (time) {
    if (s.charCodeAt(10) !== 84 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58 || s.charCodeAt(19) !== 90) return Number.NaN
    hours = digitsAt(s, 11, 2)
    minutes = digitsAt(s, 14, 2)
    seconds = digitsAt(s, 17, 2)
  }
  if (
    year < 100 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    hours < 0 ||
    hours > 23 ||
    minutes < 0 ||
    minutes > 59 ||
    seconds < 0 ||
    seconds > 59
  )
    return Number.NaN
  // a day past the month's end (02-30): left to Date's own parser
  if (day > 28 && day > daysInMonth(year, month)) return Number.NaN
  return Date.UTC(year, month - 1, day, hours, minutes, seconds)
}

/** The number of days of a month (1–12) of a year of the proleptic Gregorian calendar, as `Date` counts them. */
function daysInMonth(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
}

function parseDate(s: string, tag: string, day: boolean): Date {
  // The common forms (Rails' xmlschema: 2009-02-11T12:34:56Z, a day 1960-02-11) directly.
  const fast = s.length === 20 && !day ? isoUtc(s, true) : s.length === 10 && day ? isoUtc(s, false) : Number.NaN
  if (!Number.isNaN(fast)) return day ? new CalendarDay(fast) : new Date(fast)
  let t = s.trim()
  // type="date" is Rails' Date.parse: the day, whatever time and zone follow it
  if (day && /^\d{4}-\d{2}-\d{2}[T ]/.test(t)) t = t.slice(0, 10)
  const dayOnly = day && /^\d{4}-\d{2}-\d{2}$/.test(t)
  const d = dayOnly ? new CalendarDay(`${t}T00:00:00Z`) : new Date(t)
  if (Number.isNaN(d.getTime())) throw new XmlError(`<${tag} type="${day ? 'date' : 'datetime'}"> holds ${JSON.stringify(s)}, not a date`)
  return d
}
