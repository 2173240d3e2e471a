import { Link } from 'react-router';
import { Logo } from '../components/logo';
import { FacebookIcon, InstagramIcon, MailIcon, XIcon } from '../components/icons';
import { CMS_PAGES, PATHS, cmsPath } from '../lib/paths';
import { SITE, SOCIAL_LINKS } from '../lib/site';

const CMS_LINKS = [
  { slug: CMS_PAGES.termsAndConditions, label: 'Terms and Conditions' },
  { slug: CMS_PAGES.privacyPolicy, label: 'Privacy Policy' },
  { slug: CMS_PAGES.sweepstakesRules, label: 'Sweepstakes Rules' },
  { slug: CMS_PAGES.contactUs, label: 'Contact Us' },
] as const;

const SOCIAL_ICONS: Record<string, typeof FacebookIcon> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  X: XIcon,
};

/** Footer with the legal wording of SPEC §1, content links, social links and support. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <div className="site-footer__about">
          <Link to={PATHS.home} aria-label="Lobby">
            <Logo />
          </Link>
          <p>
            {SITE.name} is a free-to-play social casino for entertainment. Gold Coins have no cash
            value and can never be redeemed.
          </p>
        </div>
        <nav className="site-footer__column" aria-label="Legal and help">
          <h2 className="site-footer__heading">Information</h2>
          <ul>
            {CMS_LINKS.map(({ slug, label }) => (
              <li key={slug}>
                <Link to={cmsPath(slug)}>{label}</Link>
              </li>
            ))}
            <li>
              <Link to={PATHS.responsibleGambling}>Responsible Gaming</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__column">
          <h2 className="site-footer__heading">Support</h2>
          <a className="site-footer__support" href={`mailto:${SITE.supportEmail}`}>
            <MailIcon size={18} />
            {SITE.supportEmail}
          </a>
          <h2 className="site-footer__heading">Follow Us</h2>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map(({ name, href }) => {
              const Icon = SOCIAL_ICONS[name] ?? MailIcon;
              return (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SITE.shortName} on ${name}`}
                  >
                    <Icon size={18} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>

      <div className="site-footer__legal">
        <p>
          <strong>NO PURCHASE NECESSARY</strong> to enter sweepstakes or to play. A purchase does
          not increase your chances of winning. Void where prohibited by law. Sweepstakes play is
          not available to residents of restricted states and excluded territories; see the{' '}
          <Link to={cmsPath(CMS_PAGES.sweepstakesRules)}>Sweepstakes Rules</Link> for the full list.
        </p>
        <p>
          One account per person. Duplicate accounts may be cancelled and any winnings withheld.
        </p>
      </div>

      <div className="site-footer__bottom">
        <p className="site-footer__copyright">
          © {year} {SITE.company}. All rights reserved.
        </p>
        <p className="age-notice">
          <span className="age-badge" aria-hidden="true">
            {SITE.minimumAge}+
          </span>
          You must be 18 or older to play.
        </p>
      </div>
    </footer>
  );
}
