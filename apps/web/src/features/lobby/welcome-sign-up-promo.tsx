import { GiftIcon } from '../../components/icons';
import { SITE } from '../../lib/site';
import { openModal, selectIsSignedIn, useUiStore } from '../../lib/ui-store';

/** SPEC §2 welcome sign-up promo: visitors only, Sign Up opens registration. */
export function WelcomeSignUpPromo() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  if (isSignedIn) return null;
  return (
    <aside className="welcome-promo" aria-labelledby="welcome-promo-title">
      <span className="welcome-promo__icon" aria-hidden="true">
        <GiftIcon size={28} />
      </span>
      <div className="welcome-promo__text">
        <h2 id="welcome-promo-title" className="welcome-promo__title">
          New to {SITE.name}?
        </h2>
        <p>Create your free account in a minute and claim your welcome bonus.</p>
      </div>
      <button
        type="button"
        className="btn btn--primary welcome-promo__action"
        onClick={() => openModal('signup')}
      >
        Sign Up
      </button>
    </aside>
  );
}
