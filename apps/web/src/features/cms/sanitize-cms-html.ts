import createDOMPurify from 'dompurify';

/**
 * What a content page may hold: text structure, links and tables. Scripts,
 * styles, forms, frames, images and event handlers never reach the page,
 * whoever wrote the HTML (decision 016).
 */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'sub',
  'sup',
  'abbr',
  'code',
  'blockquote',
  'address',
  'span',
  'a',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'scope'];
/**
 * DOMPurify's default test with fewer schemes: http(s), mailto and tel, or a
 * value with no scheme at all (a path, a fragment, or a plain attribute value
 * such as scope="row"); javascript:, data:, ftp: and the rest are removed.
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const isExternal = (href: string) => /^(?:https?:)?\/\//i.test(href);

/**
 * Gives each data cell its column's heading as data-label, so a phone can
 * show a row as a card of labelled lines (cms.css) instead of a table wider
 * than the screen.
 */
function labelCells(table: HTMLTableElement): void {
  const headings = Array.from(table.querySelectorAll('thead tr:first-child th'), (th) =>
    (th.textContent ?? '').trim(),
  );
  if (headings.length === 0) return;
  for (const row of Array.from(table.querySelectorAll('tbody tr'))) {
    Array.from(row.children).forEach((cell, index) => {
      const label = headings[index];
      if (cell.nodeName === 'TD' && label) cell.setAttribute('data-label', label);
    });
  }
}

/** A sanitizer bound to one window: the browser's, or a test's jsdom. */
export function createCmsSanitizer(win: Window & typeof globalThis) {
  const purify = createDOMPurify(win);
  // Links to other sites open in a new tab, without handing them this page.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (isExternal(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });

  return function sanitizeCmsHtml(html: string): string {
    const fragment = purify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOWED_URI_REGEXP,
      RETURN_DOM_FRAGMENT: true,
    });
    const doc = win.document;
    // The page has its own h1: a heading written as h1 becomes a section heading.
    for (const h1 of Array.from(fragment.querySelectorAll('h1'))) {
      const h2 = doc.createElement('h2');
      h2.append(...Array.from(h1.childNodes));
      h1.replaceWith(h2);
    }
    for (const table of Array.from(fragment.querySelectorAll('table'))) {
      labelCells(table);
      // A wide table scrolls sideways inside its frame instead of widening the page.
      const frame = doc.createElement('div');
      frame.className = 'cms-content__table';
      table.replaceWith(frame);
      frame.append(table);
    }
    const holder = doc.createElement('div');
    holder.append(fragment);
    return holder.innerHTML;
  };
}

let browserSanitizer: ((html: string) => string) | undefined;

/** Safe HTML of a content page for this browser. */
export function sanitizeCmsHtml(html: string): string {
  browserSanitizer ??= createCmsSanitizer(window);
  return browserSanitizer(html);
}
