/** The product's name as emails write it. */
export const SITE_NAME = 'Golden Sweeps';

/** Escapes text written into an email's HTML (names, reasons and links are data). */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The HTML of an account email: the title, one paragraph per text (escaped), an optional button
 * and the sweepstakes footer, in the site's colours.
 */
export function emailHtml(
  title: string,
  paragraphs: readonly string[],
  button?: { readonly link: string; readonly label: string },
): string {
  const action = button
    ? `\n<p><a href="${escapeHtml(button.link)}" style="display:inline-block;background:#f5c542;color:#14102a;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:700">${escapeHtml(button.label)}</a></p>`
    : '';
  return `<!doctype html>
<html><body style="font-family:Mulish,Arial,sans-serif;background:#14102a;color:#f4f1ff;padding:24px">
<div style="max-width:520px;margin:auto;background:#211a40;border-radius:12px;padding:28px">
<h1 style="color:#f5c542;font-size:22px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}${action}
<p style="font-size:12px;color:#aaa">NO PURCHASE NECESSARY. Void where prohibited. 18+ only.</p>
</div></body></html>`;
}
