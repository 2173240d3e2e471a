import type { ReactNode } from 'react';
import { useIdle } from '../../lib/idle';
import { BannerSlider } from './banner-slider';
import { LiveWinners } from './live-winners';
import { ReferralBanner } from './referral-banner';
import { WelcomeSignUpPromo } from './welcome-sign-up-promo';
import './lobby.css';

interface LobbyPageProps {
  /** The games: tabs, search and carousels (the games feature's catalogue). */
  readonly catalogue: ReactNode;
}

/**
 * The home screen (SPEC §2 Lobby): promotional banner, live wins, the
 * games, the refer-a-friend banner and, for visitors, the sign-up promo.
 * The last two sit below the games, off the first screen: they render once
 * the page is idle.
 */
export function LobbyPage({ catalogue }: LobbyPageProps) {
  const idle = useIdle();
  return (
    <div className="lobby">
      <h1 className="visually-hidden">Lobby</h1>
      <BannerSlider />
      <LiveWinners />
      {catalogue}
      {idle && (
        <>
          <ReferralBanner />
          <WelcomeSignUpPromo />
        </>
      )}
    </div>
  );
}
