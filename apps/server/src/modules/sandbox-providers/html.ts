import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * Server-rendered HTML of the sandbox provider pages. Every interpolated value
 * goes through `html`, which escapes it unless it is already `Html`, so a form
 * field can never inject markup; scripts are fixed text allowed by a per-page
 * CSP nonce and read what they need from the DOM.
 */
export class Html {
  constructor(readonly text: string) {}
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function piece(value: unknown): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(piece).join('');
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(String(value));
}

/** Tagged template: `html\`<p>${text}</p>\`` escapes `text`; nested Html stays markup. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += piece(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

const STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#1c2434;line-height:1.4}
main{max-width:440px;margin:0 auto;padding:18px 16px 24px}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;color:#3140c4;font-size:16px}
.brand-mark{width:28px;height:28px;border-radius:8px;background:linear-gradient(135deg,#4f5ff0,#22b8cf);color:#fff;display:grid;place-items:center;font-size:14px}
.test-mode{margin-left:auto;font-size:11px;font-weight:700;text-transform:uppercase;letter-spacing:.04em;background:#fff3c4;color:#7a5b00;padding:3px 7px;border-radius:5px}
.summary{background:#fff;border:1px solid #e2e6f0;border-radius:12px;padding:14px 16px;margin:14px 0}
.summary .merchant{font-size:14px;color:#5b6478}
.summary .amount{font-size:28px;font-weight:700;margin:2px 0}
.summary .meta{font-size:12px;color:#687185;overflow-wrap:anywhere}
h1{font-size:20px;margin:18px 0 8px}
p{margin:8px 0}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}
input[type=text],input[type=email]{width:100%;font-size:16px;padding:11px 12px;border:1px solid #c9cfdd;border-radius:8px;background:#fff;color:inherit}
input:focus{outline:2px solid #4f5ff0;outline-offset:1px;border-color:#4f5ff0}
input[aria-invalid=true]{border-color:#c62828}
.row{display:flex;gap:12px}.row>div{flex:1;min-width:0}
.field-error{color:#c62828;font-size:13px;margin:4px 0 0}
.alert{background:#fdecea;color:#8e1c1c;border-radius:8px;padding:10px 12px;font-size:14px;margin:12px 0}
button{display:block;width:100%;margin-top:16px;padding:13px;font-size:16px;font-weight:700;border:0;border-radius:8px;background:#3140c4;color:#fff;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}
button.secondary{background:#fff;color:#3140c4;border:1px solid #3140c4}
.divider{display:flex;align-items:center;gap:10px;color:#687185;font-size:13px;margin:18px 0 4px}
.divider::before,.divider::after{content:"";flex:1;border-top:1px solid #d8dde8}
details{margin-top:18px;font-size:13px;color:#5b6478}
summary{cursor:pointer;font-weight:600}
table{border-collapse:collapse;width:100%;margin-top:6px}
td{padding:3px 0;vertical-align:top}td:first-child{white-space:nowrap;padding-right:10px;font-family:ui-monospace,Menlo,monospace}
.result{text-align:center;padding-top:12px}
.result .icon{font-size:40px}
a{color:#3140c4}
`;

/** Disables a form's buttons once it is sent, so one click is one payment. */
export const DISABLE_ON_SUBMIT_SCRIPT =
  "document.querySelectorAll('form').forEach(function(f){f.addEventListener('submit',function(){setTimeout(function(){f.querySelectorAll('button').forEach(function(b){b.disabled=true})},0)})})";

/**
 * Sends the top window (the page holding the provider frame) to the link with
 * id "continue"; if the browser refuses, that link stays for the player to follow.
 */
export const NAVIGATE_TOP_SCRIPT =
  "var a=document.getElementById('continue');if(a){try{window.top.location.href=a.href}catch(e){a.focus()}}";

export interface PageOptions {
  title: string;
  body: Html;
  /** Fixed script text (never built from request data). */
  script?: string;
  status?: number;
}

/** Sends a complete provider page: escaped content, no caching, framed only by our own pages. */
export function sendPage(reply: FastifyReply, options: PageOptions) {
  const nonce = randomBytes(16).toString('base64');
  const document = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${options.title} · Sandbox Pay</title>
        <style nonce="${nonce}">
          ${new Html(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <div class="brand">
            <span class="brand-mark" aria-hidden="true">S</span>Sandbox Pay<span class="test-mode"
              >Test mode</span
            >
          </div>
          ${options.body}
        </main>
        ${
          options.script
            ? html`<script nonce="${nonce}">
                ${new Html(options.script)};
              </script>`
            : ''
        }
      </body>
    </html>`;
  return (
    reply
      .code(options.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      // same-origin, not no-referrer: with no-referrer the browser posts the page's forms with Origin: null.
      .header('referrer-policy', 'same-origin')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'`,
      )
      // Our payment page frames these pages; nobody else may.
      .header('x-frame-options', 'SAMEORIGIN')
      .send(document.text)
  );
}

/** A page that only tells the player something (a refused form, a finished checkout). */
export function sendMessagePage(
  reply: FastifyReply,
  options: { status: number; title: string; message: string; continueUrl?: string },
) {
  return sendPage(reply, {
    status: options.status,
    title: options.title,
    body: html`<h1>${options.title}</h1>
      <p>${options.message}</p>
      ${options.continueUrl ? html`<p><a href="${options.continueUrl}" target="_top">Return to the merchant</a></p>` : ''}`,
  });
}
