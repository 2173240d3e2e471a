import { EXCLUDED_TERRITORIES } from '@app/contracts/content';
import { CMS_PAGES, cmsPath } from '../../lib/paths';
import { SITE } from '../../lib/site';
import { useRestrictedStates } from './api/get-restricted-states';

/** Opens in a new tab so the dialog and what was typed stay put. */
function CmsLink({ slug, children }: { slug: string; children: string }) {
  return (
    <a href={cmsPath(slug)} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The restricted states as the jurisdictions table has them today (decision 050), by postal
 * code: 'CA, CT, …'; null until the list has loaded.
 */
function useRestrictedList(): string | null {
  const { data } = useRestrictedStates();
  // An answer without the list (an older server) leaves the sentence without it.
  return Array.isArray(data?.states)
    ? data.states.map((state) => state.stateCode).join(', ')
    : null;
}

const excludedTerritories = EXCLUDED_TERRITORIES.join(', ');

/** Label of the terms checkbox (sign-up isTermsAccepted, login termsAccept). */
export function TermsAcceptLabel() {
  return (
    <>
      I am at least {SITE.minimumAge} years old and I accept the{' '}
      <CmsLink slug={CMS_PAGES.termsAndConditions}>Terms and Conditions</CmsLink>,{' '}
      <CmsLink slug={CMS_PAGES.privacyPolicy}>Privacy Policy</CmsLink> and{' '}
      <CmsLink slug={CMS_PAGES.sweepstakesRules}>Sweepstakes Rules</CmsLink>.
    </>
  );
}

/** Label of the restricted-state acknowledgement (stateRestrictionAccept). */
export function StateRestrictionLabel() {
  const restrictedStates = useRestrictedList();
  return (
    <>
      I understand that sweepstakes play is not available in the restricted states
      {restrictedStates ? ` (${restrictedStates})` : ''} and excluded territories, and I am not
      located in one of them.
    </>
  );
}

/** SPEC §1 legal wording shown on the registration dialog. */
export function SignUpLegalNote() {
  const restrictedStates = useRestrictedList();
  return (
    <div className="legal-note">
      <p>
        <strong>{SITE.minimumAge}+ only.</strong> You must be {SITE.minimumAge} years or older to
        create an account. <strong>No purchase necessary.</strong> Void where prohibited.
      </p>
      <p>
        Sweepstakes play is not available to residents of the restricted states
        {restrictedStates ? ` (${restrictedStates})` : ''} or of the excluded territories (
        {excludedTerritories}).
      </p>
      <p>One account per person. Duplicate accounts may be cancelled and any winnings withheld.</p>
    </div>
  );
}
