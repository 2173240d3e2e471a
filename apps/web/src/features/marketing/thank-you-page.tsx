import { Link } from 'react-router';
import { MailIcon } from '../../components/icons';
import { useAdPixelLead } from '../../lib/ad-pixel';
import { PATHS } from '../../lib/paths';

/** SPEC §2: shown after sign-up; reports the sign-up to the ad pixel. */
export function ThankYouPage() {
  useAdPixelLead();
  return (
    <section className="placeholder-page" aria-labelledby="thank-you-title">
      <span className="placeholder-page__icon" aria-hidden="true">
        <MailIcon size={32} />
      </span>
      <h1 id="thank-you-title" className="placeholder-page__title">
        Thank You for Signing Up!
      </h1>
      <p className="placeholder-page__text">
        We have sent you an email. Please verify your email address to start playing.
      </p>
      <Link className="btn btn--primary btn--lg" to={PATHS.home}>
        Go to Lobby
      </Link>
    </section>
  );
}
