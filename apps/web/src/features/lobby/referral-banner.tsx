import { useId, useRef } from 'react';
import { CopyIcon } from '../../components/icons';
import { useVisibleBanners } from '../../lib/get-banners';
import { useProfile } from '../../lib/get-profile';
import { notify } from '../../lib/toast';
import { selectIsSignedIn, useUiStore } from '../../lib/ui-store';
import { copyText } from '../../lib/copy-text';
import { REFERRAL_LINK_COPIED, referralLink } from '../../lib/referral-link';

function ReferralLinkField({ link }: { link: string }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (await copyText(link, inputRef.current)) notify.success(REFERRAL_LINK_COPIED);
    else notify.error('The link could not be copied. Select it and copy it yourself.');
  };
  return (
    <div className="referral-banner__link">
      <label htmlFor={inputId} className="referral-banner__label">
        Your referral link
      </label>
      <div className="referral-banner__field">
        <input
          ref={inputRef}
          id={inputId}
          className="referral-banner__input"
          type="text"
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn--primary" onClick={() => void copy()}>
          <CopyIcon size={16} /> Copy
        </button>
      </div>
    </div>
  );
}

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
        {link && <ReferralLinkField link={link} />}
      </div>
    </section>
  );
}
