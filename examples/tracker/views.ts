/**
 * The tracker's HTML: a layout, escaping, and forms that post where `routes.formFor` says, with
 * the `_method` hidden field browsers need for PUT and DELETE (they can only send GET and POST).
 */
import { escapeXml } from '../../src/server/index'

/** Text made safe for HTML. */
export const h = (value: unknown): string => escapeXml(value === undefined || value === null ? '' : String(value))

/** Raw markup, already escaped — see {@link html}. */
export class Markup {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

/**
 * A template tag that escapes every interpolated value unless it is {@link Markup} (or an array
 * of them); the result is Markup.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  let out = strings[0]!
  values.forEach((v, i) => {
    const part = Array.isArray(v) ? v.map((x) => (x instanceof Markup ? x.value : h(x))).join('') : v instanceof Markup ? v.value : h(v)
    out += part + strings[i + 1]!
  })
  return new Markup(out)
}

/** Where and how a form submits (the shape of `routes.formFor`). */
export interface FormTarget {
  readonly action: string
  readonly method: string
  readonly _method?: string
}

/** A form element for `target`, with the `_method` hidden field when it needs one. */
export function form(target: FormTarget, body: Markup, attrs: { id?: string; class?: string } = {}): Markup {
  const hidden = target._method ? html`<input type="hidden" name="_method" value="${target._method}">` : html``
  return html`<form action="${target.action}" method="${target.method}"${attrs.id ? html` id="${attrs.id}"` : html``}${attrs.class ? html` class="${attrs.class}"` : html``}>${hidden}${body}</form>`
}

/** A one-button form that sends `verb` (put or delete) to `action` through `_method`. */
export function buttonTo(
  label: string,
  action: string,
  verb: 'put' | 'delete' | 'post',
  attrs: { confirm?: string; class?: string } = {},
): Markup {
  const hidden = verb === 'post' ? html`` : html`<input type="hidden" name="_method" value="${verb}">`
  const onsubmit = attrs.confirm ? html` onsubmit="return confirm(${JSON.stringify(attrs.confirm)})"` : html``
  return html`<form action="${action}" method="post" class="button-to${attrs.class ? ` ${attrs.class}` : ''}"${onsubmit}>${hidden}<button type="submit">${label}</button></form>`
}

/** A labelled text field named `model[attribute]`, Rails' `f.text_field`. */
export function textField(model: string, attribute: string, value: unknown, label: string): Markup {
  const id = `${model}_${attribute}`
  return html`<p><label for="${id}">${label}</label><br><input type="text" id="${id}" name="${model}[${attribute}]" value="${value}"></p>`
}

/** A labelled textarea named `model[attribute]`. */
export function textArea(model: string, attribute: string, value: unknown, label: string): Markup {
  const id = `${model}_${attribute}`
  return html`<p><label for="${id}">${label}</label><br><textarea id="${id}" name="${model}[${attribute}]" rows="4" cols="60">${value}</textarea></p>`
}

/** A select named `model[attribute]`. */
export function select(
  model: string,
  attribute: string,
  value: unknown,
  label: string,
  options: ReadonlyArray<readonly [string, string]>,
): Markup {
  const id = `${model}_${attribute}`
  const opts = options.map(([v, text]) => html`<option value="${v}"${String(value) === v ? html` selected` : html``}>${text}</option>`)
  return html`<p><label for="${id}">${label}</label><br><select id="${id}" name="${model}[${attribute}]">${opts}</select></p>`
}

/** Rails' `error_messages_for`: the full messages of a failed save. */
export function errorMessages(messages: readonly string[]): Markup {
  if (messages.length === 0) return html``
  const n = messages.length
  return html`<div class="errorExplanation" id="errorExplanation"><h2>${n} error${n === 1 ? '' : 's'} prohibited this record from being saved</h2><ul>${messages.map((m) => html`<li>${m}</li>`)}</ul></div>`
}

/** Navigation links for the layout. */
export interface Nav {
  readonly projects: string
  readonly users: string
  readonly account: string
  readonly login: string
  readonly admin: string
}

/** The page layout. */
export function layout(title: string, nav: Nav, content: Markup, user?: { login: string }): string {
  return `<!DOCTYPE html>\n${
    html`<html lang="en"><head><meta charset="utf-8"><title>${title} · Tracker</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#222}
header{background:#2d3e50;color:#fff;padding:.6em 1.2em;display:flex;gap:1.2em;align-items:center}
header a{color:#fff}
main{padding:1em 1.2em;max-width:60em}
table{border-collapse:collapse}td,th{padding:.3em .8em;border-bottom:1px solid #ddd;text-align:left}
.button-to{display:inline}.errorExplanation{border:2px solid #c00;padding:.5em 1em;background:#fee}
.state-open{color:#080}.state-closed{color:#888}
</style></head>
<body><header><strong>Tracker</strong><a href="${nav.projects}">Projects</a><a href="${nav.users}">Users</a><a href="${nav.admin}">Admin</a>
<span style="margin-left:auto">${user ? html`<a href="${nav.account}">${user.login}</a>` : html`<a href="${nav.login}">Log in</a>`}</span></header>
<main><h1>${title}</h1>${content}</main></body></html>`.value
  }\n`
}
