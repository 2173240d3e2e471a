import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * What a content page may hold (decision 060): the structure legal text needs (headings, lists,
 * tables, links, emphasis) and nothing that runs, loads or restyles: no script, style, frame,
 * object, embed, form, image, base or meta; no event handler, class, id or style attribute. The
 * same list the player's browser applies again (apps/web/src/features/cms/sanitize-cms-html.ts).
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

/** Tags dropped together with everything inside them, not only their markup. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'title',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
  'select',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title'],
    abbr: ['title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Links to pages (relative), other sites over http(s), an email address or a phone number.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

/** Safe HTML for a content page, whoever wrote it. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** A page's Markdown (HTML blocks allowed) as the safe HTML players are sent. */
export function renderCmsMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeCmsHtml(html);
}
