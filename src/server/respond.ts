/**
 * Responses in the shapes the ActiveResource client expects (Rails 2.3's `respond_to` /
 * `render :xml => …, :status => …` idioms), in the request's format:
 *
 * | helper      | status | body                                   | Rails idiom                                   |
 * |-------------|--------|----------------------------------------|-----------------------------------------------|
 * | `ok`        | 200    | the record or collection               | `render :xml => @issue`                        |
 * | `created`   | 201    | the record, `Location` header          | `render :xml => @issue, :status => :created, :location => @issue` |
 * | `head`      | any    | empty                                  | `head :ok`                                     |
 * | `invalid`   | 422    | errors document                        | `render :xml => @issue.errors, :status => :unprocessable_entity` |
 * | `conflict`  | 409    | the current record                     | `render :xml => @issue, :status => :conflict`  |
 * | `notFound`  | 404    | errors document                        | `head :not_found`                              |
 * | `gone`      | 410    | errors document                        | `head :gone`                                   |
 * | `redirect`  | 302    | empty, `Location` header               | `redirect_to`                                  |
 * | `html`      | 200    | the markup                             | `render :html`                                 |
 * | `to`        | —      | the block for the request's format; 406 without one | `respond_to { \|format\| … }`       |
 */
import { humanize } from '../inflector/index'
import { encodeAs } from './codec'
import type { RequestFormat } from './controllers'
import { errorResponse, errorsDocument, STATUS_TEXT } from './errors'
import { textResponse } from './incoming'
import { contentTypeOf } from './negotiate'

/** Anything with the request's format (a handler context). */
export interface HasFormat {
  readonly format: RequestFormat
}

/** Full messages (`"Title can't be blank"`), or per-attribute messages (`{ title: ["can't be blank"] }`). */
export type ValidationErrors = readonly string[] | Readonly<Record<string, readonly string[]>>

const wireFormat = (ctx: HasFormat): 'xml' | 'json' => (ctx.format === 'json' ? 'json' : 'xml')

/** Full messages from {@link ValidationErrors}, as Rails' `errors.full_messages` writes them (`base` unprefixed). */
export function fullMessages(errors: ValidationErrors): string[] {
  if (Array.isArray(errors)) return [...(errors as readonly string[])]
  const out: string[] = []
  for (const [attr, messages] of Object.entries(errors as Record<string, readonly string[]>)) {
    for (const m of messages) out.push(attr === 'base' ? m : `${humanize(attr)} ${m}`)
  }
  return out
}

function encoded(ctx: HasFormat, status: number, value: unknown, root: string, headers?: Record<string, string>): Response {
  const format = wireFormat(ctx)
  return textResponse(encodeAs(format, value, root), {
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers: { 'content-type': contentTypeOf(format), ...headers },
  })
}

/** One block per format for {@link respond}.to; `any` answers every format without its own block. */
export type FormatBlocks = {
  readonly [format: string]: (() => Response | Promise<Response>) | undefined
}

/** The respond-style helpers; see the table above. XML is used unless the request asks for JSON. */
export const respond = {
  /** 200 with `value` (a record or an array of records) encoded; `root` is the element (or collection) name, e.g. `'issue'` / `'issues'`. */
  ok(ctx: HasFormat, value: unknown, root: string): Response {
    return encoded(ctx, 200, value, root)
  },
  /** 201 Created with the record and `Location: location` (the client takes the new id from it). */
  created(ctx: HasFormat, value: unknown, root: string, location: string): Response {
    return encoded(ctx, 201, value, root, { location })
  },
  /** An empty response with `status` (default 200), like Rails' `head :ok`. */
  head(status = 200, headers?: Record<string, string>): Response {
    return new Response(null, { status, statusText: STATUS_TEXT[status] ?? '', ...(headers ? { headers } : {}) })
  },
  /** 422 Unprocessable Entity with a Rails errors document (the client's `save()` returns false and fills `errors`). */
  invalid(ctx: HasFormat, errors: ValidationErrors): Response {
    const format = wireFormat(ctx)
    return textResponse(errorsDocument(format, fullMessages(errors)), {
      status: 422,
      statusText: STATUS_TEXT[422]!,
      headers: { 'content-type': contentTypeOf(format) },
    })
  },
  /** 409 Conflict with the current state of the record (for a stale update). */
  conflict(ctx: HasFormat, current: unknown, root: string): Response {
    return encoded(ctx, 409, current, root)
  },
  /** 404 Not Found, with `message` in an errors document (or an HTML page for HTML requests). */
  notFound(ctx: HasFormat, message = 'Not found'): Response {
    return errorResponse(ctx.format, 404, [message])
  },
  /** 410 Gone, with `message`. */
  gone(ctx: HasFormat, message = 'Gone'): Response {
    return errorResponse(ctx.format, 410, [message])
  },
  /** A redirect (302 by default; 303 after a form submission that should be followed by GET). */
  redirect(location: string, status: 301 | 302 | 303 | 307 = 302): Response {
    return new Response(null, { status, headers: { location } })
  },
  /**
   * Rails' `respond_to`: runs the block for the request's format (`html`, `xml`, `json`, ...), else
   * `any`, else answers 406 Not Acceptable.
   * @example respond.to(ctx, { html: () => respond.html(page), xml: api, json: api })
   */
  to(ctx: HasFormat, blocks: FormatBlocks): Response | Promise<Response> {
    const block = blocks[ctx.format] ?? blocks['any']
    if (block) return block()
    const format = ctx.format === 'json' ? 'json' : ctx.format === 'xml' ? 'xml' : 'html'
    return errorResponse(format, 406, [`${ctx.format} is not a format of this resource`])
  },
  /** An HTML page. */
  html(markup: string, status = 200): Response {
    return textResponse(markup, {
      status,
      statusText: STATUS_TEXT[status] ?? '',
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })
  },
} as const
