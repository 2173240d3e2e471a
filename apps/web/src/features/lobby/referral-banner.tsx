import { ReferralLinkField } from '../../components/referral-link-field';
import { useVisibleBanners } from '../../lib/get-banners';
import { useProfile } from '../../lib/get-profile';
import { selectIsSignedIn, useUiStore } from '../../lib/ui-store';
import { referralLink } from '../../lib/referral-link';

/**
 * The lobby's refer-a-friend banner (SPEC §2 Lobby: desktopImageUrl,
 * textOne, textTwo); a signed-in player also gets their referral link with
 * a copy button.
 */
export function ReferralBanner() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  const { banners } = useVisibleBanners('lobbyReferFriend');
  const { data: user } = useProfile();
  const banner = banners[0];
  if (!banner) return null;
  const link = isSignedIn ? referralLink(window.location.origin, user?.referralCode) : null;

  return (
    <section className="referral-banner" aria-labelledby="referral-banner-title">
      <img className="referral-banner__art" src={banner.desktopImageUrl} alt="" loading="lazy" />
      <div className="referral-banner__content">
        <h2 id="referral-banner-title" className="referral-banner__title">
          {banner.textOne}
        </h2>
        {banner.textTwo && <p className="referral-banner__text">{banner.textTwo}</p>}
        {link && <ReferralLinkField link={link} block="referral-banner" copyLabel="Copy" />}
      </div>
    </section>
  );
}
