import { describeChange } from './cms-page-diff';
import type { CmsPageRow, CmsPageVersionRow, NewCmsPageVersion } from './cms-pages.repository';

/** Whether the page shows the text of its newest version (a seed may have rewritten it since). */
export const showsVersion = (page: CmsPageRow, version: CmsPageVersionRow | undefined) =>
  version !== undefined &&
  version.title.EN === page.title.EN &&
  version.content.EN === page.content.EN;

/**
 * A version holding what the page shows now, written by no member: the seeded text, or a text a
 * later seed step wrote over it. Its Markdown is the page's HTML, which Markdown keeps as it is.
 */
export function baselineVersion(
  page: CmsPageRow,
  latest: CmsPageVersionRow | undefined,
): NewCmsPageVersion {
  const markdown = page.content.EN;
  return {
    cmsId: page.cmsId,
    version: (latest?.version ?? 0) + 1,
    title: page.title,
    content: page.content,
    markdown,
    changeNote: latest
      ? 'Text updated by a release of the site'
      : 'Text of the site’s first release',
    summary: describeChange(latest && { title: latest.title.EN, markdown: latest.markdown }, {
      title: page.title.EN,
      markdown,
    }),
    isMaterial: false,
    restoredFrom: null,
    staffId: null,
    staffEmail: null,
    createdAt: page.updatedAt,
  };
}
