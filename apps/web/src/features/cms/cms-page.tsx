import { useId, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { ArrowLeftIcon } from '../../components/icons';
import { ListEmpty } from '../../components/list-empty';
import { PATHS } from '../../lib/paths';
import { SITE } from '../../lib/site';
import { isMissingPage, useCmsPage } from './api/get-cms-page';
import { CmsContent } from './cms-content';
import './cms.css';

/**
 * /cms/{slug}: a content page (terms, privacy policy, sweepstakes rules,
 * responsible gaming, contact us) as the server holds it; a slug that names no
 * page shows the 404 page.
 */
export function CmsPage({
  after,
}: {
  /** What the app adds under a page's content (the contact page's form, decision 061). */
  readonly after?: (slug: string) => ReactNode;
} = {}) {
  const { cmsPage: slug = '' } = useParams();
  const query = useCmsPage(slug);
  const headingId = useId();

  if (query.isPending) return <FullScreenLoader />;
  if (query.isError) {
    if (isMissingPage(query.error)) return <Navigate to={PATHS.notFound} replace />;
    return (
      <section className="cms-page">
        <ListEmpty
          role="alert"
          title="This page could not be loaded"
          hint={
            <>
              Please try again. If it keeps failing, write to{' '}
              <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>.
            </>
          }
        >
          <button type="button" className="btn btn--primary" onClick={() => void query.refetch()}>
            Try Again
          </button>
        </ListEmpty>
      </section>
    );
  }

  const page = query.data;
  return (
    <article className="cms-page" aria-labelledby={headingId}>
      <Link to={PATHS.home} className="back-link">
        <ArrowLeftIcon size={18} /> Back to Lobby
      </Link>
      <header className="cms-page__header">
        <h1 id={headingId} className="cms-page__title">
          {page.title.EN}
        </h1>
      </header>
      <CmsContent html={page.content.EN} />
      {after?.(slug)}
    </article>
  );
}
