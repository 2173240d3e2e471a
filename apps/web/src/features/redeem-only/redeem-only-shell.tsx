import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Logo } from '../../components/logo';
import { formatCoins } from '../../lib/coins';
import { profileQueryKey, useProfile } from '../../lib/get-profile';
import { useLogout } from '../../lib/logout';
import { openModal } from '../../lib/ui-store';
import { redemptionsQueryKeys } from '../redeem/api/get-redemptions';
import { RedemptionsPanel } from '../redeem/redemptions-panel';
import { ContactForm } from '../support/contact-form';
import { SupportTicketsPanel } from '../support/support-tickets-panel';
// The tickets panel is the account page's card.
import '../account/account.css';
import './redeem-only.css';

/** The dialogs a redeem-only session may open: redeeming, its KYC steps and notices. */
export const REDEEM_ONLY_DIALOGS = [
  'redeem',
  'kyc',
  'kycDocuments',
  'kycWidget',
  'ssn',
  'w9',
  'notice',
] as const;

/** No socket in a redeem-only session: the balance and the list are read again this often. */
const REFRESH_MS = 30_000;

export const REDEEM_ONLY_UNAVAILABLE =
  'Play, purchases and bonuses are unavailable until your break or self-exclusion ends. You can redeem the Sweepstakes Coins you already won.';

/** The break ended while this session was open: a new login opens the whole site. */
export const REDEEM_ONLY_RESTRICTION_OVER =
  'Your break has ended. Log out, then log in again to play and make purchases.';

/**
 * The whole app for a redeem-only session (decision 038): the redeemable SC, the Redeem action,
 * the player's redemption requests, why play is closed and Logout. No lobby, games, store,
 * bonuses, popups or realtime connection. The app composes it with its dialog hosts (`children`,
 * app/redeem-only-app.tsx), which show only REDEEM_ONLY_DIALOGS.
 */
export function RedeemOnlyShell({ children }: { children?: ReactNode }) {
  const profile = useProfile();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const user = profile.data;

  useEffect(() => {
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      void queryClient.invalidateQueries({ queryKey: redemptionsQueryKeys.all });
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [queryClient]);

  return (
    <div className="redeem-only">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="redeem-only__header">
        <Logo />
        <button
          type="button"
          className="btn btn--ghost"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          Logout
        </button>
      </header>
      <main id="main" className="redeem-only__main">
        <h1 className="redeem-only__title">Redeem your SC</h1>
        <section className="redeem-only__note" aria-labelledby="redeem-only-note-title">
          <h2 id="redeem-only-note-title" className="redeem-only__note-title">
            Play and purchases are unavailable
          </h2>
          {user?.restriction?.message && <p>{user.restriction.message}</p>}
          {user && user.restriction === null ? (
            <p>{REDEEM_ONLY_RESTRICTION_OVER}</p>
          ) : (
            <p>{REDEEM_ONLY_UNAVAILABLE}</p>
          )}
        </section>
        <section className="redeem-only__balance" aria-labelledby="redeem-only-balance-title">
          <h2 id="redeem-only-balance-title" className="redeem-only__label">
            Redeemable SC
          </h2>
          <p className="redeem-only__amount" data-testid="redeem-only-redeemable">
            {user ? formatCoins(user.userWallet?.scCoin.wsc ?? 0) : '…'}
          </p>
          <button
            type="button"
            className="btn btn--primary btn--lg"
            disabled={!user}
            onClick={() => openModal('redeem')}
          >
            Redeem
          </button>
        </section>
        <section aria-labelledby="redeem-only-requests-title">
          <h2 id="redeem-only-requests-title" className="redeem-only__subtitle">
            Your redemption requests
          </h2>
          <RedemptionsPanel showRedeemButton={false} />
        </section>
        {/* Support stays reachable during a break or a self-exclusion (decision 061). */}
        <ContactForm ticketsLink={false} />
        <SupportTicketsPanel contactLink={false} />
      </main>
      {children}
    </div>
  );
}
