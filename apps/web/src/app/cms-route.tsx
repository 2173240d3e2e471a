import { CmsPage } from '../features/cms/cms-page';
import { ContactForm } from '../features/support/contact-form';
import { CMS_PAGES } from '../lib/paths';

/**
 * /cms/{slug}: the CMS feature's page, with the support feature's Contact Us form under the
 * contact page's content (decision 061), composed here because features do not import each other.
 */
export function CmsRoute() {
  return <CmsPage after={(slug) => (slug === CMS_PAGES.contactUs ? <ContactForm /> : null)} />;
}
