import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeCmsHtml } from './sanitize-cms-html';

/** A plain left click on a link to a path of this site, which the router can follow. */
function internalHref(event: MouseEvent<HTMLElement>): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element).closest('a');
  const href = anchor?.getAttribute('href');
  if (!anchor || anchor.target || !href?.startsWith('/') || href.startsWith('//')) return undefined;
  return href;
}

/**
 * The HTML of a content page, sanitized (sanitize-cms-html.ts). Links to other
 * pages of the site move within the app instead of loading it again.
 */
export function CmsContent({ html }: { html: string }) {
  const navigate = useNavigate();
  const safeHtml = useMemo(() => sanitizeCmsHtml(html), [html]);
  const followInternalLink = (event: MouseEvent<HTMLElement>) => {
    const href = internalHref(event);
    if (href === undefined) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <div
      className="cms-content"
      onClick={followInternalLink}
      // Sanitized above: only text structure, links and tables remain.
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
