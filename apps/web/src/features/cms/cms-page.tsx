import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';
import { MailIcon } from '../../components/icons';
import { SITE } from '../../lib/site';

const titleFromSlug = (slug: string): string =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => (word === 'and' ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');

/** Content pages by slug (terms, privacy policy, contact us, sweepstakes rules…). */
export function CmsPage() {
  const { cmsPage = '' } = useParams();
  const isContact = cmsPage === 'contact-us';
  return (
    <PlaceholderPage
      title={titleFromSlug(cmsPage) || 'Information'}
      description="The full text of this page will be published here shortly."
      icon={<MailIcon size={32} />}
    >
      {isContact && (
        <p className="placeholder-page__text">
          Need help now? Email us at <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>
          .
        </p>
      )}
    </PlaceholderPage>
  );
}
